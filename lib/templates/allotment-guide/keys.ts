import type { TemplateKeys } from '../types';

/**
 * 配售型保障性住房 业务办理 with the online registration: the form is prefilled for the signed-in
 * citizen and carries a fresh idempotency key, so the page is rendered per request, never stored.
 */
export const allotmentGuideKeys = {
  cacheable: false,
  /** ?projectId= chooses that project in the form (a notice's link for one project). */
  params: ['projectId'],
  cacheQuery: () => null,
} as const satisfies TemplateKeys;
