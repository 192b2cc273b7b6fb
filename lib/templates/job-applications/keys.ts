import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** 求职记录: the signed-in user's job applications. */
export const jobApplicationsKeys = PERSONAL_PAGE satisfies TemplateKeys;
