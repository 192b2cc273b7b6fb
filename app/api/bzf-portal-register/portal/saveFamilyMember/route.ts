import { formRoute } from '@/lib/api/form-route';
import { saveFamilyMember } from '@/lib/register/family';
import { familyFailure, familyFormBack, familyPageHref, FAMILY_PAGE } from '@/lib/register/form-pages';
import { ACCOUNT_FORM_FIELDS, familyMemberForm, saveFamilyMemberBody } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Adds a family member (no id) or edits one of the caller's (id); another user's member → 403.
 * Without JavaScript: 303 to the list (keeping ?returnTo=), or back to the open form.
 */
export const POST = formRoute({
  context: 'register.saveFamilyMember',
  schema: saveFamilyMemberBody,
  writer: 'familyMember',
  jsonProof: false,
  jsonFields: false,
  run: (body, { user }) => saveFamilyMember(user.userId, body),
  form: {
    page: FAMILY_PAGE,
    fields: ACCOUNT_FORM_FIELDS.familyMember,
    schema: familyMemberForm,
    back: familyFormBack,
    next: (member, form) => familyPageHref({ saved: member.id, returnTo: form.get('returnTo') ?? undefined }),
    reason: familyFailure,
  },
});
