import { formRoute } from '@/lib/api/form-route';
import { APPLICATION_PATHS } from '@/lib/applications/paths';
import { putHousingDraft } from '@/lib/applications/drafts';
import { APPLY_FORM_FIELDS } from '@/lib/templates/housing-apply/choices';
import { housingDraftPostBody } from '@/lib/validation/housing-draft';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const FIELDS = ['draftProduct', 'draftNext', ...APPLY_FORM_FIELDS] as const;

/** The form again with the draft restored, or 家庭信息 with the way back to the form. */
function nextOf(product: string, projectId: unknown, next: string): string {
  const form = `${APPLICATION_PATHS.formPage}?product=${product}${typeof projectId === 'string' && /^\d{1,9}$/.test(projectId) ? `&projectId=${projectId}` : ''}`;
  return next === 'family' ? `${APPLICATION_PATHS.familyPage}?returnTo=${encodeURIComponent(form)}` : `${form}&draft=saved`;
}

/**
 * 保存草稿 of a housing application (personal, company, 共有产权) — the button that works without
 * JavaScript, and 「到家庭信息添加」 which keeps what was typed before leaving the form. Stores the
 * typed fields as the product's draft (brc_draft kind `housing`) and 303s back to the form (which
 * restores them) or to 家庭信息. With JavaScript the forms save as the person types instead
 * (POST /api/bzf-portal-recruit/brcDraftEntity/save, kind `housing`).
 */
export const POST = formRoute({
  context: 'apply.saveDraft',
  schema: housingDraftPostBody,
  writer: 'draft',
  run: async (input, { user }) => {
    await putHousingDraft(user.userId, input.draftProduct, input, APPLY_FORM_FIELDS);
    return { product: input.draftProduct, next: nextOf(input.draftProduct, input.projectId, input.draftNext) };
  },
  form: {
    page: APPLICATION_PATHS.formPage,
    fields: FIELDS,
    lists: ['familyMemberIds'],
    next: (result) => result.next,
  },
});
