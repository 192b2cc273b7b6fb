import { noParams } from '@/lib/validation/common';
import { registerBody } from '@/lib/validation/account';
import { postRoute, withResponse } from '@/lib/api/route';
import { clientAddress } from '@/lib/register/attempts';
import { registerUser } from '@/lib/register/accounts';
import { signedInCookies } from '@/lib/session/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Registers a mobile number and signs the browser in. */
export const POST = postRoute('register.register', { query: noParams, body: registerBody }, async ({ body }, request) => {
  const signedIn = await registerUser({ mobile: body.mobile, password: body.password, name: body.name }, clientAddress(request.headers));
  return withResponse({ userMobile: signedIn.userMobile }, signedInCookies(request, signedIn));
});
