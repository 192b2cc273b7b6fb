import { NO_OWN_PARAMS } from '../param-keys';
import type { TemplateKeys } from '../types';

/** 业务介绍 / 业务办理 of a housing business: the route names the guide, the column trail the menu. */
export const businessGuideKeys = NO_OWN_PARAMS satisfies TemplateKeys;
