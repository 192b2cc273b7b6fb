/**
 * Housing application drafts on the server (lib/recruitment/drafts.ts's store, kind `housing`):
 * saved as the person types (the forms' useDraft), by the 保存草稿 button without JavaScript
 * (putHousingDraft), read when the form opens, and deleted when the application is submitted.
 * They are brc_draft rows, so the privacy inventory's export, deletion and retention cover them.
 */
import { getDraft, putDraft, removeDraft, type Draft } from '@/lib/recruitment/drafts';
import { HOUSING_DRAFT_POST, toHousingDraft } from './draft-data';
import type { ApplicationProduct } from './products';

export function getHousingDraft(userId: number, product: ApplicationProduct): Promise<Draft | null> {
  return getDraft(userId, 'housing', HOUSING_DRAFT_POST[product]);
}

/** Stores what a plain form post carried (the person's latest text by definition). */
export function putHousingDraft(userId: number, product: ApplicationProduct, values: Record<string, unknown>, fields: readonly string[]): Promise<void> {
  return putDraft(userId, 'housing', HOUSING_DRAFT_POST[product], toHousingDraft(values, fields));
}

export function removeHousingDraft(userId: number, product: ApplicationProduct): Promise<boolean> {
  return removeDraft(userId, 'housing', HOUSING_DRAFT_POST[product]);
}

/** A plain post that came back refused: what was typed is kept as the draft, so the form shows it again. */
export async function keepPostedDraft(userId: number | undefined, product: ApplicationProduct, posted: URLSearchParams, fields: readonly string[], lists: readonly string[] = []): Promise<void> {
  if (!userId) return;
  const values: Record<string, unknown> = {};
  for (const f of fields) values[f] = lists.includes(f) ? posted.getAll(f) : (posted.get(f) ?? undefined);
  await putHousingDraft(userId, product, values, fields);
}
