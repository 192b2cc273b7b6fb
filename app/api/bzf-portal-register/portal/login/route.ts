import type { NextResponse } from 'next/server';
import { noParams } from '@/lib/validation/common';
import { loginBody } from '@/lib/validation/account';
import { assertSameSite, postRoute, withResponse } from '@/lib/api/route';
import { ApiError, toErrorResponse } from '@/lib/api/respond';
import { isFormPost, readFormBody, seeOther } from '@/lib/api/form-post';
import { logError } from '@/lib/log';
import { ChallengeRequired, clientAddress } from '@/lib/register/attempts';
import { signIn } from '@/lib/register/accounts';
import { DEVICE_COOKIE, readCookie } from '@/lib/session/cookies';
import { safeRedirectPath } from '@/lib/session/redirect';
import { signedInCookies } from '@/lib/session/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Mobile + password → session cookies. Wrong either way: 401 手机号或密码错误; too many from this
 * address: 429; a number under distributed guessing, from an address it never signed in from:
 * 401 `4011` until the challenge picture's digits come along (issue #24 part 8a).
 */
const json = postRoute('register.login', { query: noParams, body: loginBody }, async ({ body }, request) => {
  const signedIn = await signIn({ ...body, deviceId: readCookie(request.headers.get('cookie'), DEVICE_COOKIE) }, clientAddress(request.headers));
  return withResponse({ userMobile: signedIn.userMobile }, signedInCookies(request, signedIn));
});

export async function POST(request: Request): Promise<NextResponse> {
  return isFormPost(request) ? signInWithoutScript(request) : json(request);
}

/**
 * The sign-in form posted before (or without) its script: 303 onward when signed in, else back to
 * /login with what to show — a reason code, or the challenge to draw — and never what was typed.
 */
async function signInWithoutScript(request: Request): Promise<NextResponse> {
  try {
    assertSameSite(request, { requireProof: true });
  } catch (error) {
    return toErrorResponse(error, 'register.login (form post)', request);
  }
  let redirect = '/home';
  const back = (query: Record<string, string>) => seeOther(`/login?${new URLSearchParams({ ...query, redirect }).toString()}`);
  try {
    const form = await readFormBody(request);
    redirect = safeRedirectPath(form.get('redirect'));
    const parsed = loginBody.safeParse({
      mobile: form.get('mobile') ?? '',
      password: form.get('password') ?? '',
      ...(form.get('challengeId') ? { challengeId: form.get('challengeId') } : {}),
      ...(form.get('challengeAnswer') !== null ? { challengeAnswer: form.get('challengeAnswer') } : {}),
    });
    if (!parsed.success) return back({ failed: 'wrong' });
    const signedIn = await signIn({ ...parsed.data, deviceId: readCookie(request.headers.get('cookie'), DEVICE_COOKIE) }, clientAddress(request.headers));
    const response = seeOther(redirect);
    signedInCookies(request, signedIn)(response);
    return response;
  } catch (error) {
    if (error instanceof ChallengeRequired) return back({ challenge: error.challenge, failed: error.reason === 'wrong' ? 'challenge' : 'challengeRequired' });
    if (error instanceof ApiError && error.status === 429) return back({ failed: 'limited' });
    if (error instanceof ApiError && error.status < 500) return back({ failed: 'wrong' });
    logError('api', 'register.login (form post) failed', error);
    return back({ failed: 'error' });
  }
}
