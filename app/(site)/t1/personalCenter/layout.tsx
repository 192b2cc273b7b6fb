import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { PersonalCenterMenu } from '@/components/account/PersonalCenterMenu.client';
import { loadPersonalCenterMenu } from '@/components/account/personal-center';
import { StyledComponentsRegistry } from '@/lib/styles/registry';
import { SessionHandover } from '@/components/account/SessionHandover.client';
import styles from '@/components/account/PersonalCenter.module.css';
import { PERSONAL_CENTER_PATH, PORTAL_PATH_HEADER } from '@/lib/navigation/paths';
import { getCurrentUser, requireUser, safeRedirectPath } from '@/lib/session';
import { HANDOVER_COOKIE } from '@/lib/session/cookies';

/** Private pages: rendered per request for the signed-in user, never cached, never indexed. */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

const DEFAULT_PATH = `${PERSONAL_CENTER_PATH}/personal_info/basic_info`;

/**
 * The personal centre's frame and its server-side guard (spec §6 / issue #4 part 7). Middleware
 * already sends anonymous browsers to /login, but it is not the security boundary: the session is
 * checked here, and again by each page (a layout is not re-run on client navigation).
 */
export default async function PersonalCenterLayout({ children }: { children: ReactNode }) {
  const here = safeRedirectPath((await headers()).get(PORTAL_PATH_HEADER) ?? DEFAULT_PATH);
  const returnTo = here.startsWith(PERSONAL_CENTER_PATH) ? here : DEFAULT_PATH;
  const user = await getCurrentUser();
  if (!user) {
    // Straight after a ?token= hand-over a ticket waits in its own cookie: exchange it in the browser.
    if ((await cookies()).get(HANDOVER_COOKIE)?.value) return <SessionHandover loginHref={`/login?redirect=${encodeURIComponent(returnTo)}`} />;
    await requireUser(returnTo);
  }
  // An agreement changed: the interstitial comes before the personal centre's frame (requireUser redirects).
  if (user?.consentPending) await requireUser(returnTo);
  const menu = await loadPersonalCenterMenu(user?.userId ?? null);
  const fallbackMenu = <PersonalCenterMenuStatic label={menu.label} />;
  // The personal centre's state-dependent widgets use styled-components: its registry (and runtime) lives here only.
  return (
    <StyledComponentsRegistry>
      <div className={styles.shell}>
        <div className={styles.grid}>
          <aside className={styles.side}>
            <Suspense fallback={fallbackMenu}>
              <PersonalCenterMenu label={menu.label} groups={menu.groups} />
            </Suspense>
          </aside>
          <div className={styles.main}>{children}</div>
        </div>
      </div>
    </StyledComponentsRegistry>
  );
}

function PersonalCenterMenuStatic({ label }: { label: string }) {
  return <nav aria-label={label} />;
}
