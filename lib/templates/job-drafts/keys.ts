import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** 登记表草稿: the signed-in user's unsent resume and quick-application drafts. */
export const jobDraftsKeys = PERSONAL_PAGE satisfies TemplateKeys;
