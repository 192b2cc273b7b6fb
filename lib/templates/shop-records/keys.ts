import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** A signed-in page: rendered per request for its user, never stored in any cache. */
export const shopRecordsKeys = PERSONAL_PAGE satisfies TemplateKeys;
