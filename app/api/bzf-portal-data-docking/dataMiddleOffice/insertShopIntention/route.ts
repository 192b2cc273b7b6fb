import { formRoute } from '@/lib/api/form-route';
import { createShopIntention } from '@/lib/data-docking/shop-intentions';
import { INTENTION_FIELD_NAMES, SHOP_PAGES, submittedHref } from '@/lib/data-docking/shop-links';
import { shopIntentionBody } from '@/lib/validation/intention';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * 商铺意向登记, signed in, from our own pages only; idempotent by the form's key. JSON: the
 * envelope, field errors in `data.fields`. Without JavaScript: 303 to the records page, or back to
 * the form naming the wrong fields (lib/api/form-route.ts).
 */
export const POST = formRoute({
  context: 'dataDocking.insertShopIntention',
  schema: shopIntentionBody,
  writer: 'shopIntention',
  run: (input, { user }) => createShopIntention(user.userId, input),
  form: { page: SHOP_PAGES.register, fields: INTENTION_FIELD_NAMES, lists: ['shopIds'], next: (row) => submittedHref(row.id) },
});
