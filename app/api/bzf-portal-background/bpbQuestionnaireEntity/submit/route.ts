import type { NextResponse } from 'next/server';
import { fieldErrorResponse, isFormPost, readFormBody, seeOther } from '@/lib/api/form-post';
import { ApiError, ERROR_CODES, ok, queryOf, toErrorResponse } from '@/lib/api/respond';
import { assertSameSite, NO_STORE_HEADERS, readJsonBody } from '@/lib/api/route';
import { logError } from '@/lib/log';
import type { Proof } from '@/lib/questionnaires/challenge';
import { accountHashOf, deviceCookie, deviceOfRequest } from '@/lib/questionnaires/device';
import { checkHref, errorHref, loginHref, questionnaireHref, thanksHref } from '@/lib/questionnaires/links';
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
import { questionnaireIdQuery, readAnswerFields, submitBody, type AnswerValues, type QuestionnaireDef } from '@/lib/validation/questionnaire';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CONTEXT = 'questionnaire.submit';
/** A questionnaire's answers: long texts included, well under this. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Submits one response to questionnaire ?id=. JSON (the form with JavaScript): the envelope with
 * `{ responseId, submittedAt, thanksHref }`, or 400 with a message per question in `data.fields`,
 * 409 for a second response or a questionnaire that is not open. A plain form post (no
 * JavaScript): 303 to the thank-you page; on a mistake the questionnaire's own answers are kept
 * on the server for an hour (capped near each question's limit, key in an HttpOnly cookie, a few
 * such posts per address and hour) and the form comes back with them and the messages.
 */
export async function POST(request: Request) {
  try {
    assertSameSite(request, { requireProof: true });
    const { id } = questionnaireIdQuery.parse(queryOf(request.url));
    if (isFormPost(request)) return await fromForm(request, id);
    const body = submitBody.parse(await readJsonBody(request, MAX_ANSWER_BYTES));
    const def = await getQuestionnaire(id);
    if (!def) throw questionnaireNotFound();
    const { who, issue } = await respondentOf(request, def, body.proof);
    const stored = await submitResponse(id, who, readAnswerFields(Object.entries(body.answers)));
    const response = ok({ ...stored, thanksHref: thanksHref(id) }, { headers: NO_STORE_HEADERS });
    issue?.(response);
    return response;
  } catch (error) {
    if (error instanceof AnswerError) return fieldErrorResponse(error.fields);
    return toErrorResponse(error, CONTEXT, request);
  }
}

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

function keptCookie(response: NextResponse, value: string, secure: boolean, maxAge: number): NextResponse {
  response.cookies.set({ name: KEPT_ANSWERS_COOKIE, value, httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge });
  return response;
}

async function fromForm(request: Request, id: number): Promise<NextResponse> {
  const def = await getQuestionnaire(id);
  // The page answers an unknown id with the not-found page.
  if (!def) return seeOther(questionnaireHref(id));
  const secure = isSecureContext(request.url, request.headers);
  const values: AnswerValues = readAnswerFields(await readFormBody(request, MAX_ANSWER_BYTES));
  const keep = async (messages: Record<string, string>, to: string) => {
    try {
      const key = await keepAnswers(def, clientAddress(request.headers), values, messages);
      return keptCookie(seeOther(to), key, secure, KEPT_ANSWERS_TTL_SECONDS);
    } catch (error) {
      // Too many refused posts from this address: nothing is kept, and an older key must not show stale answers.
      if (error instanceof ApiError && error.code === ERROR_CODES.RATE_LIMITED) return keptCookie(seeOther(errorHref(id, 'often')), '', secure, 0);
      throw error;
    }
  };
  let respondent: Awaited<ReturnType<typeof respondentOf>>;
  try {
    respondent = await respondentOf(request, def);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return seeOther(loginHref(id));
    throw error;
  }
  try {
    await submitResponse(id, respondent.who, values);
    await dropKeptAnswers(readCookie(request.headers.get('cookie'), KEPT_ANSWERS_COOKIE));
    const response = keptCookie(seeOther(thanksHref(id)), '', secure, 0);
    respondent.issue?.(response);
    return response;
  } catch (error) {
    if (error instanceof AnswerError) return keep(error.fields, checkHref(id));
    if (error instanceof ApiError && error.code === ERROR_CODES.RATE_LIMITED) return keep({}, errorHref(id, 'limit'));
    // A signed-out post without the browser check (no JavaScript): the page offers signing in, the answers kept.
    if (error instanceof ApiError && error.code === ERROR_CODES.FORBIDDEN) return keep({}, errorHref(id, 'verify'));
    // Closed, not yet open, already answered: the page says which.
    if (error instanceof ApiError && error.status < 500) return seeOther(questionnaireHref(id));
    logError('api', `${CONTEXT} (form) failed`, error);
    return keep({}, errorHref(id, 'busy')).catch(() => seeOther(questionnaireHref(id)));
  }
}
