import { revalidateTag } from 'next/cache';
import type { CacheTag } from './index';

/**
 * After a console change (and the operators' revalidate call): the pages and cached reads under
 * these tags expire at once on every instance — the shared cache store (pg-cache-store.js) records
 * the tag's time in PostgreSQL, and every instance compares it before serving — so the next request
 * renders from the database. Call it after the change's transaction committed, never inside it.
 */
export function invalidate(tags: readonly CacheTag[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
}
