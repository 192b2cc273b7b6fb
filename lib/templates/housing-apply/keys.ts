import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** 住房保障在线申请: a signed-in form, per request, never cached. */
export const housingApplyKeys = PERSONAL_PAGE satisfies TemplateKeys;
