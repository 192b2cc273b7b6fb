/**
 * The personal centre's record pages (the templates lib/navigation/routes.ts names under PERSONAL_CENTER_ROUTES),
 * joined to their views: signed in, rendered per request, never cached. The personal centre's dispatcher
 * imports only this record.
 *
 * Generated from the folders of lib/templates/ by lib/templates/template-files.test.ts: do not edit,
 * run `npm run templates` after adding or removing a template.
 */

import type { PersonalTemplateName } from '@/lib/navigation/routes';
import { caseDetail } from '@/lib/templates/case-detail';
import { housingRecords } from '@/lib/templates/housing-records';
import { intentionRegister } from '@/lib/templates/intention-register';
import { jobApplications } from '@/lib/templates/job-applications';
import { jobDrafts } from '@/lib/templates/job-drafts';
import { messages } from '@/lib/templates/messages';
import { myData } from '@/lib/templates/my-data';
import { myQuestions } from '@/lib/templates/my-questions';
import { mySubscriptions } from '@/lib/templates/my-subscriptions';
import { shopIntentions } from '@/lib/templates/shop-intentions';
import type { RegisteredTemplate } from './registry-join';
import { join } from './registry-join-personal';
import { CaseDetailView } from './views/CaseDetailView';
import { HousingRecordsView } from './views/HousingRecordsView';
import { IntentionRegisterView } from './views/IntentionRegisterView';
import { JobApplicationsView } from './views/JobApplicationsView';
import { JobDraftsView } from './views/JobDraftsView';
import { MessagesView } from './views/MessagesView';
import { MyDataView } from './views/MyDataView';
import { MyQuestionsView } from './views/MyQuestionsView';
import { MySubscriptionsView } from './views/MySubscriptionsView';
import { ShopIntentionsView } from './views/ShopIntentionsView';

export const PERSONAL_TEMPLATES: Readonly<Record<PersonalTemplateName, RegisteredTemplate>> = {
  'case-detail': join(caseDetail, CaseDetailView),
  'housing-records': join(housingRecords, HousingRecordsView),
  'intention-register': join(intentionRegister, IntentionRegisterView),
  'job-applications': join(jobApplications, JobApplicationsView),
  'job-drafts': join(jobDrafts, JobDraftsView),
  messages: join(messages, MessagesView),
  'my-data': join(myData, MyDataView),
  'my-questions': join(myQuestions, MyQuestionsView),
  'my-subscriptions': join(mySubscriptions, MySubscriptionsView),
  'shop-intentions': join(shopIntentions, ShopIntentionsView),
};
