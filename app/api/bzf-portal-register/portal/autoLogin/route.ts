import { noParams } from '@/lib/validation/common';
import { getRoute, withResponse } from '@/lib/api/route';
import { ApiError } from '@/lib/api/respond';
import { extendSession, resolveSession } from '@/lib/register/sessions';
import { notSignedIn, sessionTokenFrom } from '@/lib/session';
import { clearedCookies, signedInCookies } from '@/lib/session/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Keeps a live session going: seven more days from now, cookies refreshed. Dead session: 401, cookies expired. */
export const GET = getRoute('register.autoLogin', noParams, async (_input, request) => {
  const token = sessionTokenFrom(request);
  const user = await resolveSession(token);
  if (!user || !token) {
    const error = notSignedIn();
    throw new ApiError(error.code, '登录已失效，请重新登录', error.status, clearedCookies(request, { logout: false }));
  }
  const expiresAt = await extendSession(user.sessionId);
  return withResponse({ userMobile: user.userMobile, expiresAt: expiresAt.toISOString() }, signedInCookies(request, { token, userMobile: user.userMobile, expiresAt }));
});
