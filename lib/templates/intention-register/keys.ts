import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** 意向登记记录: the signed-in user's allotment-sale registrations, and their shop registrations as a second section. */
export const intentionRegisterKeys = PERSONAL_PAGE satisfies TemplateKeys;
