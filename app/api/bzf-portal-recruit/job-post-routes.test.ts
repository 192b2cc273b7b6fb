/** @jest-environment node */
import { call, CHINESE, expectRefused, PUBLIC_CACHE } from '@/lib/api/test-helpers';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { jobPosts, subsidiaries } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { shanghaiToday } from '@/lib/validation/resume';
import * as selectById from './brcJobPostEntity/selectById/route';
import * as selectByPage from './brcJobPostEntity/selectByPage/route';

const BASE = '/api/bzf-portal-recruit/brcJobPostEntity';
const day = (offsetDays: number) => shanghaiToday(new Date(Date.now() + offsetDays * 86_400_000));

it('job post handlers run on Node, are dynamic and answer GET only', () => {
  for (const m of [selectByPage, selectById]) {
    expect(m).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', GET: expect.any(Function) });
    expect(Object.keys(m)).not.toContain('POST');
  }
});

describe.each(testTargets().map((t) => [t.name, t] as const))('job post handlers on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  let open: number;
  let closed: number;
  let ended: number;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    const db = handle.db;
    const [sub] = await db.insert(subsidiaries).values({ name: '青禾安居物业服务有限公司' }).returning({ id: subsidiaries.id });
    const base = { department: '社区服务部', duties: '负责社区巡查\n受理报修', education: 'college' as const, headcount: 2, publishedAt: new Date() };
    const rows = await db
      .insert(jobPosts)
      .values([
        { ...base, title: '物业管理员', subsidiaryId: sub!.id, place: '北湖区', recruitType: 'social' as const, deadline: day(10), salaryMin: 4800, salaryMax: 6500 },
        { ...base, title: '客服专员', subsidiaryId: null, place: '澄江区', recruitType: 'social' as const, deadline: day(-3) },
        { ...base, title: '管理培训生', subsidiaryId: null, place: '澄江区', recruitType: 'campus' as const, deadline: day(-30), state: 'ended' as const },
      ])
      .returning({ id: jobPosts.id });
    [open, closed, ended] = rows.map((r) => r.id) as [number, number, number];
  });
  afterAll(() => closeServiceDatabase(handle));

  describe('selectByPage', () => {
    it('lists posts with their filters, newest first, publicly cacheable', async () => {
      const r = await call(selectByPage.GET, `${BASE}/selectByPage?type=social&place=bh&status=open`);
      expect(r.status).toBe(200);
      expect(r.cacheControl).toBe(PUBLIC_CACHE);
      expect(r.body.data).toMatchObject({
        total: 1,
        pageNum: 1,
        pageSize: 10,
        records: [{ id: open, title: '物业管理员', companyName: '青禾安居物业服务有限公司', status: 'open', statusLabel: '报名中', salaryMin: 4800, salaryMax: 6500 }],
      });
      const group = await call(selectByPage.GET, `${BASE}/selectByPage?company=0`);
      expect((group.body.data as { records: { id: number; status: string }[] }).records.map((p) => [p.id, p.status]).sort()).toEqual(
        [
          [closed, 'closed'],
          [ended, 'ended'],
        ].sort(),
      );
    });

    it('answers the last page for a page past the end', async () => {
      const r = await call(selectByPage.GET, `${BASE}/selectByPage?pageSize=2&pageNum=9`);
      expect(r.body.data).toMatchObject({ total: 3, pageNum: 2, pages: 2 });
    });

    it.each([
      ['an unknown place', 'place=haidian', 'place'],
      ['an unknown recruitment type', 'type=parttime', 'type'],
      ['an unknown status', 'status=expired', 'status'],
      ['a company that is not a number', 'company=abc', 'company'],
      ['a keyword with markup', 'keyword=%3Cb%3E', 'keyword'],
      ['a keyword over 30 characters', `keyword=${'岗'.repeat(31)}`, 'keyword'],
      ['a page past the limit', 'pageNum=10001', 'pageNum'],
      ['a page size over 50', 'pageSize=51', 'pageSize'],
      ['an unknown parameter', 'sort=salary', 'sort'],
    ])('refuses %s with 400 4000 naming the parameter in Chinese', async (_what, query, name) => {
      const r = await call(selectByPage.GET, `${BASE}/selectByPage?${query}`);
      expectRefused(r, 400, '4000');
      expect(r.body.msg).toContain(name);
      expect(r.body.msg).toMatch(CHINESE);
    });
  });

  describe('selectById', () => {
    it('answers one post with its duties and company, and says when it closed', async () => {
      const r = await call(selectById.GET, `${BASE}/selectById?postId=${open}`);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ id: open, title: '物业管理员', duties: '负责社区巡查\n受理报修', companyName: '青禾安居物业服务有限公司', educationLabel: '大专及以上', status: 'open' });
      const c = await call(selectById.GET, `${BASE}/selectById?postId=${closed}`);
      expect(c.body.data).toMatchObject({ status: 'closed', statusLabel: '已截止' });
    });

    it('answers 404 4040 for a post that does not exist', async () => {
      const r = await call(selectById.GET, `${BASE}/selectById?postId=987654`);
      expectRefused(r, 404, '4040');
      expect(r.body.msg).toBe('岗位不存在或已下线');
    });

    it.each([
      ['no postId', ''],
      ['a postId that is not a number', 'postId=abc'],
      ['postId 0', 'postId=0'],
      ['an id past int32', 'postId=2147483648'],
      ['an extra parameter', 'postId=1&contentId=2'],
    ])('refuses %s with 400 4000', async (_what, query) => {
      expectRefused(await call(selectById.GET, `${BASE}/selectById?${query}`), 400, '4000');
    });
  });
});
