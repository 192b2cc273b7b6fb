/** @jest-environment node */
import { jobPosts, memorabilia } from '@/lib/db/schema';
import { addColumns, addContent, day, describeEachDatabase } from '@/lib/cms/test-fixtures';
import { seedShops } from '@/lib/db/seed/shops';
import { cachedPathOf, contentRouteOf, encodeCacheQuery, parseCachedRequest, type CacheQuery } from '@/lib/navigation/content-cache';
import { jobDetail } from '@/lib/templates/job-detail';
import { jobList } from '@/lib/templates/job-list';
import { shopSearch } from '@/lib/templates/shop-search';
import type { TemplateModule } from '@/lib/templates/types';
import { checkCacheQuery } from './route-keys';

/**
 * The route-cache key rules against a real database: only a query that names real things is
 * cached; anything else is a 308 to the canonical URL or, for a missing article, a 404.
 */

/** The verdict for a public URL, going through the middleware's normalization first (and the template's own rule, when given). */
async function verdictOf(url: string, module?: Pick<TemplateModule<unknown>, 'canonicalParams'>) {
  const u = new URL(url, 'http://portal.test');
  const internal = cachedPathOf(u.pathname, u.searchParams);
  if (!internal) throw new Error(`not a cached content URL: ${url}`);
  const [, , q, ...route] = internal.split('/');
  const parsed = parseCachedRequest(q as string, route);
  if (!parsed) throw new Error(`middleware wrote an unparsable key for ${url}`);
  return checkCacheQuery(parsed.route, parsed.query, undefined, module);
}

async function expectCached(url: string) {
  expect(await verdictOf(url)).toEqual({ kind: 'cache' });
}

async function expectRedirect(url: string, location: string) {
  const v = await verdictOf(url);
  expect(v.kind === 'redirect' ? v.location : v).toBe(location);
}

async function expectNotFound(url: string) {
  expect(await verdictOf(url)).toEqual({ kind: 'not-found' });
}

describeEachDatabase('route-cache keys', (database) => {
  const db = () => database().db;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await addColumns(db(), [
      { key: 'xwzx', label: '新闻中心', route: '/t1/news_list', sortOrder: 1 },
      { key: 'news_a', label: '公司要闻', parentKey: 'xwzx', route: '/t1/news_list' },
      { key: 'news_a_x', label: '子栏目', parentKey: 'news_a', route: '/t1/news_list' },
      { key: 'notice', label: '通知公告', route: '/t3/news_list', sortOrder: 2 },
      { key: 'notice_a', label: '配租公告', parentKey: 'notice', route: '/t3/news_list' },
      { key: 'multi', label: '多元业务', route: '/t1/ywjs', sortOrder: 3 },
      { key: 'bzf', label: '保障性租赁住房', parentKey: 'multi', route: '/t1/ywjs' },
      { key: 'bzf_do', label: '业务办理', parentKey: 'bzf', route: '/t1/ywbl' },
      { key: 'company', label: '走进我们', route: '/t1/company_profile', sortOrder: 4 },
      { key: 'events', label: '大事记', parentKey: 'company', route: '/t1/memory' },
      { key: 'topic', label: '专题', route: '/t1/news_list', specialKey: 'topic', navHidden: true, sortOrder: 5 },
      { key: 'topic_a', label: '政策文件', parentKey: 'topic', route: '/t1/news_list', specialKey: 'topic' },
    ]);
    for (let i = 0; i < 25; i += 1) await addContent(db(), { columnKey: 'news_a', title: `要闻${i}`, publishAt: day(i) });
    ids.article = await addContent(db(), { columnKey: 'news_a', title: '一篇要闻', publishAt: day(30) });
    ids.draft = await addContent(db(), { columnKey: 'news_a', title: '草稿', status: 'draft' });
    ids.scheduled = await addContent(db(), { columnKey: 'news_a', title: '定时发布', publishAt: new Date(Date.now() + 86_400_000) });
    ids.notice = await addContent(db(), { columnKey: 'notice_a', title: '配租公告一', publishAt: day(2) });
    ids.topic = await addContent(db(), { columnKey: 'topic_a', title: '专题文件', publishAt: day(3) });
    await db().insert(memorabilia).values([
      { year: 2019, eventDate: '2019-05-01', title: '成立' },
      { year: 2021, eventDate: '2021-06-01', title: '扩建' },
    ]);
  });

  describe('columns', () => {
    test('a real column chain of the route is cached', async () => {
      await expectCached('/t1/news_list?col1=xwzx&col2=news_a');
      await expectCached('/t1/news_list?col1=xwzx&col2=news_a&col3=news_a_x');
      await expectCached('/t3/news_list?col1=notice&col2=notice_a');
      await expectCached('/t1/news_list');
    });

    test('an unknown column key is dropped with everything after it (308 to the shorter URL)', async () => {
      await expectRedirect('/t1/news_list?col1=xwzx&col2=nope', '/t1/news_list?col1=xwzx');
      await expectRedirect('/t1/news_list?col1=xwzx&col2=nope&col3=news_a_x', '/t1/news_list?col1=xwzx');
      await expectRedirect('/t1/news_list?col1=x9k2p', '/t1/news_list');
      await expectRedirect('/t3/news_list?col1=a&col2=b&col3=c&col4=d', '/t3/news_list');
    });

    test('a chain that is not a path of the tree is cut where it leaves it', async () => {
      await expectRedirect('/t1/news_list?col1=xwzx&col2=notice_a', '/t1/news_list?col1=xwzx');
    });

    test('a column rendered by another route is not this route’s page', async () => {
      await expectRedirect('/t1/news_list?col1=notice', '/t1/news_list');
      await expectRedirect('/t1/ywjs?col1=multi&col2=bzf&col3=bzf_do', '/t1/ywjs?col1=multi&col2=bzf');
      await expectCached('/t1/ywbl?col1=multi&col2=bzf&col3=bzf_do');
    });

    test('the 多元业务 short form (col1 = one of its children) stays as it is', async () => {
      await expectCached('/t1/ywjs?col1=bzf');
    });

    test('the notice overview (/t3) accepts notice columns only', async () => {
      await expectCached('/t3?col1=notice');
      await expectCached('/t3');
      await expectRedirect('/t3?col1=xwzx', '/t3');
    });
  });

  describe('topics (special)', () => {
    test('a topic whose subtree the trail goes through is kept, also with col1 naming a node inside it', async () => {
      await expectCached('/t1/news_list?col1=topic&col2=topic_a&special=topic');
      await expectCached('/t1/news_list?col1=topic_a&special=topic');
    });

    test('a key that is no topic, or a topic the trail does not belong to, is dropped', async () => {
      await expectRedirect('/t1/news_list?col1=xwzx&special=xwzx', '/t1/news_list?col1=xwzx');
      await expectRedirect('/t1/news_list?col1=xwzx&special=topic', '/t1/news_list?col1=xwzx');
      await expectRedirect('/t1/news_list?special=zz123', '/t1/news_list');
    });
  });

  describe('page numbers', () => {
    test('a page within the list is cached', async () => {
      await expectCached('/t1/news_list?col1=xwzx&col2=news_a&pageNum=3');
      await expectCached('/t1/news_list?col1=xwzx&pageNum=2');
    });

    test('a page past the end goes to the last page; past the end of a one-page list, to the bare URL', async () => {
      await expectRedirect('/t1/news_list?col1=xwzx&col2=news_a&pageNum=4', '/t1/news_list?col1=xwzx&col2=news_a&pageNum=3');
      await expectRedirect('/t1/news_list?col1=xwzx&col2=news_a&pageNum=9999', '/t1/news_list?col1=xwzx&col2=news_a&pageNum=3');
      await expectRedirect('/t3/news_list?col1=notice&col2=notice_a&pageNum=2', '/t3/news_list?col1=notice&col2=notice_a');
    });

    test('without col params the page count is the default column’s', async () => {
      await expectCached('/t1/news_list?pageNum=3');
      await expectRedirect('/t1/news_list?pageNum=77', '/t1/news_list?pageNum=3');
    });

    test('a page past the end under an unknown column is fixed in one redirect', async () => {
      await expectRedirect('/t1/news_list?col1=xwzx&col2=nope&pageNum=500', '/t1/news_list?col1=xwzx&pageNum=3');
    });
  });

  describe('articles', () => {
    test('a published article is cached, bare or under a trail that leads to its column', async () => {
      await expectCached(`/t1/article_content?contentId=${ids.article}`);
      await expectCached(`/t1/article_content?col1=xwzx&contentId=${ids.article}`);
      await expectCached(`/t1/article_content?col1=xwzx&col2=news_a&contentId=${ids.article}`);
      await expectCached(`/t3/news_list/article_content?col1=notice&col2=notice_a&contentId=${ids.notice}`);
    });

    test('a missing, draft or scheduled article, or none at all, is a 404', async () => {
      await expectNotFound('/t1/article_content?col1=xwzx&col2=news_a&contentId=987654');
      await expectNotFound(`/t1/article_content?contentId=${ids.draft}`);
      await expectNotFound(`/t1/article_content?contentId=${ids.scheduled}`);
      await expectNotFound('/t1/article_content?col1=xwzx');
      await expectNotFound('/t1/article_content?contentId=2147483647');
    });

    test('a trail that does not lead to the article, or names nothing, is dropped', async () => {
      await expectRedirect(`/t1/article_content?col1=notice&contentId=${ids.article}`, `/t1/article_content?contentId=${ids.article}`);
      await expectRedirect(`/t1/article_content?col1=xwzx&col2=zz&contentId=${ids.article}`, `/t1/article_content?contentId=${ids.article}`);
      await expectCached(`/t1/article_content?col1=topic_a&special=topic&contentId=${ids.topic}`);
    });
  });

  describe('timeline years', () => {
    test('a year with memorabilia is cached, any other year is dropped', async () => {
      await expectCached('/t1/memory?col1=company&col2=events&year=2019');
      await expectCached('/t1/memory?col1=company&col2=events');
      await expectRedirect('/t1/memory?col1=company&col2=events&year=2020', '/t1/memory?col1=company&col2=events');
      await expectRedirect('/t1/memory?year=1000', '/t1/memory');
    });
  });

  test('1,000 random well-formed queries: only real pages are cached, and every redirect goes to a URL that is', async () => {
    let seed = 42;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const int = (n: number) => Math.floor(rand() * n);
    const junkKey = () => `k${int(36 ** 5).toString(36)}`;
    const real = ['xwzx', 'news_a', 'notice', 'multi', 'bzf', 'company', 'events', 'topic'];
    const routes = ['/t1/news_list', '/t3/news_list', '/t3', '/t1/ywjs', '/t1/memory', '/t1/article_content', '/t3/news_list/article_content'];
    const verdicts = { cache: 0, redirect: 0, 'not-found': 0 };
    const targets = new Set<string>();
    const cached = new Set<string>();
    for (let i = 0; i < 1000; i += 1) {
      const route = routes[int(routes.length)] as string;
      const params = new URLSearchParams();
      const depth = 1 + int(4);
      for (let c = 1; c <= depth; c += 1) params.set(`col${c}`, c === 1 && rand() < 0.3 ? (real[int(real.length)] as string) : junkKey());
      params.set('pageNum', String(2 + int(9999)));
      params.set('year', String(1000 + int(9000)));
      params.set('contentId', String(1000 + int(2 ** 31 - 1001)));
      if (rand() < 0.3) params.set('special', junkKey());
      const v = await verdictOf(`${route}?${params}`);
      verdicts[v.kind] += 1;
      if (v.kind === 'redirect') targets.add(v.location);
      // Cached only when the draw happened to name a real page (a real col1 alone).
      if (v.kind === 'cache') cached.add(`${route}?${params.get('col1')}`);
    }
    expect(verdicts.redirect).toBeGreaterThan(500);
    expect(verdicts['not-found']).toBeGreaterThan(100);
    for (const key of cached) expect(real.some((k) => key.endsWith(`?${k}`))).toBe(true);
    expect(cached.size).toBeLessThan(20);
    // Every target is canonical, and they are few: bounded by the real pages, not by the requests.
    for (const location of targets) expect([location, await verdictOf(location)]).toEqual([location, { kind: 'cache' }]);
    expect(targets.size).toBeLessThan(40);
  });

  test('a search template pages its own records: page 2 is cached, a page past the end goes to the last page', async () => {
    await seedShops(db());
    const shops = shopSearch as TemplateModule<unknown>;
    expect(await verdictOf('/t1/businessHandle?pageNum=2', shops)).toEqual({ kind: 'cache' });
    expect(await verdictOf('/t1/businessHandle?status=leasing&pageNum=2', shops)).toEqual({ kind: 'cache' });
    const far = await verdictOf('/t1/businessHandle?pageNum=999', shops);
    expect(far.kind === 'redirect' ? far.location : far).toMatch(/^\/t1\/businessHandle\?pageNum=[2-9]$/);
  });

  test('job posts: a real post is cached at its bare URL, an unknown one is a 404; the list drops an unknown company and pages its own posts', async () => {
    const rows = await db()
      .insert(jobPosts)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          title: `岗位${i}`,
          department: '综合部',
          place: '澄江区',
          headcount: 1,
          duties: '负责日常工作',
          education: 'bachelor' as const,
          recruitType: 'social' as const,
          publishedAt: day(i),
          deadline: '2099-12-31',
        })),
      )
      .returning({ id: jobPosts.id });
    const posts = jobDetail as TemplateModule<unknown>;
    const list = jobList as TemplateModule<unknown>;
    expect(await verdictOf(`/t1/PostDeatil?postId=${rows[0]!.id}`, posts)).toEqual({ kind: 'cache' });
    expect(await verdictOf('/t1/PostDeatil?postId=987654', posts)).toEqual({ kind: 'not-found' });
    expect(await verdictOf('/t1/PostDeatil?postId=abc', posts)).toEqual({ kind: 'not-found' });
    const trail = await verdictOf(`/t1/PostDeatil?col1=xwzx&postId=${rows[0]!.id}`, posts);
    expect(trail.kind === 'redirect' ? trail.location : trail).toBe(`/t1/PostDeatil?postId=${rows[0]!.id}`);

    expect(await verdictOf('/t1/PostInformation?company=0&pageNum=2', list)).toEqual({ kind: 'cache' });
    const nobody = await verdictOf('/t1/PostInformation?company=99999', list);
    expect(nobody.kind === 'redirect' ? nobody.location : nobody).toBe('/t1/PostInformation');
    const far = await verdictOf('/t1/PostInformation?status=open&pageNum=50', list);
    expect(far.kind === 'redirect' ? far.location : far).toBe('/t1/PostInformation?pageNum=2&status=open');
    // A keyword search has no cache key at all.
    expect(cachedPathOf('/t1/PostInformation', new URLSearchParams('keyword=会计'))).toBeNull();
  });

  test('the canonical query a redirect names is exactly what the middleware makes of its URL', async () => {
    const route = contentRouteOf('/t1/news_list');
    const v = await checkCacheQuery(route!, { col1: 'xwzx', col2: 'zz', pageNum: '500', special: 'topic' } as CacheQuery);
    expect(v.kind).toBe('redirect');
    if (v.kind !== 'redirect') return;
    const u = new URL(v.location, 'http://portal.test');
    expect(cachedPathOf(u.pathname, u.searchParams)).toBe(`/_c/${encodeCacheQuery(v.query)}/t1/news_list`);
  });
});
