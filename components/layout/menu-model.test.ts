import { activeTrailKeys, buildMenuItems } from './menu-model';
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

  it('highlights nothing on pages outside the column tree', () => {
    expect(activeTrailKeys(demoTree, '/login', {})).toEqual([]);
  });
});
