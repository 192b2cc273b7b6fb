import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** 我的数据: the signed-in user's own data page, per request, never cached. */
export const myDataKeys = PERSONAL_PAGE satisfies TemplateKeys;
