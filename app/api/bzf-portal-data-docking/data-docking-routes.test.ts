/** @jest-environment node */
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { housingProjects } from '@/lib/db/schema';
import { seedProjects } from '@/lib/db/seed/projects';
import { call, CHINESE, expectRefused, PUBLIC_CACHE } from '@/lib/api/test-helpers';
import * as selectProject from './dataMiddleOffice/selectProject/route';

const PATH = '/api/bzf-portal-data-docking/dataMiddleOffice/selectProject';

describeEachDatabase('selectProject', (database) => {
  let rows: (typeof housingProjects.$inferSelect)[];

  beforeAll(async () => {
    await seedProjects(database().db);
    rows = await database().db.select().from(housingProjects);
  });

  it('lists projects with three filters and paging, publicly cacheable', async () => {
    const r = await call(selectProject.GET, `${PATH}?type=gzf,bzf&district=yx&status=open&pageSize=2`);
    expect(r.status).toBe(200);
    expect(r.cacheControl).toBe(PUBLIC_CACHE);
    const expected = rows.filter((p) => ['gzf', 'bzf'].includes(p.businessType) && p.district === '云溪区' && p.status === 'open');
    expect(r.body.data).toMatchObject({ total: expected.length, pageSize: 2, pageNum: 1 });
    const records = (r.body.data as { records: { id: number; district: string }[] }).records;
    expect(records.length).toBe(Math.min(2, expected.length));
    for (const p of records) expect(expected.map((e) => e.id)).toContain(p.id);
  });

  it('returns one project with its unit types by projectId, and a 404 code for an id that names nothing', async () => {
    const r = await call(selectProject.GET, `${PATH}?projectId=${rows[0]!.id}`);
    expect(r.body.data).toMatchObject({ id: rows[0]!.id, name: rows[0]!.name, unitTypes: expect.any(Array) });
    expectRefused(await call(selectProject.GET, `${PATH}?projectId=999999`), 404, '4040');
  });

  it.each([
    ['an unknown district', 'district=nowhere'],
    ['an unknown type', 'type=villa'],
    ['a made-up rent band', 'rent=0-999'],
    ['a page size over 50', 'pageSize=51'],
    ['an unknown parameter', 'colour=red'],
    ['a keyword over 30 characters', `keyword=${'安'.repeat(31)}`],
  ])('refuses %s with 400, a code and a Chinese message', async (_label, query) => {
    const r = await call(selectProject.GET, `${PATH}?${query}`);
    expect(r.status).toBe(400);
    expect(r.body.code).not.toBe('1');
    expect(r.body.msg).toMatch(CHINESE);
  });
});
