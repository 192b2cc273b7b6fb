/** @jest-environment node */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { moduleAccess } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { countModuleAccess, hashVisitorId, recordModuleAccess } from './module-access';

describe.each(testTargets().map((t) => [t.name, t] as const))('module-access service on %s', (_name, target) => {
  let handle: TestDatabase | undefined;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
  });
  afterAll(() => closeServiceDatabase(handle));

  it('records accesses, storing only the SHA-256 of the visitor id', async () => {
    expect(await countModuleAccess('home')).toBe(0);
    const visitorId = 'fp-3f2a9c7e';
    expect(await recordModuleAccess({ moduleKey: 'home', moduleName: '首页', path: '/home', visitorId })).toEqual({ recorded: true });
    await recordModuleAccess({ moduleKey: 'home' });
    await recordModuleAccess({ moduleKey: 'news' });
    expect(await countModuleAccess('home')).toBe(2);
    expect(await countModuleAccess('news')).toBe(1);
    expect(await countModuleAccess('nothing')).toBe(0);

    const rows = await handle!.db.select().from(moduleAccess).where(eq(moduleAccess.moduleKey, 'home'));
    const withVisitor = rows.find((r) => r.visitorHash !== null)!;
    const expected = createHash('sha256').update(visitorId).digest('hex');
    expect(withVisitor).toMatchObject({ moduleName: '首页', path: '/home', visitorHash: expected });
    expect(hashVisitorId(visitorId)).toBe(expected);
    expect(JSON.stringify(rows)).not.toContain(visitorId);
    expect(rows.find((r) => r.visitorHash === null)).toMatchObject({ moduleName: '', path: '' });
  });
});
