import { formRoute } from '@/lib/api/form-route';
import { BASIC_INFO_PAGE } from '@/lib/register/form-pages';
import { updateUserInfo } from '@/lib/register/profile';
import { ACCOUNT_FORM_FIELDS, updateUserInfoBody, userInfoForm } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Saves the signed-in user's basic information; the ID number is stored encrypted and answered
 * masked. JSON answers a schema error with `data: null` (docs/api.md); the form runs the same
 * schema first. Without JavaScript: 303 back to the page, saved or naming the wrong fields.
 */
export const POST = formRoute({
  context: 'register.updateUserInfo',
  schema: updateUserInfoBody,
  writer: 'userInfo',
  jsonProof: false,
  jsonFields: false,
  run: (body, { user }) => updateUserInfo(user.userId, body),
  form: { page: `${BASIC_INFO_PAGE}?edit=1`, fields: ACCOUNT_FORM_FIELDS.userInfo, schema: userInfoForm, next: () => `${BASIC_INFO_PAGE}?saved=1` },
});
