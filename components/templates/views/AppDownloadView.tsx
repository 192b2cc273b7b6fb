import { AppDownload } from '@/components/app-entry/AppDownload';
import type { AppDownloadData } from '@/lib/templates/app-download';
import type { TemplateViewProps } from './types';

export function AppDownloadView({ data: { android, ios } }: TemplateViewProps<AppDownloadData>) {
  return <AppDownload android={android} ios={ios} />;
}
