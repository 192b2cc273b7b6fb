import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** 站内信: the signed-in user's messages, per request, never cached. */
export const messagesKeys = PERSONAL_PAGE satisfies TemplateKeys;
