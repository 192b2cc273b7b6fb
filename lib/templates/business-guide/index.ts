import { notFound } from 'next/navigation';
import { listGuideNotices, type GuideNotice } from '@/lib/business/guide-notices';
import { guideForRoute, type BusinessGuide, type GuideMode } from '@/lib/business/guides';
import { pageMetadata } from '@/lib/seo';
import { canonicalPath, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import type { TemplateRequest } from '../types';
import { businessGuideKeys } from './keys';

export type BusinessGuideData = {
  state: TemplatePageState;
  guide: BusinessGuide;
  mode: GuideMode;
  notices: GuideNotice[];
  noticesMoreHref: string | null;
};

/** The guide of the route's business (lib/business/guides.ts) with its latest notices. */
export async function loadGuide(req: TemplateRequest, template: 'business-guide' | 'allotment-guide'): Promise<BusinessGuideData> {
  const found = guideForRoute(req.routePath);
  if (!found) notFound();
  const [state, notices] = await Promise.all([loadTemplatePage(req.routePath, template, req.searchParams), listGuideNotices(found.guide)]);
  return { state, guide: found.guide, mode: found.mode, notices: [...notices.notices], noticesMoreHref: notices.moreHref };
}

export function guideMetadata(req: TemplateRequest, { state, guide, mode }: BusinessGuideData) {
  return pageMetadata({
    title: columnLabel(req, state),
    description: `${guide.summary} ${guide.business.name}${mode === 'handle' ? '业务办理：所需材料、办理流程和办理地点' : '业务介绍：申请条件和常见问题'}。`,
    path: canonicalPath(req, state),
  });
}

export const businessGuide = defineTemplate<BusinessGuideData>({
  ...businessGuideKeys,
  load: (req) => loadGuide(req, 'business-guide'),
  metadata: guideMetadata,
});
