/** @jest-environment node */
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { companyIntroduce, jobPosts, subsidiaries } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { DISTRICTS } from '@/lib/validation/districts';
import { parseJobFilter } from '@/lib/validation/job-filter';
import { COMPANY_INTRODUCE } from '@/lib/db/seed/contents-company';
import { GROUP_COMPANY_NAME as APPLICATIONS_GROUP_NAME } from './applications';
import { GROUP_COMPANY_NAME } from './post-links';
import { effectiveStatus, getJobPost, isOpenForApplications, listCompanyChoices, listJobPosts, listOpenJobPostsForSitemap, textLines } from './posts';

/** 2026-11-20 12:00 in Shanghai: "today" of these tests. */
const NOW = new Date('2026-11-20T04:00:00Z');
const TODAY = '2026-11-20';

const filterOf = (query: Record<string, string>) => {
  const params = new URLSearchParams(query);
  return parseJobFilter((n) => params.get(n)).filter;
};

describe('effectiveStatus at the deadline (Asia/Shanghai)', () => {
  const post = { state: 'open' as const, deadline: '2026-11-20' };

  it('is 报名中 until 23:59:59 of the deadline day in Shanghai, 已截止 from midnight', () => {
    expect(effectiveStatus(post, new Date('2026-11-20T15:59:59.999Z'))).toBe('open');
    expect(effectiveStatus(post, new Date('2026-11-20T16:00:00.000Z'))).toBe('closed');
    // Early morning in Shanghai is still the previous day in UTC: the Shanghai date counts.
    expect(effectiveStatus({ state: 'open', deadline: '2026-11-19' }, new Date('2026-11-19T16:30:00Z'))).toBe('closed');
    expect(effectiveStatus({ state: 'open', deadline: '2026-11-20' }, new Date('2026-11-19T16:30:00Z'))).toBe('open');
  });

  it('is 已结束 whenever the operator ended the post, before or after the deadline', () => {
    expect(effectiveStatus({ state: 'ended', deadline: '2099-01-01' }, NOW)).toBe('ended');
    expect(effectiveStatus({ state: 'ended', deadline: '2000-01-01' }, NOW)).toBe('ended');
  });

  it('takes applications only while 报名中', () => {
    expect(isOpenForApplications(post, new Date('2026-11-20T15:59:59Z'))).toBe(true);
    expect(isOpenForApplications(post, new Date('2026-11-20T16:00:00Z'))).toBe(false);
    expect(isOpenForApplications({ state: 'ended', deadline: '2099-01-01' }, NOW)).toBe(false);
  });
});

it('names the group as the applications service and the demo company record do', () => {
  expect(GROUP_COMPANY_NAME).toBe(APPLICATIONS_GROUP_NAME);
  expect(GROUP_COMPANY_NAME).toBe(COMPANY_INTRODUCE.name);
});

describe('textLines', () => {
  it('reads multi-line text as its lines, without blank lines or list markers', () => {
    expect(textLines('1. 负责巡查\r\n\n2、受理报修\n- 组织演练\n  • 建立档案  ')).toEqual(['负责巡查', '受理报修', '组织演练', '建立档案']);
    expect(textLines('')).toEqual([]);
  });
});

type Fixture = typeof jobPosts.$inferInsert;

/** Posts over every company, type, district, state and a deadline on each side of today. */
function fixturePosts(subsidiaryIds: number[]): Fixture[] {
  const titles = ['物业管理员', '工程管理岗', '租赁服务专员', '财务会计', '法务专员', '信息化工程师', '客服专员', '管理培训生'];
  const out: Fixture[] = [];
  for (let i = 0; i < 31; i++) {
    const company = i % 4 === 0 ? null : subsidiaryIds[i % subsidiaryIds.length]!;
    const deadlineOffset = [-30, -1, 0, 1, 20][i % 5]!;
    out.push({
      title: `${titles[i % titles.length]}${i}`,
      subsidiaryId: company,
      department: i % 3 === 0 ? '综合管理部' : '运营部',
      place: DISTRICTS[i % DISTRICTS.length]!.label,
      headcount: 1 + (i % 5),
      duties: i === 7 ? '负责 100%_ 完成巡查任务\n受理报修' : `负责第${i}项工作\n配合其他工作`,
      education: 'bachelor',
      recruitType: i % 3 === 1 ? 'campus' : 'social',
      publishedAt: new Date(Date.UTC(2026, 9, 1 + (i % 20), 1, 0, 0)),
      deadline: new Date(Date.parse(`${TODAY}T00:00:00Z`) + deadlineOffset * 86_400_000).toISOString().slice(0, 10),
      state: i % 7 === 6 ? 'ended' : 'open',
      salaryMin: i % 6 === 5 ? null : 5000 + i * 100,
      salaryMax: i % 6 === 5 ? null : 8000 + i * 100,
    });
  }
  return out;
}

describe.each(testTargets().map((t) => [t.name, t] as const))('job posts on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  let subs: number[];

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    const db = handle.db;
    await db.insert(companyIntroduce).values({ name: '青禾安居住房保障集团有限公司（测试）' });
    const rows = await db
      .insert(subsidiaries)
      .values([
        { name: '乙公司', sortOrder: 2 },
        { name: '甲公司', sortOrder: 1 },
        { name: '丙公司', sortOrder: 3 },
      ])
      .returning({ id: subsidiaries.id });
    subs = rows.map((r) => r.id);
    await db.insert(jobPosts).values(fixturePosts(subs));
  });
  afterAll(() => closeServiceDatabase(handle));

  const idOf = async (title: string) => (await handle!.db.select({ id: jobPosts.id }).from(jobPosts).where(eq(jobPosts.title, title)))[0]!.id;

  /** The rows a filter must give, counted and listed by SQL written out here (not the service's). */
  async function expected(where: SQL): Promise<{ total: number; ids: number[] }> {
    const db = handle!.db;
    const [counted] = await db.select({ n: count() }).from(jobPosts).where(where);
    const listed = await db.select({ id: jobPosts.id }).from(jobPosts).where(where).orderBy(desc(jobPosts.publishedAt), desc(jobPosts.id));
    return { total: counted!.n, ids: listed.map((r) => r.id) };
  }

  const CASES: [string, Record<string, string>, (subs: number[]) => SQL][] = [
    ['everything', {}, () => sql`true`],
    ['报名中 (deadline today still counts)', { status: 'open' }, () => sql`state = 'open' and deadline >= ${TODAY}::date`],
    ['已截止', { status: 'closed' }, () => sql`state = 'open' and deadline < ${TODAY}::date`],
    ['已结束', { status: 'ended' }, () => sql`state = 'ended'`],
    ['the group itself (company 0)', { company: '0' }, () => sql`subsidiary_id is null`],
    ['one subsidiary', { company: 'S1' }, (s) => sql`subsidiary_id = ${s[1]!}`],
    ['campus posts in one district, open', { type: 'campus', place: 'yx', status: 'open' }, () => sql`recruit_type = 'campus' and place = '云溪区' and state = 'open' and deadline >= ${TODAY}::date`],
    ['social posts of the group, closed', { type: 'social', company: '0', status: 'closed' }, () => sql`recruit_type = 'social' and subsidiary_id is null and state = 'open' and deadline < ${TODAY}::date`],
    ['keyword on the title', { keyword: '法务' }, () => sql`title like '%法务%'`],
    ['keyword on the department', { keyword: '综合管理' }, () => sql`department like '%综合管理%'`],
    ['keyword on the duties', { keyword: '配合其他' }, () => sql`duties like '%配合其他%'`],
    ['keyword with LIKE wildcards matches them literally', { keyword: '100%_' }, () => sql`strpos(duties, '100%_') > 0`],
    ['a filter that matches nothing', { place: 'gx', company: 'S2', type: 'campus', status: 'ended' }, (s) => sql`place = '青禾高新区' and subsidiary_id = ${s[2]!} and recruit_type = 'campus' and state = 'ended'`],
  ];

  it.each(CASES)('lists exactly what the database holds: %s', async (_label, query, where) => {
    const q = { ...query };
    if (q.company?.startsWith('S')) q.company = String(subs[Number(q.company.slice(1))]);
    const filter = filterOf(q);
    const want = await expected(where(subs));
    const got: number[] = [];
    for (let page = 1; page <= Math.max(1, Math.ceil(want.total / 4)); page++) {
      const result = await listJobPosts({ ...filter, pageNum: page }, { pageSize: 4, now: NOW });
      expect(result.total).toBe(want.total);
      expect(result.pageNum).toBe(page);
      got.push(...result.records.map((r) => r.id));
      for (const r of result.records) {
        if (filter.status) expect(r.status).toBe(filter.status);
        if (filter.type) expect(r.recruitType).toBe(filter.type);
        if (filter.place) expect(r.placeCode).toBe(filter.place);
        if (filter.company !== undefined) expect(r.companyId).toBe(filter.company);
      }
    }
    expect(got).toEqual(want.ids);
  });

  it('shows the last page for a page past the end, and an empty first page when nothing matches', async () => {
    const all = await listJobPosts({ pageNum: 999 }, { pageSize: 10, now: NOW });
    expect(all).toMatchObject({ total: 31, pageNum: 4, pages: 4 });
    expect(all.records).toHaveLength(1);
    const none = await listJobPosts({ keyword: '没有这个岗位', pageNum: 5 }, { pageSize: 10, now: NOW });
    expect(none).toMatchObject({ total: 0, pageNum: 1, pages: 0, records: [] });
  });

  it('names the hiring company: the subsidiary, or the group by the company record', async () => {
    const page = await listJobPosts({ pageNum: 1 }, { pageSize: 50, now: NOW });
    const names = new Set(page.records.map((r) => `${r.companyId}:${r.companyName}`));
    expect(names).toEqual(new Set(['0:青禾安居住房保障集团有限公司（测试）', `${subs[0]}:乙公司`, `${subs[1]}:甲公司`, `${subs[2]}:丙公司`]));
  });

  it('reads one post with everything the page shows, and null for an id that names nothing', async () => {
    const post = await getJobPost(await idOf('法务专员4'), NOW);
    expect(post).toMatchObject({
      title: '法务专员4',
      companyId: 0,
      companyName: '青禾安居住房保障集团有限公司（测试）',
      department: '运营部',
      place: '北湖区',
      placeCode: 'bh',
      recruitType: 'campus',
      recruitTypeLabel: '校园招聘',
      educationLabel: '本科及以上',
      duties: '负责第4项工作\n配合其他工作',
      deadline: '2026-12-10',
      status: 'open',
      statusLabel: '报名中',
    });
    // The applications service's rule takes the page's record as it takes a row.
    expect(isOpenForApplications(post!, NOW)).toBe(true);
    expect(isOpenForApplications(post!, new Date('2026-12-10T15:59:59Z'))).toBe(true);
    expect(isOpenForApplications(post!, new Date('2026-12-10T16:00:00Z'))).toBe(false);
    for (const id of [0, -1, 1.5, 2 ** 31, 987654]) expect(await getJobPost(id, NOW)).toBeNull();
  });

  it('moves a post from 报名中 to 已截止 in the list filter at midnight in Shanghai', async () => {
    const id = await idOf('财务会计3');
    // Its deadline is tomorrow (2026-11-21).
    const open = (now: Date) => listJobPosts({ status: 'open', pageNum: 1 }, { pageSize: 50, now });
    const closed = (now: Date) => listJobPosts({ status: 'closed', pageNum: 1 }, { pageSize: 50, now });
    const lastMinute = new Date('2026-11-21T15:59:59Z');
    const midnight = new Date('2026-11-21T16:00:00Z');
    expect((await open(lastMinute)).records.map((r) => r.id)).toContain(id);
    expect((await closed(lastMinute)).records.map((r) => r.id)).not.toContain(id);
    expect((await open(midnight)).records.map((r) => r.id)).not.toContain(id);
    expect((await closed(midnight)).records.find((r) => r.id === id)).toMatchObject({ status: 'closed', statusLabel: '已截止' });
  });

  it('offers the group first, then the subsidiaries in display order', async () => {
    expect(await listCompanyChoices()).toEqual([
      { id: 0, name: '青禾安居住房保障集团有限公司（测试）' },
      { id: subs[1], name: '甲公司' },
      { id: subs[0], name: '乙公司' },
      { id: subs[2], name: '丙公司' },
    ]);
  });

  it('lists only the posts open today for the sitemap', async () => {
    const want = await expected(sql`state = 'open' and deadline >= ${TODAY}::date`);
    const got = await listOpenJobPostsForSitemap(NOW);
    expect(got.map((r) => r.path).sort()).toEqual(want.ids.map((id) => `/t1/PostDeatil?postId=${id}`).sort());
  });

  it('names the group by its demo name when there is no company record', async () => {
    await handle!.db.delete(companyIntroduce);
    const group = await listJobPosts({ company: 0, pageNum: 1 }, { pageSize: 1, now: NOW });
    expect(group.records[0]!.companyName).toBe(GROUP_COMPANY_NAME);
    expect((await listCompanyChoices())[0]).toEqual({ id: 0, name: GROUP_COMPANY_NAME });
  });
});
