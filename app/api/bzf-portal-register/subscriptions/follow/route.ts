import { formRoute } from '@/lib/api/form-route';
import { getDb } from '@/lib/db/client';
import { MY_SUBSCRIPTIONS_PATH } from '@/lib/navigation/paths';
import { followColumn, saveJobSearch, saveProjectSearch, SubscriptionError } from '@/lib/subscriptions/subscriptions';
import { FOLLOW_FIELDS, followBody } from '@/lib/validation/subscription';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const withDone = (path: string) => `${path}${path.includes('?') ? '&' : '?'}subscribed=1`;

/**
 * 订阅: follow a column (kind=column&column=…) or save a project / job search (the finders' codes).
 * A plain form post from the list page: 303 back to it with ?subscribed=1 (or to 我的订阅).
 */
export const POST = formRoute({
  context: 'subscriptions.follow',
  schema: followBody,
  writer: 'subscription',
  run: async (input, { user }) => {
    const db = await getDb();
    const frequency = input.frequency ?? 'each';
    try {
      const id =
        input.kind === 'column'
          ? await followColumn(db, user.userId, input.column ?? '', frequency)
          : input.kind === 'project'
            ? await saveProjectSearch(db, user.userId, input, frequency)
            : await saveJobSearch(db, user.userId, { type: input.type, place: input.place }, frequency);
      return { id };
    } catch (error) {
      // Codes not of the finder's lists, or a column that is not there: a field problem of the form.
      if (error instanceof SubscriptionError) throw Object.assign(new Error(error.message), { field: 'kind' });
      throw error;
    }
  },
  form: {
    page: MY_SUBSCRIPTIONS_PATH,
    fields: FOLLOW_FIELDS,
    back: (form) => form.get('back') || MY_SUBSCRIPTIONS_PATH,
    signIn: (form) => form.get('back') || MY_SUBSCRIPTIONS_PATH,
    next: (_row, form) => withDone(/^\/(?![/\\])/.test(form.get('back') ?? '') ? form.get('back')! : MY_SUBSCRIPTIONS_PATH),
  },
});
