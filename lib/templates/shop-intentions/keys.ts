import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** 商铺意向登记: the signed-in user's shop registrations, to follow and withdraw. */
export const shopIntentionsKeys = PERSONAL_PAGE satisfies TemplateKeys;
