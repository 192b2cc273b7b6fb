'use client';

import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/lib/api-client/use-hydrated';
import { RECRUIT_API, RECRUIT_PAGES } from '@/lib/recruitment/links';
import { DEGREES, fieldMessages, GENDERS, quickFormBody, RESUME_LIMITS, toQuickValues, type QuickValues } from '@/lib/validation/resume';
import { DraftStatusBar } from './DraftStatusBar';
import { InputField, RadioField, SelectField, TextAreaField } from './fields';
import { useDraft } from './use-draft';
import styles from './ResumeForm.module.css';

export type PostChoice = { id: number; label: string };

export type QuickFormProps = {
  owner: number;
  posts: PostChoice[];
  initial: QuickValues;
  /** Revision of the server draft for initial.postId (0 = none). */
  revision: number;
  serverMessages: Record<string, string>;
  /** Where to go after a successful application; tests pass their own. */
  onNavigate?: (href: string) => void;
};

const GENDER_OPTIONS = Object.entries(GENDERS);
const DEGREE_OPTIONS = Object.entries(DEGREES);
const id = (name: string) => `quick-${name}`;

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
      onPostChange={(next, values) => {
        setCarry(values);
        setPostId(next);
      }}
    />
  );
}

function QuickFormBody({ owner, posts, initial, revision, serverMessages, onNavigate, onPostChange }: QuickFormProps & { onPostChange: (postId: string, values: QuickValues) => void }) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<QuickValues>(initial);
  const [touched, setTouched] = useState<Set<string>>(() => new Set(Object.keys(serverMessages)));
  const [submitted, setSubmitted] = useState(Object.keys(serverMessages).length > 0);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const sent = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const postId = /^\d+$/.test(values.postId) ? Number(values.postId) : 0;

  const draft = useDraft({ kind: 'quick', postId, owner, initialRevision: revision, values, enabled: postId > 0, onRestore: (d) => setValues({ ...toQuickValues(d), postId: values.postId }) });

  const messages = useMemo(() => {
    const parsed = quickFormBody.safeParse(values);
    return parsed.success ? {} : fieldMessages(parsed.error);
  }, [values]);
  const errorOf = (name: string) => serverFields[name] ?? (submitted || touched.has(name) ? messages[name] : undefined);
  const touch = (name: string) => () => setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
  const set = (name: keyof QuickValues, value: string) => {
    if (name === 'postId') {
      onPostChange(value, { ...values, postId: value });
      return;
    }
    setValues((v) => ({ ...v, [name]: value }));
    setServerFields((f) => (name in f ? Object.fromEntries(Object.entries(f).filter(([k]) => k !== name)) : f));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || sent.current) return;
    setSubmitted(true);
    setNotice(null);
    if (Object.keys(messages).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      setNotice(`还有 ${Object.keys(messages).length} 处需要修改，请查看标红的内容。`);
      return;
    }
    setPending(true);
    try {
      const response = await fetch(RECRUIT_API.apply, {
        method: 'POST',
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ source: 'quick', form: values }),
      });
      const env = (await response.json().catch(() => null)) as { code?: string; msg?: string; data?: { id?: number; fields?: Record<string, string> } | null } | null;
      if (response.ok && env?.code === '1' && typeof env.data?.id === 'number') {
        sent.current = true;
        draft.reset(values);
        (onNavigate ?? ((href: string) => window.location.assign(href)))(`${RECRUIT_PAGES.records}?applied=${env.data.id}`);
        return;
      }
      if (env?.data?.fields) setServerFields(env.data.fields);
      setNotice(env?.msg || '投递失败，请稍后重试。填写的内容已保存为草稿。');
    } catch {
      setNotice('网络连接失败，未能投递。填写的内容已暂存在本机，网络恢复后会自动保存草稿。');
    } finally {
      setPending(false);
    }
  }

  const postOptions = posts.map((p) => [String(p.id), p.label] as const);
  return (
    <form ref={formRef} className={styles.form} method="post" action={RECRUIT_API.apply} onSubmit={onSubmit} noValidate aria-label="快速投递简历">
      <input type="hidden" name="source" value="quick" />
      <DraftStatusBar
        status={postId > 0 ? draft.status : 'unsaved'}
        savedAt={draft.savedAt}
        hydrated={hydrated && postId > 0}
        conflict={draft.conflict}
        onSaveNow={() => void draft.saveNow()}
        onResolve={(choice) => void draft.resolve(choice, (d) => setValues({ ...toQuickValues(d), postId: values.postId }))}
      />
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>投递岗位</legend>
        <SelectField id={id('postId')} name="postId" label="目标岗位" required value={values.postId} onChange={(v) => set('postId', v)} onBlur={touch('postId')} options={postOptions} placeholder="请选择正在报名的岗位" error={errorOf('postId')} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>个人信息</legend>
        <div className={styles.grid}>
          <InputField id={id('name')} name="name" label="姓名" required value={values.name} onChange={(v) => set('name', v)} onBlur={touch('name')} error={errorOf('name')} autoComplete="name" maxLength={40} />
          <RadioField id={id('gender')} name="gender" label="性别" required value={values.gender} onChange={(v) => { set('gender', v); touch('gender')(); }} options={GENDER_OPTIONS} error={errorOf('gender')} />
          <InputField id={id('birthDate')} name="birthDate" label="出生日期" required type="date" placeholder="1995-06-18" value={values.birthDate} onChange={(v) => set('birthDate', v)} onBlur={touch('birthDate')} error={errorOf('birthDate')} autoComplete="bday" />
          <InputField id={id('mobile')} name="mobile" label="手机号码" required type="tel" inputMode="tel" value={values.mobile} onChange={(v) => set('mobile', v)} onBlur={touch('mobile')} error={errorOf('mobile')} autoComplete="tel" maxLength={11} />
          <InputField id={id('email')} name="email" label="电子邮箱" required type="email" inputMode="email" value={values.email} onChange={(v) => set('email', v)} onBlur={touch('email')} error={errorOf('email')} autoComplete="email" maxLength={100} />
          <SelectField id={id('degree')} name="degree" label="最高学历" required value={values.degree} onChange={(v) => set('degree', v)} onBlur={touch('degree')} options={DEGREE_OPTIONS} placeholder="请选择" error={errorOf('degree')} />
          <InputField id={id('school')} name="school" label="毕业院校" required value={values.school} onChange={(v) => set('school', v)} onBlur={touch('school')} error={errorOf('school')} maxLength={50} />
          <InputField id={id('major')} name="major" label="所学专业" required value={values.major} onChange={(v) => set('major', v)} onBlur={touch('major')} error={errorOf('major')} maxLength={50} />
          <TextAreaField id={id('intro')} name="intro" label="个人简介" className={styles.wide} max={RESUME_LIMITS.intro} rows={4} value={values.intro} onChange={(v) => set('intro', v)} onBlur={touch('intro')} error={errorOf('intro')} />
        </div>
      </fieldset>
      {notice ? (
        <p className={styles.error} role="alert">
          {notice}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={pending} aria-busy={pending || undefined}>
          {pending ? '正在投递…' : '提交投递'}
        </button>
      </div>
    </form>
  );
}
