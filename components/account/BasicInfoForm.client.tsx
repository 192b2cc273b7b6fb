'use client';

import { useId, useState, type FormEvent } from 'react';
import { apiPost, PERSONAL_API } from '@/lib/api-client/personal-center';
import { loadAccountRules } from './account-rules';
import { fieldErrors, withoutEmpty } from './form-errors';
import { PC_TEXT } from './personal-text';
import { TextField } from './TextField';
import styles from './Form.module.css';

export type Profile = { userMobile: string; name: string; idNumberMasked: string; email: string; address: string };

const LABELS = { userMobile: '手机号码', name: '姓名', idNumber: '身份证号码', email: '电子邮箱', address: '联系地址' } as const;
const NOT_FILLED = '未填写';

/** 基本信息: shown as saved; 编辑 opens a form checked with the API's own rules before it is sent. */
export function BasicInfoForm({ initial }: { initial: Profile }) {
  const [profile, setProfile] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ name: initial.name, idNumber: '', email: initial.email, address: initial.address });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const body = withoutEmpty(values, ['idNumber']);
    const rules = await loadAccountRules().catch(() => null);
    if (!rules) {
      setStatus(PC_TEXT.rulesUnavailable);
      return;
    }
    const parsed = rules.updateUserInfoBody.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await apiPost<Profile>(PERSONAL_API.updateUserInfo, body);
      setProfile(saved);
      setValues({ name: saved.name, idNumber: '', email: saved.email, address: saved.address });
      setEditing(false);
      setStatus(PC_TEXT.saved);
    } catch (e) {
      setStatus(e instanceof Error ? e.message : '');
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <div>
        <dl className={styles.facts}>
          <dt>{LABELS.userMobile}</dt>
          <dd>{profile.userMobile}</dd>
          <dt>{LABELS.name}</dt>
          <dd>{profile.name || <span className={styles.muted}>{NOT_FILLED}</span>}</dd>
          <dt>{LABELS.idNumber}</dt>
          <dd>{profile.idNumberMasked || <span className={styles.muted}>{NOT_FILLED}</span>}</dd>
          <dt>{LABELS.email}</dt>
          <dd>{profile.email || <span className={styles.muted}>{NOT_FILLED}</span>}</dd>
          <dt>{LABELS.address}</dt>
          <dd>{profile.address || <span className={styles.muted}>{NOT_FILLED}</span>}</dd>
        </dl>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => (void loadAccountRules().catch(() => undefined), setEditing(true))}>
            {PC_TEXT.edit}
          </button>
          <p className={styles.status} role="status">
            {status}
          </p>
        </div>
      </div>
    );
  }

  const field = (name: 'name' | 'idNumber' | 'email' | 'address', opts: { hint?: string; autoComplete?: string; inputMode?: 'email' | 'text' } = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={LABELS[name]}
      value={values[name]}
      onChange={(v) => setValues({ ...values, [name]: v })}
      hint={opts.hint}
      error={errors[name]}
      autoComplete={opts.autoComplete}
      inputMode={opts.inputMode}
    />
  );

  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      {field('name', { autoComplete: 'name' })}
      {field('idNumber', { hint: profile.idNumberMasked ? `已登记 ${profile.idNumberMasked}，${PC_TEXT.idKeep}` : undefined, autoComplete: 'off' })}
      {field('email', { autoComplete: 'email', inputMode: 'email' })}
      {field('address', { autoComplete: 'street-address' })}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={saving}>
          {saving ? PC_TEXT.saving : PC_TEXT.save}
        </button>
        <button type="button" className={styles.secondary} onClick={() => (setEditing(false), setErrors({}))}>
          {PC_TEXT.cancel}
        </button>
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
    </form>
  );
}
