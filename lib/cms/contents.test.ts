/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { contents } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import {
  escapeLike,
  getColumnPage,
  getContent,
  getHomePageContent,
  listContents,
  listPublishedForSitemap,
  searchContents,
} from './contents';
import { addColumns, addContent, closeServiceDatabase, day, openServiceDatabase } from './test-fixtures';

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character itself', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLike('普通文字')).toBe('普通文字');
  });
});

describe.each(testTargets().map((t) => [t.name, t] as const))('content service on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  const db = () => handle!.db;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    await addColumns(db(), [
      { key: 'news', label: '新闻中心' },
      { key: 'news_a', label: '公司要闻', parentKey: 'news', sortOrder: 1 },
      { key: 'news_b', label: '行业动态', parentKey: 'news', sortOrder: 2 },
      { key: 'news_a_x', label: '子栏目', parentKey: 'news_a' },
      { key: 'notice', label: '通知公告', route: '/t3/news_list' },
      { key: 'hidden', label: '专题', navHidden: true },
      { key: 'hidden_child', label: '专题子栏目', parentKey: 'hidden' },
      { key: 'intro', label: '业务介绍', route: '/t1/ywjs' },
      { key: 'intro_child', label: '业务介绍子栏目', parentKey: 'intro' },
    ]);
    const add = async (name: string, c: Parameters<typeof addContent>[1]) => {
      ids[name] = await addContent(db(), c);
    };
    await add('a1', { columnKey: 'news_a', title: '要闻一 hello world', publishAt: day(1), summary: '摘要一' });
    await add('a2', { columnKey: 'news_a', title: '要闻二', publishAt: day(2) });
    await add('aDraft', { columnKey: 'news_a', title: '草稿 hello', publishAt: day(3), status: 'draft' });
    await add('a4', { columnKey: 'news_a', title: '要闻四', publishAt: day(4) });
    await add('aFuture', { columnKey: 'news_a', title: '定时发布 hello', publishAt: new Date(Date.now() + 86_400_000) });
    await add('aPinned', { columnKey: 'news_a', title: '置顶要闻', publishAt: day(0), pinned: true });
    // Two contents published at the same instant: id decides their order.
    await add('b1', { columnKey: 'news_b', title: '行业 同时发布甲', publishAt: day(5) });
    await add('b2', { columnKey: 'news_b', title: '行业 同时发布乙', publishAt: day(5) });
    await add('x1', { columnKey: 'news_a_x', title: '子栏目文章', publishAt: day(6), summary: 'HELLO in summary' });
    await add('pct', { columnKey: 'notice', title: '完成率100%达标', publishAt: day(7) });
    await add('pctX', { columnKey: 'notice', title: '完成率100X达标', publishAt: day(8) });
    await add('under', { columnKey: 'notice', title: 'file_name公告', publishAt: day(9) });
    await add('underX', { columnKey: 'notice', title: 'fileXname公告', publishAt: day(10) });
    await add('emoji', { columnKey: 'notice', title: '春节快乐😀公告', publishAt: day(11) });
    await add('sqlish', { columnKey: 'notice', title: "关于' OR 1=1 --的说明", publishAt: day(12) });
    await add('backslash', { columnKey: 'notice', title: 'C:\\path 说明', publishAt: day(13) });
    await add('hidden1', { columnKey: 'hidden_child', title: '专题 hello 文章', publishAt: day(14) });
    await add('introOld', { columnKey: 'intro', title: '业务介绍旧版', publishAt: day(1), bodyHtml: '<p>旧</p>' });
    await add('introNew', { columnKey: 'intro', title: '业务介绍新版', publishAt: day(20), bodyHtml: '<p>新</p>', attachments: [{ name: '指南.pdf', url: '/files/a.pdf', size: 12 }] });
    await add('introDraft', { columnKey: 'intro', title: '业务介绍草稿', publishAt: day(30), status: 'draft' });
    await add('introChild', { columnKey: 'intro_child', title: '子栏目更新', publishAt: day(40) });
  });

  afterAll(() => closeServiceDatabase(handle));

  describe('listContents', () => {
    it('lists a column and its descendants: pinned first, then newest, id breaking ties; drafts and scheduled never', async () => {
      const page = await listContents({ columnKey: 'news' });
      expect(page.records.map((r) => r.id)).toEqual([ids.aPinned, ids.x1, ids.b2, ids.b1, ids.a4, ids.a2, ids.a1]);
      expect(page).toMatchObject({ total: 7, pageNum: 1, pageSize: 10, pages: 1 });
      const first = page.records[0]!;
      expect(first).toEqual({
        id: ids.aPinned,
        columnKey: 'news_a',
        columnLabel: '公司要闻',
        title: '置顶要闻',
        summary: '',
        coverUrl: null,
        source: '',
        publishAt: day(0).toISOString(),
        pinned: true,
        viewCount: 0,
      });
    });

    it('keeps to the column itself when includeDescendants is false', async () => {
      const page = await listContents({ columnKey: 'news_a', includeDescendants: false });
      expect(page.records.map((r) => r.id)).toEqual([ids.aPinned, ids.a4, ids.a2, ids.a1]);
      expect((await listContents({ columnKey: 'news', includeDescendants: false })).total).toBe(0);
    });

    it('pages with bounds: past the end is empty, pageSize is capped at 50, pageNum below 1 is 1', async () => {
      const p2 = await listContents({ columnKey: 'news', pageNum: 2, pageSize: 3 });
      expect(p2.records.map((r) => r.id)).toEqual([ids.b1, ids.a4, ids.a2]);
      expect(p2).toMatchObject({ total: 7, pageNum: 2, pageSize: 3, pages: 3 });
      const p3 = await listContents({ columnKey: 'news', pageNum: 3, pageSize: 3 });
      expect(p3.records.map((r) => r.id)).toEqual([ids.a1]);
      const past = await listContents({ columnKey: 'news', pageNum: 99, pageSize: 3 });
      expect(past).toEqual({ records: [], total: 7, pageNum: 99, pageSize: 3, pages: 3 });
      const huge = await listContents({ columnKey: 'news', pageSize: 100000, pageNum: 0 });
      expect(huge).toMatchObject({ pageSize: 50, pageNum: 1, total: 7 });
      expect(huge.records).toHaveLength(7);
      const nan = await listContents({ columnKey: 'news', pageSize: Number.NaN, pageNum: -5 });
      expect(nan).toMatchObject({ pageSize: 10, pageNum: 1 });
    });

    it('answers an unknown column with an empty page, not an error', async () => {
      expect(await listContents({ columnKey: 'no_such_column' })).toEqual({ records: [], total: 0, pageNum: 1, pageSize: 10, pages: 0 });
      expect((await listContents({ columnKey: "x' OR '1'='1" })).total).toBe(0);
    });

    it('matches keywords case-insensitively in title or summary', async () => {
      const page = await listContents({ columnKey: 'news', keyword: '  hello ' });
      expect(page.records.map((r) => r.id)).toEqual([ids.x1, ids.a1]);
    });

    it('treats %, _, backslash, emoji and SQL-looking keywords literally', async () => {
      const titles = async (keyword: string) => (await listContents({ columnKey: 'notice', keyword })).records.map((r) => r.title);
      expect(await titles('100%')).toEqual(['完成率100%达标']);
      expect(await titles('%')).toEqual(['完成率100%达标']);
      expect(await titles('file_name')).toEqual(['file_name公告']);
      expect(await titles('_')).toEqual(['file_name公告']);
      expect(await titles('😀')).toEqual(['春节快乐😀公告']);
      expect(await titles("' OR 1=1 --")).toEqual(["关于' OR 1=1 --的说明"]);
      expect(await titles("'; drop table bpc_content; --")).toEqual([]);
      expect(await titles('\\')).toEqual(['C:\\path 说明']);
      expect(await titles('没有这个词')).toEqual([]);
      // The table is still there and whole.
      expect((await listContents({ columnKey: 'notice' })).total).toBe(7);
    });
  });

  describe('getContent', () => {
    it('returns a published content with its neighbours in the same column by publish time', async () => {
      const a2 = await getContent(ids.a2!);
      expect(a2).toMatchObject({
        id: ids.a2,
        title: '要闻二',
        columnLabel: '公司要闻',
        bodyHtml: '',
        author: '',
        videoUrl: null,
        attachments: [],
        previous: { id: ids.a1, title: '要闻一 hello world' },
        // The draft published on day 3 is skipped.
        next: { id: ids.a4, title: '要闻四' },
      });
      const oldest = await getContent(ids.aPinned!);
      expect(oldest?.previous).toBeNull();
      expect(oldest?.next?.id).toBe(ids.a1);
      // The newest live one has no next: the scheduled content is not a neighbour yet.
      expect((await getContent(ids.a4!))?.next).toBeNull();
      // Same publish instant: id orders them; neighbours never cross into another column.
      const b1 = await getContent(ids.b1!);
      expect(b1?.previous).toBeNull();
      expect(b1?.next?.id).toBe(ids.b2);
      expect((await getContent(ids.b2!))?.previous?.id).toBe(ids.b1);
    });

    it('returns null for drafts, scheduled, unknown and out-of-range ids', async () => {
      expect(await getContent(ids.aDraft!)).toBeNull();
      expect(await getContent(ids.aFuture!)).toBeNull();
      expect(await getContent(999_999)).toBeNull();
      for (const bad of [0, -1, 1.5, 2 ** 31, Number.NaN]) expect(await getContent(bad)).toBeNull();
    });

    it('counts views atomically, and never for a draft', async () => {
      const before = (await getContent(ids.a1!))!.viewCount;
      expect((await getContent(ids.a1!, { countView: true }))?.viewCount).toBe(before + 1);
      await Promise.all(Array.from({ length: 8 }, () => getContent(ids.a1!, { countView: true })));
      expect((await getContent(ids.a1!))?.viewCount).toBe(before + 9);
      // Reading without countView changes nothing.
      expect((await getContent(ids.a1!))?.viewCount).toBe(before + 9);
      expect(await getContent(ids.aDraft!, { countView: true })).toBeNull();
      const [draft] = await db().select({ v: contents.viewCount }).from(contents).where(eq(contents.id, ids.aDraft!));
      expect(draft?.v).toBe(0);
    });
  });

  describe('getColumnPage', () => {
    it('returns the newest published content of exactly that column', async () => {
      const page = await getColumnPage('intro');
      expect(page).toMatchObject({ id: ids.introNew, bodyHtml: '<p>新</p>', attachments: [{ name: '指南.pdf', url: '/files/a.pdf', size: 12 }] });
      expect(page?.previous?.id).toBe(ids.introOld);
      expect(await getColumnPage('news')).toBeNull();
      expect(await getColumnPage('no_such_column')).toBeNull();
    });
  });

  describe('getHomePageContent', () => {
    it('gives one block per known key in the order asked, newest `limit` of the column and its descendants', async () => {
      const blocks = await getHomePageContent(['notice', 'missing', 'news', 'notice'], 2);
      expect(blocks.map((b) => b.columnKey)).toEqual(['notice', 'news']);
      expect(blocks[0]).toMatchObject({ columnLabel: '通知公告', route: '/t3/news_list' });
      expect(blocks[0]!.records.map((r) => r.id)).toEqual([ids.backslash, ids.sqlish]);
      expect(blocks[1]!.records.map((r) => r.id)).toEqual([ids.aPinned, ids.x1]);
      const intro = await getHomePageContent(['intro'], 10);
      expect(intro[0]!.records.map((r) => r.id)).toEqual([ids.introChild, ids.introNew, ids.introOld]);
      expect(await getHomePageContent([], 5)).toEqual([]);
    });
  });

  describe('listPublishedForSitemap', () => {
    it('lists every live content with its column route, newest first, no drafts', async () => {
      const entries = await listPublishedForSitemap();
      const listed = entries.map((e) => e.id);
      expect(listed).not.toContain(ids.aDraft);
      expect(listed).not.toContain(ids.introDraft);
      expect(listed).not.toContain(ids.aFuture);
      expect(listed).toContain(ids.hidden1);
      expect(entries[0]).toEqual({ id: ids.introChild, columnKey: 'intro_child', route: '/t1/news_list', publishAt: day(40).toISOString() });
      expect(entries.find((e) => e.id === ids.pct)?.route).toBe('/t3/news_list');
      expect(entries).toHaveLength(Object.keys(ids).length - 3);
    });
  });

  describe('searchContents', () => {
    it('searches the visible columns only, drafts and hidden-topic contents excluded', async () => {
      const page = await searchContents({ keyword: 'HELLO' });
      expect(page.records.map((r) => r.id)).toEqual([ids.x1, ids.a1]);
      expect((await searchContents({ keyword: '100%' })).records.map((r) => r.id)).toEqual([ids.pct]);
      expect((await searchContents({ keyword: '😀', pageSize: 1 })).records.map((r) => r.id)).toEqual([ids.emoji]);
    });

    it('finds nothing for an empty keyword and pages like the lists', async () => {
      expect(await searchContents({ keyword: '   ' })).toEqual({ records: [], total: 0, pageNum: 1, pageSize: 10, pages: 0 });
      const p = await searchContents({ keyword: '公告', pageNum: 2, pageSize: 2 });
      expect(p).toMatchObject({ total: 3, pages: 2, pageNum: 2, pageSize: 2 });
      expect(p.records.map((r) => r.id)).toEqual([ids.under]);
    });
  });
});
