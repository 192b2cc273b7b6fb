import { fieldErrorResponse, isFormPost, readFormBody, seeOther, zodFieldErrors } from '@/lib/api/form-post';
import { ApiError, describeZodError, ok, queryOf, toErrorResponse } from '@/lib/api/respond';
import { assertSameSite, MAX_BODY_BYTES, NO_STORE_HEADERS, readJsonBody } from '@/lib/api/route';
import { createShopIntention, ShopIntentionFieldError } from '@/lib/data-docking/shop-intentions';
import { invalidHref, loginHref, SHOP_PAGES, submittedHref } from '@/lib/data-docking/shop-links';
import { logError } from '@/lib/log';
import { assertWriteAllowed, requireWriter } from '@/lib/api/write-limits';
import { sessionUserOrNull } from '@/lib/session';
import { noParams } from '@/lib/validation/common';
import { readShopIntentionForm, shopIntentionBody } from '@/lib/validation/intention';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CONTEXT = 'dataDocking.insertShopIntention';

/**
 * 商铺意向登记, signed in, from our own pages only. JSON (the form with JavaScript): the envelope,
 * field errors in `data.fields`. A plain form post (no JavaScript): 303 to the records page on
 * success, or back to the form with the wrong fields' names (never their values).
 */
export async function POST(request: Request) {
  try {
    assertSameSite(request, { requireProof: true });
    noParams.parse(queryOf(request.url));
    if (isFormPost(request)) return await fromForm(request);
    const user = await requireWriter(request, 'shopIntention');
    const parsed = shopIntentionBody.safeParse(await readJsonBody(request, MAX_BODY_BYTES));
    if (!parsed.success) return fieldErrorResponse(zodFieldErrors(parsed.error), describeZodError(parsed.error));
    return ok(await createShopIntention(user.userId, parsed.data), { headers: NO_STORE_HEADERS });
  } catch (error) {
    if (error instanceof ShopIntentionFieldError) return fieldErrorResponse(error.fields);
    return toErrorResponse(error, CONTEXT, request);
  }
}

async function fromForm(request: Request) {
  const user = await sessionUserOrNull(request);
  if (!user) return seeOther(loginHref(SHOP_PAGES.register));
  await assertWriteAllowed('shopIntention', request, user.userId);
  const parsed = shopIntentionBody.safeParse(readShopIntentionForm(await readFormBody(request)));
  if (!parsed.success) return seeOther(invalidHref(Object.keys(zodFieldErrors(parsed.error))));
  try {
    const record = await createShopIntention(user.userId, parsed.data);
    return seeOther(submittedHref(record.id));
  } catch (error) {
    if (error instanceof ShopIntentionFieldError) return seeOther(invalidHref(Object.keys(error.fields)));
    if (error instanceof ApiError && error.status < 500) throw error;
    logError('api', `${CONTEXT} (form) failed`, error);
    return seeOther(`${SHOP_PAGES.register}?error=busy`);
  }
}
