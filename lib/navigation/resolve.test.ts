/** @jest-environment node */
import type { ColumnNode } from '@/lib/cms/types';
import { COLUMN_KEYS } from '@/lib/cms/column-keys';
import { SEED_COLUMNS } from '@/lib/db/seed/columns';
import { isKnownPath } from './routes';
import {
  breadcrumbs,
  columnHref,
  descendantKeys,
  findMultiBusinessColumn,
  findPath,
  findPersonalCenterColumn,
  firstParam,
  parseContentId,
  resolveNavigation,
  resolvePersonalCenterEntry,
  sideMenuOf,
  toColumnNodes,
  toNavigationInfo,
  type NavigationQuery,
} from './resolve';

const tree = toColumnNodes(SEED_COLUMNS);
const keys = (nodes: readonly ColumnNode[]) => nodes.map((n) => n.key);
const BASIC_INFO = '/t1/personalCenter/personal_info/basic_info';

/** Parses a link back into the pieces resolveNavigation reads. */
function parseHref(href: string): { pathname: string; query: Record<string, string> } {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('toColumnNodes', () => {
  it('maps the seed to ColumnNode with levels, parents and defaults', () => {
    const dyyw = tree.find((n) => n.key === 'dyyw');
    expect(dyyw).toMatchObject({ level: 1, parentKey: null, navHidden: false, specialKey: null });
    const gr = findPath(tree, 'bzf_ywbl_gr').at(-1);
    expect(gr).toMatchObject({ level: 4, parentKey: 'bzf_ywbl', description: '', children: [] });
    expect(tree.find((n) => n.key === 'grzx')?.navHidden).toBe(true);
  });
});

describe('resolveNavigation: col1..col4', () => {
  it('resolves four levels deep (dyyw > bzf > bzf_ywbl > bzf_ywbl_gr)', () => {
    const nav = resolveNavigation(tree, { col1: 'dyyw', col2: 'bzf', col3: 'bzf_ywbl', col4: 'bzf_ywbl_gr' });
    expect(nav.parent?.key).toBe('dyyw');
    expect(nav.second?.key).toBe('bzf');
    expect(nav.third?.key).toBe('bzf_ywbl');
    expect(nav.fourth?.key).toBe('bzf_ywbl_gr');
    expect(keys(nav.trail)).toEqual(['dyyw', 'bzf', 'bzf_ywbl', 'bzf_ywbl_gr']);
    expect(nav.activeKey).toBe('dyyw');
  });

  it('resolves an ordinary top-level column and its children', () => {
    const nav = resolveNavigation(tree, { col1: 'xwzx', col2: 'zcjd', col3: 'zcjd_tjjd' });
    expect(keys(nav.trail)).toEqual(['xwzx', 'zcjd', 'zcjd_tjjd']);
    expect(nav.fourth).toBeNull();
    expect(nav.activeKey).toBe('xwzx');
  });

  it('matches each level only among the previous level’s children', () => {
    // zcjd_tjjd exists, but not as a child of gsyw.
    const nav = resolveNavigation(tree, { col1: 'xwzx', col2: 'gsyw', col3: 'zcjd_tjjd' });
    expect(keys(nav.trail)).toEqual(['xwzx', 'gsyw']);
    expect(nav.third).toBeNull();
    // A deep key is not accepted as col1.
    expect(resolveNavigation(tree, { col1: 'zcjd' }).parent).toBeNull();
  });

  it('stops at the first key that does not match, ignoring deeper ones', () => {
    const nav = resolveNavigation(tree, { col1: 'dyyw', col2: 'nope', col3: 'bzf_ywbl', col4: 'bzf_ywbl_gr' });
    expect(nav.parent?.key).toBe('dyyw');
    expect(nav.second).toBeNull();
    expect(nav.third).toBeNull();
    expect(nav.fourth).toBeNull();
    expect(keys(nav.trail)).toEqual(['dyyw']);
  });

  it('takes the first value of arrays and ignores malformed values', () => {
    const nav = resolveNavigation(tree, {
      col1: ['xwzx', 'tzgg'],
      col2: ['zcjd'],
      col3: [],
      classify: ['a', 'b'],
      contentId: ['12', '13'],
    });
    expect(keys(nav.trail)).toEqual(['xwzx', 'zcjd']);
    expect(nav.classify).toBe('a');
    expect(nav.contentId).toBe(12);
    const odd = { col1: 42, col2: { x: 1 } } as unknown as NavigationQuery;
    expect(resolveNavigation(tree, odd).parent).toBeNull();
    expect(resolveNavigation(tree, null).parent).toBeNull();
    expect(resolveNavigation(tree, undefined).activeKey).toBe('home');
  });

  it('accepts only positive integer content ids', () => {
    expect(resolveNavigation(tree, { contentId: '7' }).contentId).toBe(7);
    for (const bad of ['0', '-3', '1.5', '1e3', 'abc', '', '9999999999999999999', ' ', '0x10']) {
      expect(resolveNavigation(tree, { contentId: bad }).contentId).toBeNull();
    }
    expect(parseContentId(null)).toBeNull();
  });

  it('never carries the token', () => {
    const nav = resolveNavigation(tree, { col1: 'xwzx', token: 'abcdefghijklmnopqrstuvwxyz' });
    expect(JSON.stringify(nav)).not.toContain('abcdefghijklmnopqrstuvwxyz');
    expect(JSON.stringify(toNavigationInfo(nav))).not.toContain('abcdefghijklmnopqrstuvwxyz');
  });

  it('treats unknown keys as no match', () => {
    const nav = resolveNavigation(tree, { col1: 'does_not_exist', col2: 'bzf' });
    expect(nav.parent).toBeNull();
    expect(nav.trail).toEqual([]);
    expect(nav.activeKey).toBe('home');
  });
});

describe('resolveNavigation: multi-business rule', () => {
  const businessChildren = ['bzf', 'gzf', 'psf', 'gycqf', 'syfw'];

  it.each(businessChildren)('col1=%s highlights 多元业务 and prefixes it to the trail', (key) => {
    const column = findPath(tree, key).at(-1)!;
    const firstChild = column.children[0]!;
    const nav = resolveNavigation(tree, { col1: key, col2: firstChild.key });
    expect(nav.activeKey).toBe(COLUMN_KEYS.multiBusiness);
    expect(nav.parent?.key).toBe(key);
    expect(nav.second?.key).toBe(firstChild.key);
    expect(keys(nav.trail)).toEqual(['dyyw', key, firstChild.key]);
    expect(keys(nav.levels)).toEqual([key, firstChild.key]);
  });

  it('col1=bzf shortcut resolves down to level 3 under bzf', () => {
    const nav = resolveNavigation(tree, { col1: 'bzf', col2: 'bzf_ywbl', col3: 'bzf_ywbl_gr' });
    expect(nav.activeKey).toBe('dyyw');
    expect(keys(nav.trail)).toEqual(['dyyw', 'bzf', 'bzf_ywbl', 'bzf_ywbl_gr']);
  });

  it('finds 多元业务 by label, not by key', () => {
    const rekeyed = toColumnNodes(
      SEED_COLUMNS.map((c) => (c.key === 'dyyw' ? { ...c, key: 'multi_2025' } : c)),
    );
    expect(findMultiBusinessColumn(rekeyed)?.key).toBe('multi_2025');
    const nav = resolveNavigation(rekeyed, { col1: 'gzf' });
    expect(nav.activeKey).toBe('multi_2025');
    expect(keys(nav.trail)).toEqual(['multi_2025', 'gzf']);
  });

  it('does not apply to children of other columns', () => {
    expect(resolveNavigation(tree, { col1: 'gsyw' }).parent).toBeNull();
    const noMulti = toColumnNodes(SEED_COLUMNS.filter((c) => c.label !== '多元业务'));
    expect(resolveNavigation(noMulti, { col1: 'bzf' }).parent).toBeNull();
  });
});

describe('resolveNavigation: special topics', () => {
  it('finds col1 inside the special subtree, root included', () => {
    const root = resolveNavigation(tree, { special: 'zt_zcxcy', col1: 'zt_zcxcy', col2: 'zt_zcxcy_xcdt' });
    expect(root.special).toBe('zt_zcxcy');
    expect(keys(root.trail)).toEqual(['zt_zcxcy', 'zt_zcxcy_xcdt']);
    expect(root.activeKey).toBe('zt_zcxcy');

    const child = resolveNavigation(tree, { special: 'zt_zcxcy', col1: 'zt_zcxcy_zcwj' });
    expect(child.parent?.key).toBe('zt_zcxcy_zcwj');
    expect(keys(child.trail)).toEqual(['zt_zcxcy', 'zt_zcxcy_zcwj']);
  });

  it('without special, a topic child is not a col1', () => {
    expect(resolveNavigation(tree, { col1: 'zt_zcxcy_zcwj' }).parent).toBeNull();
  });

  it('falls back to the top-level columns when col1 is not in the special subtree', () => {
    const nav = resolveNavigation(tree, { special: 'zt_zcxcy', col1: 'xwzx', col2: 'hydt' });
    expect(keys(nav.trail)).toEqual(['xwzx', 'hydt']);
    expect(nav.special).toBe('zt_zcxcy');
  });

  it('prefers the special subtree when a key exists in both places', () => {
    // A topic that re-uses the news column's key for its own "news" child.
    const topic = SEED_COLUMNS.find((c) => c.key === 'zt_zcxcy')!;
    const seed = SEED_COLUMNS.map((c) =>
      c === topic
        ? {
            ...c,
            children: [
              ...(c.children ?? []),
              {
                key: 'xwzx',
                label: '专题新闻',
                route: '/t1/news_list',
                specialKey: 'zt_zcxcy',
                children: [{ key: 'hydt', label: '专题动态', route: '/t1/news_list', specialKey: 'zt_zcxcy' }],
              },
            ],
          }
        : c,
    );
    const dupTree = toColumnNodes(seed);
    const withSpecial = resolveNavigation(dupTree, { special: 'zt_zcxcy', col1: 'xwzx', col2: 'hydt' });
    expect(withSpecial.parent?.label).toBe('专题新闻');
    expect(withSpecial.second?.label).toBe('专题动态');
    expect(keys(withSpecial.trail)).toEqual(['zt_zcxcy', 'xwzx', 'hydt']);
    expect(withSpecial.activeKey).toBe('zt_zcxcy');

    const without = resolveNavigation(dupTree, { col1: 'xwzx', col2: 'hydt' });
    expect(without.parent?.label).toBe('新闻中心');
    expect(without.second?.label).toBe('行业动态');
    expect(without.activeKey).toBe('xwzx');
  });

  it('ignores a special key that is not a column', () => {
    const nav = resolveNavigation(tree, { special: 'nope', col1: 'xwzx' });
    expect(nav.special).toBeNull();
    expect(nav.parent?.key).toBe('xwzx');
  });
});

describe('resolveNavigation: fallbacks', () => {
  it('uses the saved parent-info key when nothing matches', () => {
    expect(resolveNavigation(tree, {}, { parentInfoKey: 'jrwm' }).activeKey).toBe('jrwm');
    expect(resolveNavigation(tree, { col1: 'zzz' }, 'gsgk').activeKey).toBe('gsgk');
    // A saved business column highlights 多元业务.
    expect(resolveNavigation(tree, {}, { parentInfoKey: 'bzf' }).activeKey).toBe('dyyw');
  });

  it('uses the first column when there is no usable parent info', () => {
    expect(resolveNavigation(tree, {}).activeKey).toBe('home');
    expect(resolveNavigation(tree, {}, { parentInfoKey: 'gone' }).activeKey).toBe('home');
    expect(resolveNavigation(tree, {}, { parentInfoKey: null }).activeKey).toBe('home');
    const nav = resolveNavigation(tree, {});
    expect(nav.parent).toBeNull();
    expect(nav.trail).toEqual([]);
  });

  it('a matched column wins over the saved parent info', () => {
    expect(resolveNavigation(tree, { col1: 'tzgg' }, 'jrwm').activeKey).toBe('tzgg');
  });

  it('copes with an empty tree', () => {
    const nav = resolveNavigation([], { col1: 'x' }, 'y');
    expect(nav.activeKey).toBeNull();
    expect(nav.parent).toBeNull();
  });
});

describe('personal-centre token rule', () => {
  it('selects the first child of 个人中心 on basic_info with a token', () => {
    expect(resolvePersonalCenterEntry(tree, BASIC_INFO, { token: 'x' })?.key).toBe('grxx');
    const nav = resolveNavigation(tree, { token: 'x' }, { pathname: BASIC_INFO });
    expect(nav.parent?.key).toBe('grzx');
    expect(nav.second?.key).toBe('grxx');
    expect(nav.personalCenterEntry?.key).toBe('grxx');
    expect(nav.activeKey).toBe('grzx');
    expect(keys(nav.trail)).toEqual(['grzx', 'grxx']);
  });

  it('also applies after middleware replaced the token with entry=token', () => {
    expect(resolvePersonalCenterEntry(tree, `${BASIC_INFO}/`, { entry: 'token' })?.key).toBe('grxx');
    expect(resolvePersonalCenterEntry(tree, BASIC_INFO, { entry: 'other' })).toBeNull();
  });

  it('does not apply without a token or on another path', () => {
    expect(resolvePersonalCenterEntry(tree, BASIC_INFO, {})).toBeNull();
    expect(resolvePersonalCenterEntry(tree, '/t1/personalCenter/personal_info/gzf_familyInfo', { token: 'x' })).toBeNull();
    expect(resolvePersonalCenterEntry(tree, null, { token: 'x' })).toBeNull();
    const nav = resolveNavigation(tree, { col1: 'grzx', col2: 'wdsc' }, { pathname: BASIC_INFO });
    expect(keys(nav.trail)).toEqual(['grzx', 'wdsc']);
    expect(nav.personalCenterEntry).toBeNull();
  });

  it('finds 个人中心 by label', () => {
    const rekeyed = toColumnNodes(SEED_COLUMNS.map((c) => (c.key === 'grzx' ? { ...c, key: 'me' } : c)));
    expect(findPersonalCenterColumn(rekeyed)?.key).toBe('me');
    expect(resolvePersonalCenterEntry(rekeyed, BASIC_INFO, { token: 'x' })?.key).toBe('grxx');
  });
});

describe('columnHref', () => {
  it('sends a parent to its first leaf page', () => {
    const href = columnHref(findPath(tree, 'dyyw'));
    expect(href).toBe('/t1/ywjs?col1=dyyw&col2=bzf&col3=bzf_ywjs');
    expect(columnHref(findPath(tree, 'bzf_ywbl'))).toBe('/t1/ywbl?col1=dyyw&col2=bzf&col3=bzf_ywbl&col4=bzf_ywbl_gr');
    expect(columnHref(findPath(tree, 'xwzx'))).toBe('/t1/news_list?col1=xwzx&col2=gsyw');
    expect(columnHref(findPath(tree, 'home'))).toBe('/home?col1=home');
  });

  it('produces links that resolve back to the same column', () => {
    for (const key of ['dyyw', 'gycqf_xmzs', 'zcjd_wjjd', 'jrwm', 'tzgg_gzf_zg']) {
      const href = columnHref(findPath(tree, key));
      const { pathname, query } = parseHref(href);
      expect(isKnownPath(pathname)).toBe(true);
      expect(resolveNavigation(tree, query).trail.map((n) => n.key)).toContain(key);
    }
  });

  it('carries special for topic columns and appends extra params', () => {
    const topic = findPath(tree, 'zt_zcxcy');
    expect(columnHref(topic)).toBe('/t1/news_list?col1=zt_zcxcy&col2=zt_zcxcy_zcwj&special=zt_zcxcy');
    const { query } = parseHref(columnHref(topic, { contentId: 5 }));
    expect(query).toEqual({ col1: 'zt_zcxcy', col2: 'zt_zcxcy_zcwj', special: 'zt_zcxcy', contentId: '5' });
    expect(resolveNavigation(tree, query).special).toBe('zt_zcxcy');
  });

  it('falls back to /home for an empty trail', () => {
    expect(columnHref([])).toBe('/home');
  });
});

describe('breadcrumbs and side menu', () => {
  it('builds crumbs for the trail, including the 多元业务 ancestor', () => {
    const nav = resolveNavigation(tree, { col1: 'bzf', col2: 'bzf_ywbl' });
    const crumbs = breadcrumbs(nav);
    expect(crumbs.map((c) => c.label)).toEqual(['多元业务', '保障性租赁住房', '业务办理']);
    expect(crumbs[0]?.href).toBe('/t1/ywjs?col1=dyyw&col2=bzf&col3=bzf_ywjs');
    expect(crumbs[2]?.href).toBe('/t1/ywbl?col1=bzf&col2=bzf_ywbl&col3=bzf_ywbl_gr');
  });

  it('lists the parent’s children with nested children and marks the trail', () => {
    const nav = resolveNavigation(tree, { col1: 'bzf', col2: 'bzf_ywbl', col3: 'bzf_ywbl_qy' });
    const menu = sideMenuOf(nav);
    expect(menu.map((m) => m.key)).toEqual(['bzf_ywjs', 'bzf_ywbl', 'bzf_xmzs']);
    const ywbl = menu[1]!;
    expect(ywbl.active).toBe(true);
    expect(menu[0]?.active).toBe(false);
    expect(ywbl.children.map((c) => [c.key, c.active])).toEqual([
      ['bzf_ywbl_gr', false],
      ['bzf_ywbl_qy', true],
    ]);
    // Links keep the page's col shape so the menu stays the same after a click.
    const { query } = parseHref(ywbl.children[1]!.href);
    expect(query).toEqual({ col1: 'bzf', col2: 'bzf_ywbl', col3: 'bzf_ywbl_qy' });
    expect(sideMenuOf(resolveNavigation(tree, query)).map((m) => m.key)).toEqual(menu.map((m) => m.key));
  });

  it('is empty without a parent', () => {
    expect(sideMenuOf(resolveNavigation(tree, {}))).toEqual([]);
    expect(breadcrumbs(resolveNavigation(tree, {}))).toEqual([]);
  });
});

describe('tree helpers', () => {
  it('findPath returns the trail to a key or []', () => {
    expect(keys(findPath(tree, 'bzf_ywbl_qy'))).toEqual(['dyyw', 'bzf', 'bzf_ywbl', 'bzf_ywbl_qy']);
    expect(findPath(tree, 'nope')).toEqual([]);
  });

  it('descendantKeys lists the node and every descendant', () => {
    const bzf = findPath(tree, 'bzf').at(-1)!;
    expect(descendantKeys(bzf)).toEqual(['bzf', 'bzf_ywjs', 'bzf_ywbl', 'bzf_ywbl_gr', 'bzf_ywbl_qy', 'bzf_xmzs']);
    expect(descendantKeys(bzf, false)).not.toContain('bzf');
  });

  it('firstParam trims, rejects empties and oversize values', () => {
    expect(firstParam({ a: ' x ' }, 'a')).toBe('x');
    expect(firstParam({ a: '' }, 'a')).toBeNull();
    expect(firstParam({ a: 'y'.repeat(500) }, 'a')).toBeNull();
    expect(firstParam({}, 'constructor')).toBeNull();
  });
});
