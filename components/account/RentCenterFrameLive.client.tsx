'use client';

/**
 * Spec §1/§2: after login the rental-centre page is embedded (loaded by RentCenterFrame only once
 * the browser is signed in). Its source (with a single-use,
 * 2-minute ticket) is the navigation state's iframe source, set by the start-up login. The frame
 * is only loaded once it nears the viewport; if the ticket it has is spent or stale by then, it
 * asks checkToken (which validates the cookie session) for a fresh one.
 */
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/api-client/use-hydrated';
import { checkToken } from '@/lib/api-client/account';
import { isFresh, markUsed, noteIssued } from '@/lib/api-client/rent-center-ticket';
import { EMPTY_RENT_CENTER_CONFIG, rentCenterUrl } from '@/lib/register/rent-center';
import { useOptionalNavigationState } from '@/components/navigation/NavigationState.client';
import { useAccount } from './AccountProvider.client';
import { RENT_CENTER_TEXT as T } from './header-text';
import styles from './RentCenterFrame.module.css';

/**
 * Scripts and its own origin are all the sync page needs (same-origin fetch of redeemTicket); forms
 * for the rental centre's own pages. No top navigation, no popups: the frame cannot take the portal
 * page away or open windows.
 */
export const RENT_CENTER_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

export function RentCenterFrameLive() {
  const account = useAccount();
  const nav = useOptionalNavigationState();
  const signedIn = account?.status === 'signedIn';
  const stateSrc = nav?.iframeSrc ?? null;
  const [seenNear, setNear] = useState(false);
  const [src, setSrc] = useState<string | null>(null);
  const holder = useRef<HTMLDivElement>(null);
  // A browser without IntersectionObserver loads the frame at once.
  const hydrated = useHydrated();
  const near = seenNear || (hydrated && typeof IntersectionObserver === 'undefined');

  // Signing out removes the frame (and with it the rental centre's view of the session).
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (wasSignedIn !== signedIn) {
    setWasSignedIn(signedIn);
    if (!signedIn) setSrc(null);
  }

  useEffect(() => {
    const el = holder.current;
    if (!signedIn || !el || near) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [signedIn, near]);

  useEffect(() => {
    if (!signedIn || !near || src) return;
    if (isFresh(stateSrc)) {
      // The ticket is spent (markUsed) in the same step as it is shown, so this stays in the effect.
      markUsed(stateSrc);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- follows the external spend above
      setSrc(stateSrc);
      return;
    }
    let cancelled = false;
    void checkToken(undefined).then((answer) => {
      if (cancelled) return;
      if (!answer.ok) {
        // Session gone: the start-up login / logout paths handle the signed-out state.
        return;
      }
      const next = rentCenterUrl(window.location.origin, account?.rentCenter ?? EMPTY_RENT_CENTER_CONFIG, answer.data.rentCenterTicket);
      noteIssued(next);
      markUsed(next);
      nav?.setIframeSrc(next);
      setSrc(next);
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn, near, src, stateSrc, account?.rentCenter, nav]);

  if (!signedIn) return null;
  // The section and its heading belong to RentCenterFrame, so they stay in place when this loads.
  return (
    <div ref={holder}>
      {src ? (
        <iframe
          className={styles.frame}
          title={T.frameTitle}
          src={src}
          loading="lazy"
          sandbox={RENT_CENTER_SANDBOX}
          referrerPolicy="no-referrer"
        />
      ) : (
        <p className={styles.placeholder}>{T.loading}</p>
      )}
    </div>
  );
}
