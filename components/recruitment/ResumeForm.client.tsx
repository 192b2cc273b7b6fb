'use client';

import { formStyles as styles, TextField } from '@/components/form/fields';
import { ChoiceGroup, FieldGrid, FormActions, FormSection, SelectField, TextArea } from '@/components/form/more-fields';
import { useForm, type FormController } from '@/components/form/use-form';
import type { FieldErrors } from '@/lib/api-client/envelope';
import { dottedField } from '@/lib/forms/failure-query';
import type { FileErrorReason } from '@/lib/recruitment/file-rules';
import { RECRUIT_API, RECRUIT_PAGES } from '@/lib/recruitment/links';
import {
  DEGREES,
  emptyEducation,
  emptyWork,
  GENDERS,
  POLITICAL_STATUSES,
  RESUME_LIMITS,
  resumeForSave,
  resumeSaveBody,
  toResumeValues,
  type ResumeValues,
} from '@/lib/validation/resume';
import { DraftStatusBar } from './DraftStatusBar';
import { FileField, type FileMeta } from './FileField.client';
import { RESUME_TEXT as T } from './text';
import { useDraft } from './use-draft';

export type ResumeFormProps = {
  owner: number;
  initial: ResumeValues;
  revision: number;
  photo: FileMeta | null;
  attachment: FileMeta | null;
  /** The messages of the fields a plain post came back with (?failed=invalid&fields=…), read by the page from the kept draft. */
  initialErrors: FieldErrors;
  /** Whether a resume is saved already (the button then says so). */
  hasResume: boolean;
  fileErrors?: { photo?: FileErrorReason; attachment?: FileErrorReason };
};

const options = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));
const GENDER_OPTIONS = options(GENDERS);
const DEGREE_OPTIONS = options(DEGREES);
const POLITICAL_OPTIONS = POLITICAL_STATUSES.map((s) => ({ value: s, label: s }));

/** With a blank row to type into when there is room (the no-script form adds rows this way). */
function withBlank<R extends Record<string, string>>(rows: readonly R[], blank: () => R, max: number): readonly R[] {
  const last = rows[rows.length - 1];
  return rows.length < max && (!last || Object.values(last).some((v) => v.trim() !== '')) ? [...rows, blank()] : rows;
}

/**
 * The resume form on the form kit: the one zod schema (the save's own) checks each field as it is
 * typed and everything on save, by dotted path inside the rows; rows of education and work history
 * can be added, removed and moved; the draft is kept by useDraft. Without scripts the same markup
 * posts to the save API, with one blank row per section to add an entry.
 */
export function ResumeForm({ owner, initial, revision, photo, attachment, initialErrors, hasResume, fileErrors = {} }: ResumeFormProps) {
  const form = useForm<ResumeValues, { updatedAt: string }>({
    id: 'resume',
    initial,
    schema: resumeSaveBody,
    fieldOf: dottedField,
    action: RECRUIT_API.resumeSave,
    body: (values) => resumeForSave(values),
    initialErrors,
    onSuccess: (_saved, values) => {
      draft.reset(values);
      form.setStatus(T.saved);
    },
    onFailure: (failure) => {
      if (failure.status === 0) form.setStatus(T.offline);
    },
  });
  const draft = useDraft({ kind: 'resume', postId: 0, owner, initialRevision: revision, values: form.values, onRestore: (d) => form.reset(toResumeValues(d)) });
  const { hydrated, values } = form;
  const education = hydrated ? values.education : withBlank(values.education, emptyEducation, RESUME_LIMITS.education);
  const work = hydrated ? values.work : withBlank(values.work, emptyWork, RESUME_LIMITS.work);
  const L = T.labels;

  return (
    <form {...form.formProps} className={`${styles.form} ${styles.wideForm}`} aria-label="简历基本信息">
      <DraftStatusBar
        status={draft.status}
        savedAt={draft.savedAt}
        hydrated={hydrated}
        conflict={draft.conflict}
        onSaveNow={() => void draft.saveNow()}
        onResolve={(choice) => void draft.resolve(choice, (d) => form.reset(toResumeValues(d)))}
      />
      <p className={styles.lead}>{T.note}</p>

      <FormSection legend="基本信息">
        <FieldGrid>
          <TextField field={form.field('name')} label={L.name} required autoComplete="name" maxLength={40} />
          <ChoiceGroup type="radio" field={form.field('gender')} legend={L.gender} options={GENDER_OPTIONS} />
          <TextField field={form.field('birthDate')} label={L.birthDate} required type="date" placeholder="1995-06-18" autoComplete="bday" />
          <TextField field={form.field('idNumber')} label={L.idNumber} optional maxLength={18} hint={T.idHint} />
          <SelectField field={form.field('political')} label={L.political} optional options={POLITICAL_OPTIONS} placeholder={T.choose} />
          <TextField field={form.field('nativePlace')} label={L.nativePlace} optional maxLength={30} />
        </FieldGrid>
      </FormSection>

      <FormSection legend="联系方式">
        <FieldGrid>
          <TextField field={form.field('mobile')} label={L.mobile} required type="tel" inputMode="tel" autoComplete="tel" maxLength={11} />
          <TextField field={form.field('email')} label={L.email} required type="email" inputMode="email" autoComplete="email" maxLength={100} />
          <TextField field={form.field('address')} label={L.address} optional wide autoComplete="street-address" maxLength={RESUME_LIMITS.address} />
        </FieldGrid>
      </FormSection>

      <FormSection legend={L.education}>
        <ListError form={form} name="education" />
        <ol className={styles.rows}>
          {education.map((row, i) => {
            const at = (key: keyof typeof T.education) => form.at(`education.${i}.${key}`);
            return (
              <li key={i} className={styles.row}>
                <RowHead form={form} list="education" index={i} count={education.length} label={row.school || T.rowFallback(i + 1)} />
                <FieldGrid>
                  <TextField field={at('school')} label={T.education.school} required maxLength={50} />
                  <TextField field={at('major')} label={T.education.major} required maxLength={50} />
                  <SelectField field={at('degree')} label={T.education.degree} required options={DEGREE_OPTIONS} placeholder={T.choose} />
                  <TextField field={at('start')} label={T.education.start} required type="month" placeholder="2014-09" />
                  <TextField field={at('end')} label={T.education.end} type="month" placeholder="2018-06" />
                </FieldGrid>
              </li>
            );
          })}
        </ol>
        {hydrated && values.education.length < RESUME_LIMITS.education ? (
          <button type="button" className={styles.add} onClick={() => form.rows('education').add(emptyEducation())}>
            {T.add.education}
          </button>
        ) : null}
      </FormSection>

      <FormSection legend={L.work}>
        {values.work.length === 0 && hydrated ? <p className={styles.hint}>{T.freshGraduate}</p> : null}
        <ListError form={form} name="work" />
        <ol className={styles.rows}>
          {work.map((row, i) => {
            const at = (key: keyof typeof T.work) => form.at(`work.${i}.${key}`);
            return (
              <li key={i} className={styles.row}>
                <RowHead form={form} list="work" index={i} count={work.length} label={row.company || T.rowFallback(i + 1)} />
                <FieldGrid>
                  <TextField field={at('company')} label={T.work.company} required maxLength={60} />
                  <TextField field={at('position')} label={T.work.position} required maxLength={50} />
                  <TextField field={at('start')} label={T.work.start} required type="month" placeholder="2018-07" />
                  <TextField field={at('end')} label={T.work.end} type="month" placeholder="2022-03" />
                  <TextArea field={at('duties')} label={T.work.duties} optional wide rows={3} maxChars={RESUME_LIMITS.duties} live={hydrated} />
                </FieldGrid>
              </li>
            );
          })}
        </ol>
        {hydrated && values.work.length < RESUME_LIMITS.work ? (
          <button type="button" className={styles.add} onClick={() => form.rows('work').add(emptyWork())}>
            {T.add.work}
          </button>
        ) : null}
      </FormSection>

      <FormSection legend="技能与证书">
        <TextArea field={form.field('skills')} label={L.skills} optional rows={3} maxChars={RESUME_LIMITS.skills} live={hydrated} />
        <TextArea field={form.field('certificates')} label={L.certificates} optional rows={2} maxChars={RESUME_LIMITS.certificates} live={hydrated} />
      </FormSection>

      <FormSection legend={L.selfAssessment}>
        <TextArea field={form.field('selfAssessment')} label={L.selfAssessment} optional rows={5} maxChars={RESUME_LIMITS.selfAssessment} live={hydrated} />
      </FormSection>

      <FormSection legend="照片与附件">
        <FieldGrid>
          <FileField
            purpose="photo"
            label="个人照片（JPG/PNG，不超过 2 MB）"
            initial={photo}
            back={RECRUIT_PAGES.resume}
            initialError={fileErrors.photo}
            id={form.fieldId('photoFileId')}
            error={form.errorOf('photoFileId')}
            onChange={(f) => form.set('photoFileId', f ? String(f.id) : '')}
          />
          <FileField
            purpose="attachment"
            label="简历附件（PDF 或 Word，不超过 10 MB）"
            initial={attachment}
            back={RECRUIT_PAGES.resume}
            initialError={fileErrors.attachment}
            id={form.fieldId('attachmentFileId')}
            error={form.errorOf('attachmentFileId')}
            onChange={(f) => form.set('attachmentFileId', f ? String(f.id) : '')}
          />
        </FieldGrid>
      </FormSection>

      <FormActions form={form} submit={hasResume ? T.saveAgain : T.save} sending={T.saving} />
    </form>
  );
}

/** A message about a whole list (请至少填写一段教育经历): focusable, so a failed save can take the reader to it. */
function ListError({ form, name }: { form: FormController<ResumeValues>; name: 'education' | 'work' }) {
  const error = form.errorOf(name);
  return error ? (
    <p id={form.fieldId(name)} className={styles.error} tabIndex={-1}>
      {error}
    </p>
  ) : null;
}

function RowHead({ form, list, index, count, label }: { form: FormController<ResumeValues>; list: 'education' | 'work'; index: number; count: number; label: string }) {
  const rows = form.rows(list);
  return (
    <div className={styles.rowHead}>
      <span className={styles.rowTitle}>{T.row(T.labels[list], index + 1)}</span>
      {form.hydrated ? (
        <span className={styles.rowTools}>
          <button type="button" className={styles.tool} onClick={() => rows.move(index, -1)} disabled={index === 0} aria-label={`${T.up}：${label}`}>
            {T.up}
          </button>
          <button type="button" className={styles.tool} onClick={() => rows.move(index, 1)} disabled={index === count - 1} aria-label={`${T.down}：${label}`}>
            {T.down}
          </button>
          <button type="button" className={styles.tool} onClick={() => rows.remove(index)} aria-label={`${T.remove}：${label}`}>
            {T.remove}
          </button>
        </span>
      ) : null}
    </div>
  );
}
