import { getDb } from '@/lib/db/client';
import { listSubscriptions, type Subscription } from '@/lib/subscriptions/subscriptions';
import { definePersonalTemplate } from '../define';
import { loadPersonalTemplatePage, type PersonalCenterPage } from '../personal-centre';
import { first } from '../personal-query';
import { mySubscriptionsKeys } from './keys';

export type MySubscriptionsData = {
  page: PersonalCenterPage;
  subscriptions: Subscription[];
  /** ?done= (frequency, unsubscribed) and ?subscribed= / ?failed= of the last post. */
  done: string | null;
  failed: string | null;
};

/** 我的订阅: followed columns and saved searches, each with its frequency and 退订. */
export const mySubscriptions = definePersonalTemplate<MySubscriptionsData>({
  ...mySubscriptionsKeys,
  async load(req) {
    const page = await loadPersonalTemplatePage(req);
    const subscribed = first(req.searchParams.subscribed);
    return {
      page,
      subscriptions: await listSubscriptions(await getDb(), page.user.userId),
      done: subscribed ? 'subscribed' : (first(req.searchParams.done) ?? null),
      failed: first(req.searchParams.failed) ?? null,
    };
  },
});
