'use client';

import { lazy, Suspense } from 'react';
import { useAccount } from './AccountProvider.client';
import { RENT_CENTER_TEXT as T } from './header-text';
import styles from './RentCenterFrame.module.css';

// The frame's ticket logic is needed only by a signed-in browser: loaded when one is.
const RentCenterFrameLive = lazy(() => import('./RentCenterFrameLive.client').then((m) => ({ default: m.RentCenterFrameLive })));

/** Spec §1/§2: the rental-centre page embedded after login; nothing for a visitor. */
export function RentCenterFrame() {
  const account = useAccount();
  if (account?.status !== 'signedIn') return null;
  // While the code loads, the same placeholder the live frame shows before its ticket: no jump.
  const waiting = (
    <section className={styles.section} aria-labelledby="rent-center-heading">
      <h2 id="rent-center-heading" className={styles.heading}>
        {T.heading}
      </h2>
      <p className={styles.placeholder}>{T.loading}</p>
    </section>
  );
  return (
    <Suspense fallback={waiting}>
      <RentCenterFrameLive />
    </Suspense>
  );
}
