import { cachedSubsidiaries } from '@/lib/cache/reads';
import type { Subsidiary } from '@/lib/cms/types';
import { pageMetadata } from '@/lib/seo';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { subsidiariesKeys } from './keys';

export type SubsidiariesData = { state: TemplatePageState; subsidiaries: Subsidiary[] };

/** The subsidiaries of the group. */
export const subsidiaries = defineTemplate<SubsidiariesData>({
  ...subsidiariesKeys,
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'subsidiaries', req.searchParams);
    return { state, subsidiaries: await cachedSubsidiaries() };
  },
  metadata(req, { state }) {
    return pageMetadata({ title: columnLabel(req, state), description: columnDescription(req, state), path: canonicalPath(req, state) });
  },
});
