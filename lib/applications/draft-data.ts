import type { ApplicationProduct } from './products';

/**
 * Drafts of the housing applications (issue #29 part 1) in the resume's draft store (brc_draft, kind
 * `housing`): one draft per user and product, the product as the draft's `post_id`. Pure, so the
 * forms (client) and the services share it. A draft keeps the typed text only: never the
 * declaration and consent ticks (they are given at submission) nor the idempotency key.
 */
export const HOUSING_DRAFT_POST: Record<ApplicationProduct, number> = { gzf: 1, bzf: 2, bzf_company: 3, gycq: 4 };

const NOT_KEPT = new Set(['declaration', 'consent', 'idempotencyKey']);

/** A form's values (or a plain post's fields) as a draft: strings only, lists joined by commas. */
export function toHousingDraft(values: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (NOT_KEPT.has(f)) continue;
    const v = values[f];
    if (typeof v === 'string') out[f] = v.slice(0, 2000);
    else if (typeof v === 'number') out[f] = String(v);
    else if (Array.isArray(v)) out[f] = v.filter((x) => typeof x === 'string' || typeof x === 'number').join(',').slice(0, 2000);
  }
  return out;
}

/** A stored draft back as a form's initial values (only the form's own fields; lists split). */
export function fromHousingDraft(data: unknown, fields: readonly string[], lists: readonly string[] = []): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (!data || typeof data !== 'object') return out;
  for (const f of fields) {
    if (NOT_KEPT.has(f)) continue;
    const v = (data as Record<string, unknown>)[f];
    if (typeof v !== 'string') continue;
    out[f] = lists.includes(f) ? v.split(',').filter(Boolean) : v;
  }
  return out;
}

/** The draft a form page was rendered with (the server's), and whose it is (useDraft keeps people apart). */
export type HousingDraftProps = { owner: number; revision: number; data: Record<string, string | string[]> | null };
