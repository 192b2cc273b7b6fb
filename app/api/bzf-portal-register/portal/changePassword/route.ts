import { formRoute } from '@/lib/api/form-route';
import { withResponse } from '@/lib/api/route';
import { clientAddress } from '@/lib/register/attempts';
import { changePassword } from '@/lib/register/accounts';
import { safeRedirectPath } from '@/lib/session/redirect';
import { passwordChangedCookies } from '@/lib/session/responses';
import { ACCOUNT_FORM_FIELDS, changePasswordBody, changePasswordForm } from '@/lib/validation/account';
import { loginPageOf, signInFailure } from '@/lib/register/form-pages';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Old password → new password; every other session and every remembered device is signed out.
 * This browser gets a fresh session and forgets its device cookies (its binding was revoked too).
 * Without JavaScript: 303 onward, or back to the form with the reason (and a challenge to answer).
 */
export const POST = formRoute({
  context: 'register.changePassword',
  schema: changePasswordBody,
  jsonProof: false,
  run: async (body, { request }) => {
    const signedIn = await changePassword(body, clientAddress(request.headers));
    return withResponse({ userMobile: signedIn.userMobile }, passwordChangedCookies(request, signedIn));
  },
  form: {
    page: '/login?type=password',
    fields: ACCOUNT_FORM_FIELDS.password,
    schema: changePasswordForm,
    back: loginPageOf('password'),
    next: (_r, form) => safeRedirectPath(form.get('redirect')),
    reason: signInFailure,
  },
});
