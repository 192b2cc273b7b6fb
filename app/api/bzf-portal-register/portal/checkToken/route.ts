import { noParams } from '@/lib/validation/common';
import { checkTokenBody } from '@/lib/validation/account';
import { postRoute, withResponse } from '@/lib/api/route';
import { issueRentCenterTicket, redeemFingerprintTicket } from '@/lib/register/accounts';
import { isTicket } from '@/lib/register/secrets';
import { resolveSession } from '@/lib/register/sessions';
import { DEVICE_COOKIE, readCookie } from '@/lib/session/cookies';
import { notSignedIn, sessionTokenFrom } from '@/lib/session';
import { clearedCookies, signedInCookies } from '@/lib/session/responses';
import { ApiError } from '@/lib/api/respond';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Spec §4 token validation. The candidate is the body's tokenId, else the tokenId header, else the
 * cookie. A fingerprint ticket is exchanged for a session; a live session token is confirmed. Either
 * way the session cookies are (re)set. Anything else: 401 and the session cookies are expired.
 */
export const POST = postRoute('register.checkToken', { query: noParams, body: checkTokenBody }, async ({ body }, request) => {
  const candidate = body.tokenId ?? sessionTokenFrom(request);
  const refuse = () => {
    const error = notSignedIn();
    return new ApiError(error.code, '登录已失效，请重新登录', error.status, clearedCookies(request, { logout: false }));
  };
  if (!candidate) throw refuse();
  let token = candidate;
  if (isTicket(candidate)) {
    const signedIn = await redeemFingerprintTicket(candidate, readCookie(request.headers.get('cookie'), DEVICE_COOKIE));
    if (!signedIn) throw refuse();
    token = signedIn.token;
  }
  const user = await resolveSession(token);
  if (!user) throw refuse();
  const rentCenterTicket = await issueRentCenterTicket(user);
  return withResponse(
    { userMobile: user.userMobile, rentCenterTicket },
    signedInCookies(request, { token, userMobile: user.userMobile, expiresAt: user.expiresAt }),
  );
});
