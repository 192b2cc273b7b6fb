import { isFormPost, readFormBody, seeOther } from '@/lib/api/form-post';
import { ApiError, ERROR_CODES, ok, queryOf, toErrorResponse } from '@/lib/api/respond';
import { assertSameSite, MAX_BODY_BYTES, NO_STORE_HEADERS, readJsonBody } from '@/lib/api/route';
import { logError } from '@/lib/log';
import { withdrawApplication } from '@/lib/recruitment/applications';
import { loginHref, RECRUIT_PAGES, type WithdrawOutcome } from '@/lib/recruitment/links';
import { assertWriteAllowed, requireWriter } from '@/lib/api/write-limits';
import { sessionUserOrNull } from '@/lib/session';
import { noParams } from '@/lib/validation/common';
import { withdrawApplicationBody } from '@/lib/validation/resume';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CONTEXT = 'recruit.withdrawApplication';

/**
 * Withdraws one of the caller's applications while it is 已投递 (the row stays, as 已撤回). Someone
 * else's id answers as a missing one. A form post → 303 to the records page.
 */
export async function POST(request: Request) {
  try {
    assertSameSite(request, { requireProof: true });
    noParams.parse(queryOf(request.url));
    if (isFormPost(request)) return await fromForm(request);
    const user = await requireWriter(request, 'applicationWithdraw');
    const body = withdrawApplicationBody.parse(await readJsonBody(request, MAX_BODY_BYTES));
    await withdrawApplication(user.userId, body.id);
    return ok({ id: body.id }, { headers: NO_STORE_HEADERS });
  } catch (error) {
    return toErrorResponse(error, CONTEXT, request);
  }
}

async function fromForm(request: Request) {
  const user = await sessionUserOrNull(request);
  if (!user) return seeOther(loginHref(RECRUIT_PAGES.records));
  await assertWriteAllowed('applicationWithdraw', request, user.userId);
  const raw = (await readFormBody(request)).get('id') ?? '';
  const back = (reason: WithdrawOutcome) => seeOther(`${RECRUIT_PAGES.records}?withdrawError=${reason}`);
  if (!/^\d{1,9}$/.test(raw)) return back('notfound');
  try {
    await withdrawApplication(user.userId, Number(raw));
    return seeOther(`${RECRUIT_PAGES.records}?withdrawn=${raw}`);
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.NOT_FOUND) return back('notfound');
    if (error instanceof ApiError && error.code === ERROR_CODES.CONFLICT) return back('locked');
    logError('api', `${CONTEXT} (form) failed`, error);
    return back('busy');
  }
}
