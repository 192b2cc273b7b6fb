/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { ApiError } from '@/lib/api/respond';
import { addColumns, addContent, closeServiceDatabase, day, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { articleFavourites, housingProjects, projectFavourites } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import {
  addArticleFavourite,
  batchUpdateArticleFavourites,
  batchUpdateProjectFavourites,
  getArticleFavourite,
  listArticleFavourites,
  listProjectFavourites,
} from './article-favourites';

describe.each(testTargets().map((t) => [t.name, t] as const))('favourites service on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  let alice: TestUser;
  let bob: TestUser;
  let notice: number;
  let news: number;
  let draft: number;
  let later: number;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    const db = handle.db;
    await addColumns(db, [
      { key: 'tzgg', label: '通知公告', route: '/t3/news_list' },
      { key: 'xwzx', label: '新闻中心', route: '/t1/news_list' },
    ]);
    notice = await addContent(db, { columnKey: 'tzgg', title: '公租房配租公告', publishAt: day(1) });
    news = await addContent(db, { columnKey: 'xwzx', title: '保租房项目开工', publishAt: day(2) });
    draft = await addContent(db, { columnKey: 'xwzx', title: '草稿', status: 'draft' });
    later = await addContent(db, { columnKey: 'xwzx', title: '定时发布', publishAt: new Date(Date.now() + 86_400_000) });
    alice = await addTestUser(db);
    bob = await addTestUser(db);
  });
  afterAll(() => closeServiceDatabase(handle));

  it('favourites a published article once, however often it is asked', async () => {
    const first = await addArticleFavourite(alice.userId, notice);
    const again = await addArticleFavourite(alice.userId, notice);
    expect(again).toEqual({ id: first.id, contentId: notice, collected: true });
    expect(await getArticleFavourite(alice.userId, notice)).toEqual({ collected: true, id: first.id });
    expect(await getArticleFavourite(bob.userId, notice)).toEqual({ collected: false, id: null });
  });

  it.each([
    ['a draft', () => draft],
    ['a scheduled article', () => later],
    ['a missing article', () => 999_999],
  ])('refuses to favourite %s with 404 and stores nothing', async (_what, id) => {
    await expect(addArticleFavourite(alice.userId, id())).rejects.toMatchObject({ code: '4040', status: 404 });
    const rows = await handle!.db.select().from(articleFavourites).where(eq(articleFavourites.contentId, id()));
    expect(rows).toHaveLength(0);
  });

  it('lists only the caller’s published favourites, newest first, with a link to each article', async () => {
    await addArticleFavourite(alice.userId, news);
    await addArticleFavourite(bob.userId, news);
    const page = await listArticleFavourites(alice.userId, { pageNum: 1, pageSize: 10 });
    expect(page).toMatchObject({ total: 2, pageNum: 1, pageSize: 10, pages: 1 });
    expect(page.records.map((r) => r.title)).toEqual(['保租房项目开工', '公租房配租公告']);
    expect(page.records[1]).toMatchObject({
      contentId: notice,
      columnKey: 'tzgg',
      href: `/t3/news_list/article_content?col1=tzgg&contentId=${notice}`,
      publishAt: day(1).toISOString(),
    });
    expect(page.records[0]!.href).toBe(`/t1/article_content?col1=xwzx&contentId=${news}`);
    expect(Date.parse(page.records[0]!.collectedAt)).not.toBeNaN();
    expect((await listArticleFavourites(alice.userId, { pageNum: 2, pageSize: 1 })).records.map((r) => r.title)).toEqual(['公租房配租公告']);
    expect((await listArticleFavourites(alice.userId, { pageNum: 9 })).records).toEqual([]);
  });

  it('removes several favourites at once and restores them; a removed one is favourited again by insert', async () => {
    const ids = (await listArticleFavourites(alice.userId)).records.map((r) => r.id);
    expect(await batchUpdateArticleFavourites(alice.userId, [...ids, ids[0]!], true)).toEqual({ updated: 2 });
    expect((await listArticleFavourites(alice.userId)).total).toBe(0);
    expect(await getArticleFavourite(alice.userId, notice)).toEqual({ collected: false, id: null });
    expect(await batchUpdateArticleFavourites(alice.userId, [ids[0]!], false)).toEqual({ updated: 1 });
    expect((await listArticleFavourites(alice.userId)).total).toBe(1);
    await addArticleFavourite(alice.userId, notice);
    expect((await listArticleFavourites(alice.userId)).total).toBe(2);
  });

  it('changes nothing when one of the ids belongs to someone else or does not exist', async () => {
    const mine = (await listArticleFavourites(alice.userId)).records.map((r) => r.id);
    const theirs = (await listArticleFavourites(bob.userId)).records.map((r) => r.id);
    for (const ids of [[...mine, ...theirs], [...mine, 987_654], theirs]) {
      const error = await batchUpdateArticleFavourites(alice.userId, ids, true).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: '4030', status: 403 });
    }
    expect((await listArticleFavourites(alice.userId)).total).toBe(2);
    expect((await listArticleFavourites(bob.userId)).total).toBe(1);
  });

  it('keeps project favourites per user and removes them in batches by the same rule', async () => {
    expect(await listProjectFavourites(alice.userId)).toMatchObject({ records: [], total: 0 });
    const [p1, p2] = await handle!.db
      .insert(housingProjects)
      .values(
        ['悦澜府', '和鸣苑'].map((name) => ({
          name,
          businessType: 'gzf' as const,
          district: '澄江区',
          address: '青禾市澄江区测试路1号',
          lng: 120.1,
          lat: 30.2,
          status: 'open' as const,
          homesTotal: 10,
          homesAvailable: 2,
        })),
      )
      .returning({ id: housingProjects.id });
    const [a, b] = await handle!.db
      .insert(projectFavourites)
      .values([
        { userId: alice.userId, projectId: p1!.id },
        { userId: bob.userId, projectId: p2!.id },
      ])
      .returning({ id: projectFavourites.id });
    const page = await listProjectFavourites(alice.userId);
    expect(page.records).toEqual([
      { id: a!.id, projectId: p1!.id, projectName: '悦澜府', href: `/t1/projectDetail?projectId=${p1!.id}`, collectedAt: expect.any(String) },
    ]);
    expect((await listProjectFavourites(bob.userId)).records.map((r) => r.projectName)).toEqual(['和鸣苑']);
    await expect(batchUpdateProjectFavourites(alice.userId, [a!.id, b!.id], true)).rejects.toMatchObject({ code: '4030' });
    expect((await listProjectFavourites(alice.userId)).total).toBe(1);
    expect(await batchUpdateProjectFavourites(alice.userId, [a!.id], true)).toEqual({ updated: 1 });
    expect((await listProjectFavourites(alice.userId)).total).toBe(0);
  });
});
