import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** 办件详情: one of the signed-in user's cases with its timeline, per request, never cached. */
export const caseDetailKeys = PERSONAL_PAGE satisfies TemplateKeys;
