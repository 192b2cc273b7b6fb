import { cachedColumnPage, cachedCompanyIntroduce } from '@/lib/cache/reads';
import type { CompanyIntroduce, ContentDetail } from '@/lib/cms/types';
import { pageMetadata } from '@/lib/seo';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { companyProfileKeys } from './keys';

export type CompanyProfileData = { state: TemplatePageState; company: CompanyIntroduce | null; fallback: ContentDetail | null };

/** The company introduction record (the column's page when there is none). */
export const companyProfile = defineTemplate<CompanyProfileData>({
  ...companyProfileKeys,
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'company-profile', req.searchParams);
    const company = await cachedCompanyIntroduce();
    const fallback = company ? null : state.column ? await cachedColumnPage(state.column.key) : null;
    return { state, company, fallback };
  },
  metadata(req, { state, company }) {
    return pageMetadata({ title: columnLabel(req, state), description: company?.summary || columnDescription(req, state), path: canonicalPath(req, state) });
  },
});
