import { getRoute, uncacheable } from '@/lib/api/route';
import { listFamilyMembers } from '@/lib/register/family';
import { requireSessionUser } from '@/lib/session';
import { noParams } from '@/lib/validation/common';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The signed-in user's family members (ID numbers masked); private, never cached. */
export const GET = getRoute('register.selectFamilyMembers', noParams, async (_input, request) => {
  const user = await requireSessionUser(request);
  return uncacheable(await listFamilyMembers(user.userId));
});
