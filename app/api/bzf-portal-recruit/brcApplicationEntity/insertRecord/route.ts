import { fieldErrorResponse, isFormPost, readFormBody, seeOther } from '@/lib/api/form-post';
import { describeZodError, ok, queryOf, toErrorResponse } from '@/lib/api/respond';
import { assertSameSite, MAX_BODY_BYTES, NO_STORE_HEADERS, readJsonBody } from '@/lib/api/route';
import { formFailureHref } from '@/lib/forms/failure-query';
import { logError } from '@/lib/log';
import { applyForPost, ApplicationError, type ApplicationInput } from '@/lib/recruitment/applications';
import { putDraft } from '@/lib/recruitment/drafts';
import { loginHref, postHref, quickHref, RECRUIT_PAGES, type ApplyOutcome } from '@/lib/recruitment/links';
import { assertWriteAllowed, requireWriter } from '@/lib/api/write-limits';
import { sessionUserOrNull } from '@/lib/session';
import { noParams } from '@/lib/validation/common';
import { applicationBody, fieldMessages, quickFormBody, readQuickForm } from '@/lib/validation/resume';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CONTEXT = 'recruit.insertApplication';

/**
 * Applies for a post, with the saved resume (`source: "resume"`) or the quick form (`source:
 * "quick"`, the form's values in `form`). One application per user and post: a second one answers
 * 409 (code 4090) and stores nothing; a closed post 403, an unknown one 404, no resume 400.
 * A plain form post answers 303: to the records page (`?applied=<id>` or `?failed=<reason>&postId=<id>`, lib/forms/failure-query.ts),
 * or back to the quick form with `?check=1` when a field is wrong (the text kept as its draft).
 */
export async function POST(request: Request) {
  try {
    assertSameSite(request, { requireProof: true });
    noParams.parse(queryOf(request.url));
    if (isFormPost(request)) return await fromForm(request);
    const user = await requireWriter(request, 'application');
    const parsed = applicationBody.safeParse(await readJsonBody(request, MAX_BODY_BYTES));
    if (!parsed.success) return fieldErrorResponse(formFields(fieldMessages(parsed.error)), describeZodError(parsed.error));
    const body = parsed.data;
    const input: ApplicationInput = body.source === 'resume' ? body : { postId: body.form.postId, source: 'quick', form: body.form };
    return ok(await applyForPost(user.userId, input), { headers: NO_STORE_HEADERS });
  } catch (error) {
    return toErrorResponse(error, CONTEXT, request);
  }
}

/** "form.name" → "name": the quick form's fields are its own names. */
function formFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^form\./, ''), v]));
}

const records = (query: string) => seeOther(`${RECRUIT_PAGES.records}?${query}`);
/** An application that did not go in: the records page says why and names the post (`?failed=<reason>&postId=`). */
const applyFailed = (reason: ApplyOutcome, postId: number) => seeOther(formFailureHref(RECRUIT_PAGES.records, { reason, query: { postId: String(postId) } }));

async function fromForm(request: Request) {
  const form = await readFormBody(request);
  const source = form.get('source') === 'quick' ? 'quick' : 'resume';
  const rawPost = form.get('postId') ?? '';
  const postId = /^\d{1,9}$/.test(rawPost) ? Number(rawPost) : 0;
  const user = await sessionUserOrNull(request);
  if (!user) return seeOther(loginHref(source === 'quick' ? quickHref(postId || undefined) : postId ? postHref(postId) : RECRUIT_PAGES.list));
  await assertWriteAllowed('application', request, user.userId);
  try {
    let input: ApplicationInput;
    if (source === 'quick') {
      const values = readQuickForm(form);
      const parsed = quickFormBody.safeParse(values);
      if (!parsed.success) {
        if (postId) await putDraft(user.userId, 'quick', postId, values).catch(() => undefined);
        return seeOther(quickHref(postId || undefined, 'check=1'));
      }
      input = { postId: parsed.data.postId, source: 'quick', form: parsed.data };
    } else {
      if (!postId) return seeOther(formFailureHref(RECRUIT_PAGES.records, { reason: 'post_missing', query: { postId: '0' } }));
      input = { postId, source: 'resume' };
    }
    const { id } = await applyForPost(user.userId, input);
    return records(`applied=${id}`);
  } catch (error) {
    if (error instanceof ApplicationError) {
      const reason: ApplyOutcome = error.reason;
      if (reason === 'no_resume') return seeOther(formFailureHref(`${RECRUIT_PAGES.resume}?forPost=${postId}`, { reason }));
      return applyFailed(reason, postId);
    }
    logError('api', `${CONTEXT} (form) failed`, error);
    return applyFailed('busy', postId);
  }
}
