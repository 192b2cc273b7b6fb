'use client';

import { useEffect } from 'react';

/**
 * Moves focus to the self-check's answer once the page that carries it has loaded, so a screen
 * reader reads the result (or why there is none) and the keyboard continues from there. Without
 * JavaScript the form's #fragment scrolls to the same place.
 */
export function SelfCheckFocus({ targetId }: { targetId: string }) {
  useEffect(() => {
    document.getElementById(targetId)?.focus({ preventScroll: window.location.hash === `#${targetId}` });
  }, [targetId]);
  return null;
}
