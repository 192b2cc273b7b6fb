import { cache } from 'react';
import { asc, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { friendlyLinks } from '@/lib/db/schema';
import { normalisePaging, toPage } from '@/lib/cms/paging';
import type { FriendlyLink, Page } from '@/lib/cms/types';

const listFriendlyLinksCached = cache(async (pageNum: number | undefined, pageSize: number | undefined): Promise<Page<FriendlyLink>> => {
  const paging = normalisePaging({ pageNum, pageSize });
  const db = await getDb();
  const enabled = eq(friendlyLinks.enabled, true);
  const [totals] = await db.select({ total: count() }).from(friendlyLinks).where(enabled);
  const total = totals?.total ?? 0;
  if (total === 0 || paging.offset >= total) return toPage([], total, paging);
  const rows = await db
    .select({ id: friendlyLinks.id, name: friendlyLinks.name, url: friendlyLinks.url, groupName: friendlyLinks.groupName })
    .from(friendlyLinks)
    .where(enabled)
    .orderBy(asc(friendlyLinks.sortOrder), asc(friendlyLinks.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return toPage(rows, total, paging);
});

/** Enabled friendly links in display order, a page at a time. */
export function listFriendlyLinks(input: { pageNum?: number; pageSize?: number } = {}): Promise<Page<FriendlyLink>> {
  return listFriendlyLinksCached(input.pageNum, input.pageSize);
}
