/**
 * The bad-network flag of the spec (§4: flag set → /404; on /404 with the flag unset → /home).
 * A tiny store outside React so the rule is testable and the watcher, the offline page and the
 * overlay share one value.
 */

export const OFFLINE_PATH = '/404';
export const HOME_PATH = '/home';

type Listener = () => void;

let badNetwork = false;
let offlinePagesMounted = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export function isBadNetwork(): boolean {
  return badNetwork;
}

export function setBadNetwork(value: boolean): void {
  if (badNetwork === value) return;
  badNetwork = value;
  emit();
}

/** The /404 page registers itself so the watcher's overlay does not cover it twice. */
export function registerOfflinePage(): () => void {
  offlinePagesMounted += 1;
  emit();
  return () => {
    offlinePagesMounted -= 1;
    emit();
  };
}

export function isOfflinePageMounted(): boolean {
  return offlinePagesMounted > 0;
}

let formsHolding = 0;

/**
 * A form with unsent typing (the recruitment forms keep drafts) holds the visitor on the page
 * while the network is down: sending them to /404 would throw away what they are typing, and the
 * form says itself that it is waiting for the network. Returns the release.
 */
export function holdOnPageWhileOffline(): () => void {
  formsHolding += 1;
  emit();
  return () => {
    formsHolding -= 1;
    emit();
  };
}

export function isHeldOnPage(): boolean {
  return formsHolding > 0;
}

export function subscribeNetworkStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Where the spec sends the visitor: offline anywhere but /404 → /404; back online on /404 → /home;
 * otherwise stay.
 */
export function decideNetworkRoute(input: { pathname: string; badNetwork: boolean }): typeof OFFLINE_PATH | typeof HOME_PATH | null {
  const onOfflinePage = input.pathname === OFFLINE_PATH;
  if (input.badNetwork) return onOfflinePage ? null : OFFLINE_PATH;
  return onOfflinePage ? HOME_PATH : null;
}

/** Test helper: back to the initial state. */
export function resetNetworkStatusForTests(): void {
  badNetwork = false;
  offlinePagesMounted = 0;
  formsHolding = 0;
  listeners.clear();
}
