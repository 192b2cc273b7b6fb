import { postRoute } from '@/lib/api/route';
import { requireWriter } from '@/lib/api/write-limits';
import { deleteFamilyMember } from '@/lib/register/family';
import { noParams } from '@/lib/validation/common';
import { deleteFamilyMemberBody } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Removes one of the caller's family members; another user's member → 403 and nothing changes. */
export const POST = postRoute('register.deleteFamilyMember', { query: noParams, body: deleteFamilyMemberBody }, async ({ body }, request) => {
  const user = await requireWriter(request, 'familyMember');
  return deleteFamilyMember(user.userId, body.id);
});
