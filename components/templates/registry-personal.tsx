/**
 * The personal centre's record pages (the templates lib/navigation/routes.ts names under PERSONAL_CENTER_ROUTES),
 * joined to their views: signed in, rendered per request, never cached. The personal centre's dispatcher
 * imports only this record.
 *
 * Generated from the folders of lib/templates/ by lib/templates/template-files.test.ts: do not edit,
 * run `npm run templates` after adding or removing a template.
 */

import type { PersonalTemplateName } from '@/lib/navigation/routes';
import { housingRecords } from '@/lib/templates/housing-records';
import { intentionRegister } from '@/lib/templates/intention-register';
import { jobApplications } from '@/lib/templates/job-applications';
import { jobDrafts } from '@/lib/templates/job-drafts';
import { shopIntentions } from '@/lib/templates/shop-intentions';
import type { RegisteredTemplate } from './registry-join';
import { join } from './registry-join-personal';
import { HousingRecordsView } from './views/HousingRecordsView';
import { IntentionRegisterView } from './views/IntentionRegisterView';
import { JobApplicationsView } from './views/JobApplicationsView';
import { JobDraftsView } from './views/JobDraftsView';
import { ShopIntentionsView } from './views/ShopIntentionsView';

export const PERSONAL_TEMPLATES: Readonly<Record<PersonalTemplateName, RegisteredTemplate>> = {
  'housing-records': join(housingRecords, HousingRecordsView),
  'intention-register': join(intentionRegister, IntentionRegisterView),
  'job-applications': join(jobApplications, JobApplicationsView),
  'job-drafts': join(jobDrafts, JobDraftsView),
  'shop-intentions': join(shopIntentions, ShopIntentionsView),
};
