import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { jobPosts, subsidiaries } from '@/lib/db/schema';
import { shanghaiToday } from '@/lib/validation/resume';
import { GROUP_COMPANY_NAME } from './company';

/** The posts taking applications now, for the quick form's post list ("岗位 — 单位"). */
export async function listOpenPostChoices(now: Date = new Date()): Promise<{ id: number; label: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: jobPosts.id, title: jobPosts.title, company: subsidiaries.name })
    .from(jobPosts)
    .leftJoin(subsidiaries, eq(subsidiaries.id, jobPosts.subsidiaryId))
    .where(and(eq(jobPosts.state, 'open'), gte(jobPosts.deadline, sql`${shanghaiToday(now)}::date`)))
    .orderBy(desc(jobPosts.publishedAt), desc(jobPosts.id))
    .limit(200);
  return rows.map((r) => ({ id: r.id, label: `${r.title} — ${r.company ?? GROUP_COMPANY_NAME}` }));
}
