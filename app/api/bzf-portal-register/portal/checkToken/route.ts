import type { NextResponse } from 'next/server';
import { noParams } from '@/lib/validation/common';
import { checkTokenBody } from '@/lib/validation/account';
import { postRoute, withResponse } from '@/lib/api/route';
import { issueRentCenterTicket, redeemFingerprintTicket, redeemHandoverTicket, type SignedIn } from '@/lib/register/accounts';
import { isTicket } from '@/lib/register/secrets';
import { resolveSession } from '@/lib/register/sessions';
import { DEVICE_COOKIE, HANDOVER_COOKIE, readCookie } from '@/lib/session/cookies';
import { notSignedIn, sessionTokenFrom } from '@/lib/session';
import { clearedCookies, signedInCookies, withoutHandover } from '@/lib/session/responses';
import { ApiError } from '@/lib/api/respond';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Spec §4 token validation (payload field tokenId). The browser's session is the stored one (tokenId
 * header or cookie); a ticket may come in the body (the fingerprint lookup's answer) or wait in the
 * hand-over cookie (a `?token=` that middleware took from the address). Rules (docs/security.md
 * "Session fixation"):
 * - a live stored session is confirmed and never replaced: a ticket that arrives meanwhile is dropped;
 * - without one, a fingerprint ticket in the body (on its device) or a hand-over ticket in its
 *   cookie (a link from our pages or the rental centre) opens a new session; a hand-over ticket
 *   from anywhere else is spent only by the visitor's confirmation (confirmHandover);
 * - a session token in the body (an app checking its token) is only validated: the answer sets no
 *   cookie unless it is this browser's own session, so a token read from a link signs nobody in;
 * - anything else: 401, and the session cookies are expired unless a live session stays.
 */
export const POST = postRoute('register.checkToken', { query: noParams, body: checkTokenBody }, async ({ body }, request) => {
  const cookieHeader = request.headers.get('cookie');
  const bodyTicket = body.tokenId && isTicket(body.tokenId) ? body.tokenId : undefined;
  const bodySession = body.tokenId && !isTicket(body.tokenId) ? body.tokenId : undefined;
  const handover = readCookie(cookieHeader, HANDOVER_COOKIE);
  const stored = sessionTokenFrom(request);
  const storedUser = stored && !isTicket(stored) ? await resolveSession(stored) : null;
  const refuse = (keepCookies: boolean) => {
    const error = notSignedIn();
    return new ApiError(error.code, '登录已失效，请重新登录', error.status, keepCookies ? undefined : clearedCookies(request, { logout: false }));
  };
  const dropHandover = <T>(decorate: (response: NextResponse) => T) => (handover ? withoutHandover(request, decorate) : decorate);

  if (bodySession && bodySession !== stored) {
    const user = await resolveSession(bodySession);
    if (!user) throw refuse(!!storedUser);
    return withResponse({ userMobile: user.userMobile, rentCenterTicket: await issueRentCenterTicket(user) }, dropHandover(() => undefined));
  }

  let token: string | undefined;
  let user = storedUser;
  if (user) {
    token = stored;
  } else {
    let signedIn: SignedIn | null = null;
    if (bodyTicket) signedIn = await redeemFingerprintTicket(bodyTicket, readCookie(cookieHeader, DEVICE_COOKIE));
    // A hand-over ticket counts only from its cookie, which middleware sets for links from our
    // own pages or the rental centre. One in the body came from an address that any site can
    // write (issue #24 part 2): it is not spent here, so it signs nobody in.
    if (!signedIn && handover) signedIn = await redeemHandoverTicket(handover);
    if (!signedIn) throw refuse(false);
    token = signedIn.token;
    user = await resolveSession(token);
  }
  if (!user || !token) throw refuse(false);
  const rentCenterTicket = await issueRentCenterTicket(user);
  return withResponse(
    { userMobile: user.userMobile, rentCenterTicket },
    dropHandover(signedInCookies(request, { token, userMobile: user.userMobile, expiresAt: user.expiresAt })),
  );
});
