import type { NextResponse } from 'next/server';
import { formRoute } from '@/lib/api/form-route';
import { ApiError, ERROR_CODES, queryOf } from '@/lib/api/respond';
import { withResponse } from '@/lib/api/route';
import { formFailureHref, type FormFailure } from '@/lib/forms/failure-query';
import type { Proof } from '@/lib/questionnaires/challenge';
import { accountHashOf, deviceCookie, deviceOfRequest } from '@/lib/questionnaires/device';
import { QN_FAILED, questionnaireHref, thanksHref } from '@/lib/questionnaires/links';
import {
  AnswerError,
  dropKeptAnswers,
  getQuestionnaire,
  KEPT_ANSWERS_COOKIE,
  KEPT_ANSWERS_TTL_SECONDS,
  keepAnswers,
  needsBrowserCheck,
  questionnaireNotFound,
  submitResponse,
  type Respondent,
} from '@/lib/questionnaires/questionnaires';
import { clientAddress } from '@/lib/register/attempts';
import { requireSessionUser, sessionUserOrNull } from '@/lib/session';
import { isSecureContext, readCookie } from '@/lib/session/cookies';
import { answerMessages, answersSchema, questionnaireIdQuery, readAnswerFields, submitBody, submitBodyOfPost, type QuestionnaireDef } from '@/lib/validation/questionnaire';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A questionnaire's answers: long texts included, well under this. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Submits one response to questionnaire ?id= (lib/api/form-route.ts). JSON (the form with
 * JavaScript): the envelope with `{ responseId, submittedAt, thanksHref }`, or 400 with a message
 * per question in `data.fields`, 409 for a second response or a questionnaire that is not open. A
 * plain form post (no JavaScript): 303 to the thank-you page; on a mistake back to the
 * questionnaire with `?failed=invalid&fields=q…` (or limit, verify, busy), the answers kept on the
 * server for an hour (capped near each question's limit, key in an HttpOnly cookie, a few such
 * posts per address and hour: past that `?failed=often` and nothing kept); closed, not yet open,
 * already answered or unknown: back to the page, which says which.
 */
export const POST = formRoute({
  context: 'questionnaire.submit',
  schema: submitBody,
  query: questionnaireIdQuery,
  maxBytes: MAX_ANSWER_BYTES,
  run: async (body, { request, query }) => {
    const def = await getQuestionnaire(query.id);
    if (!def) throw questionnaireNotFound();
    const { who, issue } = await respondentOf(request, def, body.proof);
    const stored = await submitResponse(def.id, who, readAnswerFields(Object.entries(body.answers)));
    const kept = readCookie(request.headers.get('cookie'), KEPT_ANSWERS_COOKIE);
    await dropKeptAnswers(kept);
    return withResponse({ ...stored, thanksHref: thanksHref(def.id) }, (response) => {
      issue?.(response);
      if (kept !== undefined) keptCookie(response, '', isSecureContext(request.url, request.headers), 0);
    });
  },
  form: {
    page: (query) => questionnaireHref(query.id),
    // The fields are the questionnaire's own (q<id>, q<id>_other): read by pattern, not by a list.
    fields: [],
    read: (posted) => submitBodyOfPost(posted),
    next: (stored) => stored.thanksHref,
    reason: (error) => {
      if (!(error instanceof ApiError) || error instanceof AnswerError) return undefined;
      // This address's responses for today are used up.
      if (error.code === ERROR_CODES.RATE_LIMITED) return { reason: QN_FAILED.limit };
      // A signed-out post without the browser check (no JavaScript): the page offers signing in.
      if (error.code === ERROR_CODES.FORBIDDEN) return { reason: QN_FAILED.verify };
      return undefined;
    },
    // Closed, not yet open, already answered, unknown: the page says which.
    pageExplains: () => true,
    keep: keepPostedAnswers,
  },
});

/**
 * The respondent of the questionnaire's mode; `issue` sets the device cookie when one was just made.
 * Where an anonymous questionnaire's results are public, a signed-in visitor answers as the account
 * (no browser check, one per account) and a signed-out one as a device with the check's proof.
 */
async function respondentOf(request: Request, def: QuestionnaireDef, proof?: Proof): Promise<{ who: Respondent; issue?: (r: NextResponse) => void }> {
  if (def.mode === 'signed_in') {
    const user = await requireSessionUser(request);
    return { who: { userId: user.userId } };
  }
  if (needsBrowserCheck(def)) {
    const user = await sessionUserOrNull(request);
    if (user) return { who: { accountHash: accountHashOf(def.id, user.userId) } };
  }
  const device = deviceOfRequest(request);
  const secure = isSecureContext(request.url, request.headers);
  return {
    who: { deviceHash: device.hash, address: clientAddress(request.headers), proof },
    issue: device.issued ? (r) => r.cookies.set(deviceCookie(device.id, secure)) : undefined,
  };
}

function keptCookie(response: NextResponse, value: string, secure: boolean, maxAge: number): void {
  response.cookies.set({ name: KEPT_ANSWERS_COOKIE, value, httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge });
}

/**
 * A refused plain post: this questionnaire's answers and their messages are kept for an hour under
 * a key in an HttpOnly cookie, so the page shows them again. Too many refused posts from this
 * address: nothing is kept, an older key is cleared (it must not show stale answers), and the
 * page says so (`?failed=often`).
 */
async function keepPostedAnswers(posted: URLSearchParams, _failure: FormFailure, { request }: { request: Request }): Promise<(response: NextResponse) => void> {
  const { id } = questionnaireIdQuery.parse(queryOf(request.url));
  const def = await getQuestionnaire(id);
  if (!def) return () => undefined;
  const secure = isSecureContext(request.url, request.headers);
  const values = readAnswerFields(posted);
  const checked = answersSchema(def).safeParse(values);
  const messages = checked.success ? {} : answerMessages(checked.error);
  try {
    const key = await keepAnswers(def, clientAddress(request.headers), values, messages);
    return (response) => keptCookie(response, key, secure, KEPT_ANSWERS_TTL_SECONDS);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === ERROR_CODES.RATE_LIMITED)) throw error;
    return (response) => {
      response.headers.set('Location', formFailureHref(questionnaireHref(id), { reason: QN_FAILED.often }));
      keptCookie(response, '', secure, 0);
    };
  }
}
