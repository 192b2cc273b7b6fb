'use client';

import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { ConfirmAction } from '@/components/form/ConfirmAction.client';
import { apiGet, apiPost, PERSONAL_API } from '@/lib/api-client/personal-center';
import { FAMILY_RELATIONS } from '@/lib/validation/family-relations';
import { loadAccountRules } from './account-rules';
import { fieldErrors, withoutEmpty } from './form-errors';
import { PC_TEXT } from './personal-text';
import { TextField } from './TextField';
import styles from './Form.module.css';

export type Member = { id: number; name: string; relation: string; idNumberMasked: string; phone: string };

type Draft = { id?: number; name: string; relation: string; idNumber: string; phone: string };

const LABELS = { name: '姓名', relation: '与申请人关系', idNumber: '身份证号码', phone: '联系电话' } as const;
const FAMILY_PAGE = '/t1/personalCenter/personal_info/gzf_familyInfo';
const EMPTY: Draft = { name: '', relation: '', idNumber: '', phone: '' };

/** 家庭信息: the family members of a public-rental filing; add, edit and remove, saved through the API. */
export function FamilyMembers({ initial }: { initial: Member[] }) {
  const { data, mutate } = useSWR<Member[]>(PERSONAL_API.selectFamilyMembers, apiGet, { fallbackData: initial, revalidateOnMount: false });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const members = data ?? [];
  const editingMember = draft?.id !== undefined ? members.find((m) => m.id === draft.id) : undefined;

  const open = (m?: Member) => {
    // The checks are needed from the first keystroke's submit on: fetch them while the form opens.
    void loadAccountRules().catch(() => undefined);
    setStatus('');
    setErrors({});
    setDraft(m ? { id: m.id, name: m.name, relation: m.relation, idNumber: '', phone: m.phone } : { ...EMPTY });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const body = withoutEmpty(draft, ['id', 'idNumber']);
    const rules = await loadAccountRules().catch(() => null);
    if (!rules) {
      setStatus(PC_TEXT.rulesUnavailable);
      return;
    }
    const parsed = rules.saveFamilyMemberBody.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiPost<Member>(PERSONAL_API.saveFamilyMember, body);
      await mutate();
      setDraft(null);
      setStatus(PC_TEXT.saved);
    } catch (e) {
      setStatus(e instanceof Error ? e.message : '');
    } finally {
      setBusy(false);
    }
  };

  const remove = async (m: Member) => {
    setBusy(true);
    try {
      await apiPost(PERSONAL_API.deleteFamilyMember, { id: m.id });
      await mutate(members.filter((x) => x.id !== m.id), { revalidate: true });
      setStatus(`已删除家庭成员「${m.name}」`);
    } catch (e) {
      setStatus(e instanceof Error ? e.message : '');
    } finally {
      setBusy(false);
    }
  };

  const input = (name: 'name' | 'idNumber' | 'phone', hint?: string) => (
    <TextField
      id={`${id}-${name}`}
      label={LABELS[name]}
      value={draft?.[name] ?? ''}
      onChange={(v) => draft && setDraft({ ...draft, [name]: v })}
      hint={hint}
      error={errors[name]}
      autoComplete="off"
      inputMode={name === 'phone' ? 'tel' : undefined}
    />
  );

  return (
    <div>
      <p className={styles.status} role="status">
        {status}
      </p>
      {members.length === 0 ? (
        <div className={styles.panel}>
          <p className={styles.panelTitle}>{PC_TEXT.noMembers}</p>
          <p className={styles.hint}>{PC_TEXT.noMembersHint}</p>
        </div>
      ) : (
        <table className={styles.members}>
          <thead>
            <tr>
              <th scope="col">{LABELS.name}</th>
              <th scope="col">{LABELS.relation}</th>
              <th scope="col">{LABELS.idNumber}</th>
              <th scope="col">{LABELS.phone}</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id}>
                <td data-label={LABELS.name}>{m.name}</td>
                <td data-label={LABELS.relation}>{m.relation}</td>
                <td data-label={LABELS.idNumber}>{m.idNumberMasked}</td>
                <td data-label={LABELS.phone}>{m.phone || '—'}</td>
                <td data-label="操作">
                  <span className={styles.rowActions}>
                    <button type="button" className={styles.small} onClick={() => open(m)} aria-label={`${PC_TEXT.edit}「${m.name}」`}>
                      {PC_TEXT.edit}
                    </button>
                    <ConfirmAction
                      kind="delete"
                      subject={PC_TEXT.removeSubject(m.name)}
                      action={PERSONAL_API.deleteFamilyMember}
                      fields={{ id: m.id }}
                      cancelHref={FAMILY_PAGE}
                      onConfirm={() => remove(m)}
                    />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {draft ? (
        <form className={`${styles.form} ${styles.panel}`} method="post" onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={styles.panelTitle}>
            {editingMember ? `编辑家庭成员「${editingMember.name}」` : PC_TEXT.add}
          </h2>
          {input('name')}
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-relation`}>
              {LABELS.relation}
            </label>
            <select
              id={`${id}-relation`}
              className={styles.input}
              value={draft.relation}
              onChange={(e) => setDraft({ ...draft, relation: e.target.value })}
              aria-invalid={errors.relation ? true : undefined}
              aria-describedby={errors.relation ? `${id}-relation-error` : undefined}
            >
              <option value="">请选择</option>
              {FAMILY_RELATIONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
            {errors.relation ? (
              <span id={`${id}-relation-error`} className={styles.error}>
                {errors.relation}
              </span>
            ) : null}
          </div>
          {input('idNumber', editingMember ? `已登记 ${editingMember.idNumberMasked}，${PC_TEXT.idKeep}` : undefined)}
          {input('phone')}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {busy ? PC_TEXT.saving : PC_TEXT.save}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setDraft(null)}>
              {PC_TEXT.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className={styles.primary} onClick={() => open()}>
          {PC_TEXT.add}
        </button>
      )}
    </div>
  );
}
