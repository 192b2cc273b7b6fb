import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** A signed-in form: rendered per request for its user, never stored in any cache. */
export const resumeFormKeys = PERSONAL_PAGE satisfies TemplateKeys;
