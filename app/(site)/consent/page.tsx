import type { Metadata } from 'next';
import { redirect as navigate } from 'next/navigation';
import { ConsentForm } from '@/components/privacy/ConsentForm.client';
import { getDb } from '@/lib/db/client';
import { FORM_FAILED } from '@/lib/forms/failure-query';
import { agreementStates } from '@/lib/privacy/consent';
import { PRIVACY_ERRORS, PRIVACY_TEXT as T } from '@/lib/privacy/text';
import { getCurrentUser } from '@/lib/session';
import { safeRedirectPath } from '@/lib/session/redirect';
import styles from '../login/login.module.css';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: T.consentTitle, robots: { index: false, follow: false } };

type ConsentPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The agreements asked again after a version changed (issue #30 part 3): before any signed-in page. */
export default async function ConsentPage({ searchParams }: ConsentPageProps) {
  const params = await searchParams;
  const redirect = safeRedirectPath(first(params.redirect));
  const user = await getCurrentUser();
  if (!user) navigate(`/login?redirect=${encodeURIComponent(redirect)}`);
  const pending = (await agreementStates(await getDb(), user.userId)).filter((a) => a.pending);
  if (pending.length === 0) navigate(redirect);
  const failed = first(params[FORM_FAILED]);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{T.consentTitle}</h1>
      <div className={styles.note}>
        <p>{T.consentIntro}</p>
        <ul>
          {pending.map((a) => (
            <li key={a.key}>
              <a href={`/privacypolicy/${a.key}`} target="_blank" rel="noopener">
                《{a.title}》
              </a>{' '}
              {T.consentNew(a.version)}
            </li>
          ))}
        </ul>
        <ConsentForm redirect={redirect} initialErrors={failed ? { agree: PRIVACY_ERRORS.agreeRequired } : undefined} />
      </div>
    </div>
  );
}
