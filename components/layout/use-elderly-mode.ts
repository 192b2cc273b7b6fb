'use client';

import { useSyncExternalStore } from 'react';
import { ELDERLY_CHANGE_EVENT, isElderlyOn } from './elderly-mode';

function subscribe(onChange: () => void): () => void {
  document.addEventListener(ELDERLY_CHANGE_EVENT, onChange);
  return () => document.removeEventListener(ELDERLY_CHANGE_EVENT, onChange);
}

/**
 * Reads the mode from <html> (set before paint by the boot script); the server assumes "off".
 * Its own module, not the switch's: a page that only reads the mode (the home banner) must not take
 * the frame's style module into its own chunk group, or /home gains a style sheet
 * (docs/decisions/0140-style-sheets-follow-the-chunkers-groups.md).
 */
export function useElderlyMode(): boolean {
  return useSyncExternalStore(subscribe, () => isElderlyOn(), () => false);
}
