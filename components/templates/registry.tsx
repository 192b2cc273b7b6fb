/**
 * The one record that joins each template's data half (lib/templates/<name>) to its view: the
 * cacheable ones (./registry-cached.tsx) and those rendered per request. Typed against
 * TEMPLATE_KEYS (the pure registry the middleware reads), so every template name has exactly one
 * module and one view; TemplatePage is a lookup here.
 */
import { allotmentGuide } from '@/lib/templates/allotment-guide';
import type { TemplateName } from '@/lib/templates/keys';
import { quickForm } from '@/lib/templates/quick-form';
import { resumeForm } from '@/lib/templates/resume-form';
import { selfCheck } from '@/lib/templates/self-check';
import { shopRecords } from '@/lib/templates/shop-records';
import { shopRegister } from '@/lib/templates/shop-register';
import { siteSearch } from '@/lib/templates/site-search';
import { CACHED_TEMPLATES, type PerRequestTemplateName } from './registry-cached';
import { join, type RegisteredTemplate } from './registry-join';
import { AllotmentGuideView } from './views/AllotmentGuideView';
import { QuickFormView } from './views/QuickFormView';
import { ResumeFormView } from './views/ResumeFormView';
import { SelfCheckView } from './views/SelfCheckView';
import { ShopRecordsView } from './views/ShopRecordsView';
import { ShopRegisterView } from './views/ShopRegisterView';
import { SiteSearchView } from './views/SiteSearchView';

export type { RegisteredTemplate };

const PER_REQUEST_TEMPLATES: Readonly<Record<PerRequestTemplateName, RegisteredTemplate>> = {
  'self-check': join(selfCheck, SelfCheckView),
  'shop-register': join(shopRegister, ShopRegisterView),
  'shop-records': join(shopRecords, ShopRecordsView),
  'allotment-guide': join(allotmentGuide, AllotmentGuideView),
  'resume-form': join(resumeForm, ResumeFormView),
  'quick-form': join(quickForm, QuickFormView),
  'site-search': join(siteSearch, SiteSearchView),
};

export const TEMPLATES: Readonly<Record<TemplateName, RegisteredTemplate>> = { ...CACHED_TEMPLATES, ...PER_REQUEST_TEMPLATES };
