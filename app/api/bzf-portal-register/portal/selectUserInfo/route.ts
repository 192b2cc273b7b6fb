import { noParams } from '@/lib/validation/common';
import { getRoute, uncacheable } from '@/lib/api/route';
import { resolveSession } from '@/lib/register/sessions';
import { consentRequired, sessionTokenFrom } from '@/lib/session';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The signed-in user's information; token header optional, so anonymous is `data: null`, not an
 * error. While a changed agreement waits for an answer the profile is not handed out: 403 `4031`
 * like every other personal read (issue #30 part 3).
 */
export const GET = getRoute('register.selectUserInfo', noParams, async (_input, request) => {
  const user = await resolveSession(sessionTokenFrom(request));
  if (!user) return uncacheable(null);
  if (user.consentPending) throw consentRequired();
  const { userMobile, name, idNumberMasked, type, canSeeAdmin, email, address } = user;
  return uncacheable({ userMobile, name, idNumberMasked, type, canSeeAdmin, email, address });
});
