import type { NextResponse } from 'next/server';
import { assertSameSite } from '@/lib/api/route';
import { toErrorResponse } from '@/lib/api/respond';
import { readFormBody, seeOther } from '@/lib/api/form-post';
import { redeemHandoverTicket, resolveSession } from '@/lib/register/accounts';
import { sessionTokenFrom } from '@/lib/session';
import { expireHandoverAskCookie, HANDOVER_ASK_COOKIE, isSecureContext, readCookie } from '@/lib/session/cookies';
import { safeRedirectPath } from '@/lib/session/redirect';
import { signedInCookies } from '@/lib/session/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The visitor's answer to 「以 139****0002 登录？」 (issue #24 part 2): a plain form post from
 * /login?handover=confirm, so it works without JavaScript. `decision=confirm` spends the ticket
 * waiting in bzf_handover_ask and opens a session; anything else (取消) drops the ticket. Either
 * way 303 onward, and the ticket cookie is expired. A live session is never replaced.
 */
export async function POST(request: Request): Promise<NextResponse> {
  try {
    // A plain cross-site form could post here: only our own confirmation page may.
    assertSameSite(request, { requireProof: true });
    const form = await readFormBody(request);
    const target = safeRedirectPath(form.get('redirect'));
    const ticket = readCookie(request.headers.get('cookie'), HANDOVER_ASK_COOKIE);
    const secure = isSecureContext(request.url, request.headers);
    const done = (response: NextResponse) => {
      expireHandoverAskCookie(response.cookies, secure);
      return response;
    };
    if (form.get('decision') !== 'confirm') return done(seeOther('/home'));
    if (await resolveSession(sessionTokenFrom(request))) return done(seeOther(target));
    const signedIn = ticket ? await redeemHandoverTicket(ticket) : null;
    // Spent, expired or gone by the time the visitor decided: /login says so above its form.
    if (!signedIn) return done(seeOther(`/login?handover=expired&redirect=${encodeURIComponent(target)}`));
    const response = done(seeOther(target));
    signedInCookies(request, signedIn)(response);
    return response;
  } catch (error) {
    return toErrorResponse(error, 'register.confirmHandover', request);
  }
}
