import { noParams } from '@/lib/validation/common';
import { getRoute, uncacheable } from '@/lib/api/route';
import { resolveSession } from '@/lib/register/sessions';
import { sessionTokenFrom } from '@/lib/session';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The signed-in user's information; token header optional, so anonymous is `data: null`, not an error. */
export const GET = getRoute('register.selectUserInfo', noParams, async (_input, request) => {
  const user = await resolveSession(sessionTokenFrom(request));
  if (!user) return uncacheable(null);
  const { userMobile, name, idNumberMasked, type, canSeeAdmin, email, address } = user;
  return uncacheable({ userMobile, name, idNumberMasked, type, canSeeAdmin, email, address });
});
