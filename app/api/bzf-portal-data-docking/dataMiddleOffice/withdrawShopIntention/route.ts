import { formRoute } from '@/lib/api/form-route';
import { withdrawFailure } from '@/lib/api/withdraw-failure';
import { withdrawShopIntention } from '@/lib/data-docking/shop-intentions';
import { SHOP_PAGES, shopRecordsPage, withdrawnHref } from '@/lib/data-docking/shop-links';
import { withdrawIntentionBody } from '@/lib/validation/intention';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Withdraws one of the caller's registrations while it is 已提交. Someone else's id answers as a
 * missing one (404 登记记录不存在). JSON → the envelope; a plain form post (after its confirmation)
 * → 303 back to the records page it came from (the hidden field `from`: the records page, or the
 * personal centre's) with `?withdrawn=<id>` or `?failed=notfound|locked|busy`.
 */
export const POST = formRoute({
  context: 'dataDocking.withdrawShopIntention',
  schema: withdrawIntentionBody,
  writer: 'shopIntentionWithdraw',
  jsonFields: false,
  run: (input, { user }) => withdrawShopIntention(user.userId, input.id),
  form: {
    page: SHOP_PAGES.records,
    fields: ['id'],
    back: (posted) => SHOP_PAGES[shopRecordsPage(posted.get('from'))],
    next: (record, posted) => withdrawnHref(record.id, shopRecordsPage(posted.get('from'))),
    reason: withdrawFailure,
  },
});
