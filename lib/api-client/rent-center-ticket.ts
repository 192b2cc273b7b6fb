/**
 * The rental-centre ticket is single-use and valid 2 minutes. The iframe remembers which source it
 * has used and when a source was issued, so it never loads a spent or stale ticket.
 */
const issued = new Map<string, number>();
const used = new Set<string>();

export const TICKET_FRESH_MS = 90_000;

export function noteIssued(src: string, now = Date.now()): void {
  issued.set(src, now);
}

export function isFresh(src: string | null | undefined, now = Date.now()): src is string {
  if (!src || used.has(src)) return false;
  const at = issued.get(src);
  return at !== undefined && now - at < TICKET_FRESH_MS;
}

export function markUsed(src: string): void {
  used.add(src);
}
