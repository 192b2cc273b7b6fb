/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { seedDemoContentOnce } from './seed';
import { testTargets } from './testing';

describe.each(testTargets().map((t) => [t.name, t] as const))('database on %s', (_name, target) => {
  it('applies every migration to a fresh database and seeds the demo content exactly once', async () => {
    const handle = await target.open();
    try {
      const tables = await handle.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`);
      const names = (tables.rows as { table_name: string }[]).map((r) => r.table_name);
      expect(names).toEqual(expect.arrayContaining(['bpc_column', 'bpc_content', 'bpb_web_skin', 'bpm_module_access']));
      expect(await seedDemoContentOnce(handle.db)).toBe(true);
      expect(await seedDemoContentOnce(handle.db)).toBe(false);
      const count = await handle.db.execute(sql`select count(*)::int as n from bpc_column`);
      expect((count.rows[0] as { n: number }).n).toBeGreaterThan(40);
    } finally {
      await handle.dispose();
    }
  });
});
