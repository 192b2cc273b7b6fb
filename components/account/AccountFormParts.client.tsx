'use client';

import { CheckField, HiddenFields, PasswordField, TextField } from '@/components/form/fields';
import type { BoundField } from '@/components/form/use-form';
import { CHALLENGE_CODE, challengeImageUrl, loginChallenge } from '@/lib/api-client/account';
import type { ApiResult } from '@/lib/api-client/envelope';
import { consentFirst, safeRedirectPath } from '@/lib/session/redirect';
import { useAccount } from './AccountProvider.client';
import { ACCOUNT_TEXT as T } from './text';
import styles from './LoginForm.module.css';

/** What the three account forms share: the mobile field, the challenge picture, the alert, the way out. */

export type AccountFormProps = {
  /** Raw ?redirect= value; only a same-origin path is followed. */
  redirect: string | null;
  onNavigate?: (path: string) => void;
  /** Why a post without JavaScript came back, already worded (?failed=). */
  initialMessage: string | null;
  /** The number typed in another tab: switching forms keeps it (never a password). */
  initialMobile?: string;
  onMobile?: (mobile: string) => void;
};

export function MobileField({ field, onMobile }: { field: BoundField<string>; onMobile?: (mobile: string) => void }) {
  const bound = onMobile ? { ...field, onChange: (v: string) => (field.onChange(v), onMobile(v)) } : field;
  return <TextField field={bound} label={T.fields.mobile} type="tel" inputMode="numeric" autoComplete="username" maxLength={11} filter={(v) => v.replace(/[^\d]/g, '')} required />;
}

export function Password({ field, label, hint, autoComplete }: { field: BoundField<string>; label: string; hint?: string; autoComplete: 'current-password' | 'new-password' }) {
  return <PasswordField field={field} label={label} hint={hint} autoComplete={autoComplete} required />;
}

export { CheckField, HiddenFields };

/** The server's message (or the no-JavaScript return's), read out as it appears. */
export function FormAlert({ form, success }: { form: { pending: boolean; status: string }; success: string | null }) {
  const message = form.pending || success ? '' : form.status;
  return (
    <>
      <div role="alert" className={message ? styles.apiError : styles.alertIdle}>
        {message}
      </div>
      <div role="status" className={success ? styles.success : styles.alertIdle}>
        {success}
      </div>
    </>
  );
}

/** The part of a form (sign-in, password change) that carries a challenge. */
type ChallengeForm = {
  values: { mobile: string; challengeId: string };
  hydrated: boolean;
  field: (name: 'challengeAnswer') => BoundField<string>;
  set: (name: 'challengeId' | 'challengeAnswer', value: string) => void;
  fieldId: (name: string) => string;
};

/** Asks for a fresh picture for this number (4011, a wrong answer, or 换一张) and empties the answer. */
export async function refreshChallenge(form: ChallengeForm, focus: boolean): Promise<void> {
  const next = await loginChallenge(form.values.mobile.trim());
  if (!next.ok) return;
  form.set('challengeId', next.data.challengeId);
  form.set('challengeAnswer', '');
  if (focus) window.requestAnimationFrame(() => document.getElementById(form.fieldId('challengeAnswer'))?.focus());
}

/** Each answer spends its picture: anything but success shows a fresh one; 4011 also asks for it. */
export async function afterChallengeFailure(form: ChallengeForm, failure: Extract<ApiResult<unknown>, { ok: false }>): Promise<void> {
  if (failure.code === CHALLENGE_CODE || form.values.challengeId) await refreshChallenge(form, failure.code === CHALLENGE_CODE);
}

/** The challenge picture and its field, once the server asked for it (plain fields: it posts without JavaScript too). */
export function ChallengeField({ form }: { form: ChallengeForm }) {
  const challenge = form.values.challengeId;
  if (!challenge) return null;
  return (
    <div className={styles.challenge}>
      <div className={styles.challengeRow}>
        {/* Our own SVG, drawn per challenge: nothing for next/image to optimise. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={challengeImageUrl(challenge)} alt={T.challenge.alt} width={240} height={90} className={styles.challengeImage} />
        {/* 换一张 needs the script; a page without it gets a new picture with its next (wrong) post. */}
        {form.hydrated ? (
          <button type="button" className={styles.textButton} onClick={() => void refreshChallenge(form, true)}>
            {T.challenge.refresh}
          </button>
        ) : null}
      </div>
      <HiddenFields values={{ challengeId: challenge }} />
      <TextField field={form.field('challengeAnswer')} label={T.challenge.label} inputMode="numeric" autoComplete="off" maxLength={8} required />
    </div>
  );
}

/** Signed in: the header learns the number, and the page is left with a full load (every part must see the new session). */
export function useFinish(redirect: string | null, onNavigate?: (path: string) => void) {
  const account = useAccount();
  return (data: { userMobile: string; askConsent?: boolean }) => {
    account?.markSignedIn(data.userMobile);
    const target = consentFirst(safeRedirectPath(redirect), data.askConsent);
    if (onNavigate) onNavigate(target);
    // Not a client transition: the router may still hold the personal-centre page that sent this visitor here.
    else window.location.replace(target);
  };
}
