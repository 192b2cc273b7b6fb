/**
 * The templates whose pages may be stored in the route cache (their keys say `cacheable: true`), joined to
 * their views. The cached page (app/(site)/%5Fc/…) imports only this record, so the JavaScript of every
 * cached page carries none of the signed-in forms' client code (their live checks bring zod).
 *
 * Generated from the folders of lib/templates/ by lib/templates/template-files.test.ts: do not edit,
 * run `npm run templates` after adding or removing a template.
 */

import type { CachedTemplateName, TemplateName } from '@/lib/templates/keys';
import { appDownload } from '@/lib/templates/app-download';
import { article } from '@/lib/templates/article';
import { businessGuide } from '@/lib/templates/business-guide';
import { companyProfile } from '@/lib/templates/company-profile';
import { jobDetail } from '@/lib/templates/job-detail';
import { jobList } from '@/lib/templates/job-list';
import { newsList } from '@/lib/templates/news-list';
import { page } from '@/lib/templates/page';
import { projectDetail } from '@/lib/templates/project-detail';
import { projectFinder } from '@/lib/templates/project-finder';
import { qa } from '@/lib/templates/qa';
import { shopDetail } from '@/lib/templates/shop-detail';
import { shopProject } from '@/lib/templates/shop-project';
import { shopSearch } from '@/lib/templates/shop-search';
import { siteMap } from '@/lib/templates/site-map';
import { subsidiaries } from '@/lib/templates/subsidiaries';
import { timeline } from '@/lib/templates/timeline';
import type { RegisteredTemplate } from './registry-join';
import { join } from './registry-join-column';
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
import { QaView } from './views/QaView';
import { ShopDetailView } from './views/ShopDetailView';
import { ShopProjectView } from './views/ShopProjectView';
import { ShopSearchView } from './views/ShopSearchView';
import { SiteMapView } from './views/SiteMapView';
import { SubsidiariesView } from './views/SubsidiariesView';
import { TimelineView } from './views/TimelineView';

export const CACHED_TEMPLATES: Readonly<Record<CachedTemplateName, RegisteredTemplate>> = {
  'app-download': join(appDownload, AppDownloadView),
  article: join(article, ArticleView),
  'business-guide': join(businessGuide, BusinessGuideView),
  'company-profile': join(companyProfile, CompanyProfileView),
  'job-detail': join(jobDetail, JobDetailView),
  'job-list': join(jobList, JobListView),
  'news-list': join(newsList, NewsListView),
  page: join(page, PageView),
  'project-detail': join(projectDetail, ProjectDetailView),
  'project-finder': join(projectFinder, ProjectFinderView),
  qa: join(qa, QaView),
  'shop-detail': join(shopDetail, ShopDetailView),
  'shop-project': join(shopProject, ShopProjectView),
  'shop-search': join(shopSearch, ShopSearchView),
  'site-map': join(siteMap, SiteMapView),
  subsidiaries: join(subsidiaries, SubsidiariesView),
  timeline: join(timeline, TimelineView),
};

export function isCachedTemplate(name: TemplateName): name is CachedTemplateName {
  return Object.prototype.hasOwnProperty.call(CACHED_TEMPLATES, name);
}
