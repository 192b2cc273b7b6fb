import { noParams } from '@/lib/validation/common';
import { changePasswordBody } from '@/lib/validation/account';
import { postRoute, withResponse } from '@/lib/api/route';
import { clientAddress } from '@/lib/register/attempts';
import { changePassword } from '@/lib/register/accounts';
import { signedInCookies } from '@/lib/session/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Old password → new password; every other session and remembered device is signed out. */
export const POST = postRoute('register.changePassword', { query: noParams, body: changePasswordBody }, async ({ body }, request) => {
  const signedIn = await changePassword(body, clientAddress(request.headers));
  return withResponse({ userMobile: signedIn.userMobile }, signedInCookies(request, signedIn));
});
