import { cache } from 'react';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { banners } from '@/lib/db/schema';
import { clampLimit } from '@/lib/cms/paging';
import type { Banner } from '@/lib/cms/types';

export const BANNER_LIMIT_MAX = 20;

/** A column's enabled banners in display order. */
export const listBanners = cache(async (columnKey: string, limit: number = 10): Promise<Banner[]> => {
  const db = await getDb();
  return db
    .select({
      id: banners.id,
      columnKey: banners.columnKey,
      title: banners.title,
      subtitle: banners.subtitle,
      imageUrl: banners.imageUrl,
      linkUrl: banners.linkUrl,
    })
    .from(banners)
    .where(and(eq(banners.columnKey, columnKey), eq(banners.enabled, true)))
    .orderBy(asc(banners.sortOrder), asc(banners.id))
    .limit(clampLimit(limit, BANNER_LIMIT_MAX, 10));
});
