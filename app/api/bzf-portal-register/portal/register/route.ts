import { formRoute } from '@/lib/api/form-route';
import { withResponse } from '@/lib/api/route';
import { clientAddress } from '@/lib/register/attempts';
import { registerUser } from '@/lib/register/accounts';
import { safeRedirectPath } from '@/lib/session/redirect';
import { signedInCookies } from '@/lib/session/responses';
import { ACCOUNT_FORM_FIELDS, registerBody, registerForm } from '@/lib/validation/account';
import { loginPageOf, registerFailure } from '@/lib/register/form-pages';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Registers a mobile number and signs the browser in; without JavaScript, 303 onward or back to the form. */
export const POST = formRoute({
  context: 'register.register',
  schema: registerBody,
  jsonProof: false,
  run: async (body, { request }) => {
    const signedIn = await registerUser({ mobile: body.mobile, password: body.password, name: body.name }, clientAddress(request.headers));
    return withResponse({ userMobile: signedIn.userMobile }, signedInCookies(request, signedIn));
  },
  form: {
    page: '/login?type=register',
    fields: ACCOUNT_FORM_FIELDS.register,
    schema: registerForm,
    back: loginPageOf('register'),
    next: (_r, form) => safeRedirectPath(form.get('redirect')),
    reason: registerFailure,
  },
});
