/** @jest-environment node */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { moduleAccess } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { USER_AGENTS } from '@/lib/device/test-user-agents';
import { countModuleAccess, hashVisitorId, recordModuleAccess, VISIT_WINDOW_MS, visitorHashOf } from './module-access';

const MINUTE = 60_000;

describeEachDatabase('module-access service', (database) => {
  it('records accesses, storing only the SHA-256 of the visitor id', async () => {
    expect(await countModuleAccess('home')).toBe(0);
    const visitorId = 'fp-3f2a9c7e';
    expect(await recordModuleAccess({ moduleKey: 'home', moduleName: '首页', path: '/home', visitorId })).toEqual({ recorded: true });
    await recordModuleAccess({ moduleKey: 'home' });
    await recordModuleAccess({ moduleKey: 'news' });
    expect(await countModuleAccess('home')).toBe(2);
    expect(await countModuleAccess('news')).toBe(1);
    expect(await countModuleAccess('nothing')).toBe(0);

    const rows = await database().db.select().from(moduleAccess).where(eq(moduleAccess.moduleKey, 'home'));
    const withVisitor = rows.find((r) => r.visitorHash !== null)!;
    const expected = createHash('sha256').update(visitorId).digest('hex');
    expect(withVisitor).toMatchObject({ moduleName: '首页', path: '/home', visitorHash: expected });
    expect(hashVisitorId(visitorId)).toBe(expected);
    expect(JSON.stringify(rows)).not.toContain(visitorId);
    expect(rows.find((r) => r.visitorHash === null)).toMatchObject({ moduleName: '', path: '' });
  });

  it('counts a visitor once per module per 30 minutes: again only 30 minutes after the last counted visit', async () => {
    const t0 = new Date('2026-11-20T02:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
    const visit = (moduleKey: string, minutes: number, visitorKey = '10.1.0.7|Mozilla/5.0 phone') =>
      recordModuleAccess({ moduleKey, visitorKey, userAgent: USER_AGENTS.androidChrome }, at(minutes));

    expect(await visit('tzgg', 0)).toEqual({ recorded: true });
    expect(await visit('tzgg', 1)).toEqual({ recorded: false, reason: 'repeat' });
    expect(await visit('tzgg', 29.99)).toEqual({ recorded: false, reason: 'repeat' });
    // Another module, and another visitor, are counted on their own.
    expect(await visit('xwzx', 5)).toEqual({ recorded: true });
    expect(await visit('tzgg', 5, '10.1.0.8|Mozilla/5.0 phone')).toEqual({ recorded: true });
    expect(await visit('tzgg', VISIT_WINDOW_MS / MINUTE)).toEqual({ recorded: true });
    expect(await visit('tzgg', 45)).toEqual({ recorded: false, reason: 'repeat' });
    expect(await visit('tzgg', 61)).toEqual({ recorded: true });

    const hash = visitorHashOf({ visitorKey: '10.1.0.7|Mozilla/5.0 phone' })!;
    const rows = await database().db.select().from(moduleAccess).where(eq(moduleAccess.visitorHash, hash));
    expect(rows.map((r) => [r.moduleKey, r.accessedAt.toISOString()]).sort()).toEqual(
      [
        ['tzgg', at(0).toISOString()],
        ['tzgg', at(30).toISOString()],
        ['tzgg', at(61).toISOString()],
        ['xwzx', at(5).toISOString()],
      ].sort(),
    );
    // The address and agent are never stored as they are.
    expect(JSON.stringify(rows)).not.toContain('10.1.0.7');
  });

  it('stores one row when one visitor sends the same access many times at once', async () => {
    const now = new Date('2026-11-21T03:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => recordModuleAccess({ moduleKey: 'burst', visitorId: 'fp-burst', userAgent: USER_AGENTS.iphoneSafari }, now)),
    );
    expect(results.filter((r) => r.recorded)).toHaveLength(1);
    expect(await countModuleAccess('burst')).toBe(1);
  });

  it('does not count robots, nor requests without any user agent', async () => {
    expect(await recordModuleAccess({ moduleKey: 'robots', visitorKey: 'a', userAgent: 'Mozilla/5.0 (compatible; Baiduspider/2.0)' })).toEqual({
      recorded: false,
      reason: 'bot',
    });
    expect(await recordModuleAccess({ moduleKey: 'robots', visitorKey: 'b', userAgent: null })).toEqual({ recorded: false, reason: 'bot' });
    expect(await countModuleAccess('robots')).toBe(0);
  });
});
