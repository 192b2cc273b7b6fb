'use client';

import { useEffect } from 'react';
import { CHUNK_STABLE_AFTER_MS, clearChunkReloadFlag, reloadOnceForChunkError } from './chunk-error';

export type ChunkErrorRecoveryProps = {
  /** Injected in tests; the page reload by default. */
  reload?: () => void;
};

/**
 * Mounted once in the root layout: a chunk that fails to load (usually a tab left open across a
 * deployment) triggers one reload instead of a broken page.
 */
export function ChunkErrorRecovery({ reload }: ChunkErrorRecoveryProps) {
  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const reason = 'reason' in event ? event.reason : (event.error ?? event.message);
      reloadOnceForChunkError(reason, reload ? { reload } : {});
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    // Still running after a while without a chunk error: the load succeeded, re-arm the guard.
    const stable = window.setTimeout(() => clearChunkReloadFlag(), CHUNK_STABLE_AFTER_MS);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
      window.clearTimeout(stable);
    };
  }, [reload]);

  return null;
}
