import { NextResponse } from 'next/server';
import { assertSameSite } from '@/lib/api/route';
import { ok, toErrorResponse } from '@/lib/api/respond';
import { forgetDevice } from '@/lib/register/accounts';
import { revokeSessionByToken } from '@/lib/register/sessions';
import { sessionTokenFrom } from '@/lib/session';
import { DEVICE_COOKIE, readCookie } from '@/lib/session/cookies';
import { clearedCookies } from '@/lib/session/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Spec §4/§7 logout: form-encoded body (its fields are not needed), token in the tokenId header or
 * cookie. The session is revoked on the server and this device forgotten; every portal cookie is
 * expired, on the parent domain too when one is configured. Logging out twice is fine.
 */
export async function POST(request: Request): Promise<NextResponse> {
  try {
    // Form-encoded (spec §7): a plain cross-site form could send it, so proof of our own page is required.
    assertSameSite(request, { requireProof: true });
    // The body carries nothing we use: drop it unread rather than buffer whatever was sent.
    await request.body?.cancel().catch(() => undefined);
    await revokeSessionByToken(sessionTokenFrom(request));
    await forgetDevice(readCookie(request.headers.get('cookie'), DEVICE_COOKIE));
    const response = ok({ loggedOut: true });
    clearedCookies(request, { logout: true })(response);
    return response;
  } catch (error) {
    return toErrorResponse(error, 'register.logout');
  }
}
