/**
 * The one record that joins each template's data half (lib/templates/<name>) to its view. Typed
 * against TEMPLATE_KEYS (the pure registry the middleware reads), so every template name has
 * exactly one module and one view; TemplatePage is a lookup here.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Metadata } from 'next';
import { allotmentGuide } from '@/lib/templates/allotment-guide';
import { article } from '@/lib/templates/article';
import { businessGuide } from '@/lib/templates/business-guide';
import { companyProfile } from '@/lib/templates/company-profile';
import type { TemplateName } from '@/lib/templates/keys';
import { newsList } from '@/lib/templates/news-list';
import { page } from '@/lib/templates/page';
import { projectDetail } from '@/lib/templates/project-detail';
import { projectFinder } from '@/lib/templates/project-finder';
import { qa } from '@/lib/templates/qa';
import { selfCheck } from '@/lib/templates/self-check';
import { shopDetail } from '@/lib/templates/shop-detail';
import { shopProject } from '@/lib/templates/shop-project';
import { shopRecords } from '@/lib/templates/shop-records';
import { shopRegister } from '@/lib/templates/shop-register';
import { shopSearch } from '@/lib/templates/shop-search';
import { subsidiaries } from '@/lib/templates/subsidiaries';
import { timeline } from '@/lib/templates/timeline';
import type { TemplateModule, TemplateRequest } from '@/lib/templates/types';
import { AllotmentGuideView } from './views/AllotmentGuideView';
import { ArticleView } from './views/ArticleView';
import { BusinessGuideView } from './views/BusinessGuideView';
import { CompanyProfileView } from './views/CompanyProfileView';
import { NewsListView } from './views/NewsListView';
import { PageView } from './views/PageView';
import { ProjectDetailView } from './views/ProjectDetailView';
import { ProjectFinderView } from './views/ProjectFinderView';
import { QAView } from './views/QAView';
import { SelfCheckView } from './views/SelfCheckView';
import { ShopDetailView } from './views/ShopDetailView';
import { ShopProjectView } from './views/ShopProjectView';
import { ShopRecordsView } from './views/ShopRecordsView';
import { ShopRegisterView } from './views/ShopRegisterView';
import { ShopSearchView } from './views/ShopSearchView';
import { SubsidiariesView } from './views/SubsidiariesView';
import { TimelineView } from './views/TimelineView';
import type { TemplateViewProps } from './views/types';

export type RegisteredTemplate = {
  module: TemplateModule<unknown>;
  render(req: TemplateRequest): Promise<ReactNode>;
  metadata(req: TemplateRequest): Promise<Metadata>;
};

/** A module and the view of its data, checked against each other. */
function join<Data>(module: TemplateModule<Data>, View: ComponentType<TemplateViewProps<Data>>): RegisteredTemplate {
  return {
    module: module as TemplateModule<unknown>,
    async render(req) {
      const data = await module.load(req);
      return <View req={req} data={data} />;
    },
    async metadata(req) {
      return module.metadata(req, await module.load(req));
    },
  };
}

export const TEMPLATES: Readonly<Record<TemplateName, RegisteredTemplate>> = {
  'news-list': join(newsList, NewsListView),
  article: join(article, ArticleView),
  page: join(page, PageView),
  'company-profile': join(companyProfile, CompanyProfileView),
  timeline: join(timeline, TimelineView),
  subsidiaries: join(subsidiaries, SubsidiariesView),
  qa: join(qa, QAView),
  'project-finder': join(projectFinder, ProjectFinderView),
  'project-detail': join(projectDetail, ProjectDetailView),
  'self-check': join(selfCheck, SelfCheckView),
  'shop-search': join(shopSearch, ShopSearchView),
  'shop-detail': join(shopDetail, ShopDetailView),
  'shop-project': join(shopProject, ShopProjectView),
  'shop-register': join(shopRegister, ShopRegisterView),
  'shop-records': join(shopRecords, ShopRecordsView),
  'business-guide': join(businessGuide, BusinessGuideView),
  'allotment-guide': join(allotmentGuide, AllotmentGuideView),
};
