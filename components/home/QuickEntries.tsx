import type { BusinessSegment } from '@/lib/cms/types';
import { QuickEntriesView } from './QuickEntries.client';
import { resolveSegmentIcon } from './SegmentIcon';

export type QuickEntriesProps = { segments: BusinessSegment[] };

/** The housing businesses (and commercial services) as large tiles: the portal's main doors. */
export function QuickEntries({ segments }: QuickEntriesProps) {
  if (segments.length === 0) return null;
  return <QuickEntriesView segments={segments.map((s) => [s.linkUrl, resolveSegmentIcon(s.icon, s.columnKey), s.name, s.summary])} />;
}
