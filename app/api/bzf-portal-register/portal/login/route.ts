import { formRoute } from '@/lib/api/form-route';
import { withResponse } from '@/lib/api/route';
import { clientAddress } from '@/lib/register/attempts';
import { loginPageOf, signInFailure } from '@/lib/register/form-pages';
import { signIn } from '@/lib/register/accounts';
import { DEVICE_COOKIE, readCookie } from '@/lib/session/cookies';
import { consentFirst, safeRedirectPath } from '@/lib/session/redirect';
import { signedInCookies } from '@/lib/session/responses';
import { ACCOUNT_FORM_FIELDS, loginBody, loginForm } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Mobile + password → session cookies. Wrong either way: 401 手机号或密码错误; too many from this
 * address: 429; a number under distributed guessing, from an address it never signed in from:
 * 401 `4011` until the challenge picture's digits come along (issue #24 part 8a). Without
 * JavaScript: 303 to ?redirect= (same-origin), or back to /login with the reason.
 */
export const POST = formRoute({
  context: 'register.login',
  schema: loginBody,
  jsonProof: false,
  run: async (input, { request }) => {
    const signedIn = await signIn({ ...input, deviceId: readCookie(request.headers.get('cookie'), DEVICE_COOKIE) }, clientAddress(request.headers));
    return withResponse({ userMobile: signedIn.userMobile, ...(signedIn.askConsent ? { askConsent: true as const } : {}) }, signedInCookies(request, signedIn));
  },
  form: {
    page: '/login',
    fields: ACCOUNT_FORM_FIELDS.login,
    schema: loginForm,
    back: loginPageOf('login'),
    next: (r, form) => consentFirst(safeRedirectPath(form.get('redirect')), 'askConsent' in r),
    reason: signInFailure,
  },
});
