import { PageShell } from '@/components/layout/PageShell';
import { trailQuery } from '@/lib/navigation/links';
import { toQueryString } from '@/lib/navigation/routes';
import { columnLabel } from '@/lib/templates/column-meta';
import type { TimelineData } from '@/lib/templates/timeline';
import { Timeline } from '../Timeline';
import type { TemplateViewProps } from './types';

export function TimelineView({ req, data: { state, years, year, newest, items } }: TemplateViewProps<TimelineData>) {
  const linkQuery = trailQuery(state.nav.trail);
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={columnLabel(req, state)}>
      <Timeline
        years={years}
        currentYear={year}
        items={items}
        yearHref={(y) => `${req.routePath}${toQueryString({ ...linkQuery, year: y === newest ? undefined : y })}`}
      />
    </PageShell>
  );
}
