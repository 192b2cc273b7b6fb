'use client';

/**
 * /login: sign in (the spec's default form type), register, and change password — three forms on
 * the form kit (SignInForm, RegisterForm, PasswordForm), shown as three tabs (also ?type=). The tabs
 * are links, so without JavaScript each form is one page away and every form posts as a plain form
 * (the routes answer 303). Built for elderly visitors: visible labels, large inputs, a
 * show-password switch, errors next to their field and read out.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useOptionalNavigationState } from '@/components/navigation/NavigationState.client';
import { safeRedirectPath } from '@/lib/session/redirect';
import { CHALLENGE_MSG } from '@/lib/validation/account-base';
import { ACCOUNT_FORM_FIELDS } from '@/lib/validation/account-fields';
import { PasswordForm } from './PasswordForm.client';
import { RegisterForm } from './RegisterForm.client';
import { SignInForm } from './SignInForm.client';
import { ACCOUNT_TEXT, FORM_TYPES, type FormType } from './text';
import styles from './LoginForm.module.css';

export type LoginFormProps = {
  initialType?: FormType;
  /** Raw ?redirect= value; only a same-origin path is followed. */
  redirect?: string | null;
  /** Where to go after success (tests); default: a full load. */
  onNavigate?: (path: string) => void;
  /** A challenge picture to answer, when a sign-in posted without JavaScript came back asking for one. */
  initialChallenge?: string | null;
  /** Why a form posted without JavaScript came back (?failed=, lib/forms/failure-query.ts). */
  initialFailed?: string | null;
  /** ?fields= with ?failed=invalid: the wrong fields, by name. */
  initialFields?: readonly string[];
};

const T = ACCOUNT_TEXT;

const LABELS: Record<string, string> = {
  mobile: T.fields.mobile,
  password: T.fields.password,
  name: T.fields.name,
  confirm: T.fields.confirmPassword,
  agree: `${T.userAgreement}${T.privacyPolicy}${T.registerAgreement}`,
  oldPassword: T.fields.oldPassword,
  newPassword: T.fields.newPassword,
  challengeAnswer: T.challenge.label,
};

/** The words for ?failed= of a form posted without JavaScript. */
export function returnedMessage(type: FormType, failed: string | null | undefined, fields: readonly string[] = []): string | null {
  switch (failed) {
    case 'invalid': {
      const known = (ACCOUNT_FORM_FIELDS[type] as readonly string[]).filter((f) => fields.includes(f));
      return known.length ? T.returned.invalid(known.map((f) => LABELS[f] ?? f).join('、')) : T.returned.error;
    }
    case 'wrong':
      return T.returned.wrong;
    case 'limited':
      return T.returned.limited;
    case 'taken':
      return T.returned.taken;
    case 'challengeRequired':
      return CHALLENGE_MSG.required;
    case 'challenge':
      return CHALLENGE_MSG.wrong;
    case 'busy':
    case 'error':
      return T.returned.error;
    default:
      return null;
  }
}

/** This page for another form type, keeping where to go afterwards. */
const typeHref = (type: FormType, redirect: string) => `/login?${new URLSearchParams({ ...(type === 'login' ? {} : { type }), redirect }).toString()}`;

export function LoginForm({ initialType = 'login', redirect = null, onNavigate, initialChallenge = null, initialFailed = null, initialFields = [] }: LoginFormProps) {
  const nav = useOptionalNavigationState();
  const [type, setType] = useState<FormType>(initialType);
  // The return of a post without JavaScript speaks for the form it came from, once.
  const [returned, setReturned] = useState<string | null>(() => returnedMessage(initialType, initialFailed, initialFields));
  const id = useId();
  const tabRefs = useRef<Record<FormType, HTMLAnchorElement | null>>({ login: null, register: null, password: null });
  const back = safeRedirectPath(redirect);
  // The number typed so far: a form mounted by switching tabs starts with it.
  const [mobile, setMobile] = useState('');

  // Spec §2: the form type is part of the shared navigation state (default login).
  useEffect(() => {
    nav?.setFormType(type);
  }, [nav, type]);

  const switchType = (next: FormType, focusTab = false) => {
    if (next === type) return;
    setType(next);
    setReturned(null);
    const url = new URL(window.location.href);
    if (next === 'login') url.searchParams.delete('type');
    else url.searchParams.set('type', next);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    if (focusTab) tabRefs.current[next]?.focus();
  };

  const follow = (event: MouseEvent<HTMLAnchorElement>, next: FormType, focus = false) => {
    event.preventDefault();
    switchType(next, focus);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
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

  const common = { redirect, onNavigate, initialMessage: returned, initialMobile: mobile, onMobile: setMobile };

  return (
    <div className={styles.card}>
      <div role="tablist" aria-label={T.tabsLabel} className={styles.tabs}>
        {FORM_TYPES.map((t) => (
          <a
            key={t}
            ref={(el) => {
              tabRefs.current[t] = el;
            }}
            href={typeHref(t, back)}
            role="tab"
            id={`${id}-tab-${t}`}
            aria-selected={t === type}
            aria-controls={`${id}-panel`}
            tabIndex={t === type ? 0 : -1}
            className={styles.tab}
            onClick={(e) => follow(e, t)}
            onKeyDown={onTabKeyDown}
          >
            {T.tabs[t]}
          </a>
        ))}
      </div>

      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${type}`} className={styles.panel}>
        <p className={styles.intro}>{T.intro[type]}</p>
        {/* Keyed by type: switching forms never carries a password across. */}
        {type === 'login' ? (
          <SignInForm key="login" {...common} initialChallenge={initialChallenge} />
        ) : type === 'register' ? (
          <RegisterForm key="register" {...common} />
        ) : (
          <PasswordForm key="password" {...common} initialChallenge={initialChallenge} />
        )}

        {type === 'login' ? (
          <>
            <p className={styles.switchLine}>
              {T.switchToRegister}
              <a href={typeHref('register', back)} className={styles.textButton} onClick={(e) => follow(e, 'register', true)}>
                {T.tabs.register}
              </a>
            </p>
            <p className={styles.hint}>{T.forgot}</p>
          </>
        ) : type === 'register' ? (
          <p className={styles.switchLine}>
            {T.switchToLogin}
            <a href={typeHref('login', back)} className={styles.textButton} onClick={(e) => follow(e, 'login', true)}>
              {T.tabs.login}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
