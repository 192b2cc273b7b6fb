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
  // The section is this component's, not the lazy part's: it is the same element before and after
  // the code arrives (nothing jumps, and a reader scrolled to it keeps it). While the code loads, the
  // placeholder the live part shows before its ticket.
  return (
    <section className={styles.section} aria-labelledby="rent-center-heading">
      <h2 id="rent-center-heading" className={styles.heading}>
        {T.heading}
      </h2>
      <Suspense fallback={<p className={styles.placeholder}>{T.loading}</p>}>
        <RentCenterFrameLive />
      </Suspense>
    </section>
  );
}
