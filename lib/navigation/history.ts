/**
 * Browser-storage side of spec §2 navigation: the last visited pages (a stack of 10, newest first)
 * and the saved parent column. Every function is a silent no-op when localStorage is absent (SSR)
 * or throws (Safari private mode, quota, disabled storage): history is a convenience, never a
 * reason for a page to fail.
 */
import type { ColumnInfo } from './resolve';

export const NAVIGATION_STORAGE_KEYS = {
  history: 'bzf-portal:history',
  parentColumn: 'bzf-portal:parentInfo',
} as const;

/** Spec §9: history stack size. */
export const HISTORY_LIMIT = 10;

const MAX_ENTRY_LENGTH = 2048;
const MAX_INFO_LENGTH = 128;

function storage(): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return window.localStorage ?? null;
  } catch {
    // Accessing window.localStorage itself throws when storage is disabled.
    return null;
  }
}

function readJson(key: string): unknown {
  const s = storage();
  if (!s) return null;
  try {
    const raw = s.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): boolean {
  const s = storage();
  if (!s) return false;
  try {
    s.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Drops a login token from a path+query so it never lands in storage. */
export function withoutToken(entry: string): string {
  const q = entry.indexOf('?');
  if (q < 0) return entry;
  const hashAt = entry.indexOf('#', q);
  const search = hashAt < 0 ? entry.slice(q + 1) : entry.slice(q + 1, hashAt);
  const hash = hashAt < 0 ? '' : entry.slice(hashAt);
  const params = new URLSearchParams(search);
  if (!params.has('token')) return entry;
  params.delete('token');
  const rest = params.toString();
  return `${entry.slice(0, q)}${rest ? `?${rest}` : ''}${hash}`;
}

/** The stored history, newest first; [] when missing, malformed or unavailable. */
export function readHistory(): string[] {
  const value = readJson(NAVIGATION_STORAGE_KEYS.history);
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && v !== '').slice(0, HISTORY_LIMIT);
}

/**
 * Puts a path+query on top of the history stack (a repeated entry moves to the front) and keeps
 * the newest HISTORY_LIMIT. Returns the resulting stack (also when it could not be saved).
 */
export function pushHistory(entry: string): string[] {
  if (typeof entry !== 'string') return readHistory();
  const clean = withoutToken(entry.trim());
  if (clean === '' || clean.length > MAX_ENTRY_LENGTH) return readHistory();
  const next = [clean, ...readHistory().filter((e) => e !== clean)].slice(0, HISTORY_LIMIT);
  writeJson(NAVIGATION_STORAGE_KEYS.history, next);
  return next;
}

function isInfoText(v: unknown): v is string {
  return typeof v === 'string' && v !== '' && v.length <= MAX_INFO_LENGTH;
}

/** Saves the parent column (spec §2); returns whether it was stored. */
export function saveParentColumn(info: ColumnInfo): boolean {
  if (!info || !isInfoText(info.key) || typeof info.label !== 'string') return false;
  return writeJson(NAVIGATION_STORAGE_KEYS.parentColumn, { key: info.key, label: info.label });
}

/** The saved parent column, or null when missing, malformed or unavailable. */
export function readParentColumn(): ColumnInfo | null {
  const value = readJson(NAVIGATION_STORAGE_KEYS.parentColumn);
  if (typeof value !== 'object' || value === null) return null;
  const { key, label } = value as { key?: unknown; label?: unknown };
  if (!isInfoText(key) || typeof label !== 'string') return null;
  return { key, label };
}
