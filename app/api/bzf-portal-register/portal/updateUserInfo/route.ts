import { postRoute } from '@/lib/api/route';
import { requireWriter } from '@/lib/api/write-limits';
import { updateUserInfo } from '@/lib/register/profile';
import { noParams } from '@/lib/validation/common';
import { updateUserInfoBody } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Saves the signed-in user's basic information; the ID number is stored encrypted and answered masked. */
export const POST = postRoute('register.updateUserInfo', { query: noParams, body: updateUserInfoBody }, async ({ body }, request) => {
  const user = await requireWriter(request, 'userInfo');
  return updateUserInfo(user.userId, body);
});
