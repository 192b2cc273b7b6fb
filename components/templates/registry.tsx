/**
 * The one record that joins each template's data half (lib/templates/<name>) to its view: the cached ones
 * (./registry-cached.tsx), the personal centre's (./registry-personal.tsx) and those rendered per request.
 * Typed against TEMPLATE_KEYS, so every template name has exactly one module and one view; TemplatePage
 * is a lookup here.
 *
 * Generated from the folders of lib/templates/ by lib/templates/template-files.test.ts: do not edit,
 * run `npm run templates` after adding or removing a template.
 */

import type { PerRequestTemplateName, TemplateName } from '@/lib/templates/keys';
import { allotmentGuide } from '@/lib/templates/allotment-guide';
import { caseQuery } from '@/lib/templates/case-query';
import { consultation } from '@/lib/templates/consultation';
import { housingApply } from '@/lib/templates/housing-apply';
import { questionForm } from '@/lib/templates/question-form';
import { queueFigures } from '@/lib/templates/queue-figures';
import { quickForm } from '@/lib/templates/quick-form';
import { resumeForm } from '@/lib/templates/resume-form';
import { selfCheck } from '@/lib/templates/self-check';
import { shopRecords } from '@/lib/templates/shop-records';
import { shopRegister } from '@/lib/templates/shop-register';
import { siteSearch } from '@/lib/templates/site-search';
import { CACHED_TEMPLATES } from './registry-cached';
import type { RegisteredTemplate } from './registry-join';
import { join } from './registry-join-column';
import { PERSONAL_TEMPLATES } from './registry-personal';
import { AllotmentGuideView } from './views/AllotmentGuideView';
import { CaseQueryView } from './views/CaseQueryView';
import { ConsultationView } from './views/ConsultationView';
import { HousingApplyView } from './views/HousingApplyView';
import { QuestionFormView } from './views/QuestionFormView';
import { QueueFiguresView } from './views/QueueFiguresView';
import { QuickFormView } from './views/QuickFormView';
import { ResumeFormView } from './views/ResumeFormView';
import { SelfCheckView } from './views/SelfCheckView';
import { ShopRecordsView } from './views/ShopRecordsView';
import { ShopRegisterView } from './views/ShopRegisterView';
import { SiteSearchView } from './views/SiteSearchView';

export type { RegisteredTemplate };

const PER_REQUEST_TEMPLATES: Readonly<Record<PerRequestTemplateName, RegisteredTemplate>> = {
  'allotment-guide': join(allotmentGuide, AllotmentGuideView),
  'case-query': join(caseQuery, CaseQueryView),
  consultation: join(consultation, ConsultationView),
  'housing-apply': join(housingApply, HousingApplyView),
  'question-form': join(questionForm, QuestionFormView),
  'queue-figures': join(queueFigures, QueueFiguresView),
  'quick-form': join(quickForm, QuickFormView),
  'resume-form': join(resumeForm, ResumeFormView),
  'self-check': join(selfCheck, SelfCheckView),
  'shop-records': join(shopRecords, ShopRecordsView),
  'shop-register': join(shopRegister, ShopRegisterView),
  'site-search': join(siteSearch, SiteSearchView),
};

export const TEMPLATES: Readonly<Record<TemplateName, RegisteredTemplate>> = { ...CACHED_TEMPLATES, ...PERSONAL_TEMPLATES, ...PER_REQUEST_TEMPLATES };
