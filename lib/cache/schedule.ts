/**
 * Scheduled publishing without a job (issue #26 part 3): an article 已发布 with a publish time
 * ahead is filtered out by every public read until then, and the cached reads (and the pages built
 * from them) live no longer than until that time. Each content read asks for its revalidate time
 * here: at most the configured time, at most the seconds until the next scheduled article, and —
 * right after one went live — at most the seconds since, so an entry written before it is stale.
 * The schedule is read from the database (shared by every instance) at most once a second per process,
 * and again at once after a publish in this process.
 */
import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/db/client';

type Schedule = { next: number | null; lastPassed: number | null; readAt: number };

const READ_EVERY_MS = 1000;

/**
 * One memo per process, on globalThis: Next loads this module once for route handlers and again for
 * pages (separate layers), and a publish handled by one must reach the pages' reads at once —
 * a module-level memo kept the pages on "nothing scheduled" for its lifetime (seen in e2e).
 */
type Memo = { known: Schedule | null; reading: Promise<Schedule> | null };
const memo = ((globalThis as { __bzfContentSchedule?: Memo }).__bzfContentSchedule ??= { known: null, reading: null });

async function readSchedule(): Promise<Schedule> {
  const db = await getDb();
  // Two index lookups on bpc_content_publish_idx (status, publish_at).
  const [row] = await queryRows<{ next: string | Date | null; last: string | Date | null }>(
    db,
    sql`select (select min(publish_at) from bpc_content where status = 'published' and publish_at > now()) as next,
               (select max(publish_at) from bpc_content where status = 'published' and publish_at <= now()) as last`,
  );
  const ms = (v: string | Date | null | undefined) => (v ? new Date(v).getTime() : null);
  return { next: ms(row?.next), lastPassed: ms(row?.last), readAt: Date.now() };
}

/** Forgets the schedule read (after a publish in this process, so the next read sees it). */
export function forgetSchedule(): void {
  memo.known = null;
}

async function currentSchedule(): Promise<Schedule | null> {
  if (memo.known && Date.now() - memo.known.readAt < READ_EVERY_MS) return memo.known;
  const reading = (memo.reading ??= readSchedule().finally(() => {
    memo.reading = null;
  }));
  try {
    memo.known = await reading;
  } catch {
    // The database is away: the configured time applies (the read itself will fail and say so).
    return memo.known;
  }
  return memo.known;
}

/** The pure rule: seconds a content read may live, given the schedule and the configured bound. */
export function scheduledRevalidate(schedule: Pick<Schedule, 'next' | 'lastPassed'> | null, bound: number, now = Date.now()): number {
  if (!schedule) return bound;
  let seconds = bound;
  // A "next" the last read saw that has passed since went live: it counts as the last one passed.
  const passed = Math.max(schedule.lastPassed ?? -Infinity, schedule.next !== null && schedule.next <= now ? schedule.next : -Infinity);
  if (schedule.next !== null && schedule.next > now) seconds = Math.min(seconds, Math.ceil((schedule.next - now) / 1000));
  if (Number.isFinite(passed)) {
    const since = Math.floor((now - passed) / 1000);
    if (since < bound) seconds = Math.min(seconds, Math.max(1, since));
  }
  return Math.max(1, seconds);
}

export async function contentRevalidateSeconds(bound: number): Promise<number> {
  return scheduledRevalidate(await currentSchedule(), bound);
}
