'use client';

import { useMemo, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/account/TextField';
import { useHydrated } from '@/lib/api-client/use-hydrated';
import { INTENTION_FIELD_NAMES, submittedHref, type IntentionFieldName } from '@/lib/data-docking/shop-links';
import { APPLICANT_KINDS, INTENTION_LIMITS, SHOP_USES, shopIntentionBody } from '@/lib/validation/intention';
import { INTENTION_TEXT as T } from './text';
import formStyles from '@/components/account/Form.module.css';
import styles from './Shops.module.css';

/** A shop the form offers, already worded on the server (the client renders, it does not format). */
export type ShopChoice = { id: number; label: string };
export type ShopChoiceGroupProps = { projectId: number; projectName: string; district: string; shops: ShopChoice[] };

export type IntentionFormClientProps = {
  /** The insert API: the form posts there without JavaScript, and the leaf posts JSON there with it. */
  action: string;
  /** Made once per rendered form on the server, so a resent post (with or without JavaScript) stores one row. */
  idempotencyKey: string;
  groups: ShopChoiceGroupProps[];
  /** Shop ids checked at first (from ?shopId=). */
  preselected: number[];
  /** Where to go after success; tests pass their own. */
  onNavigate?: (href: string) => void;
};

type Values = {
  applicantKind: 'company' | 'person';
  companyName: string;
  creditCode: string;
  personName: string;
  contactName: string;
  mobile: string;
  shopIds: string[];
  areaMin: string;
  areaMax: string;
  intendedUse: string;
  experience: string;
};

/** Fields whose messages depend on each other: typing in one may show a message at another. */
const WHERE_FIELDS: readonly IntentionFieldName[] = ['shopIds', 'areaMin', 'areaMax'];

const fieldId = (name: string) => `intention-${name}`;
const errorId = (name: string) => `intention-${name}-error`;

function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

type Answer = { ok: true; id: number } | { ok: false; msg: string; fields: Record<string, string> };

async function send(action: string, body: unknown): Promise<Answer> {
  try {
    const response = await fetch(action, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const env = (await response.json().catch(() => null)) as { code?: string; msg?: string; data?: { id?: number; fields?: Record<string, string> } | null } | null;
    if (response.ok && env?.code === '1' && typeof env.data?.id === 'number') return { ok: true, id: env.data.id };
    return { ok: false, msg: env?.msg || T.busy, fields: env?.data?.fields ?? {} };
  } catch {
    return { ok: false, msg: T.networkError, fields: {} };
  }
}

/**
 * The registration form's behaviour: the same zod schema as the server checks every field as the
 * person types (messages at the field, aria-invalid and aria-describedby), the first wrong field is
 * focused on submit, the post is JSON and happens once however often the button is pressed, and
 * the server's field messages land at their fields. Without JavaScript the same markup posts as a
 * plain form to the same address.
 */
export function IntentionFormClient({ action, idempotencyKey, groups, preselected, onNavigate }: IntentionFormClientProps) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>({
    applicantKind: 'company',
    companyName: '',
    creditCode: '',
    personName: '',
    contactName: '',
    mobile: '',
    shopIds: preselected.map(String),
    areaMin: '',
    areaMax: '',
    intendedUse: '',
    experience: '',
  });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  const payload = useMemo(() => ({ ...values, idempotencyKey }), [values, idempotencyKey]);
  const clientErrors = useMemo(() => {
    const parsed = shopIntentionBody.safeParse(payload);
    return parsed.success ? {} : firstMessages(parsed.error.issues);
  }, [payload]);

  const whereTouched = WHERE_FIELDS.some((f) => touched.has(f));
  const errorOf = (name: IntentionFieldName): string | undefined => {
    if (serverErrors[name]) return serverErrors[name];
    const shown = submitted || touched.has(name) || (WHERE_FIELDS.includes(name) && whereTouched);
    return shown ? clientErrors[name] : undefined;
  };

  const change = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
    setServerErrors((e) => {
      if (!(name in e) && !(WHERE_FIELDS.includes(name as IntentionFieldName) && WHERE_FIELDS.some((f) => f in e))) return e;
      const next = { ...e };
      delete next[name];
      if (WHERE_FIELDS.includes(name as IntentionFieldName)) for (const f of WHERE_FIELDS) delete next[f];
      return next;
    });
  };

  const focusFirst = (errors: Record<string, string>) => {
    const first = INTENTION_FIELD_NAMES.find((n) => errors[n]);
    if (!first) return;
    const target =
      first === 'shopIds'
        ? (document.querySelector<HTMLInputElement>(`#${fieldId('shopIds')} input[type="checkbox"]`) ?? document.getElementById(fieldId('areaMin')))
        : first === 'applicantKind'
          ? document.querySelector<HTMLInputElement>(`#${fieldId('applicantKind')} input[type="radio"]`)
          : document.getElementById(fieldId(first));
    target?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0) {
      setStatus(clientErrors.idempotencyKey ?? T.fixBelow);
      focusFirst(clientErrors);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setStatus(T.sending);
    const answer = await send(action, payload);
    if (answer.ok) {
      // Stay "sending": the page is being left, and a further click must not post again.
      (onNavigate ?? ((href: string) => window.location.assign(href)))(submittedHref(answer.id));
      return;
    }
    sendingRef.current = false;
    setSending(false);
    setServerErrors(answer.fields);
    setStatus(Object.keys(answer.fields).length ? T.fixBelow : answer.msg);
    focusFirst(answer.fields);
  };

  const text = (name: 'companyName' | 'creditCode' | 'personName' | 'contactName' | 'mobile' | 'areaMin' | 'areaMax', opts: { hint?: string; autoComplete?: string; inputMode?: 'text' | 'numeric' | 'tel'; type?: 'text' | 'tel'; maxLength?: number } = {}) => (
    <TextField
      id={fieldId(name)}
      name={name}
      label={T.labels[name]}
      value={values[name]}
      onChange={(v) => change(name, v)}
      error={errorOf(name)}
      hint={opts.hint}
      autoComplete={opts.autoComplete}
      inputMode={opts.inputMode}
      type={opts.type}
      maxLength={opts.maxLength}
    />
  );

  const showCompany = !hydrated || values.applicantKind === 'company';
  const showPerson = !hydrated || values.applicantKind === 'person';
  const kindError = errorOf('applicantKind');
  const shopsError = errorOf('shopIds');
  const useError = errorOf('intendedUse');
  const experienceError = errorOf('experience');
  const experienceLength = [...values.experience].length;

  return (
    <form className={`${formStyles.form} ${styles.intentionForm}`} method="post" action={action} onSubmit={submit} noValidate>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />

      <fieldset id={fieldId('applicantKind')} className={styles.fieldset} aria-describedby={kindError ? errorId('applicantKind') : 'intention-kind-hint'}>
        <legend className={formStyles.label}>{T.applicant}</legend>
        <div className={styles.radios}>
          {APPLICANT_KINDS.map((k) => (
            <label key={k.code} className={styles.choice}>
              <input
                type="radio"
                name="applicantKind"
                value={k.code}
                checked={values.applicantKind === k.code}
                onChange={() => change('applicantKind', k.code)}
              />
              {k.label}
            </label>
          ))}
        </div>
        <span id="intention-kind-hint" className={formStyles.hint}>
          {T.kindHint}
        </span>
        {kindError ? (
          <span id={errorId('applicantKind')} className={formStyles.error}>
            {kindError}
          </span>
        ) : null}
      </fieldset>

      {showCompany ? (
        <>
          {text('companyName', { autoComplete: 'organization', maxLength: INTENTION_LIMITS.companyName })}
          {text('creditCode', { hint: T.creditCodeHint, autoComplete: 'off', maxLength: 24 })}
        </>
      ) : null}
      {showPerson ? text('personName', { autoComplete: 'name', maxLength: 20 }) : null}
      {text('contactName', { autoComplete: 'name', maxLength: 20 })}
      {text('mobile', { autoComplete: 'tel', inputMode: 'tel', type: 'tel', maxLength: 11 })}

      <fieldset id={fieldId('shopIds')} className={styles.fieldset} aria-describedby={shopsError ? errorId('shopIds') : 'intention-shops-hint'}>
        <legend className={formStyles.label}>{T.shopsLegend}</legend>
        <span id="intention-shops-hint" className={formStyles.hint}>
          {T.shopsHint}
        </span>
        {groups.length === 0 ? <p className={formStyles.hint}>{T.noChoices}</p> : null}
        {groups.map((g) => (
          <fieldset key={g.projectId} className={styles.shopGroup}>
            <legend>
              {g.projectName}（{g.district}）<span className={styles.muted}>{T.shopsIn(g.shops.length)}</span>
            </legend>
            <ul className={styles.shopChoices}>
              {g.shops.map((s) => {
                const checked = values.shopIds.includes(String(s.id));
                return (
                  <li key={s.id}>
                    <label className={styles.choice}>
                      <input
                        type="checkbox"
                        name="shopIds"
                        value={s.id}
                        checked={checked}
                        aria-invalid={shopsError ? true : undefined}
                        onChange={() => change('shopIds', checked ? values.shopIds.filter((x) => x !== String(s.id)) : [...values.shopIds, String(s.id)])}
                      />
                      {s.label}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
        {shopsError ? (
          <span id={errorId('shopIds')} className={formStyles.error}>
            {shopsError}
          </span>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={formStyles.label}>{T.areaLegend}</legend>
        <div className={styles.areaPair}>
          {text('areaMin', { inputMode: 'numeric', maxLength: 6 })}
          {text('areaMax', { inputMode: 'numeric', maxLength: 6 })}
        </div>
      </fieldset>

      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={fieldId('intendedUse')}>
          {T.labels.intendedUse}
        </label>
        <select
          id={fieldId('intendedUse')}
          name="intendedUse"
          className={formStyles.input}
          value={values.intendedUse}
          onChange={(e) => change('intendedUse', e.target.value)}
          aria-invalid={useError ? true : undefined}
          aria-describedby={useError ? errorId('intendedUse') : undefined}
        >
          <option value="">{T.usePlaceholder}</option>
          {SHOP_USES.map((u) => (
            <option key={u.code} value={u.code}>
              {u.label}
            </option>
          ))}
        </select>
        {useError ? (
          <span id={errorId('intendedUse')} className={formStyles.error}>
            {useError}
          </span>
        ) : null}
      </div>

      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={fieldId('experience')}>
          {T.labels.experience}（可选）
        </label>
        <textarea
          id={fieldId('experience')}
          name="experience"
          rows={4}
          className={`${formStyles.input} ${styles.textarea}`}
          value={values.experience}
          onChange={(e) => change('experience', e.target.value)}
          aria-invalid={experienceError ? true : undefined}
          aria-describedby={`intention-experience-hint${experienceError ? ` ${errorId('experience')}` : ''}`}
        />
        <span id="intention-experience-hint" className={formStyles.hint}>
          {hydrated ? T.counter(experienceLength, INTENTION_LIMITS.experience) : T.experienceHint(INTENTION_LIMITS.experience)}
        </span>
        {experienceError ? (
          <span id={errorId('experience')} className={formStyles.error}>
            {experienceError}
          </span>
        ) : null}
      </div>

      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={sending} aria-disabled={sending}>
          {sending ? T.sending : T.submit}
        </button>
        <p className={formStyles.status} role="status">
          {status}
        </p>
      </div>
    </form>
  );
}
