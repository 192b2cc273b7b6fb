import { formRoute } from '@/lib/api/form-route';
import { deleteFamilyMember } from '@/lib/register/family';
import { familyPageHref, FAMILY_PAGE } from '@/lib/register/form-pages';
import { deleteFamilyMemberBody } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Removes one of the caller's family members; another user's member → 403 and nothing changes. Without JavaScript: 303 to the list. */
export const POST = formRoute({
  context: 'register.deleteFamilyMember',
  schema: deleteFamilyMemberBody,
  writer: 'familyMember',
  jsonProof: false,
  jsonFields: false,
  run: (body, { user }) => deleteFamilyMember(user.userId, body.id),
  form: { page: FAMILY_PAGE, fields: ['id'], next: (_r, form) => familyPageHref({ removed: true, returnTo: form.get('returnTo') ?? undefined }) },
});
