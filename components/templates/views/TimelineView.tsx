import { trailQuery } from '@/lib/navigation/links';
import { toQueryString } from '@/lib/navigation/paths';
import type { TimelineData } from '@/lib/templates/timeline';
import { Timeline } from '../Timeline';
import type { TemplateViewProps } from './types';

export function TimelineView({ req, data: { state, years, year, newest, items } }: TemplateViewProps<TimelineData>) {
  const linkQuery = trailQuery(state.nav.trail);
  return (
    <Timeline
      years={years}
      currentYear={year}
      items={items}
      yearHref={(y) => `${req.routePath}${toQueryString({ ...linkQuery, year: y === newest ? undefined : y })}`}
    />
  );
}
