import { formRoute } from '@/lib/api/form-route';
import { dottedField, FORM_REASON } from '@/lib/forms/failure-query';
import { putDraft } from '@/lib/recruitment/drafts';
import { RECRUIT_PAGES } from '@/lib/recruitment/links';
import { saveResume } from '@/lib/recruitment/resumes';
import { readResumeForm, RESUME_FIELD_PATHS, RESUME_LIMITS, resumeSaveBody } from '@/lib/validation/resume';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Saves the caller's resume after checking all of it. JSON: `{ updatedAt }`, or 400 with every
 * field's message in `data.fields` by path ("education.0.school": …). A plain form post (no
 * JavaScript): 303 to `?saved=1`, or back with `?failed=invalid&fields=education.0.start` after
 * keeping what was typed as the draft — so a mistake never costs the text (the form shows it
 * with the messages).
 */
export const POST = formRoute({
  context: 'recruit.saveResume',
  schema: resumeSaveBody,
  writer: 'resume',
  maxBytes: RESUME_LIMITS.draftBytes,
  fieldOf: dottedField,
  run: (resume, { user }) => saveResume(user.userId, resume),
  form: {
    page: RECRUIT_PAGES.resume,
    fields: RESUME_FIELD_PATHS,
    read: readResumeForm,
    next: () => `${RECRUIT_PAGES.resume}?saved=1`,
    keep: async (posted, failure, { user }) => {
      // A busy save says the text was kept as the draft: both failures keep it.
      if (failure.reason === FORM_REASON.invalid || failure.reason === FORM_REASON.busy) await putDraft(user.userId, 'resume', 0, readResumeForm(posted));
    },
  },
});
