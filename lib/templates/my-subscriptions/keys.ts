import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** 我的订阅: the signed-in user's subscriptions, per request, never cached. */
export const mySubscriptionsKeys = PERSONAL_PAGE satisfies TemplateKeys;
