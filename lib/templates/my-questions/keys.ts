import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** 我的咨询: the signed-in user's questions, per request, never cached. */
export const myQuestionsKeys = PERSONAL_PAGE satisfies TemplateKeys;
