'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PC_TEXT } from './personal-text';

export type SessionHandoverProps = { loginHref: string };

/**
 * After a ?token= hand-over the cookie holds a single-use ticket, not yet a session. The token
 * validation call (checkToken, cookie only) exchanges it for a session cookie; then the page is
 * rendered again on the server. If the ticket is spent or expired the visitor goes to sign in.
 */
export function SessionHandover({ loginHref }: SessionHandoverProps) {
  const router = useRouter();
  useEffect(() => {
    let cancelled = false;
    fetch('/api/bzf-portal-register/portal/checkToken', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
      .then((r) => r.json() as Promise<{ code?: string }>)
      .then((body) => {
        if (cancelled) return;
        if (body.code === '1') router.refresh();
        else window.location.replace(loginHref);
      })
      .catch(() => {
        if (!cancelled) window.location.replace(loginHref);
      });
    return () => {
      cancelled = true;
    };
  }, [loginHref, router]);
  return (
    <p role="status" style={{ minHeight: 500, padding: 24 }}>
      {PC_TEXT.handover}
    </p>
  );
}
