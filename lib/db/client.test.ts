/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { queryRows } from './client';
import { seedDemoContentOnce } from './seed';
import { testTargets } from './testing';

describe.each(testTargets().map((t) => [t.name, t] as const))('database on %s', (_name, target) => {
  it('applies every migration to a fresh database and seeds the demo content exactly once', async () => {
    const handle = await target.open();
    try {
      const tables = await queryRows<{ table_name: string }>(
        handle.db,
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      const names = tables.map((r) => r.table_name);
      expect(names).toEqual(expect.arrayContaining(['bpc_column', 'bpc_content', 'bpb_web_skin', 'bpm_module_access']));
      expect(await seedDemoContentOnce(handle.db)).toBe(true);
      expect(await seedDemoContentOnce(handle.db)).toBe(false);
      const [count] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from bpc_column`);
      expect(count?.n).toBeGreaterThan(40);
    } finally {
      await handle.dispose();
    }
  });
});

describe('embedded database folder', () => {
  it('keeps its data after the process closes and reopens it (a restart)', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { openDatabase } = await import('./client');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bzf-restart-'));
    try {
      const first = await openDatabase({ dataDir: dir, afterOpen: [seedDemoContentOnce] });
      await first.db.execute(sql`insert into bpm_module_access (module_key, path) values ('restart_probe', '/home')`);
      await first.close();

      const second = await openDatabase({ dataDir: dir, afterOpen: [seedDemoContentOnce] });
      const [probe] = await queryRows<{ n: number }>(
        second.db,
        sql`select count(*)::int as n from bpm_module_access where module_key = 'restart_probe'`,
      );
      const [columns] = await queryRows<{ n: number }>(second.db, sql`select count(*)::int as n from bpc_column`);
      await second.close();
      expect(probe?.n).toBe(1);
      // Seeding again on restart must not duplicate anything.
      expect(columns?.n).toBe(
        (await import('./seed/columns')).SEED_COLUMNS.reduce(function count(acc: number, c: { children?: unknown[] }): number {
          return acc + 1 + ((c.children as { children?: unknown[] }[] | undefined) ?? []).reduce(count, 0);
        }, 0),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
