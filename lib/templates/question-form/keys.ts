import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** 我要留言: a signed-in form, per request, never cached. */
export const questionFormKeys = PERSONAL_PAGE satisfies TemplateKeys;
