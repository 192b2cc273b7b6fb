import { postRoute } from '@/lib/api/route';
import { requireWriter } from '@/lib/api/write-limits';
import { saveFamilyMember } from '@/lib/register/family';
import { noParams } from '@/lib/validation/common';
import { saveFamilyMemberBody } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Adds a family member (no id) or edits one of the caller's (id); another user's member → 403. */
export const POST = postRoute('register.saveFamilyMember', { query: noParams, body: saveFamilyMemberBody }, async ({ body }, request) => {
  const user = await requireWriter(request, 'familyMember');
  return saveFamilyMember(user.userId, body);
});
