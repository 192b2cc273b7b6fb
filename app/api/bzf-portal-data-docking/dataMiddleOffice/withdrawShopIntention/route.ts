import { isFormPost, readFormBody, seeOther } from '@/lib/api/form-post';
import { ApiError, ERROR_CODES, ok, queryOf, toErrorResponse } from '@/lib/api/respond';
import { assertSameSite, MAX_BODY_BYTES, NO_STORE_HEADERS, readJsonBody } from '@/lib/api/route';
import { withdrawShopIntention } from '@/lib/data-docking/shop-intentions';
import { loginHref, SHOP_PAGES, shopRecordsPage, withdrawnHref, type ShopRecordsPage, type WithdrawError } from '@/lib/data-docking/shop-links';
import { logError } from '@/lib/log';
import { assertWriteAllowed, requireWriter } from '@/lib/api/write-limits';
import { sessionUserOrNull } from '@/lib/session';
import { noParams } from '@/lib/validation/common';
import { readFormFields } from '@/lib/validation/form-input';
import { withdrawIntentionBody } from '@/lib/validation/intention';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CONTEXT = 'dataDocking.withdrawShopIntention';

/**
 * Withdraws one of the caller's registrations while it is 已提交. Someone else's id answers as a
 * missing one (404 登记记录不存在). JSON → the envelope; a plain form post → 303 back to the records
 * page it came from (the hidden field `from`: the records page, or the personal centre's) with
 * `?withdrawn=<id>` or `?withdrawError=<reason code>`.
 */
export async function POST(request: Request) {
  try {
    assertSameSite(request, { requireProof: true });
    noParams.parse(queryOf(request.url));
    if (isFormPost(request)) return await fromForm(request);
    const user = await requireWriter(request, 'shopIntentionWithdraw');
    const body = withdrawIntentionBody.parse(await readJsonBody(request, MAX_BODY_BYTES));
    return ok(await withdrawShopIntention(user.userId, body.id), { headers: NO_STORE_HEADERS });
  } catch (error) {
    return toErrorResponse(error, CONTEXT, request);
  }
}

async function fromForm(request: Request) {
  const form = await readFormBody(request);
  const from: ShopRecordsPage = shopRecordsPage(form.get('from'));
  const back = (reason: WithdrawError) => seeOther(`${SHOP_PAGES[from]}?withdrawError=${reason}`);
  const user = await sessionUserOrNull(request);
  if (!user) return seeOther(loginHref(SHOP_PAGES[from]));
  await assertWriteAllowed('shopIntentionWithdraw', request, user.userId);
  const parsed = withdrawIntentionBody.safeParse(readFormFields(form, ['id']));
  if (!parsed.success) return back('notfound');
  try {
    const record = await withdrawShopIntention(user.userId, parsed.data.id);
    return seeOther(withdrawnHref(record.id, from));
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.NOT_FOUND) return back('notfound');
    if (error instanceof ApiError && error.code === ERROR_CODES.CONFLICT) return back('locked');
    if (error instanceof ApiError && error.status < 500) throw error;
    logError('api', `${CONTEXT} (form) failed`, error);
    return back('busy');
  }
}
