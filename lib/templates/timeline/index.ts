import { cachedMemorabiliaByYear, cachedMemorabiliaYears } from '@/lib/cache/reads';
import type { MemorabiliaItem } from '@/lib/cms/types';
import { pageMetadata } from '@/lib/seo';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { pickYear } from '../pick-year';
import { timelineKeys } from './keys';

export type TimelineData = { state: TemplatePageState; years: number[]; year: number | null; newest: number | null; items: MemorabiliaItem[] };

/** Memorabilia by year; the newest year is the bare URL. */
export const timeline = defineTemplate<TimelineData>({
  ...timelineKeys,
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'timeline', req.searchParams);
    const years = await cachedMemorabiliaYears();
    const year = pickYear(req.searchParams.year, years);
    const items = year !== null ? await cachedMemorabiliaByYear(year) : [];
    return { state, years, year, newest: years.length ? Math.max(...years) : null, items };
  },
  metadata(req, { state, year, newest }) {
    const label = columnLabel(req, state);
    const isDefault = year === null || year === newest;
    return pageMetadata({
      title: year && !isDefault ? `${label}（${year}年）` : label,
      description: columnDescription(req, state),
      path: canonicalPath(req, state, { year: isDefault ? undefined : (year ?? undefined) }),
    });
  },
});
