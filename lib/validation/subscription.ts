/** 订阅 (issue #30 part 5): the follow/save form of the list pages, the frequency switch and 退订. */
import { z } from './zod';
import { strictInput } from './common';

export const SUBSCRIPTION_MSG = {
  kind: '请选择订阅内容',
  frequency: '请选择提醒频率',
  id: '订阅不存在',
  back: '来源页面无效',
} as const;

const code = z.string().regex(/^[a-z0-9_-]{1,40}$/).optional();
/** A same-origin path to go back to (never another site). */
const backPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, SUBSCRIPTION_MSG.back)
  .optional();

export const FOLLOW_FIELDS = ['kind', 'column', 'type', 'district', 'rent', 'price', 'place', 'frequency', 'back'] as const;
export const followBody = strictInput({
  kind: z.enum(['column', 'project', 'job'], { error: SUBSCRIPTION_MSG.kind }),
  column: code,
  type: code,
  district: code,
  rent: code,
  price: code,
  place: code,
  frequency: z.enum(['each', 'daily'], { error: SUBSCRIPTION_MSG.frequency }).optional(),
  back: backPath,
});

const subscriptionId = z.coerce.number({ error: SUBSCRIPTION_MSG.id }).int().min(1, SUBSCRIPTION_MSG.id).max(2_147_483_647, SUBSCRIPTION_MSG.id);

export const FREQUENCY_FIELDS = ['id', 'frequency'] as const;
export const frequencyBody = strictInput({ id: subscriptionId, frequency: z.enum(['each', 'daily'], { error: SUBSCRIPTION_MSG.frequency }) });

export const UNSUBSCRIBE_FIELDS = ['id'] as const;
export const unsubscribeBody = strictInput({ id: subscriptionId });
