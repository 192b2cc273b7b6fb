import { noParams } from '@/lib/validation/common';
import { changePasswordBody } from '@/lib/validation/account';
import { postRoute, withResponse } from '@/lib/api/route';
import { clientAddress } from '@/lib/register/attempts';
import { changePassword } from '@/lib/register/accounts';
import { passwordChangedCookies } from '@/lib/session/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Old password → new password; every other session and every remembered device is signed out.
 * This browser gets a fresh session and forgets its device cookies (its binding was revoked too).
 */
export const POST = postRoute('register.changePassword', { query: noParams, body: changePasswordBody }, async ({ body }, request) => {
  const signedIn = await changePassword(body, clientAddress(request.headers));
  return withResponse({ userMobile: signedIn.userMobile }, passwordChangedCookies(request, signedIn));
});
