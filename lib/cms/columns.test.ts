/** @jest-environment node */
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { findColumn, getColumnTree, listColumns, listSubtreeKeys, listVisibleColumnKeys } from './columns';
import { addColumns, closeServiceDatabase, openServiceDatabase } from './test-fixtures';

describe.each(testTargets().map((t) => [t.name, t] as const))('column service on %s', (_name, target) => {
  let handle: TestDatabase | undefined;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    // Inserted out of display order on purpose: the service must sort by sortOrder.
    await addColumns(handle.db, [
      { key: 'news', label: '新闻中心', sortOrder: 2 },
      { key: 'home', label: '首页', sortOrder: 1, route: '/home' },
      { key: 'me', label: '个人中心', sortOrder: 3, navHidden: true },
      { key: 'news_b', parentKey: 'news', sortOrder: 2 },
      { key: 'news_a', parentKey: 'news', sortOrder: 1 },
      { key: 'news_a_x', parentKey: 'news_a' },
      { key: 'news_a_x_4', parentKey: 'news_a_x', label: '第四级' },
      { key: 'news_hidden', parentKey: 'news', sortOrder: 3, navHidden: true },
      { key: 'me_info', parentKey: 'me' },
    ]);
  });

  afterAll(() => closeServiceDatabase(handle));

  it('nests every column under its parent in sortOrder, hidden ones included', async () => {
    const tree = await getColumnTree();
    expect(tree.map((c) => c.key)).toEqual(['home', 'news', 'me']);
    const news = tree[1]!;
    expect(news.children.map((c) => c.key)).toEqual(['news_a', 'news_b', 'news_hidden']);
    const fourth = news.children[0]!.children[0]!.children[0]!;
    expect(fourth).toMatchObject({ key: 'news_a_x_4', level: 4, parentKey: 'news_a_x', label: '第四级', children: [] });
    expect(tree[2]).toMatchObject({ key: 'me', navHidden: true, level: 1 });
    // Plain JSON: survives a round trip unchanged.
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
  });

  it('lists only visible top-level columns, in order, with label, key and route', async () => {
    expect(await listColumns()).toEqual([
      { label: '首页', key: 'home', route: '/home' },
      { label: '新闻中心', key: 'news', route: '/t1/news_list' },
    ]);
  });

  it('finds a column with its subtree, and null for an unknown key', async () => {
    const a = await findColumn('news_a');
    expect(a?.children.map((c) => c.key)).toEqual(['news_a_x']);
    expect(await findColumn('nope')).toBeNull();
    expect(await findColumn("' OR 1=1 --")).toBeNull();
  });

  it('collects subtree keys and the keys reachable from the menu', async () => {
    expect(await listSubtreeKeys('news_a')).toEqual(['news_a', 'news_a_x', 'news_a_x_4']);
    expect(await listSubtreeKeys('nope')).toEqual([]);
    const visible = await listVisibleColumnKeys();
    expect(visible).toEqual(expect.arrayContaining(['home', 'news', 'news_a', 'news_a_x_4', 'news_b']));
    expect(visible).not.toEqual(expect.arrayContaining(['me']));
    expect(visible.filter((k) => ['me', 'me_info', 'news_hidden'].includes(k))).toEqual([]);
  });
});
