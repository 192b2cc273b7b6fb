/**
 * The templates whose pages may be stored in the route cache, joined to their views. The cached
 * page (app/(site)/%5Fc/…) imports only this record, so the JavaScript of every cached page (lists,
 * articles, finders, projects, shops, guides) carries none of the signed-in forms' client code
 * (their live checks bring zod: about 80 kB gzip). ./registry.tsx adds the per-request templates.
 */
import { appDownload } from '@/lib/templates/app-download';
import { article } from '@/lib/templates/article';
import { businessGuide } from '@/lib/templates/business-guide';
import { companyProfile } from '@/lib/templates/company-profile';
import { jobDetail } from '@/lib/templates/job-detail';
import { jobList } from '@/lib/templates/job-list';
import type { TemplateName } from '@/lib/templates/keys';
import { newsList } from '@/lib/templates/news-list';
import { page } from '@/lib/templates/page';
import { projectDetail } from '@/lib/templates/project-detail';
import { projectFinder } from '@/lib/templates/project-finder';
import { qa } from '@/lib/templates/qa';
import { shopDetail } from '@/lib/templates/shop-detail';
import { shopProject } from '@/lib/templates/shop-project';
import { shopSearch } from '@/lib/templates/shop-search';
import { subsidiaries } from '@/lib/templates/subsidiaries';
import { timeline } from '@/lib/templates/timeline';
import { join, type RegisteredTemplate } from './registry-join';
import { AppDownloadView } from './views/AppDownloadView';
import { ArticleView } from './views/ArticleView';
import { BusinessGuideView } from './views/BusinessGuideView';
import { CompanyProfileView } from './views/CompanyProfileView';
import { JobDetailView } from './views/JobDetailView';
import { JobListView } from './views/JobListView';
import { NewsListView } from './views/NewsListView';
import { PageView } from './views/PageView';
import { ProjectDetailView } from './views/ProjectDetailView';
import { ProjectFinderView } from './views/ProjectFinderView';
import { QAView } from './views/QAView';
import { ShopDetailView } from './views/ShopDetailView';
import { ShopProjectView } from './views/ShopProjectView';
import { ShopSearchView } from './views/ShopSearchView';
import { SubsidiariesView } from './views/SubsidiariesView';
import { TimelineView } from './views/TimelineView';

/** Names of the templates rendered per request, never cached (they are in ./registry.tsx only). */
export type PerRequestTemplateName = 'self-check' | 'shop-register' | 'shop-records' | 'allotment-guide' | 'resume-form' | 'quick-form' | 'site-search';
export type CachedTemplateName = Exclude<TemplateName, PerRequestTemplateName>;

export const CACHED_TEMPLATES: Readonly<Record<CachedTemplateName, RegisteredTemplate>> = {
  'news-list': join(newsList, NewsListView),
  article: join(article, ArticleView),
  page: join(page, PageView),
  'company-profile': join(companyProfile, CompanyProfileView),
  timeline: join(timeline, TimelineView),
  subsidiaries: join(subsidiaries, SubsidiariesView),
  qa: join(qa, QAView),
  'project-finder': join(projectFinder, ProjectFinderView),
  'project-detail': join(projectDetail, ProjectDetailView),
  'shop-search': join(shopSearch, ShopSearchView),
  'shop-detail': join(shopDetail, ShopDetailView),
  'shop-project': join(shopProject, ShopProjectView),
  'business-guide': join(businessGuide, BusinessGuideView),
  'job-list': join(jobList, JobListView),
  'job-detail': join(jobDetail, JobDetailView),
  'app-download': join(appDownload, AppDownloadView),
};

export function isCachedTemplate(name: TemplateName): name is CachedTemplateName {
  return Object.prototype.hasOwnProperty.call(CACHED_TEMPLATES, name);
}
