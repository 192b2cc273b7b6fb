import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server render and the hydration pass, true afterwards: for markup that only the
 * browser can decide (enhanced menus, values read from window), without a setState in an effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/** A value read from the browser after hydration (`serverValue` before); `read` must return a stable primitive. */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
