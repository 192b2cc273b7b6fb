/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { companyIntroduce, contents, subsidiaries } from '@/lib/db/schema';
import { addColumns, addContent, day, describeEachDatabase } from '@/lib/cms/test-fixtures';
import { call, expectRefused, PUBLIC_CACHE } from '@/lib/api/test-helpers';
import * as columnTree from './bpcColumnEntity/selectFrontColumnTree/route';
import * as columnList from './bpcColumnEntity/selectFrontColumnList/route';
import * as byPage from './bpcContentEntity/selectByPage/route';
import * as frontContent from './bpcContentEntity/selectFrontContent/route';
import * as homePage from './bpcContentEntity/selectHomePageContent/route';
import * as company from './bpcCompanyIntroduceEntity/selectCompanyIntroduce/route';
import * as subsidiary from './bpcSubsidiaryEntity/selectFrontSubsidiary/route';

const BASE = '/api/bzf-portal-cms';

it('every cms route runs on Node, is dynamic and answers GET only', () => {
  for (const route of [columnTree, columnList, byPage, frontContent, homePage, company, subsidiary]) {
    expect(route).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', GET: expect.any(Function) });
    expect(Object.keys(route)).not.toContain('POST');
  }
});

describeEachDatabase('bzf-portal-cms handlers', (database) => {
  const db = () => database().db;
  const ids: Record<string, number> = {};
  const errorLog = jest.spyOn(console, 'error');

  beforeAll(async () => {
    await addColumns(db(), [
      { key: 'home', label: '首页', route: '/home' },
      { key: 'news', label: '新闻中心', sortOrder: 1 },
      { key: 'news_a', label: '公司要闻', parentKey: 'news' },
      { key: 'notice', label: '通知公告', sortOrder: 2, route: '/t3/news_list' },
      { key: 'me', label: '个人中心', sortOrder: 3, navHidden: true },
    ]);
    ids.n1 = await addContent(db(), { columnKey: 'news_a', title: '要闻一', publishAt: day(1) });
    ids.n2 = await addContent(db(), { columnKey: 'news_a', title: '要闻二 100%', publishAt: day(2) });
    ids.n3 = await addContent(db(), { columnKey: 'news_a', title: '要闻三', publishAt: day(3) });
    ids.draft = await addContent(db(), { columnKey: 'news_a', title: '草稿', publishAt: day(4), status: 'draft' });
    ids.t1 = await addContent(db(), { columnKey: 'notice', title: '公告一', publishAt: day(5), bodyHtml: '<p>公告正文</p>' });
  });

  afterEach(() => {
    // A refused request is the client's fault: it must not be logged as a server failure.
    expect(errorLog).not.toHaveBeenCalled();
    errorLog.mockClear();
  });

  describe('selectFrontColumnTree', () => {
    it('returns the whole tree in the envelope, publicly cacheable', async () => {
      const r = await call(columnTree.GET, `${BASE}/bpcColumnEntity/selectFrontColumnTree`);
      expect(r.status).toBe(200);
      expect(r.cacheControl).toBe(PUBLIC_CACHE);
      expect(r.body).toMatchObject({ code: '1', msg: expect.any(String) });
      const data = r.body.data as { key: string; children: { key: string }[] }[];
      expect(data.map((c) => c.key)).toEqual(['home', 'news', 'notice', 'me']);
      expect(data[1]!.children.map((c) => c.key)).toEqual(['news_a']);
    });

    it('returns one subtree by columnKey, 404 for an unknown one', async () => {
      const r = await call(columnTree.GET, `${BASE}/bpcColumnEntity/selectFrontColumnTree?columnKey=news`);
      expect((r.body.data as { key: string }[]).map((c) => c.key)).toEqual(['news']);
      expectRefused(await call(columnTree.GET, `${BASE}/bpcColumnEntity/selectFrontColumnTree?columnKey=nope`), 404, '4040');
    });

    it.each([
      ['?columnKey=%27%20OR%201%3D1%20--', '格式不正确'],
      ['?columnKey=%F0%9F%98%80', '格式不正确'],
      ['?depth=2', 'depth'],
    ])('refuses %s', async (query, fragment) => {
      const r = await call(columnTree.GET, `${BASE}/bpcColumnEntity/selectFrontColumnTree${query}`);
      expectRefused(r, 400, '4000');
      expect(r.body.msg).toContain(fragment);
    });
  });

  describe('selectFrontColumnList', () => {
    it('lists the visible top-level columns as label/key items', async () => {
      const r = await call(columnList.GET, `${BASE}/bpcColumnEntity/selectFrontColumnList`);
      expect(r.body).toEqual({
        code: '1',
        msg: expect.any(String),
        data: [
          { label: '首页', key: 'home', route: '/home' },
          { label: '新闻中心', key: 'news', route: '/t1/news_list' },
          { label: '通知公告', key: 'notice', route: '/t3/news_list' },
        ],
      });
    });

    it('refuses unknown parameters, naming them', async () => {
      const r = await call(columnList.GET, `${BASE}/bpcColumnEntity/selectFrontColumnList?foo=1&bar=2`);
      expectRefused(r, 400, '4000');
      expect(r.body.msg).toBe('不支持的参数：foo、bar');
    });
  });

  describe('selectByPage', () => {
    const url = (q: string) => `${BASE}/bpcContentEntity/selectByPage?${q}`;

    it('pages a column with its descendants, published only', async () => {
      const r = await call(byPage.GET, url('columnKey=news&pageNum=1&pageSize=2'));
      expect(r.status).toBe(200);
      expect(r.cacheControl).toBe(PUBLIC_CACHE);
      const page = r.body.data as { records: { id: number }[]; total: number; pages: number; pageSize: number };
      expect(page).toMatchObject({ total: 3, pages: 2, pageSize: 2, pageNum: 1 });
      expect(page.records.map((c) => c.id)).toEqual([ids.n3, ids.n2]);
      const flat = await call(byPage.GET, url('columnKey=news&includeDescendants=0'));
      expect((flat.body.data as { total: number }).total).toBe(0);
    });

    it('answers an unknown column with an empty page', async () => {
      const r = await call(byPage.GET, url('columnKey=nope'));
      expect(r.body).toMatchObject({ code: '1', data: { records: [], total: 0 } });
    });

    it('searches by keyword without a column, matching % literally', async () => {
      const r = await call(byPage.GET, url(`keyword=${encodeURIComponent('100%')}`));
      expect((r.body.data as { records: { id: number }[] }).records.map((c) => c.id)).toEqual([ids.n2]);
      const none = await call(byPage.GET, url(`keyword=${encodeURIComponent("' OR 1=1 --")}`));
      expect((none.body.data as { total: number }).total).toBe(0);
    });

    it.each([
      ['columnKey=news&pageSize=100000', 'pageSize'],
      ['columnKey=news&pageSize=abc', 'pageSize'],
      ['columnKey=news&pageNum=%F0%9F%98%80', 'pageNum'],
      ['columnKey=news&pageNum=1%27%20OR%201%3D1%20--', 'pageNum'],
      ['columnKey=news&pageNum=0', 'pageNum'],
      ['columnKey=news&pageNum=10001', 'pageNum'],
      [`columnKey=${encodeURIComponent("news' OR 1=1 --")}`, 'columnKey'],
      ['columnKey=news&includeDescendants=yes', 'includeDescendants'],
      [`keyword=${'字'.repeat(51)}`, 'keyword'],
      ['keyword=a%00b', 'keyword'],
      ['', 'columnKey'],
      ['columnKey=news&sort=id', 'sort'],
    ])('refuses %s', async (query, field) => {
      const r = await call(byPage.GET, url(query));
      expectRefused(r, 400, '4000');
      expect(r.body.msg).toContain(field);
    });
  });

  describe('selectFrontContent', () => {
    const url = (q: string) => `${BASE}/bpcContentEntity/selectFrontContent?${q}`;

    it('returns one published content with its neighbours', async () => {
      const r = await call(frontContent.GET, url(`contentId=${ids.n2}`));
      expect(r.status).toBe(200);
      expect(r.cacheControl).toBe(PUBLIC_CACHE);
      expect(r.body.data).toMatchObject({ id: ids.n2, title: '要闻二 100%', previous: { id: ids.n1 }, next: { id: ids.n3 } });
    });

    it('a GET never counts a view, not even with the old countView=1 (views come from the POST beacon)', async () => {
      const views = async () => (await db().select({ v: contents.viewCount }).from(contents).where(eq(contents.id, ids.n1!)))[0]?.v;
      const before = await views();
      await call(frontContent.GET, url(`contentId=${ids.n1}`));
      const r = await call(frontContent.GET, url(`contentId=${ids.n1}&countView=1`));
      expect(r.body.code).toBe('1');
      expect((r.body.data as { viewCount: number }).viewCount).toBe(before);
      expect(await views()).toBe(before);
    });

    it('returns a column page by columnKey', async () => {
      const r = await call(frontContent.GET, url('columnKey=notice'));
      expect(r.body.data).toMatchObject({ id: ids.t1, bodyHtml: '<p>公告正文</p>' });
    });

    it('answers 404 for drafts and unknown records', async () => {
      expectRefused(await call(frontContent.GET, url(`contentId=${ids.draft}`)), 404, '4040');
      expectRefused(await call(frontContent.GET, url(`contentId=${ids.draft}&countView=1`)), 404, '4040');
      expectRefused(await call(frontContent.GET, url('contentId=2147483647')), 404, '4040');
      expectRefused(await call(frontContent.GET, url('columnKey=home')), 404, '4040');
      const [draft] = await db().select({ v: contents.viewCount }).from(contents).where(eq(contents.id, ids.draft!));
      expect(draft?.v).toBe(0);
    });

    it.each(['contentId=abc', 'contentId=%F0%9F%98%80', 'contentId=2147483648', 'contentId=-1', 'contentId=1&columnKey=news', '', 'id=1'])(
      'refuses %s',
      async (query) => {
        expectRefused(await call(frontContent.GET, url(query)), 400, '4000');
      },
    );
  });

  describe('selectHomePageContent', () => {
    const url = (q: string) => `${BASE}/bpcContentEntity/selectHomePageContent?${q}`;

    it('returns blocks in the order asked, skipping unknown columns', async () => {
      const r = await call(homePage.GET, url('columnKeys=notice,missing,news&limit=2'));
      expect(r.cacheControl).toBe(PUBLIC_CACHE);
      const blocks = r.body.data as { columnKey: string; records: { id: number }[] }[];
      expect(blocks.map((b) => b.columnKey)).toEqual(['notice', 'news']);
      expect(blocks[1]!.records.map((c) => c.id)).toEqual([ids.n3, ids.n2]);
    });

    it.each(['', 'columnKeys=', 'columnKeys=a,b%20c', 'columnKeys=news&limit=999', 'columnKeys=news&limit=x', 'columnKeys=news&max=1'])(
      'refuses %s',
      async (query) => {
        expectRefused(await call(homePage.GET, url(query)), 400, '4000');
      },
    );
  });

  describe('company and subsidiaries', () => {
    it('answers 404 before the company record exists, then the record', async () => {
      const path = `${BASE}/bpcCompanyIntroduceEntity/selectCompanyIntroduce`;
      expectRefused(await call(company.GET, path), 404, '4040');
      await db().insert(companyIntroduce).values({ name: '某市安居集团有限公司' });
      const r = await call(company.GET, path);
      expect(r.body).toMatchObject({ code: '1', data: { name: '某市安居集团有限公司', foundedOn: null } });
      expectRefused(await call(company.GET, `${path}?id=1`), 400, '4000');
    });

    it('lists the subsidiaries', async () => {
      await db().insert(subsidiaries).values([{ name: '乙', sortOrder: 2 }, { name: '甲', sortOrder: 1 }]);
      const r = await call(subsidiary.GET, `${BASE}/bpcSubsidiaryEntity/selectFrontSubsidiary`);
      expect((r.body.data as { name: string }[]).map((s) => s.name)).toEqual(['甲', '乙']);
    });
  });
});
