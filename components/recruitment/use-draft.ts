'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { holdOnPageWhileOffline } from '@/components/layout/network-status';
import { getJson, postJson } from '@/lib/api-client/envelope';
import { RECRUIT_API } from '@/lib/recruitment/links';
import type { DraftKind } from '@/lib/validation/resume';

/**
 * Keeps what a person types on the server while they type, and in the browser while the server
 * cannot be reached:
 * - every change is written to localStorage at once and sent after a pause (debounced);
 * - offline (or a failed send), the text waits in localStorage and goes when the connection returns
 *   (the `online` event) or on the next change, and the status says 未保存;
 * - each save names the revision it builds on; if the server holds a newer one (another tab or
 *   device), nothing is overwritten: the page is asked which text to keep;
 * - a reload finds unsent text in localStorage and sends it.
 * Entries are removed once the server has them, and on sign-out (clearLocalDrafts).
 */

export type DraftStatus = 'idle' | 'saved' | 'saving' | 'unsaved' | 'offline' | 'conflict' | 'signed-out' | 'error';

export type DraftConflictInfo = { data: unknown; revision: number; updatedAt: string };

type Stored = { data: unknown; baseRevision: number; editedAt: number };

export const LOCAL_DRAFT_PREFIX = 'bzf-draft:';

/** Forgets every unsent draft in this browser (sign-out on a shared computer). */
export function clearLocalDrafts(): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(LOCAL_DRAFT_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing kept
  }
}

function readStored(key: string): Stored | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Stored;
    return parsed && typeof parsed === 'object' && 'data' in parsed && typeof parsed.baseRevision === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

function writeStored(key: string, value: Stored | null): void {
  try {
    if (value) localStorage.setItem(key, JSON.stringify(value));
    else localStorage.removeItem(key);
  } catch {
    // quota or privacy mode: the server save still runs
  }
}

export type UseDraftOptions<T> = {
  kind: DraftKind;
  postId: number;
  /** The user's id: keeps two people's unsent drafts on one computer apart. */
  owner: number;
  /** The revision the page was rendered with (0 = no draft on the server). */
  initialRevision: number;
  values: T;
  /** Called once after mount when this browser holds newer unsent text than the page. */
  onRestore: (data: unknown) => void;
  /** Off until a quick form has a post to save against. */
  enabled?: boolean;
  debounceMs?: number;
};

export function useDraft<T>({ kind, postId, owner, initialRevision, values, onRestore, enabled = true, debounceMs = 1200 }: UseDraftOptions<T>) {
  const key = `${LOCAL_DRAFT_PREFIX}${owner}:${kind}:${postId}`;
  const [status, setStatus] = useState<DraftStatus>(initialRevision > 0 ? 'saved' : 'idle');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [conflict, setConflict] = useState<DraftConflictInfo | null>(null);
  const revision = useRef(initialRevision);
  const latest = useRef<string>(JSON.stringify(values));
  const confirmed = useRef<string>(JSON.stringify(values));
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(false);
  const blocked = useRef(false);

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!enabled || blocked.current) return false;
    if (latest.current === confirmed.current) {
      setStatus((s) => (s === 'idle' ? s : 'saved'));
      return true;
    }
    if (inFlight.current) return false;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setStatus('offline');
      return false;
    }
    const sending = latest.current;
    inFlight.current = true;
    setStatus('saving');
    try {
      const result = await postJson<{ revision: number; updatedAt?: string }>(
        RECRUIT_API.draftSave,
        { kind, postId, baseRevision: revision.current, data: JSON.parse(sending) },
        undefined,
        { keepalive: sending.length < 60_000 },
      );
      if (result.ok && typeof result.data?.revision === 'number') {
        revision.current = result.data.revision;
        confirmed.current = sending;
        setSavedAt(result.data.updatedAt ?? new Date().toISOString());
        if (latest.current === sending) {
          writeStored(key, null);
          setStatus('saved');
        } else {
          setStatus('unsaved');
        }
        return true;
      }
      // A 409 carries the server's newer draft: nothing is overwritten, the page asks which to keep.
      const newer = result.ok ? null : (result.detail as { revision?: unknown; updatedAt?: string; data?: unknown } | null | undefined);
      if (result.status === 409 && newer && typeof newer.revision === 'number') {
        blocked.current = true;
        setConflict({ data: newer.data, revision: newer.revision, updatedAt: newer.updatedAt ?? '' });
        setStatus('conflict');
        return false;
      }
      setStatus(result.status === 0 ? 'offline' : result.status === 401 ? 'signed-out' : 'error');
      return false;
    } finally {
      inFlight.current = false;
      // Typed while the save was under way: send that too.
      if (!blocked.current && latest.current !== confirmed.current && latest.current !== sending && enabled) {
        timer.current = setTimeout(() => void flush(), debounceMs);
      }
    }
  }, [enabled, kind, postId, key, debounceMs]);

  // Every change: into the browser at once, to the server after a pause.
  useEffect(() => {
    const json = JSON.stringify(values);
    if (!mounted.current) return;
    if (json === latest.current) return;
    latest.current = json;
    if (!enabled) return;
    writeStored(key, { data: values, baseRevision: revision.current, editedAt: Date.now() });
    if (blocked.current) return;
    setStatus(navigator.onLine === false ? 'offline' : 'unsaved');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), debounceMs);
  }, [values, enabled, key, flush, debounceMs]);

  // Unsent text from an earlier visit in this browser.
  useEffect(() => {
    mounted.current = true;
    const stored = readStored(key);
    if (stored && enabled) {
      const json = JSON.stringify(stored.data);
      if (json !== confirmed.current) {
        if (stored.baseRevision === revision.current) {
          latest.current = json;
          onRestore(stored.data);
          setStatus('unsaved');
          timer.current = setTimeout(() => void flush(), 50);
        } else {
          // The server moved on since (another device): ask, do not overwrite either.
          blocked.current = true;
          latest.current = json;
          setConflict({ data: stored.data, revision: -1, updatedAt: new Date(stored.editedAt).toISOString() });
          setStatus('conflict');
        }
      } else {
        writeStored(key, null);
      }
    }
    const release = holdOnPageWhileOffline();
    const online = () => void flush();
    window.addEventListener('online', online);
    const hidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      release();
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hidden);
      if (timer.current) clearTimeout(timer.current);
    };
    // Once per form: the key names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  /**
   * Settles a conflict. 'other' loads the other text into the form (the server's newer draft, or
   * this browser's unsent one); 'page' keeps the page's text and saves it over the server's.
   */
  const resolve = useCallback(
    async (choice: 'other' | 'page', apply: (data: unknown) => void) => {
      const c = conflict;
      if (!c) return;
      blocked.current = false;
      setConflict(null);
      if (c.revision >= 0) {
        // The server's draft is newer than what this page built on.
        revision.current = c.revision;
        if (choice === 'other') {
          const json = JSON.stringify(c.data);
          latest.current = json;
          confirmed.current = json;
          writeStored(key, null);
          apply(c.data);
          setStatus('saved');
          return;
        }
      } else if (choice === 'other') {
        // This browser's unsent text: into the form, and saved over the server's.
        apply(c.data);
        latest.current = JSON.stringify(c.data);
      } else {
        latest.current = JSON.stringify(values);
        writeStored(key, null);
      }
      // Build on the server's current revision: the person chose.
      const current = await getJson<{ revision?: number } | null>(`${RECRUIT_API.draftOne}?kind=${kind}&postId=${postId}`);
      revision.current = (current.ok ? current.data?.revision : undefined) ?? 0;
      confirmed.current = '';
      await flush();
    },
    [conflict, flush, key, kind, postId, values],
  );

  /** After the form was submitted: the server removed the draft, so start from nothing. */
  const reset = useCallback((now: T) => {
    if (timer.current) clearTimeout(timer.current);
    revision.current = 0;
    const json = JSON.stringify(now);
    latest.current = json;
    confirmed.current = json;
    writeStored(key, null);
    setStatus('saved');
  }, [key]);

  return { status, savedAt, conflict, saveNow: flush, resolve, reset };
}
