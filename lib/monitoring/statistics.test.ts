/** @jest-environment node */
import { moduleAccess, moduleAccessDaily } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { USER_AGENTS } from '@/lib/device/test-user-agents';
import { recordModuleAccess } from './module-access';
import { listDailyVisits, RAW_RETENTION_DAYS, rollUpModuleAccess } from './statistics';

/** A moment in city time (UTC+8): "2026-11-20 09:30". */
const city = (s: string) => new Date(`${s.replace(' ', 'T')}:00+08:00`);

describeEachDatabase('visit statistics', (database) => {
  const visit = (moduleKey: string, when: string, visitor: string, moduleName = '') =>
    recordModuleAccess({ moduleKey, moduleName, visitorKey: visitor, userAgent: USER_AGENTS.androidChrome }, city(when));

  it('reads visits per module per day, with days split at midnight city time, today included', async () => {
    await visit('tzgg', '2026-11-18 23:50', 'v1', '通知公告');
    await visit('tzgg', '2026-11-19 00:10', 'v1', '通知公告'); // 20 minutes later but the next day: still a repeat
    await visit('tzgg', '2026-11-19 08:00', 'v1', '通知公告');
    await visit('tzgg', '2026-11-19 08:05', 'v2', '通知公告');
    await visit('xwzx', '2026-11-19 09:00', 'v1', '新闻中心');
    await visit('tzgg', '2026-11-20 10:00', 'v3', '通知公告');
    await visit('robot', '2026-11-20 10:00', 'v4');

    expect(await listDailyVisits(7, city('2026-11-20 12:00'))).toEqual([
      { day: '2026-11-20', moduleKey: 'robot', moduleName: '', visits: 1, visitors: 1 },
      { day: '2026-11-20', moduleKey: 'tzgg', moduleName: '通知公告', visits: 1, visitors: 1 },
      { day: '2026-11-19', moduleKey: 'tzgg', moduleName: '通知公告', visits: 2, visitors: 2 },
      { day: '2026-11-19', moduleKey: 'xwzx', moduleName: '新闻中心', visits: 1, visitors: 1 },
      { day: '2026-11-18', moduleKey: 'tzgg', moduleName: '通知公告', visits: 1, visitors: 1 },
    ]);
    // The window: the last 2 days are today and yesterday.
    expect((await listDailyVisits(2, city('2026-11-20 12:00'))).map((r) => r.day)).not.toContain('2026-11-18');
  });

  it('rolls complete days up, keeps today raw, and reads the same figures after the roll-up', async () => {
    const now = city('2026-11-20 12:00');
    const before = await listDailyVisits(7, now);
    const first = await rollUpModuleAccess(now);
    expect(first.rolledUp).toBe(3); // 11-18 tzgg, 11-19 tzgg and xwzx; today is not complete
    const daily = await database().db.select().from(moduleAccessDaily);
    expect(daily.map((d) => d.day).sort()).toEqual(['2026-11-18', '2026-11-19', '2026-11-19']);
    expect(await listDailyVisits(7, now)).toEqual(before);
    // Rolled up again (another instance, the next access): the same figures, no double counting.
    await rollUpModuleAccess(now);
    expect(await listDailyVisits(7, now)).toEqual(before);
  });

  it(`prunes raw rows after ${RAW_RETENTION_DAYS} days, only of rolled-up days, and keeps their daily figures`, async () => {
    const later = city('2027-02-18 09:00'); // 91 days after 2026-11-19
    const rawBefore = (await database().db.select().from(moduleAccess)).length;
    const result = await rollUpModuleAccess(later);
    // 11-18 and 11-19 are older than 90 days: their 4 rows go; 11-20 (rolled up now) stays raw.
    expect(result.pruned).toBe(4);
    expect((await database().db.select().from(moduleAccess)).length).toBe(rawBefore - 4);
    const kept = await listDailyVisits(100, later);
    expect(kept.filter((r) => r.day === '2026-11-19')).toEqual([
      { day: '2026-11-19', moduleKey: 'tzgg', moduleName: '通知公告', visits: 2, visitors: 2 },
      { day: '2026-11-19', moduleKey: 'xwzx', moduleName: '新闻中心', visits: 1, visitors: 1 },
    ]);
    expect(kept.filter((r) => r.day === '2026-11-20').map((r) => r.moduleKey).sort()).toEqual(['robot', 'tzgg']);
  });

  it('never prunes raw rows of a day that was not rolled up', async () => {
    await database().db.delete(moduleAccessDaily);
    await database().db.delete(moduleAccess);
    await visit('old', '2026-01-05 10:00', 'v9');
    const { PRUNE_SQL } = await import('./statistics-sql.mjs');
    const client = (database().db as unknown as { $client: { query(t: string, p: unknown[]): Promise<unknown> } }).$client;
    await client.query(PRUNE_SQL, [city('2026-12-01 10:00').toISOString(), RAW_RETENTION_DAYS]);
    expect((await database().db.select().from(moduleAccess)).length).toBe(1);
  });
});
