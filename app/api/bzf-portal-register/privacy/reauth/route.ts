import { formRoute, FormFieldError } from '@/lib/api/form-route';
import { ApiError } from '@/lib/api/respond';
import { withResponse } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import { MY_DATA_PATH } from '@/lib/navigation/paths';
import { sessionCookieOf, setReauthCookie } from '@/lib/privacy/http';
import { reauthenticate } from '@/lib/privacy/reauth';
import { PRIVACY_ERRORS } from '@/lib/privacy/text';
import { clientAddress } from '@/lib/register/attempts';
import { sessionTokenFrom } from '@/lib/session';
import { REAUTH_FIELDS, reauthBody } from '@/lib/validation/privacy';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * 我的数据: the password typed again → a five-minute ticket for this session (HttpOnly cookie).
 * A wrong password is a field error (not 401: the session is fine); tries count under the sign-in limits.
 */
export const POST = formRoute({
  context: 'privacy.reauth',
  schema: reauthBody,
  writer: 'reauth',
  run: async ({ password }, { request, user }) => {
    const token = sessionTokenFrom(request) ?? sessionCookieOf(request) ?? '';
    try {
      const { ticket } = await reauthenticate(await getDb(), user, token, password, clientAddress(request.headers));
      return withResponse({ reauthenticated: true }, setReauthCookie(request, ticket));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw new FormFieldError('password', PRIVACY_ERRORS.wrongPassword);
      throw error;
    }
  },
  form: { page: MY_DATA_PATH, fields: REAUTH_FIELDS, next: () => `${MY_DATA_PATH}?done=reauth` },
});
