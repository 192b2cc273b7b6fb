import { formRoute } from '@/lib/api/form-route';
import { getDb } from '@/lib/db/client';
import { MY_SUBSCRIPTIONS_PATH } from '@/lib/navigation/paths';
import { followColumn, saveJobSearch, saveProjectSearch, SubscriptionError } from '@/lib/subscriptions/subscriptions';
import { FOLLOW_FIELDS, followBody } from '@/lib/validation/subscription';

export const runtime = 'nodejs';

/** The list page posted from, when it is a path of this site (never another site: no open redirect). */
const backOf = (form: URLSearchParams) => {
  const back = form.get('back') ?? '';
  return /^\/(?![/\\])[^\s]{0,499}$/.test(back) ? back : MY_SUBSCRIPTIONS_PATH;
};
export const dynamic = 'force-dynamic';

/**
 * 订阅: follow a column (kind=column&column=…) or save a project / job search (the finders' codes).
 * A plain form post from the list page: 303 to 我的订阅 (?subscribed=1), where the frequency is chosen;
 * a visitor not signed in signs in and comes back to the list page (`back`).
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
    back: backOf,
    signIn: backOf,
    next: () => `${MY_SUBSCRIPTIONS_PATH}?subscribed=1`,
  },
});
