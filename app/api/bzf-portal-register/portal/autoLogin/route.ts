import { noParams } from '@/lib/validation/common';
import { getRoute, postRoute, uncacheable, withResponse } from '@/lib/api/route';
import { ApiError } from '@/lib/api/respond';
import { extendSession, resolveSession } from '@/lib/register/sessions';
import { notSignedIn, sessionTokenFrom } from '@/lib/session';
import { clearedCookies, signedInCookies } from '@/lib/session/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function liveSession(request: Request) {
  const token = sessionTokenFrom(request);
  const user = await resolveSession(token);
  if (!user || !token) {
    const error = notSignedIn();
    throw new ApiError(error.code, '登录已失效，请重新登录', error.status, clearedCookies(request, { logout: false }));
  }
  return { token, user };
}

/**
 * Spec §7 GET autoLogin, read-only (a GET never changes state, so a link or an <img> cannot keep a
 * session alive): whether the session is live and until when. Dead session: 401, cookies expired.
 */
export const GET = getRoute('register.autoLogin', noParams, async (_input, request) => {
  const { user } = await liveSession(request);
  return uncacheable({ userMobile: user.userMobile, expiresAt: user.expiresAt.toISOString() });
});

/** Keeps a live session going: seven more days from now, cookies refreshed (same-site POST). */
export const POST = postRoute('register.autoLogin', { query: noParams, requireSameSiteProof: true }, async (_input, request) => {
  const { token, user } = await liveSession(request);
  const expiresAt = await extendSession(user.sessionId);
  return withResponse({ userMobile: user.userMobile, expiresAt: expiresAt.toISOString() }, signedInCookies(request, { token, userMobile: user.userMobile, expiresAt }));
});
