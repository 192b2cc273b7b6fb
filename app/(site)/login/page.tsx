import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect as navigate } from 'next/navigation';
import { HandoverConfirm } from '@/components/account/HandoverConfirm';
import { LoginForm } from '@/components/account/LoginForm.client';
import { ACCOUNT_TEXT, toFormType } from '@/components/account/text';
import { FORM_FAILED, FORM_FIELDS } from '@/lib/forms/failure-query';
import { PRIVACY_TEXT } from '@/lib/privacy/text';
import { peekHandoverTicket } from '@/lib/register/accounts';
import { CHALLENGE_ID_PATTERN } from '@/lib/register/challenge';
import { getCurrentUser } from '@/lib/session';
import { HANDOVER_ASK_COOKIE, TICKET_PATTERN } from '@/lib/session/cookies';
import { safeRedirectPath } from '@/lib/session/redirect';
import styles from './login.module.css';

/** /login (spec §2): sign-in, registration and password change. Never indexed. */
export const metadata: Metadata = {
  title: ACCOUNT_TEXT.pageTitle,
  description: ACCOUNT_TEXT.pageDescription,
  robots: { index: false, follow: false },
  alternates: { canonical: '/login' },
};

type LoginPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const params = await searchParams;
  const type = toFormType(first(params.type));
  const redirect = safeRedirectPath(first(params.redirect));
  const handover = first(params.handover);
  const challenge = first(params.challenge);
  // After 注销账号 (issue #30): the result named here, where the browser lands signed out.
  let handoverNote: string | null = handover === 'expired' ? ACCOUNT_TEXT.handover.expired : first(params.deleted) === '1' ? PRIVACY_TEXT.deleted : null;
  if (handover === 'confirm') {
    // A hand-over link of unproven origin (middleware): ask before it opens anybody's account.
    if (await getCurrentUser()) navigate(redirect);
    const ticket = (await cookies()).get(HANDOVER_ASK_COOKIE)?.value;
    const account = ticket && TICKET_PATTERN.test(ticket) ? await peekHandoverTicket(ticket) : null;
    if (account) {
      return (
        <div className={styles.page}>
          <h1 className={styles.heading}>{ACCOUNT_TEXT.heading}</h1>
          <HandoverConfirm userMobile={account.userMobile} redirect={redirect} />
        </div>
      );
    }
    handoverNote = ACCOUNT_TEXT.handover.expired;
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{ACCOUNT_TEXT.heading}</h1>
      {handoverNote ? (
        <p role="status" className={styles.note}>
          {handoverNote}
        </p>
      ) : null}
      {/* The key remounts the form when a link changes ?type= (e.g. 注册 in the header). */}
      <LoginForm
        key={type}
        initialType={type}
        redirect={redirect}
        // Back from a form posted without JavaScript: why (lib/forms/failure-query.ts), and the challenge picture to answer.
        initialChallenge={challenge && CHALLENGE_ID_PATTERN.test(challenge) ? challenge : null}
        initialFailed={first(params[FORM_FAILED]) ?? null}
        initialFields={(first(params[FORM_FIELDS]) ?? '').split(',')}
      />
    </div>
  );
}
