import { cache } from 'react';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { businessSegments } from '@/lib/db/schema';
import type { BusinessSegment } from '@/lib/cms/types';

/** Enabled business segments in display order. */
export const listBusinessSegments = cache(async (): Promise<BusinessSegment[]> => {
  const db = await getDb();
  return db
    .select({
      id: businessSegments.id,
      name: businessSegments.name,
      summary: businessSegments.summary,
      icon: businessSegments.icon,
      linkUrl: businessSegments.linkUrl,
      columnKey: businessSegments.columnKey,
    })
    .from(businessSegments)
    .where(eq(businessSegments.enabled, true))
    .orderBy(asc(businessSegments.sortOrder), asc(businessSegments.id));
});
