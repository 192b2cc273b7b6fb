import { NO_OWN_PARAMS } from '../param-keys';
import type { TemplateKeys } from '../types';

/** The column trail alone names the page. */
export const subsidiariesKeys = NO_OWN_PARAMS satisfies TemplateKeys;
