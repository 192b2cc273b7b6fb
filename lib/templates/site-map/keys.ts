import { NO_OWN_PARAMS } from '../param-keys';
import type { TemplateKeys } from '../types';

/** The site map reads nothing from the query: the column tree is the page. */
export const siteMapKeys = NO_OWN_PARAMS satisfies TemplateKeys;
