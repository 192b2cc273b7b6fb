'use client';

import { useState } from 'react';
import { formStyles as styles, HiddenFields, TextField } from '@/components/form/fields';
import { ChoiceGroup, FieldGrid, FormActions, FormSection, SelectField, TextArea } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import type { FieldErrors } from '@/lib/api-client/envelope';
import { RECRUIT_API, RECRUIT_PAGES } from '@/lib/recruitment/links';
import { DEGREES, GENDERS, quickFormBody, RESUME_LIMITS, toQuickValues, type QuickValues } from '@/lib/validation/resume';
import { DraftStatusBar } from './DraftStatusBar';
import { RESUME_TEXT as T } from './text';
import { useDraft } from './use-draft';

export type PostChoice = { id: number; label: string };

export type QuickFormProps = {
  owner: number;
  posts: PostChoice[];
  initial: QuickValues;
  /** Revision of the server draft for initial.postId (0 = none). */
  revision: number;
  /** The messages of the fields a plain post came back with (?failed=invalid&fields=…), read by the page from the kept draft. */
  initialErrors: FieldErrors;
  /** Where to go after a successful application; tests pass their own. */
  onNavigate?: (href: string) => void;
};

const options = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));
const GENDER_OPTIONS = options(GENDERS);
const DEGREE_OPTIONS = options(DEGREES);

/**
 * 快速投递: the post is part of the draft's address, so choosing another post starts that post's
 * draft with what is already typed (the form below is keyed by the post).
 */
export function QuickForm(props: QuickFormProps) {
  const [postId, setPostId] = useState(props.initial.postId);
  const [carry, setCarry] = useState<QuickValues>(props.initial);
  return (
    <QuickFormBody
      key={postId || 'none'}
      {...props}
      initial={{ ...carry, postId }}
      revision={postId === props.initial.postId ? props.revision : 0}
      initialErrors={postId === props.initial.postId ? props.initialErrors : {}}
      onPostChange={(next, values) => {
        setCarry(values);
        setPostId(next);
      }}
    />
  );
}

function QuickFormBody({ owner, posts, initial, revision, initialErrors, onNavigate, onPostChange }: QuickFormProps & { onPostChange: (postId: string, values: QuickValues) => void }) {
  const form = useForm<QuickValues, { id: number }>({
    id: 'quick',
    initial,
    schema: quickFormBody,
    action: RECRUIT_API.apply,
    body: (values) => ({ source: 'quick', form: values }),
    initialErrors,
    leaves: true,
    onSuccess: ({ id }, values) => {
      draft.reset(values);
      (onNavigate ?? ((href: string) => window.location.assign(href)))(`${RECRUIT_PAGES.records}?applied=${id}`);
    },
    onFailure: (failure) => {
      if (failure.status === 0) form.setStatus(T.applyOffline);
    },
  });
  const { values, hydrated } = form;
  const postId = /^\d+$/.test(values.postId) ? Number(values.postId) : 0;
  const draft = useDraft({ kind: 'quick', postId, owner, initialRevision: revision, values, enabled: postId > 0, onRestore: (d) => form.reset({ ...toQuickValues(d), postId: values.postId }) });
  // Another post is another draft: the form starts again under that post, with what is typed.
  const post = { ...form.field('postId'), onChange: (next: string) => onPostChange(next, { ...values, postId: next }) };
  const L = T.labels;

  return (
    <form {...form.formProps} className={`${styles.form} ${styles.wideForm}`} aria-label="快速投递简历">
      <HiddenFields values={{ source: 'quick' }} />
      <DraftStatusBar
        status={postId > 0 ? draft.status : 'unsaved'}
        savedAt={draft.savedAt}
        hydrated={hydrated && postId > 0}
        conflict={draft.conflict}
        onSaveNow={() => void draft.saveNow()}
        onResolve={(choice) => void draft.resolve(choice, (d) => form.reset({ ...toQuickValues(d), postId: values.postId }))}
      />
      <FormSection legend="投递岗位">
        <SelectField field={post} label={T.quick.postId} required options={posts.map((p) => ({ value: String(p.id), label: p.label }))} placeholder={T.choosePost} />
      </FormSection>
      <FormSection legend="个人信息">
        <FieldGrid>
          <TextField field={form.field('name')} label={L.name} required autoComplete="name" maxLength={40} />
          <ChoiceGroup type="radio" field={form.field('gender')} legend={L.gender} options={GENDER_OPTIONS} />
          <TextField field={form.field('birthDate')} label={L.birthDate} required type="date" placeholder="1995-06-18" autoComplete="bday" />
          <TextField field={form.field('mobile')} label={L.mobile} required type="tel" inputMode="tel" autoComplete="tel" maxLength={11} />
          <TextField field={form.field('email')} label={L.email} required type="email" inputMode="email" autoComplete="email" maxLength={100} />
          <SelectField field={form.field('degree')} label={T.quick.degree} required options={DEGREE_OPTIONS} placeholder={T.choose} />
          <TextField field={form.field('school')} label={T.quick.school} required maxLength={50} />
          <TextField field={form.field('major')} label={T.quick.major} required maxLength={50} />
          <TextArea field={form.field('intro')} label={T.quick.intro} optional wide rows={4} maxChars={RESUME_LIMITS.intro} live={hydrated} />
        </FieldGrid>
      </FormSection>
      <FormActions form={form} submit={T.apply} sending={T.applying} />
    </form>
  );
}
