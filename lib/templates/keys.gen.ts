/**
 * The pure half of every template, by name: what the Edge middleware reads to build a route-cache key.
 *
 * Generated from the folders of lib/templates/ by lib/templates/template-files.test.ts: do not edit,
 * run `npm run templates` after adding or removing a template.
 */

import { allotmentGuideKeys } from './allotment-guide/keys';
import { appDownloadKeys } from './app-download/keys';
import { articleKeys } from './article/keys';
import { businessGuideKeys } from './business-guide/keys';
import { caseDetailKeys } from './case-detail/keys';
import { caseQueryKeys } from './case-query/keys';
import { companyProfileKeys } from './company-profile/keys';
import { consultationKeys } from './consultation/keys';
import { housingApplyKeys } from './housing-apply/keys';
import { housingRecordsKeys } from './housing-records/keys';
import { intentionRegisterKeys } from './intention-register/keys';
import { jobApplicationsKeys } from './job-applications/keys';
import { jobDetailKeys } from './job-detail/keys';
import { jobDraftsKeys } from './job-drafts/keys';
import { jobListKeys } from './job-list/keys';
import { messagesKeys } from './messages/keys';
import { myDataKeys } from './my-data/keys';
import { myQuestionsKeys } from './my-questions/keys';
import { mySubscriptionsKeys } from './my-subscriptions/keys';
import { newsListKeys } from './news-list/keys';
import { pageKeys } from './page/keys';
import { projectDetailKeys } from './project-detail/keys';
import { projectFinderKeys } from './project-finder/keys';
import { qaKeys } from './qa/keys';
import { questionFormKeys } from './question-form/keys';
import { queueFiguresKeys } from './queue-figures/keys';
import { quickFormKeys } from './quick-form/keys';
import { resumeFormKeys } from './resume-form/keys';
import { selfCheckKeys } from './self-check/keys';
import { shopDetailKeys } from './shop-detail/keys';
import { shopIntentionsKeys } from './shop-intentions/keys';
import { shopProjectKeys } from './shop-project/keys';
import { shopRecordsKeys } from './shop-records/keys';
import { shopRegisterKeys } from './shop-register/keys';
import { shopSearchKeys } from './shop-search/keys';
import { siteMapKeys } from './site-map/keys';
import { siteSearchKeys } from './site-search/keys';
import { subsidiariesKeys } from './subsidiaries/keys';
import { timelineKeys } from './timeline/keys';

export const TEMPLATE_KEYS = {
  'allotment-guide': allotmentGuideKeys,
  'app-download': appDownloadKeys,
  article: articleKeys,
  'business-guide': businessGuideKeys,
  'case-detail': caseDetailKeys,
  'case-query': caseQueryKeys,
  'company-profile': companyProfileKeys,
  consultation: consultationKeys,
  'housing-apply': housingApplyKeys,
  'housing-records': housingRecordsKeys,
  'intention-register': intentionRegisterKeys,
  'job-applications': jobApplicationsKeys,
  'job-detail': jobDetailKeys,
  'job-drafts': jobDraftsKeys,
  'job-list': jobListKeys,
  messages: messagesKeys,
  'my-data': myDataKeys,
  'my-questions': myQuestionsKeys,
  'my-subscriptions': mySubscriptionsKeys,
  'news-list': newsListKeys,
  page: pageKeys,
  'project-detail': projectDetailKeys,
  'project-finder': projectFinderKeys,
  qa: qaKeys,
  'question-form': questionFormKeys,
  'queue-figures': queueFiguresKeys,
  'quick-form': quickFormKeys,
  'resume-form': resumeFormKeys,
  'self-check': selfCheckKeys,
  'shop-detail': shopDetailKeys,
  'shop-intentions': shopIntentionsKeys,
  'shop-project': shopProjectKeys,
  'shop-records': shopRecordsKeys,
  'shop-register': shopRegisterKeys,
  'shop-search': shopSearchKeys,
  'site-map': siteMapKeys,
  'site-search': siteSearchKeys,
  subsidiaries: subsidiariesKeys,
  timeline: timelineKeys,
} as const;
