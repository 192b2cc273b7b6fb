import { z } from './zod';
import { chosenId, readFormFields } from './form-input';
import { housingApplicationBody, HOUSING_APPLICATION_FIELDS } from './housing-application';

/**
 * 共有产权住房 申购 (issue #29 part 1): the personal application's fields (the self-check's questions,
 * family members from 家庭信息, declarations) with the project subscribed to instead of a product;
 * the service checks the project is a 共有产权 project in its 申购 window.
 */
export const GYCQ_SUBSCRIPTION_MSG = {
  projectId: '请选择申购的共有产权住房项目',
} as const;

export const GYCQ_SUBSCRIPTION_FIELDS = ['projectId', ...HOUSING_APPLICATION_FIELDS.filter((f) => f !== 'product')] as const;
export type GycqSubscriptionField = (typeof GYCQ_SUBSCRIPTION_FIELDS)[number];

export const gycqSubscriptionBody = housingApplicationBody.omit({ product: true }).extend({ projectId: chosenId(GYCQ_SUBSCRIPTION_MSG.projectId) });

export type GycqSubscriptionInput = z.output<typeof gycqSubscriptionBody>;

export function readGycqSubscriptionForm(form: Pick<FormData, 'getAll'>) {
  return readFormFields(form, GYCQ_SUBSCRIPTION_FIELDS, ['familyMemberIds']);
}
