/**
 * The console's plain form posts (no script needed): same-site proof first, then a bounded
 * urlencoded body, then the step; every answer is a 303 to a console page, and a failure goes back
 * to the form's page with ?error=<reason> — never what was typed. Kept small on purpose: the form
 * kit (issue #25, components/form + its server helper) replaces it when the console's editors are
 * built on the kit.
 */
import type { NextResponse } from 'next/server';
import { ApiError, toErrorResponse } from '@/lib/api/respond';
import { readFormBody, seeOther } from '@/lib/api/form-post';
import { assertSameSite } from '@/lib/api/route';
import { logError } from '@/lib/log';
import { ChallengeRequired, clientAddress } from '@/lib/register/attempts';
import { isSecureContext } from '@/lib/session/cookies';
import { z } from '@/lib/validation/zod';
import { StaffForbidden } from './roles';
import { StaffStepError } from './sign-in';
import { expiredStaffCookie, staffCookie } from './cookie';

export type StaffFormReason = 'invalid' | 'wrong' | 'replayed' | 'limited' | 'challenge' | 'challengeWrong' | 'expired' | 'forbidden' | 'error';

/** What a step answers: where to go, and the console cookie to set or expire on the way. */
export type StaffFormOutcome = { to: string; token?: string; clearCookie?: boolean };

export type StaffFormContext = { form: URLSearchParams; address: string; request: Request };

export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v);
  const q = params.toString();
  return q ? `${path}${path.includes('?') ? '&' : '?'}${q}` : path;
}

export async function handleStaffForm(
  request: Request,
  opts: { context: string; formPage: string; run: (ctx: StaffFormContext) => Promise<StaffFormOutcome> },
): Promise<NextResponse> {
  try {
    // A plain cross-site form can post without a preflight: it must prove it comes from our pages.
    assertSameSite(request, { requireProof: true });
  } catch (error) {
    return toErrorResponse(error, opts.context, request);
  }
  const secure = isSecureContext(request.url, request.headers);
  const back = (reason: StaffFormReason, extra: Record<string, string> = {}) => seeOther(withQuery(opts.formPage, { error: reason, ...extra }));
  try {
    const form = await readFormBody(request);
    const outcome = await opts.run({ form, address: clientAddress(request.headers), request });
    const response = seeOther(outcome.to);
    if (outcome.token) response.cookies.set(staffCookie(outcome.token, secure));
    else if (outcome.clearCookie) response.cookies.set(expiredStaffCookie(secure));
    return response;
  } catch (error) {
    if (error instanceof z.ZodError) return back('invalid');
    if (error instanceof ChallengeRequired) return back(error.reason === 'wrong' ? 'challengeWrong' : 'challenge', { challenge: error.challenge });
    if (error instanceof StaffForbidden) return back('forbidden');
    if (error instanceof ApiError && error.status === 429) return back('limited');
    if (error instanceof StaffStepError) return back(error.reason);
    if (error instanceof ApiError && error.status < 500) return back('wrong');
    logError('api', `${opts.context} (console form) failed`, error);
    return back('error');
  }
}
