import { formRoute } from '@/lib/api/form-route';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb } from '@/lib/db/client';
import { MY_SUBSCRIPTIONS_PATH } from '@/lib/navigation/paths';
import { unsubscribe } from '@/lib/subscriptions/subscriptions';
import { SUBSCRIPTION_MSG, UNSUBSCRIBE_FIELDS, unsubscribeBody } from '@/lib/validation/subscription';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** 我的订阅: 退订 one of the citizen's own subscriptions. */
export const POST = formRoute({
  context: 'subscriptions.unsubscribe',
  schema: unsubscribeBody,
  writer: 'subscription',
  run: async ({ id }, { user }) => {
    if (!(await unsubscribe(await getDb(), user.userId, id))) throw new ApiError(ERROR_CODES.NOT_FOUND, SUBSCRIPTION_MSG.id, 404);
    return { id };
  },
  form: { page: MY_SUBSCRIPTIONS_PATH, fields: UNSUBSCRIBE_FIELDS, next: () => `${MY_SUBSCRIPTIONS_PATH}?done=unsubscribed` },
});
