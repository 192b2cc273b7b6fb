/**
 * Recovery from failed code-chunk loads (spec §8: "Loading chunk … failed" / "Loading CSS chunk …
 * failed"). After a deployment an open tab may ask for chunks that no longer exist; one reload
 * fetches the new build. A timestamped sessionStorage flag keeps it to one reload so a chunk that
 * is really broken never causes a reload loop.
 */

export const CHUNK_ERROR_PATTERN = /Loading chunk [\w-]+ failed|Loading CSS chunk [\w-]+ failed|ChunkLoadError/;

export const CHUNK_RELOAD_KEY = 'bzf:chunk-reload-at';

/** A reload flag younger than this blocks another reload. */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60 * 1000;

/** The page counts as loaded successfully once it has run this long without a chunk error. */
export const CHUNK_STABLE_AFTER_MS = 10 * 1000;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function describe(value: unknown, depth = 0): string {
  if (value == null || depth > 2) return '';
  if (typeof value === 'string') return value;
  if (typeof value !== 'object') return String(value);
  const v = value as { name?: unknown; message?: unknown; error?: unknown; reason?: unknown };
  // Turbopack reports "ChunkLoadError" in the name and "Failed to load chunk …" in the message.
  const own = [v.name, v.message].filter((x): x is string => typeof x === 'string').join(': ');
  const inner = describe(v.error ?? v.reason, depth + 1);
  return [own, inner].filter(Boolean).join(' ');
}

/** Whether an Error, ErrorEvent, PromiseRejectionEvent or message is a failed chunk load. */
export function isChunkLoadError(value: unknown): boolean {
  return CHUNK_ERROR_PATTERN.test(describe(value));
}

function safeStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): no guard possible, so no automatic reload
  }
}

export type ReloadDeps = {
  storage?: StorageLike | null;
  reload?: () => void;
  now?: () => number;
  /** Whether the browser says it is online (navigator.onLine). */
  online?: () => boolean;
};

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Reloads the page for a chunk error unless it already did so recently or the browser is offline. Returns whether it
 * reloaded, so callers can show a "reloading" message instead of the error.
 */
export function reloadOnceForChunkError(reason: unknown, deps: ReloadDeps = {}): boolean {
  if (!isChunkLoadError(reason)) return false;
  // Offline, a chunk fails because the network is gone, not because the build changed: a reload
  // would only swap the /404 notice for the browser's own error page. The code that wanted the
  // chunk asks again when the connection is back.
  if (!(deps.online ?? browserOnline)()) return false;
  const storage = deps.storage === undefined ? safeStorage() : deps.storage;
  if (!storage) return false;
  const now = (deps.now ?? Date.now)();
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (last && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

/** Called once the page has run for a while without a chunk error. */
export function clearChunkReloadFlag(storage: StorageLike | null = safeStorage()): void {
  try {
    storage?.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // nothing to clear
  }
}
