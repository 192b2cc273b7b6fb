/**
 * The pure half of every template, by name: what the Edge middleware needs to build a route-cache
 * key. Importing this pulls in no database, Node or React code (a test checks the Edge bundle).
 * A new template adds one line here and one to the full registry (components/templates/registry.ts);
 * both are typed against this record, so a template cannot be half-registered.
 */
import { allotmentGuideKeys } from './allotment-guide/keys';
import { appDownloadKeys } from './app-download/keys';
import { articleKeys } from './article/keys';
import { businessGuideKeys } from './business-guide/keys';
import { companyProfileKeys } from './company-profile/keys';
import { jobDetailKeys } from './job-detail/keys';
import { jobListKeys } from './job-list/keys';
import { newsListKeys } from './news-list/keys';
import { pageKeys } from './page/keys';
import { projectDetailKeys } from './project-detail/keys';
import { projectFinderKeys } from './project-finder/keys';
import { qaKeys } from './qa/keys';
import { quickFormKeys } from './quick-form/keys';
import { resumeFormKeys } from './resume-form/keys';
import { selfCheckKeys } from './self-check/keys';
import { shopDetailKeys } from './shop-detail/keys';
import { shopProjectKeys } from './shop-project/keys';
import { shopRecordsKeys } from './shop-records/keys';
import { shopRegisterKeys } from './shop-register/keys';
import { shopSearchKeys } from './shop-search/keys';
import { siteSearchKeys } from './site-search/keys';
import { subsidiariesKeys } from './subsidiaries/keys';
import { timelineKeys } from './timeline/keys';
import type { TemplateKeys } from './types';

export const TEMPLATE_KEYS = {
  'news-list': newsListKeys,
  article: articleKeys,
  page: pageKeys,
  'company-profile': companyProfileKeys,
  timeline: timelineKeys,
  subsidiaries: subsidiariesKeys,
  qa: qaKeys,
  'project-finder': projectFinderKeys,
  'project-detail': projectDetailKeys,
  'self-check': selfCheckKeys,
  'shop-search': shopSearchKeys,
  'shop-detail': shopDetailKeys,
  'shop-project': shopProjectKeys,
  'shop-register': shopRegisterKeys,
  'shop-records': shopRecordsKeys,
  'business-guide': businessGuideKeys,
  'allotment-guide': allotmentGuideKeys,
  'resume-form': resumeFormKeys,
  'quick-form': quickFormKeys,
  'job-list': jobListKeys,
  'job-detail': jobDetailKeys,
  'app-download': appDownloadKeys,
  'site-search': siteSearchKeys,
} as const satisfies Record<string, TemplateKeys>;

export type TemplateName = keyof typeof TEMPLATE_KEYS;

/** The column-trail parameters every template reads first (lib/navigation/resolve). */
export const NAV_KEY_PARAMS = ['special', 'col1', 'col2', 'col3', 'col4'] as const;

/** Every parameter that can be part of a cache key, in the order they are written. */
export const CACHE_QUERY_ORDER: readonly string[] = [
  ...new Set<string>([...NAV_KEY_PARAMS, ...Object.values(TEMPLATE_KEYS).flatMap((k: TemplateKeys) => k.params)]),
];
