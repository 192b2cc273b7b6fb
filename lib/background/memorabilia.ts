import { cache } from 'react';
import { asc, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { memorabilia } from '@/lib/db/schema';
import type { MemorabiliaItem } from '@/lib/cms/types';

/** Years that have at least one event, newest first. */
export const listMemorabiliaYears = cache(async (): Promise<number[]> => {
  const db = await getDb();
  const rows = await db.selectDistinct({ year: memorabilia.year }).from(memorabilia).orderBy(desc(memorabilia.year));
  return rows.map((r) => r.year);
});

/** One year's events in date order. */
export const listMemorabiliaByYear = cache(async (year: number): Promise<MemorabiliaItem[]> => {
  if (!Number.isInteger(year) || year < -32768 || year > 32767) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: memorabilia.id,
      year: memorabilia.year,
      eventDate: memorabilia.eventDate,
      title: memorabilia.title,
      description: memorabilia.description,
      imageUrl: memorabilia.imageUrl,
    })
    .from(memorabilia)
    .where(eq(memorabilia.year, year))
    .orderBy(asc(memorabilia.eventDate), asc(memorabilia.id));
  return rows;
});
