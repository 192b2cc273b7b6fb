import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { appMeta, columns } from '../schema';
import { SEED_COLUMNS, type SeedColumn } from './columns';

const SEEDED_FLAG = 'demo_seeded';

/**
 * Writes the demo content once per database. Runs in one transaction under an advisory lock, so
 * several portal instances starting together on one PostgreSQL seed it exactly once.
 */
export async function seedDemoContentOnce(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_FLAG));
    if (done.length > 0) return false;
    await insertColumns(tx as unknown as Db, SEED_COLUMNS, null, 1);
    await tx.insert(appMeta).values({ key: SEEDED_FLAG, value: new Date().toISOString() });
    return true;
  });
}

async function insertColumns(db: Db, nodes: SeedColumn[], parentKey: string | null, level: number): Promise<void> {
  if (level > 4) throw new Error('栏目层级不能超过四级');
  await db.insert(columns).values(
    nodes.map((n, i) => ({
      key: n.key,
      label: n.label,
      parentKey,
      sortOrder: i,
      level,
      route: n.route,
      specialKey: n.specialKey ?? null,
      navHidden: n.navHidden ?? false,
      description: n.description ?? '',
      isDemo: true,
    })),
  );
  for (const n of nodes) if (n.children?.length) await insertColumns(db, n.children, n.key, level + 1);
}
