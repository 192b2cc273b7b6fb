import { AppDownload } from '@/components/app-entry/AppDownload';
import { PageShell } from '@/components/layout/PageShell';
import type { AppDownloadData } from '@/lib/templates/app-download';
import { columnLabel } from '@/lib/templates/column-meta';
import type { TemplateViewProps } from './types';

export function AppDownloadView({ req, data: { state, android, ios } }: TemplateViewProps<AppDownloadData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={columnLabel(req, state)}>
      <AppDownload android={android} ios={ios} />
    </PageShell>
  );
}
