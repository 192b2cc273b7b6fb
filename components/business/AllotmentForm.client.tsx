'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrors } from '@/components/account/form-errors';
import { apiPost, PersonalApiError } from '@/lib/api-client/personal-center';
import { allotmentSubmittedHref } from '@/lib/business/allotment-paths';
import { ALLOTMENT_MSG, allotmentIntentionBody } from '@/lib/validation/allotment-intention';
import { ALLOTMENT_TEXT as T } from './text';
import styles from './AllotmentForm.module.css';

type Choice = { id: number; label: string };
export type AllotmentFormProject = { id: number; name: string; district: string; window: string; unitTypes: Choice[] };

export type AllotmentFormClientProps = {
  action: string;
  familyHref: string;
  prefill: { applicantName: string; mobile: string };
  idNumberMasked: string;
  projects: AllotmentFormProject[];
  familyMembers: Choice[];
  /** Rendered by the server, so a post without JavaScript is idempotent too. */
  idempotencyKey: string;
  /** Fields a no-JavaScript post came back with. */
  invalid: readonly string[];
  failed: boolean;
};

type Values = { applicantName: string; idNumber: string; mobile: string; projectId: string; unitTypeId: string; familyMemberIds: string[] };
type Field = keyof Values;
const FIELD_ORDER: readonly Field[] = ['applicantName', 'idNumber', 'mobile', 'projectId', 'unitTypeId', 'familyMemberIds'];

/** What a field said after a post without JavaScript (the values are not sent back: no personal data in URLs). */
const RETURNED_MESSAGES: Record<string, string> = {
  applicantName: ALLOTMENT_MSG.applicantName,
  idNumber: ALLOTMENT_MSG.idNumber,
  mobile: ALLOTMENT_MSG.mobile,
  projectId: '请重新选择登记项目：该项目可能已不在登记期内，或您已登记过该项目',
  unitTypeId: '请选择该项目的户型',
  familyMemberIds: ALLOTMENT_MSG.familyInvalid,
  idempotencyKey: '提交标识无效，请重新提交',
};

/** "参数 projectId 本项目意向登记已结束…" → ["projectId", "本项目意向登记已结束…"]. */
function fieldOfMessage(msg: string): [string, string] | null {
  const m = /^参数 (\w+) (.+)$/.exec(msg);
  return m ? [m[1]!, m[2]!] : null;
}

export function AllotmentFormClient(props: AllotmentFormClientProps) {
  const { projects, familyMembers } = props;
  const id = useId();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [values, setValues] = useState<Values>(() => {
    const only = projects.length === 1 ? projects[0] : undefined;
    return {
      applicantName: props.prefill.applicantName,
      idNumber: '',
      mobile: props.prefill.mobile,
      projectId: only ? String(only.id) : '',
      unitTypeId: only?.unitTypes.length === 1 ? String(only.unitTypes[0]!.id) : '',
      familyMemberIds: [],
    };
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(() =>
    Object.fromEntries(props.invalid.map((f) => [f, RETURNED_MESSAGES[f] ?? ''])),
  );
  const [status, setStatus] = useState(props.failed ? T.serverError : '');
  const [submitting, setSubmitting] = useState(false);

  const bodyOf = (v: Values) => ({ ...v, idempotencyKey: props.idempotencyKey });
  const check = (v: Values) => {
    const parsed = allotmentIntentionBody.safeParse(bodyOf(v));
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  const liveErrors = check(values);
  const errorOf = (field: Field) => serverErrors[field] || (touched[field] ? liveErrors[field] : undefined);

  const update = (field: Field, value: string | string[]) => {
    const next = { ...values, [field]: value } as Values;
    // A unit type belongs to its project: changing the project clears a unit type of another one.
    if (field === 'projectId') {
      const units = projects.find((p) => String(p.id) === value)?.unitTypes ?? [];
      if (!units.some((u) => String(u.id) === next.unitTypeId)) next.unitTypeId = units.length === 1 ? String(units[0]!.id) : '';
    }
    setValues(next);
    setServerErrors((e) => ({ ...e, [field]: '' }));
  };
  const touch = (field: Field) => setTouched((t) => ({ ...t, [field]: true }));

  const focusField = (field: string) => {
    const el = formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`);
    el?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setStatus('');
    const errors = check(values);
    const wrong = FIELD_ORDER.filter((f) => errors[f]);
    if (wrong.length) {
      setTouched(Object.fromEntries(FIELD_ORDER.map((f) => [f, true])));
      focusField(wrong[0]!);
      return;
    }
    sending.current = true;
    setSubmitting(true);
    try {
      const created = await apiPost<{ id: number }>(props.action, allotmentIntentionBody.parse(bodyOf(values)));
      // The record page is dynamic: it shows the new registration at once.
      router.push(allotmentSubmittedHref(created.id));
      return;
    } catch (e) {
      const error = e instanceof PersonalApiError ? e : null;
      const located = error ? fieldOfMessage(error.message) : null;
      if (located && (FIELD_ORDER as readonly string[]).includes(located[0])) {
        setServerErrors((s) => ({ ...s, [located[0]]: located[1] }));
        focusField(located[0]);
      } else {
        setStatus(error?.signedOut ? T.signedOut : (error?.message ?? T.serverError));
      }
    }
    sending.current = false;
    setSubmitting(false);
  };

  const selectedProject = projects.find((p) => String(p.id) === values.projectId);
  const summary = props.invalid.filter((f) => RETURNED_MESSAGES[f]);

  return (
    <form ref={formRef} className={styles.form} method="post" action={props.action} onSubmit={submit} noValidate>
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      {summary.length ? (
        <div className={styles.summary} role="alert">
          <p>{T.invalidSummary}</p>
          <ul>
            {summary.map((f) => (
              <li key={f}>
                <a href={`#${id}-${f}`}>{T.fieldLabels[f] ?? f}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{T.legend.applicant}</legend>
        <TextInput
          id={`${id}-applicantName`}
          field="applicantName"
          label={T.applicantName}
          value={values.applicantName}
          hint={props.prefill.applicantName ? T.prefilled : undefined}
          error={errorOf('applicantName')}
          autoComplete="name"
          onChange={(v) => update('applicantName', v)}
          onBlur={() => touch('applicantName')}
        />
        <TextInput
          id={`${id}-idNumber`}
          field="idNumber"
          label={T.idNumber}
          value={values.idNumber}
          hint={props.idNumberMasked ? `${T.idNumberHint}（个人信息中登记的是 ${props.idNumberMasked}）` : T.idNumberHint}
          error={errorOf('idNumber')}
          autoComplete="off"
          maxLength={18}
          onChange={(v) => update('idNumber', v)}
          onBlur={() => touch('idNumber')}
        />
        <TextInput
          id={`${id}-mobile`}
          field="mobile"
          label={T.mobile}
          value={values.mobile}
          hint={props.prefill.mobile ? T.prefilled : undefined}
          error={errorOf('mobile')}
          autoComplete="tel"
          inputMode="tel"
          maxLength={11}
          onChange={(v) => update('mobile', v)}
          onBlur={() => touch('mobile')}
        />
      </fieldset>

      <FieldGroup id={`${id}-projectId`} legend={T.legend.project} error={errorOf('projectId')}>
        <div className={styles.choices}>
          {projects.map((p, i) => (
            <label key={p.id} className={styles.choice}>
              <input
                type="radio"
                name="projectId"
                value={p.id}
                checked={values.projectId === String(p.id)}
                onChange={() => {
                  update('projectId', String(p.id));
                  touch('projectId');
                }}
                data-field={i === 0 ? 'projectId' : undefined}
              />
              <span>
                <strong>{p.name}</strong>（{p.district}）
                <span className={styles.sub}>{p.window}</span>
              </span>
            </label>
          ))}
        </div>
      </FieldGroup>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-unitTypeId`}>
          {T.legend.unitType}
        </label>
        {errorOf('unitTypeId') ? (
          <span id={`${id}-unitTypeId-error`} className={styles.error}>
            {errorOf('unitTypeId')}
          </span>
        ) : null}
        <select
          id={`${id}-unitTypeId`}
          className={styles.input}
          name="unitTypeId"
          data-field="unitTypeId"
          value={values.unitTypeId}
          onChange={(e) => {
            update('unitTypeId', e.target.value);
            touch('unitTypeId');
          }}
          onBlur={() => touch('unitTypeId')}
          aria-invalid={errorOf('unitTypeId') ? true : undefined}
          aria-describedby={errorOf('unitTypeId') ? `${id}-unitTypeId-error` : undefined}
        >
          <option value="">请选择</option>
          {/* Without a chosen project (or without JavaScript) every project's layouts are offered, grouped. */}
          {(selectedProject ? [selectedProject] : projects).map((p) => (
            <optgroup key={p.id} label={p.name}>
              {p.unitTypes.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {selectedProject && selectedProject.unitTypes.length === 0 ? <span className={styles.hint}>{T.noUnitTypes}</span> : null}
      </div>

      <FieldGroup id={`${id}-familyMemberIds`} legend={T.legend.family} hint={familyMembers.length ? T.familyHint : T.noFamily} error={errorOf('familyMemberIds')}>
        {familyMembers.length ? (
          <div className={styles.choices}>
            {familyMembers.map((m, i) => (
              <label key={m.id} className={styles.choice}>
                <input
                  type="checkbox"
                  name="familyMemberIds"
                  value={m.id}
                  data-field={i === 0 ? 'familyMemberIds' : undefined}
                  checked={values.familyMemberIds.includes(String(m.id))}
                  onChange={(e) => {
                    const idText = String(m.id);
                    update('familyMemberIds', e.target.checked ? [...values.familyMemberIds, idText] : values.familyMemberIds.filter((x) => x !== idText));
                    touch('familyMemberIds');
                  }}
                />
                <span>{m.label}</span>
              </label>
            ))}
          </div>
        ) : null}
        <a className={styles.familyLink} href={props.familyHref}>
          {T.addFamily}
        </a>
      </FieldGroup>

      <p className={styles.notice}>{T.notice}</p>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? T.submitting : T.submit}
        </button>
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
    </form>
  );
}

function FieldGroup({ id, legend, hint, error, children }: { id: string; legend: string; hint?: string; error?: string; children: ReactNode }) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} className={styles.group} aria-describedby={describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
      {children}
    </fieldset>
  );
}

type TextInputProps = {
  id: string;
  field: Field;
  label: string;
  value: string;
  hint?: string;
  error?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'text';
  maxLength?: number;
  onChange: (value: string) => void;
  onBlur: () => void;
};

function TextInput({ id, field, label, value, hint, error, autoComplete, inputMode, maxLength, onChange, onBlur }: TextInputProps) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <input
        id={id}
        className={styles.input}
        name={field}
        data-field={field}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
