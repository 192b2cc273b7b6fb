import { PERSONAL_PAGE } from '../param-keys';
import type { TemplateKeys } from '../types';

/** The housing records of the personal centre (历史记录, 配租记录, 选房记录): the signed-in user's own rows from the housing-security system. */
export const housingRecordsKeys = PERSONAL_PAGE satisfies TemplateKeys;
