import { NO_OWN_PARAMS } from '../param-keys';
import type { TemplateKeys } from '../types';

/** The app page reads nothing from the query; the device is told apart in the browser. */
export const appDownloadKeys = NO_OWN_PARAMS satisfies TemplateKeys;
