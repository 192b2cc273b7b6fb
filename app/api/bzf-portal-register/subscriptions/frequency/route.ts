import { formRoute } from '@/lib/api/form-route';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb } from '@/lib/db/client';
import { MY_SUBSCRIPTIONS_PATH } from '@/lib/navigation/paths';
import { setFrequency } from '@/lib/subscriptions/subscriptions';
import { FREQUENCY_FIELDS, frequencyBody, SUBSCRIPTION_MSG } from '@/lib/validation/subscription';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** 我的订阅: 每次发布 or 每日汇总 for one of the citizen's own subscriptions (another's is "not there"). */
export const POST = formRoute({
  context: 'subscriptions.frequency',
  schema: frequencyBody,
  writer: 'subscription',
  run: async ({ id, frequency }, { user }) => {
    if (!(await setFrequency(await getDb(), user.userId, id, frequency))) throw new ApiError(ERROR_CODES.NOT_FOUND, SUBSCRIPTION_MSG.id, 404);
    return { id, frequency };
  },
  form: { page: MY_SUBSCRIPTIONS_PATH, fields: FREQUENCY_FIELDS, next: () => `${MY_SUBSCRIPTIONS_PATH}?done=frequency` },
});
