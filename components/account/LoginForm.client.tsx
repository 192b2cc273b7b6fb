'use client';

/**
 * /login: sign in (the spec's default form type), register, and change password, as three tabs
 * (also ?type=register|password). Messages come from lib/validation/account.ts so the form and
 * the server say the same thing; the server's own msg (wrong password, too many attempts…) is
 * shown in an alert region. Built for elderly visitors: visible labels, large inputs, a
 * show-password switch, errors next to their field and read out.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { CHALLENGE_CODE, challengeImageUrl, changePassword, login, loginChallenge, register } from '@/lib/api-client/account';
import type { ApiResult } from '@/lib/api-client/envelope';
import { fingerprintWithin, getFingerprint, peekFingerprint } from '@/lib/api-client/fingerprint';
import { safeRedirectPath } from '@/lib/session/redirect';
import { ACCOUNT_MSG, CHALLENGE_MSG, MOBILE_PATTERN, newPassword as newPasswordSchema } from '@/lib/validation/account';
import { hasHiddenCharacters, PERSON_NAME_HIDDEN_MSG } from '@/lib/validation/person-name';
import { useOptionalNavigationState } from '@/components/navigation/NavigationState.client';
import { useAccount } from './AccountProvider.client';
import { ACCOUNT_TEXT, FORM_TYPES, type FormType } from './text';
import styles from './LoginForm.module.css';

export type LoginFormProps = {
  initialType?: FormType;
  /** Raw ?redirect= value; only a same-origin path is followed. */
  redirect?: string | null;
  /** Where to go after success (tests); default: the router. */
  onNavigate?: (path: string) => void;
  /** A challenge picture to answer, when a sign-in posted without JavaScript came back asking for one. */
  initialChallenge?: string | null;
  /** Why a sign-in posted without JavaScript came back (?failed=). */
  initialFailed?: string | null;
};

/** The words for ?failed= of a sign-in posted without JavaScript (lib: the login route's form path). */
function returnedMessage(failed: string | null | undefined): string | null {
  switch (failed) {
    case 'wrong':
      return ACCOUNT_TEXT.returned.wrong;
    case 'limited':
      return ACCOUNT_TEXT.returned.limited;
    case 'challengeRequired':
      return CHALLENGE_MSG.required;
    case 'challenge':
      return CHALLENGE_MSG.wrong;
    case 'error':
      return ACCOUNT_TEXT.returned.error;
    default:
      return null;
  }
}

type FieldName = 'mobile' | 'password' | 'confirm' | 'oldPassword' | 'name' | 'agree' | 'challengeAnswer';
type Values = { mobile: string; password: string; confirm: string; oldPassword: string; name: string; agree: boolean; remember: boolean };
type Errors = Partial<Record<FieldName, string>>;

const T = ACCOUNT_TEXT;
/** The no-JavaScript sign-in posts here (the same route as the script's JSON call). */
const LOGIN_FORM_ACTION = '/api/bzf-portal-register/portal/login';
/** Nothing to listen to: the store only tells the server's render (false) from the browser's (true). */
const noSubscription = () => () => undefined;
const EMPTY: Values = { mobile: '', password: '', confirm: '', oldPassword: '', name: '', agree: false, remember: false };

/** Fields shown, in order, per form type (the order errors are focused in). */
const FIELDS: Record<FormType, FieldName[]> = {
  login: ['mobile', 'password', 'challengeAnswer'],
  register: ['mobile', 'name', 'password', 'confirm', 'agree'],
  password: ['mobile', 'oldPassword', 'password', 'confirm', 'challengeAnswer'],
};

function newPasswordError(password: string, mobile: string): string | undefined {
  if (!password) return T.required.password;
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? ACCOUNT_MSG.passwordLength;
  if (mobile && password.includes(mobile.trim())) return ACCOUNT_MSG.passwordHasMobile;
  return undefined;
}

/** Client-side checks: the same rules and words as the server's schemas. */
export function validate(type: FormType, v: Values): Errors {
  const e: Errors = {};
  const mobile = v.mobile.trim();
  if (!mobile) e.mobile = T.required.mobile;
  else if (!MOBILE_PATTERN.test(mobile)) e.mobile = ACCOUNT_MSG.mobile;

  if (type === 'login') {
    if (!v.password) e.password = T.required.password;
    else if (v.password.length > 64) e.password = ACCOUNT_MSG.passwordLength;
    return e;
  }
  if (type === 'password') {
    if (!v.oldPassword) e.oldPassword = T.required.oldPassword;
  }
  const pw = newPasswordError(v.password, mobile);
  if (pw) e.password = pw;
  else if (type === 'password' && v.password === v.oldPassword) e.password = T.sameAsOld;
  if (!v.confirm) e.confirm = T.required.confirm;
  else if (v.confirm !== v.password) e.confirm = T.mismatch;
  if (type === 'register') {
    const name = v.name.trim();
    if (name && ([...name].length < 2 || [...name].length > 20)) e.name = ACCOUNT_MSG.name;
    else if (name && hasHiddenCharacters(name)) e.name = PERSON_NAME_HIDDEN_MSG;
    if (!v.agree) e.agree = ACCOUNT_MSG.agree;
  }
  return e;
}

export function LoginForm({ initialType = 'login', redirect = null, onNavigate, initialChallenge = null, initialFailed = null }: LoginFormProps) {
  const account = useAccount();
  const nav = useOptionalNavigationState();
  const [type, setType] = useState<FormType>(initialType);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [apiError, setApiError] = useState<string | null>(() => returnedMessage(initialFailed));
  // Asked for by the server (code 4011) for a number under distributed guessing: one id per try.
  const [challenge, setChallenge] = useState<string | null>(initialChallenge);
  const [challengeAnswer, setChallengeAnswer] = useState('');
  // "换一张" needs the script; a page without it gets a new picture with its next (wrong) post.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState<Partial<Record<'password' | 'confirm' | 'oldPassword', boolean>>>({});
  const id = useId();
  const tabRefs = useRef<Record<FormType, HTMLButtonElement | null>>({ login: null, register: null, password: null });
  const formRef = useRef<HTMLFormElement>(null);

  const refreshChallenge = async (mobile: string, focus = false) => {
    const next = await loginChallenge(mobile);
    if (!next.ok) return;
    setChallenge(next.data.challengeId);
    setChallengeAnswer('');
    if (focus) window.requestAnimationFrame(() => document.getElementById(fid('challengeAnswer'))?.focus());
  };

  // Spec §2: the form type is part of the shared navigation state (default login).
  useEffect(() => {
    nav?.setFormType(type);
  }, [nav, type]);

  const fid = (name: string) => `${id}-${type}-${name}`;

  const switchType = (next: FormType, focusTab = false) => {
    if (next === type) return;
    setType(next);
    setErrors({});
    setSubmitted(false);
    setApiError(null);
    setSuccess(null);
    // Keep the mobile number; never carry passwords across forms.
    setValues((v) => ({ ...EMPTY, mobile: v.mobile }));
    const url = new URL(window.location.href);
    if (next === 'login') url.searchParams.delete('type');
    else url.searchParams.set('type', next);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    if (focusTab) tabRefs.current[next]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = FORM_TYPES.indexOf(type);
    const n = FORM_TYPES.length;
    const to =
      event.key === 'ArrowRight' ? FORM_TYPES[(i + 1) % n]
      : event.key === 'ArrowLeft' ? FORM_TYPES[(i - 1 + n) % n]
      : event.key === 'Home' ? FORM_TYPES[0]
      : event.key === 'End' ? FORM_TYPES[n - 1]
      : undefined;
    if (!to) return;
    event.preventDefault();
    switchType(to, true);
  };

  const update = <K extends keyof Values>(name: K, value: Values[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a first submit, errors follow the typing so a fixed field stops saying it is wrong.
    if (submitted) setErrors(validate(type, next));
  };

  const finish = (result: ApiResult<{ userMobile: string }>) => {
    if (!result.ok) {
      setApiError(result.msg);
      return;
    }
    account?.markSignedIn(result.data.userMobile);
    setSuccess(T.success[type]);
    const target = safeRedirectPath(redirect);
    if (onNavigate) onNavigate(target);
    // A full load, not a client transition: the router may still hold the personal-centre page
    // that sent this visitor here, and every part of the next page must see the new session.
    else window.location.replace(target);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setApiError(null);
    const found = validate(type, values);
    const asksChallenge = challenge !== null && type !== 'register';
    if (asksChallenge && !challengeAnswer.trim()) found.challengeAnswer = T.challenge.required;
    setErrors(found);
    const first = FIELDS[type].find((f) => found[f]);
    if (first) {
      document.getElementById(fid(first))?.focus();
      return;
    }
    setPending(true);
    try {
      const mobile = values.mobile.trim();
      const proof = asksChallenge && challenge ? { challengeId: challenge, challengeAnswer: challengeAnswer.trim() } : {};
      // Each answer spends its picture: anything but success shows a fresh one; 4011 also asks for it.
      const afterChallenge = async (result: ApiResult<{ userMobile: string }>) => {
        if (!result.ok && (result.code === CHALLENGE_CODE || asksChallenge)) await refreshChallenge(mobile, result.code === CHALLENGE_CODE);
        finish(result);
      };
      if (type === 'login') {
        // The fingerprint is bound to this device only when asked to remember it.
        // Started when the box was ticked; a slow phone gets a few seconds before signing in without it.
        const fingerprint = values.remember ? (peekFingerprint() ?? (await fingerprintWithin(5000))) : undefined;
        await afterChallenge(
          await login({ mobile, password: values.password, ...(values.remember ? { remember: true } : {}), ...(fingerprint ? { fingerprint } : {}), ...proof }),
        );
      } else if (type === 'register') {
        const name = values.name.trim();
        finish(await register({ mobile, password: values.password, ...(name ? { name } : {}), agreeUser: true, agreeRegister: true }));
      } else {
        await afterChallenge(await changePassword({ mobile, oldPassword: values.oldPassword, newPassword: values.password, ...proof }));
      }
    } finally {
      setPending(false);
    }
  };

  const describedBy = (name: FieldName, hint?: boolean) =>
    [hint ? `${fid(name)}-hint` : null, errors[name] ? `${fid(name)}-error` : null].filter(Boolean).join(' ') || undefined;

  const errorText = (name: FieldName) =>
    errors[name] ? (
      <p id={`${fid(name)}-error`} className={styles.error}>
        <span aria-hidden="true">⚠ </span>
        {errors[name]}
      </p>
    ) : null;

  const passwordField = (name: 'password' | 'confirm' | 'oldPassword', label: string, autoComplete: string, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={fid(name)} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${fid(name)}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.passwordRow}>
        <input
          id={fid(name)}
          name={name}
          className={styles.input}
          type={shown[name] ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={values[name]}
          maxLength={64}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(name, !!hint)}
          onChange={(e) => update(name, e.target.value)}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={!!shown[name]}
          aria-controls={fid(name)}
          aria-label={`${shown[name] ? T.hidePassword : T.showPassword}：${label}`}
          onClick={() => setShown((s) => ({ ...s, [name]: !s[name] }))}
        >
          {shown[name] ? T.hidePassword : T.showPassword}
        </button>
      </div>
      {errorText(name)}
    </div>
  );

  const isNew = type !== 'login';

  return (
    <div className={styles.card}>
      <div role="tablist" aria-label={T.tabsLabel} className={styles.tabs}>
        {FORM_TYPES.map((t) => (
          <button
            key={t}
            ref={(el) => {
              tabRefs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t}`}
            aria-selected={t === type}
            aria-controls={`${id}-panel`}
            tabIndex={t === type ? 0 : -1}
            className={styles.tab}
            onClick={() => switchType(t)}
            onKeyDown={onTabKeyDown}
          >
            {T.tabs[t]}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${type}`} className={styles.panel}>
        <p className={styles.intro}>{T.intro[type]}</p>

        <div role="alert" className={apiError ? styles.apiError : styles.alertIdle}>
          {apiError}
        </div>
        <div role="status" className={success ? styles.success : styles.alertIdle}>
          {success}
        </div>

        {/* method="post": a submit before the script has loaded must never put a password in the address;
            signing in then works without the script (the login route's form path, 303 onward). */}
        <form ref={formRef} method="post" action={type === 'login' ? LOGIN_FORM_ACTION : undefined} noValidate onSubmit={onSubmit} aria-busy={pending}>
          {type === 'login' ? <input type="hidden" name="redirect" value={safeRedirectPath(redirect)} /> : null}
          <div className={styles.field}>
            <label htmlFor={fid('mobile')} className={styles.label}>
              {T.fields.mobile}
            </label>
            <input
              id={fid('mobile')}
              name="mobile"
              className={styles.input}
              type="tel"
              inputMode="numeric"
              autoComplete="username"
              maxLength={11}
              value={values.mobile}
              aria-invalid={errors.mobile ? true : undefined}
              aria-describedby={describedBy('mobile')}
              onChange={(e) => update('mobile', e.target.value.replace(/[^\d]/g, ''))}
            />
            {errorText('mobile')}
          </div>

          {type === 'register' ? (
            <div className={styles.field}>
              <label htmlFor={fid('name')} className={styles.label}>
                {T.fields.name}
              </label>
              <input
                id={fid('name')}
                name="name"
                className={styles.input}
                type="text"
                autoComplete="name"
                maxLength={20}
                value={values.name}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy('name')}
                onChange={(e) => update('name', e.target.value)}
              />
              {errorText('name')}
            </div>
          ) : null}

          {type === 'password' ? passwordField('oldPassword', T.fields.oldPassword, 'current-password') : null}

          {type === 'login'
            ? passwordField('password', T.fields.password, 'current-password')
            : passwordField('password', type === 'password' ? T.fields.newPassword : T.fields.password, 'new-password', T.hints.newPassword)}

          {isNew ? passwordField('confirm', type === 'password' ? T.fields.confirmNewPassword : T.fields.confirmPassword, 'new-password') : null}

          {challenge && type !== 'register' ? (
            <div className={styles.field}>
              <label htmlFor={fid('challengeAnswer')} className={styles.label}>
                {T.challenge.label}
              </label>
              <div className={styles.challengeRow}>
                {/* Our own SVG, drawn per challenge: nothing for next/image to optimise. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={challengeImageUrl(challenge)} alt={T.challenge.alt} width={240} height={90} className={styles.challengeImage} />
                {hydrated ? (
                  <button type="button" className={styles.textButton} onClick={() => void refreshChallenge(values.mobile.trim(), true)}>
                    {T.challenge.refresh}
                  </button>
                ) : null}
              </div>
              <input type="hidden" name="challengeId" value={challenge} />
              <input
                id={fid('challengeAnswer')}
                name="challengeAnswer"
                className={styles.input}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={8}
                value={challengeAnswer}
                aria-invalid={errors.challengeAnswer ? true : undefined}
                aria-describedby={describedBy('challengeAnswer')}
                onChange={(e) => setChallengeAnswer(e.target.value)}
              />
              {errorText('challengeAnswer')}
            </div>
          ) : null}

          {type === 'login' ? (
            <div className={styles.check}>
              <input
                id={fid('remember')}
                type="checkbox"
                checked={values.remember}
                aria-describedby={`${fid('remember')}-hint`}
                onChange={(e) => {
                  update('remember', e.target.checked);
                  // Compute it now, so it is ready when the form is sent.
                  if (e.target.checked) void getFingerprint();
                }}
              />
              <div>
                <label htmlFor={fid('remember')}>{T.remember}</label>
                <p id={`${fid('remember')}-hint`} className={styles.hint}>
                  {T.hints.remember}
                </p>
              </div>
            </div>
          ) : null}

          {type === 'register' ? (
            <div className={styles.field}>
              <div className={styles.check}>
                <input
                  id={fid('agree')}
                  type="checkbox"
                  checked={values.agree}
                  aria-invalid={errors.agree ? true : undefined}
                  aria-describedby={describedBy('agree')}
                  onChange={(e) => update('agree', e.target.checked)}
                />
                <label htmlFor={fid('agree')}>
                  {T.agreePrefix}
                  <a href="/privacypolicy/user" target="_blank" rel="noopener">
                    {T.userAgreement}
                    <span className="visually-hidden">{T.newWindow}</span>
                  </a>
                  {T.agreeJoin}
                  <a href="/privacypolicy/register" target="_blank" rel="noopener">
                    {T.registerAgreement}
                    <span className="visually-hidden">{T.newWindow}</span>
                  </a>
                </label>
              </div>
              {errorText('agree')}
            </div>
          ) : null}

          <button type="submit" className={styles.submit} disabled={pending}>
            {pending ? T.pending[type] : T.submit[type]}
          </button>
        </form>

        {type === 'login' ? (
          <>
            <p className={styles.switchLine}>
              {T.switchToRegister}
              <button type="button" className={styles.textButton} onClick={() => switchType('register', true)}>
                {T.tabs.register}
              </button>
            </p>
            <p className={styles.hint}>{T.forgot}</p>
          </>
        ) : type === 'register' ? (
          <p className={styles.switchLine}>
            {T.switchToLogin}
            <button type="button" className={styles.textButton} onClick={() => switchType('login', true)}>
              {T.tabs.login}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
