import type { Metadata } from 'next';
import { LoginForm } from '@/components/account/LoginForm.client';
import { ACCOUNT_TEXT, toFormType } from '@/components/account/text';
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
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{ACCOUNT_TEXT.heading}</h1>
      {/* The key remounts the form when a link changes ?type= (e.g. 注册 in the header). */}
      <LoginForm key={type} initialType={type} redirect={redirect} />
    </div>
  );
}
