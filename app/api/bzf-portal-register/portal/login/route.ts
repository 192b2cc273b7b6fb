import { noParams } from '@/lib/validation/common';
import { loginBody } from '@/lib/validation/account';
import { postRoute, withResponse } from '@/lib/api/route';
import { clientAddress } from '@/lib/register/attempts';
import { signIn } from '@/lib/register/accounts';
import { DEVICE_COOKIE, readCookie } from '@/lib/session/cookies';
import { signedInCookies } from '@/lib/session/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Mobile + password → session cookies. Wrong either way: 401 手机号或密码错误; too many: 429. */
export const POST = postRoute('register.login', { query: noParams, body: loginBody }, async ({ body }, request) => {
  const signedIn = await signIn(
    { ...body, deviceId: readCookie(request.headers.get('cookie'), DEVICE_COOKIE) },
    clientAddress(request.headers),
  );
  return withResponse({ userMobile: signedIn.userMobile }, signedInCookies(request, signedIn));
});
