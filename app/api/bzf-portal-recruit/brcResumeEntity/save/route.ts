import { fieldErrorResponse, isFormPost, readFormBody, seeOther } from '@/lib/api/form-post';
import { describeZodError, ok, queryOf, toErrorResponse } from '@/lib/api/respond';
import { assertSameSite, NO_STORE_HEADERS, readJsonBody } from '@/lib/api/route';
import { formFailureHref, FORM_REASON } from '@/lib/forms/failure-query';
import { logError } from '@/lib/log';
import { putDraft } from '@/lib/recruitment/drafts';
import { loginHref, RECRUIT_PAGES } from '@/lib/recruitment/links';
import { ResumeFieldError, saveResume } from '@/lib/recruitment/resumes';
import { assertWriteAllowed, requireWriter } from '@/lib/api/write-limits';
import { sessionUserOrNull } from '@/lib/session';
import { noParams } from '@/lib/validation/common';
import { fieldMessages, readResumeForm, resumeBody, resumeForSave, RESUME_LIMITS, toResumeValues } from '@/lib/validation/resume';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CONTEXT = 'recruit.saveResume';

/**
 * Saves the caller's resume after checking all of it. JSON: `{ updatedAt }`, or 400 with every
 * field's message in `data.fields` ("education.0.school": …). A plain form post (no JavaScript)
 * first keeps what was typed as the draft — so a mistake never costs the text — then 303 to the
 * form, which shows the messages (`?check=1`) or says it was saved (`?saved=1`).
 */
export async function POST(request: Request) {
  try {
    assertSameSite(request, { requireProof: true });
    noParams.parse(queryOf(request.url));
    if (isFormPost(request)) return await fromForm(request);
    const user = await requireWriter(request, 'resume');
    const parsed = resumeBody.safeParse(resumeForSave(toResumeValues(await readJsonBody(request, RESUME_LIMITS.draftBytes))));
    if (!parsed.success) return fieldErrorResponse(fieldMessages(parsed.error), describeZodError(parsed.error));
    return ok(await saveResume(user.userId, parsed.data), { headers: NO_STORE_HEADERS });
  } catch (error) {
    if (error instanceof ResumeFieldError) return fieldErrorResponse(error.fields);
    return toErrorResponse(error, CONTEXT, request);
  }
}

async function fromForm(request: Request) {
  const user = await sessionUserOrNull(request);
  if (!user) return seeOther(loginHref(RECRUIT_PAGES.resume));
  await assertWriteAllowed('resume', request, user.userId);
  const values = readResumeForm(await readFormBody(request, RESUME_LIMITS.draftBytes));
  const parsed = resumeBody.safeParse(resumeForSave(values));
  try {
    if (!parsed.success) {
      await putDraft(user.userId, 'resume', 0, values);
      return seeOther(`${RECRUIT_PAGES.resume}?check=1`);
    }
    await saveResume(user.userId, parsed.data);
    return seeOther(`${RECRUIT_PAGES.resume}?saved=1`);
  } catch (error) {
    if (error instanceof ResumeFieldError) {
      await putDraft(user.userId, 'resume', 0, values);
      return seeOther(`${RECRUIT_PAGES.resume}?check=1`);
    }
    logError('api', `${CONTEXT} (form) failed`, error);
    return seeOther(formFailureHref(RECRUIT_PAGES.resume, { reason: FORM_REASON.busy }));
  }
}
