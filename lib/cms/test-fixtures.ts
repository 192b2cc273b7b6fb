/**
 * Fixture helpers for the service and handler tests: each test writes its own rows into a fresh
 * database (never the demo seed), so a change to the demo content cannot break or fake a test.
 */
import { and, eq } from 'drizzle-orm';
import { auditLog, columns, contents } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';
import type { AuditActor } from '@/lib/staff/audit';
import { releaseProcessDatabase, adoptAsProcessDatabase, testTargets, type TestDatabase, type TestTarget } from '@/lib/db/testing';

/** Opens the target and makes getDb() return it; `close` undoes both. */
export async function openServiceDatabase(target: TestTarget): Promise<TestDatabase> {
  const handle = await target.open();
  adoptAsProcessDatabase(handle);
  return handle;
}

export async function closeServiceDatabase(handle: TestDatabase | undefined): Promise<void> {
  try {
    releaseProcessDatabase();
  } finally {
    await handle?.dispose();
  }
}

export type FixtureColumn = {
  key: string;
  label?: string;
  parentKey?: string | null;
  sortOrder?: number;
  navHidden?: boolean;
  route?: string;
  specialKey?: string | null;
};

/** Inserts columns in the order given (parents first); level follows the parent chain. */
export async function addColumns(db: Db, list: FixtureColumn[]): Promise<void> {
  const levels = new Map<string, number>();
  for (const c of list) {
    const level = c.parentKey ? (levels.get(c.parentKey) ?? 1) + 1 : 1;
    levels.set(c.key, level);
    await db.insert(columns).values({
      key: c.key,
      label: c.label ?? `栏目${c.key}`,
      parentKey: c.parentKey ?? null,
      sortOrder: c.sortOrder ?? 0,
      level,
      route: c.route ?? '/t1/news_list',
      specialKey: c.specialKey ?? null,
      navHidden: c.navHidden ?? false,
    });
  }
}

export type FixtureContent = Partial<typeof contents.$inferInsert> & { columnKey: string; title: string };

/** Inserts one content (published, dated 2024-01-01 unless told otherwise) and returns its id. */
export async function addContent(db: Db, c: FixtureContent): Promise<number> {
  const [row] = await db
    .insert(contents)
    .values({ status: 'published', publishAt: new Date('2024-01-01T00:00:00Z'), ...c })
    .returning({ id: contents.id });
  if (!row) throw new Error('fixture insert returned no row');
  return row.id;
}

/** A date `days` after 2024-01-01, for readable ordering fixtures. */
export function day(days: number): Date {
  return new Date(Date.UTC(2024, 0, 1 + days, 8, 0, 0));
}

/**
 * A suite run once per test database (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set), each
 * time on a fresh one that getDb() answers from. `database()` is the open one, in hooks and tests; the
 * suite's own beforeAll hooks run after it opens and its afterAll hooks before it closes. The title
 * names the database where it says %s, else at its end ("… on pglite").
 */
export function describeEachDatabase(title: string, suite: (database: () => TestDatabase) => void): void {
  describe.each(testTargets().map((t) => [t.name, t] as const))(title.includes('%s') ? title : `${title} on %s`, (_name, target) => {
    let handle: TestDatabase | undefined;
    beforeAll(async () => {
      handle = await openServiceDatabase(target);
    });
    suite(() => {
      if (!handle) throw new Error('the test database is open only inside hooks and tests');
      return handle;
    });
    afterAll(() => closeServiceDatabase(handle));
  });
}

/** A staff member as the audit log names them (the tests' console users). */
export function staffActor(role: AuditActor['role'], n = 1, address = '10.0.0.1'): AuditActor {
  return { staffId: n, login: `${role}${n}`, role, address };
}

/** What a promise rejects with, or null when it resolves: for asserting the kind of a refusal. */
export function rejectionOf(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => null,
    (e: unknown) => e,
  );
}

/** The two columns the article-workflow tests write into: a notice column and a policy column. */
export const WORKFLOW_COLUMNS: FixtureColumn[] = [
  { key: 'tzgg', label: '通知公告', route: '/t3/news_list' },
  { key: 'zcjd', label: '政策解读', route: '/t1/news_list' },
];

/** An article's audit rows, oldest first. */
export function contentAuditRows(db: Db, id: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'content'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
}
