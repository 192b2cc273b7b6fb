import type { ColumnNode } from '@/lib/cms/types';
import { activeTrailKeys, buildMenuItems, headerMenu, menuTrail, menuTree, type MenuColumn } from './menu-model';
import { demoTree } from './test-utils';

describe('buildMenuItems', () => {
  const items = buildMenuItems(demoTree);

  it('lists the visible top-level columns in order', () => {
    expect(items.map((i) => i.label)).toEqual(['首页', '新闻中心', '通知公告', '多元业务', '项目展示', '走进我们', '帮助中心', '加入我们']);
  });

  it('links 首页 to /home and branches to their first leaf with col1..colN', () => {
    expect(items[0]!.href).toBe('/home');
    const news = items.find((i) => i.key === 'xwzx')!;
    expect(news.href).toBe('/t1/news_list?col1=xwzx&col2=gsyw');
    const policy = news.children.find((c) => c.key === 'zcjd')!;
    expect(policy.href).toBe('/t1/news_list?col1=xwzx&col2=zcjd&col3=zcjd_wjjd');
  });

  it('keeps four levels and no more', () => {
    const bzf = items.find((i) => i.key === 'dyyw')!.children.find((c) => c.key === 'bzf')!;
    const handling = bzf.children.find((c) => c.key === 'bzf_ywbl')!;
    expect(handling.children.map((c) => c.key)).toEqual(['bzf_ywbl_gr', 'bzf_ywbl_qy']);
    expect(handling.children.every((c) => c.children.length === 0)).toBe(true);
  });
});

describe('activeTrailKeys', () => {
  it('follows col1..col4', () => {
    expect(activeTrailKeys(demoTree, '/t1/company_profile', { col1: 'gsgk', col2: 'gsjj' })).toEqual(['gsgk', 'gsjj']);
  });

  it('puts 多元业务 first for a multi-business col1 (spec §1)', () => {
    expect(activeTrailKeys(demoTree, '/t1/ywjs', { col1: 'bzf', col2: 'bzf_ywjs' })).toEqual(['dyyw', 'bzf', 'bzf_ywjs']);
  });

  it('falls back to the route when the query names no column', () => {
    expect(activeTrailKeys(demoTree, '/home', {})).toEqual(['home']);
    expect(activeTrailKeys(demoTree, '/t3/news_list/', {})).toEqual(['tzgg']);
  });

  it('lights 加入我们 on a job post, which no column names, as on the job list', () => {
    const trail = activeTrailKeys(demoTree, '/t1/PostDeatil', { postId: '7' });
    expect(trail[0]).toBe('jrwm');
    expect(trail).toEqual(activeTrailKeys(demoTree, '/t1/PostInformation', {}));
  });

  it('highlights nothing on pages outside the column tree', () => {
    expect(activeTrailKeys(demoTree, '/login', {})).toEqual([]);
  });
});

describe('headerMenu (the menu as the header receives it)', () => {
  const column = (key: string, route: string, extra: Partial<ColumnNode> = {}): ColumnNode => ({
    key,
    label: `栏目${key}`,
    route,
    level: 1,
    parentKey: null,
    specialKey: null,
    navHidden: false,
    description: '',
    children: [],
    ...extra,
  });

  it('gives the browser the very items the server tree gives, links included', () => {
    const menu = headerMenu(demoTree);
    expect(buildMenuItems(menuTree(menu.columns))).toEqual(buildMenuItems(demoTree));
    expect(menu.hiddenKeys).toEqual(['grzx', 'zt_zcxcy', 'ysxy']);
  });

  it('keeps the links of a first leaf under a hidden column and of a special topic', () => {
    const tree = [
      column('b', '/t1/b', { children: [column('b1', '/t3/hidden_leaf', { level: 2, parentKey: 'b', navHidden: true })] }),
      column('zt', '/t1/topic', {
        specialKey: 'zt',
        description: '专题',
        children: [column('zt1', '/t3/news_list', { level: 2, parentKey: 'zt', specialKey: 'zt' })],
      }),
    ];
    const items = buildMenuItems(tree);
    expect(items[0]!.href).toBe('/t3/hidden_leaf?col1=b&col2=b1');
    expect(items[1]!.href).toContain('special=zt');
    expect(buildMenuItems(menuTree(headerMenu(tree).columns))).toEqual(items);
  });

  it('highlights nothing on a page of a hidden column, and leaves an unknown col1 to the route', () => {
    const menu = headerMenu(demoTree);
    const tree = menuTree(menu.columns);
    const trail = (path: string, search: string) => menuTrail(buildMenuItems(tree), tree, menu.hiddenKeys, path, search);
    expect(trail('/t1/news_list', 'special=zt_zcxcy&col1=zt_zcxcy&col2=zt_zcxcy_zcwj')).toEqual([]);
    expect(trail('/t1/news_list', 'col1=zt_zcxcy')).toEqual([]);
    expect(trail('/t3/news_list', 'col1=no_such_column')).toEqual(['tzgg']);
    expect(trail('/t3/news_list', 'col1=tzgg&col2=tzgg_bzf')).toEqual(['tzgg', 'tzgg_bzf']);
  });

  it('sends no hidden top-level column, nothing past the fourth level and no empty field', () => {
    const { columns } = headerMenu(demoTree);
    const walk = (list: MenuColumn[], depth: number) =>
      list.forEach((c) => {
        expect(depth).toBeLessThanOrEqual(4);
        for (const value of Object.values(c)) expect(value === '' || (Array.isArray(value) && value.length === 0)).toBe(false);
        if (c.description) expect(depth).toBe(1);
        if (c.children) walk(c.children, depth + 1);
      });
    walk(columns, 1);
    expect(columns.map((c) => c.key)).not.toContain('grzx');
  });

  it("sends a column's route only where it is not its parent's", () => {
    const { columns } = headerMenu(demoTree);
    const notice = columns.find((c) => c.key === 'tzgg')!;
    expect(notice.route).toBe('/t3/news_list');
    expect(notice.children!.find((c) => c.key === 'tzgg_gzf')).not.toHaveProperty('route');
    expect(menuTree(columns).find((n) => n.key === 'tzgg')!.children.find((n) => n.key === 'tzgg_gzf')!.route).toBe('/t3/news_list');
    expect(columns.every((c) => typeof c.route === 'string')).toBe(true);
  });
});
