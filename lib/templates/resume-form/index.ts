import { FORM_REASON, readFormFailure } from '@/lib/forms/failure-query';
import { getDraft } from '@/lib/recruitment/drafts';
import { RECRUIT_PAGES } from '@/lib/recruitment/links';
import { getResume, ownFile, type ResumeFile } from '@/lib/recruitment/resumes';
import { getDb } from '@/lib/db/client';
import { readFileQuery, UPLOAD_PARAM } from '@/lib/recruitment/file-links';
import type { FileErrorReason } from '@/lib/recruitment/file-rules';
import { pageMetadata } from '@/lib/seo';
import { requireUser } from '@/lib/session';
import { emptyResume, fieldMessages, RESUME_FIELD_PATHS, resumeSaveBody, toResumeValues, type ResumeValues } from '@/lib/validation/resume';
import { columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { toUrlSearchParams } from '../types';
import { resumeFormKeys } from './keys';

export const RESUME_REASONS = ['no_resume'] as const;
export type ResumeFlash = 'saved' | null;

export type ResumeFormData = {
  state: TemplatePageState;
  owner: number;
  values: ResumeValues;
  revision: number;
  draftUpdatedAt: string | null;
  resumeUpdatedAt: string | null;
  photo: ResumeFile | null;
  attachment: ResumeFile | null;
  /** A refusal a plain (no-JavaScript) upload came back with, per field. */
  fileErrors: { photo?: FileErrorReason; attachment?: FileErrorReason };
  /** A plain save that came back (?failed=invalid&fields=…, busy) or an application without a resume (no_resume). */
  failure: { reason?: string; fields: string[] };
  /** The messages of the fields it named, read from the kept draft (the URL carries names only). */
  serverMessages: Record<string, string>;
  flash: ResumeFlash;
  /** The post the visitor came from (?forPost=), to go back to after saving. */
  forPost: number | null;
};

/**
 * /t1/ResumeForm: the signed-in user's one resume. The form shows the draft when there is one
 * (it is newer than the saved resume by construction: saving removes it), else the resume, else a
 * blank resume with the account's name, mobile and e-mail.
 */
export const resumeForm = defineTemplate<ResumeFormData>({
  ...resumeFormKeys,
  async load(req) {
    const params = toUrlSearchParams(req.searchParams);
    const forPostRaw = params.get('forPost') ?? '';
    const forPost = /^\d{1,9}$/.test(forPostRaw) && Number(forPostRaw) > 0 ? Number(forPostRaw) : null;
    const user = await requireUser(`${RECRUIT_PAGES.resume}${forPost ? `?forPost=${forPost}` : ''}`);
    const [state, resume, draft] = await Promise.all([loadTemplatePage(req.routePath, 'resume-form', {}), getResume(user.userId), getDraft(user.userId, 'resume', 0)]);
    const values = draft ? toResumeValues(draft.data) : (resume?.values ?? emptyResume({ name: user.name, mobile: user.mobile, email: user.email }));
    // Back from a plain upload (no JavaScript): the new file takes its field, if it is the user's.
    const uploaded = readFileQuery(params);
    const fileErrors: ResumeFormData['fileErrors'] = {};
    for (const purpose of ['photo', 'attachment'] as const) {
      const state = uploaded[purpose];
      if (state && 'fileId' in state) values[purpose === 'photo' ? 'photoFileId' : 'attachmentFileId'] = String(state.fileId);
      if (state && 'error' in state) fileErrors[purpose] = state.error;
    }
    const db = await getDb();
    const fileOf = async (id: string, purpose: 'photo' | 'attachment') => (/^\d{1,9}$/.test(id) ? ownFile(db, user.userId, Number(id), purpose) : null);
    const [photo, attachment] = await Promise.all([fileOf(values.photoFileId, 'photo'), fileOf(values.attachmentFileId, 'attachment')]);
    if (!photo) values.photoFileId = '';
    if (!attachment) values.attachmentFileId = '';
    // A ?failed= with ?upload= is a file field's (read above), not the resume's.
    const failure = params.has(UPLOAD_PARAM) ? { fields: [] } : readFormFailure((n) => params.get(n), RESUME_FIELD_PATHS, RESUME_REASONS);
    let serverMessages: Record<string, string> = {};
    if (failure.reason === FORM_REASON.invalid) {
      const parsed = resumeSaveBody.safeParse(values);
      if (!parsed.success) serverMessages = fieldMessages(parsed.error);
    }
    const flash: ResumeFlash = params.get('saved') === '1' ? 'saved' : null;
    return {
      state,
      owner: user.userId,
      values,
      revision: draft?.revision ?? 0,
      draftUpdatedAt: draft?.updatedAt ?? null,
      resumeUpdatedAt: resume?.updatedAt ?? null,
      photo,
      attachment,
      fileErrors,
      failure,
      serverMessages,
      flash,
      forPost,
    };
  },
  metadata(req, { state }) {
    return { ...pageMetadata({ title: columnLabel(req, state), description: columnDescription(req, state), path: RECRUIT_PAGES.resume }), robots: { index: false, follow: true } };
  },
});
