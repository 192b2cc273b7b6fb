'use client';

import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/lib/api-client/use-hydrated';
import type { FileErrorReason } from '@/lib/recruitment/file-rules';
import { RECRUIT_API, RECRUIT_PAGES } from '@/lib/recruitment/links';
import {
  DEGREES,
  emptyEducation,
  emptyWork,
  fieldMessages,
  GENDERS,
  POLITICAL_STATUSES,
  RESUME_LIMITS,
  resumeBody,
  resumeForSave,
  toResumeValues,
  type EducationValues,
  type ResumeValues,
  type WorkValues,
} from '@/lib/validation/resume';
import { DraftStatusBar } from './DraftStatusBar';
import { FileField, type FileMeta } from './FileField.client';
import { InputField, RadioField, SelectField, TextAreaField } from './fields';
import { useDraft } from './use-draft';
import styles from './ResumeForm.module.css';

export type ResumeFormProps = {
  owner: number;
  initial: ResumeValues;
  revision: number;
  photo: FileMeta | null;
  attachment: FileMeta | null;
  /** Messages from the server for a form posted without scripts (?check=1). */
  serverMessages: Record<string, string>;
  /** Whether a resume is saved already (the button then says so). */
  hasResume: boolean;
  fileErrors?: { photo?: FileErrorReason; attachment?: FileErrorReason };
};

const GENDER_OPTIONS = Object.entries(GENDERS);
const DEGREE_OPTIONS = Object.entries(DEGREES);
const POLITICAL_OPTIONS = POLITICAL_STATUSES.map((s) => [s, s] as const);

const id = (path: string) => `resume-${path.replaceAll('.', '-')}`;

/** With a blank row to type into when there is room (the no-script form adds rows this way). */
function withBlank<T extends Record<string, string>>(rows: T[], blank: () => T, max: number): T[] {
  const last = rows[rows.length - 1];
  return rows.length < max && (!last || Object.values(last).some((v) => v.trim() !== '')) ? [...rows, blank()] : rows;
}

/**
 * The resume form's behaviour: the one zod schema checks each field as the person leaves it and
 * everything on save; rows of education and work history can be added, removed and moved; the
 * draft is kept by useDraft. Without scripts the same markup posts to the save API, with one blank
 * row per section to add an entry.
 */
export function ResumeForm({ owner, initial, revision, photo, attachment, serverMessages, hasResume, fileErrors = {} }: ResumeFormProps) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<ResumeValues>(initial);
  const [touched, setTouched] = useState<Set<string>>(() => new Set(Object.keys(serverMessages)));
  const [submitted, setSubmitted] = useState(Object.keys(serverMessages).length > 0);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const draft = useDraft({ kind: 'resume', postId: 0, owner, initialRevision: revision, values, onRestore: (d) => setValues(toResumeValues(d)) });

  const messages = useMemo(() => {
    const parsed = resumeBody.safeParse(resumeForSave(values));
    return parsed.success ? {} : fieldMessages(parsed.error);
  }, [values]);
  const errorOf = (path: string) => serverFields[path] ?? (submitted || touched.has(path) ? messages[path] : undefined);
  const touch = (path: string) => () => setTouched((t) => (t.has(path) ? t : new Set(t).add(path)));

  const set = useCallback(<K extends keyof ResumeValues>(key: K, value: ResumeValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerFields((f) => (key in f ? Object.fromEntries(Object.entries(f).filter(([k]) => k !== key)) : f));
  }, []);

  const setRow = <S extends 'education' | 'work'>(section: S, index: number, key: string, value: string) =>
    setValues((v) => ({ ...v, [section]: (v[section] as Record<string, string>[]).map((r, i) => (i === index ? { ...r, [key]: value } : r)) }));
  const addRow = (section: 'education' | 'work') =>
    setValues((v) => ({ ...v, [section]: [...v[section], section === 'education' ? emptyEducation() : emptyWork()] }) as ResumeValues);
  const removeRow = (section: 'education' | 'work', index: number) =>
    setValues((v) => ({ ...v, [section]: (v[section] as unknown[]).filter((_, i) => i !== index) }) as ResumeValues);
  const moveRow = (section: 'education' | 'work', index: number, by: -1 | 1) =>
    setValues((v) => {
      const rows = [...(v[section] as unknown[])];
      const to = index + by;
      if (to < 0 || to >= rows.length) return v;
      [rows[index], rows[to]] = [rows[to], rows[index]];
      return { ...v, [section]: rows } as ResumeValues;
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setNotice(null);
    if (Object.keys(messages).length > 0) {
      focusFirstError();
      setNotice({ kind: 'error', text: `还有 ${Object.keys(messages).length} 处需要修改，请查看标红的内容。` });
      return;
    }
    setPending(true);
    try {
      const response = await fetch(RECRUIT_API.resumeSave, {
        method: 'POST',
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(resumeForSave(values)),
      });
      const env = (await response.json().catch(() => null)) as { code?: string; msg?: string; data?: { fields?: Record<string, string> } | null } | null;
      if (response.ok && env?.code === '1') {
        draft.reset(values);
        setNotice({ kind: 'ok', text: '简历已保存。投递岗位时将使用这份简历。' });
      } else {
        if (env?.data?.fields) setServerFields(env.data.fields);
        setNotice({ kind: 'error', text: env?.msg || '保存失败，请稍后重试。填写的内容已保存为草稿。' });
        requestAnimationFrame(focusFirstError);
      }
    } catch {
      setNotice({ kind: 'error', text: '网络连接失败，简历未保存。填写的内容已暂存在本机，网络恢复后会自动保存草稿。' });
    } finally {
      setPending(false);
    }
  }

  function focusFirstError() {
    const el = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    el?.focus();
  }

  const education: EducationValues[] = hydrated ? values.education : withBlank(values.education, emptyEducation, RESUME_LIMITS.education);
  const work: WorkValues[] = hydrated ? values.work : withBlank(values.work, emptyWork, RESUME_LIMITS.work);

  return (
    <form ref={formRef} className={styles.form} method="post" action={RECRUIT_API.resumeSave} onSubmit={onSubmit} noValidate aria-label="简历基本信息">
      <DraftStatusBar
        status={draft.status}
        savedAt={draft.savedAt}
        hydrated={hydrated}
        conflict={draft.conflict}
        onSaveNow={() => void draft.saveNow()}
        onResolve={(choice) => void draft.resolve(choice, (d) => setValues(toResumeValues(d)))}
      />
      <p className={styles.legendNote}>
        带 <span className={styles.required}>＊</span> 的为必填项。一份简历可用于投递所有岗位。
      </p>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>基本信息</legend>
        <div className={styles.grid}>
          <InputField id={id('name')} name="name" label="姓名" required value={values.name} onChange={(v) => set('name', v)} onBlur={touch('name')} error={errorOf('name')} autoComplete="name" maxLength={40} />
          <RadioField id={id('gender')} name="gender" label="性别" required value={values.gender} onChange={(v) => { set('gender', v); touch('gender')(); }} options={GENDER_OPTIONS} error={errorOf('gender')} />
          <InputField id={id('birthDate')} name="birthDate" label="出生日期" required type="date" placeholder="1995-06-18" value={values.birthDate} onChange={(v) => set('birthDate', v)} onBlur={touch('birthDate')} error={errorOf('birthDate')} autoComplete="bday" />
          <InputField id={id('idNumber')} name="idNumber" label="身份证号码（选填）" value={values.idNumber} onChange={(v) => set('idNumber', v)} onBlur={touch('idNumber')} error={errorOf('idNumber')} maxLength={18} hint="18 位，最后一位可为 X" />
          <SelectField id={id('political')} name="political" label="政治面貌" value={values.political} onChange={(v) => set('political', v)} onBlur={touch('political')} options={POLITICAL_OPTIONS} placeholder="请选择" error={errorOf('political')} />
          <InputField id={id('nativePlace')} name="nativePlace" label="籍贯" value={values.nativePlace} onChange={(v) => set('nativePlace', v)} onBlur={touch('nativePlace')} error={errorOf('nativePlace')} maxLength={30} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>联系方式</legend>
        <div className={styles.grid}>
          <InputField id={id('mobile')} name="mobile" label="手机号码" required type="tel" inputMode="tel" value={values.mobile} onChange={(v) => set('mobile', v)} onBlur={touch('mobile')} error={errorOf('mobile')} autoComplete="tel" maxLength={11} />
          <InputField id={id('email')} name="email" label="电子邮箱" required type="email" inputMode="email" value={values.email} onChange={(v) => set('email', v)} onBlur={touch('email')} error={errorOf('email')} autoComplete="email" maxLength={100} />
          <InputField id={id('address')} name="address" label="通讯地址" className={styles.wide} value={values.address} onChange={(v) => set('address', v)} onBlur={touch('address')} error={errorOf('address')} autoComplete="street-address" maxLength={RESUME_LIMITS.address} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>教育经历</legend>
        {errorOf('education') ? <p className={styles.error} id={id('education-error')}>{errorOf('education')}</p> : null}
        <ol className={styles.rows}>
          {education.map((row, i) => (
            <li key={i} className={styles.row}>
              <div className={styles.rowHead}>
                <span className={styles.rowTitle}>教育经历 {i + 1}</span>
                {hydrated ? (
                  <RowTools section="education" index={i} count={education.length} label={row.school || `第 ${i + 1} 段`} onMove={moveRow} onRemove={removeRow} />
                ) : null}
              </div>
              <div className={styles.grid}>
                <InputField id={id(`education.${i}.school`)} name={`education.${i}.school`} label="学校名称" required value={row.school} onChange={(v) => setRow('education', i, 'school', v)} onBlur={touch(`education.${i}.school`)} error={errorOf(`education.${i}.school`)} maxLength={50} />
                <InputField id={id(`education.${i}.major`)} name={`education.${i}.major`} label="专业" required value={row.major} onChange={(v) => setRow('education', i, 'major', v)} onBlur={touch(`education.${i}.major`)} error={errorOf(`education.${i}.major`)} maxLength={50} />
                <SelectField id={id(`education.${i}.degree`)} name={`education.${i}.degree`} label="学历" required value={row.degree} onChange={(v) => setRow('education', i, 'degree', v)} onBlur={touch(`education.${i}.degree`)} options={DEGREE_OPTIONS} placeholder="请选择" error={errorOf(`education.${i}.degree`)} />
                <InputField id={id(`education.${i}.start`)} name={`education.${i}.start`} label="入学年月" required type="month" placeholder="2014-09" value={row.start} onChange={(v) => setRow('education', i, 'start', v)} onBlur={touch(`education.${i}.start`)} error={errorOf(`education.${i}.start`)} />
                <InputField id={id(`education.${i}.end`)} name={`education.${i}.end`} label="毕业年月（在读可不填）" type="month" placeholder="2018-06" value={row.end} onChange={(v) => setRow('education', i, 'end', v)} onBlur={touch(`education.${i}.end`)} error={errorOf(`education.${i}.end`)} />
              </div>
            </li>
          ))}
        </ol>
        {hydrated && values.education.length < RESUME_LIMITS.education ? (
          <button type="button" className={styles.addButton} onClick={() => addRow('education')}>
            ＋ 添加教育经历
          </button>
        ) : null}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>工作经历</legend>
        {values.work.length === 0 && hydrated ? <p className={styles.hint}>应届毕业生可不填写。</p> : null}
        {errorOf('work') ? <p className={styles.error}>{errorOf('work')}</p> : null}
        <ol className={styles.rows}>
          {work.map((row, i) => (
            <li key={i} className={styles.row}>
              <div className={styles.rowHead}>
                <span className={styles.rowTitle}>工作经历 {i + 1}</span>
                {hydrated ? <RowTools section="work" index={i} count={work.length} label={row.company || `第 ${i + 1} 段`} onMove={moveRow} onRemove={removeRow} /> : null}
              </div>
              <div className={styles.grid}>
                <InputField id={id(`work.${i}.company`)} name={`work.${i}.company`} label="单位名称" required value={row.company} onChange={(v) => setRow('work', i, 'company', v)} onBlur={touch(`work.${i}.company`)} error={errorOf(`work.${i}.company`)} maxLength={60} />
                <InputField id={id(`work.${i}.position`)} name={`work.${i}.position`} label="职位" required value={row.position} onChange={(v) => setRow('work', i, 'position', v)} onBlur={touch(`work.${i}.position`)} error={errorOf(`work.${i}.position`)} maxLength={50} />
                <InputField id={id(`work.${i}.start`)} name={`work.${i}.start`} label="开始年月" required type="month" placeholder="2018-07" value={row.start} onChange={(v) => setRow('work', i, 'start', v)} onBlur={touch(`work.${i}.start`)} error={errorOf(`work.${i}.start`)} />
                <InputField id={id(`work.${i}.end`)} name={`work.${i}.end`} label="结束年月（在职可不填）" type="month" placeholder="2022-03" value={row.end} onChange={(v) => setRow('work', i, 'end', v)} onBlur={touch(`work.${i}.end`)} error={errorOf(`work.${i}.end`)} />
                <TextAreaField id={id(`work.${i}.duties`)} name={`work.${i}.duties`} label="工作内容" className={styles.wide} max={RESUME_LIMITS.duties} rows={3} value={row.duties} onChange={(v) => setRow('work', i, 'duties', v)} onBlur={touch(`work.${i}.duties`)} error={errorOf(`work.${i}.duties`)} />
              </div>
            </li>
          ))}
        </ol>
        {hydrated && values.work.length < RESUME_LIMITS.work ? (
          <button type="button" className={styles.addButton} onClick={() => addRow('work')}>
            ＋ 添加工作经历
          </button>
        ) : null}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>技能与证书</legend>
        <TextAreaField id={id('skills')} name="skills" label="专业技能" max={RESUME_LIMITS.skills} rows={3} value={values.skills} onChange={(v) => set('skills', v)} onBlur={touch('skills')} error={errorOf('skills')} />
        <TextAreaField id={id('certificates')} name="certificates" label="资格证书" max={RESUME_LIMITS.certificates} rows={2} value={values.certificates} onChange={(v) => set('certificates', v)} onBlur={touch('certificates')} error={errorOf('certificates')} />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>自我评价</legend>
        <TextAreaField id={id('selfAssessment')} name="selfAssessment" label="自我评价" max={RESUME_LIMITS.selfAssessment} rows={5} value={values.selfAssessment} onChange={(v) => set('selfAssessment', v)} onBlur={touch('selfAssessment')} error={errorOf('selfAssessment')} />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>照片与附件</legend>
        <div className={styles.grid}>
          <FileField purpose="photo" label="个人照片（JPG/PNG，不超过 2 MB）" initial={photo} back={RECRUIT_PAGES.resume} initialError={fileErrors.photo} onChange={(f) => set('photoFileId', f ? String(f.id) : '')} />
          <FileField purpose="attachment" label="简历附件（PDF 或 Word，不超过 10 MB）" initial={attachment} back={RECRUIT_PAGES.resume} initialError={fileErrors.attachment} onChange={(f) => set('attachmentFileId', f ? String(f.id) : '')} />
        </div>
        {errorOf('photoFileId') || errorOf('attachmentFileId') ? <p className={styles.error}>{errorOf('photoFileId') ?? errorOf('attachmentFileId')}</p> : null}
      </fieldset>

      {notice ? (
        <p className={notice.kind === 'ok' ? styles.ok : styles.error} role={notice.kind === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={pending} aria-busy={pending || undefined}>
          {pending ? '正在保存…' : hasResume ? '保存修改' : '保存简历'}
        </button>
      </div>
    </form>
  );
}

function RowTools(props: {
  section: 'education' | 'work';
  index: number;
  count: number;
  label: string;
  onMove: (section: 'education' | 'work', index: number, by: -1 | 1) => void;
  onRemove: (section: 'education' | 'work', index: number) => void;
}) {
  const { section, index, count, label } = props;
  return (
    <span className={styles.rowTools}>
      <button type="button" className={styles.toolButton} onClick={() => props.onMove(section, index, -1)} disabled={index === 0} aria-label={`上移：${label}`}>
        上移
      </button>
      <button type="button" className={styles.toolButton} onClick={() => props.onMove(section, index, 1)} disabled={index === count - 1} aria-label={`下移：${label}`}>
        下移
      </button>
      <button type="button" className={styles.toolButton} onClick={() => props.onRemove(section, index)} aria-label={`删除：${label}`}>
        删除
      </button>
    </span>
  );
}
