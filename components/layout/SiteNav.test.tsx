import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { activeTrailKeys, buildMenuItems, headerMenu, menuTrail, menuTree } from './menu-model';
import { CLOSE_DELAY_MS, MenuButton, SiteNav, SiteNavProvider } from './SiteNav.client';
import { demoTree, navigationMock } from './test-utils';

jest.mock('next/navigation', () => {
  const { navigationMock: m } = jest.requireActual<typeof import('./test-utils')>('./test-utils');
  return {
    usePathname: () => m.pathname,
    useSearchParams: () => new URLSearchParams(m.search),
    useRouter: () => m.router,
  };
});

beforeEach(() => navigationMock.reset());
afterEach(() => {
  jest.useRealTimers();
  document.body.style.overflow = '';
});

/** The header's parts as SiteHeaderView puts them: the 菜单 control and the menu, sharing the drawer's state. */
function Header() {
  return (
    <SiteNavProvider>
      <header>
        <MenuButton />
        <SiteNav
          menu={headerMenu(demoTree)}
          searchBox={
            <form role="search" aria-label="站内搜索">
              <input type="search" aria-label="站内搜索" />
            </form>
          }
          footer={<a href="/login">登录</a>}
        />
      </header>
    </SiteNavProvider>
  );
}

/** The menu alone as the server renders it (the HTML a visitor without scripts gets). */
function Menu() {
  return (
    <SiteNavProvider>
      <SiteNav menu={headerMenu(demoTree)} />
    </SiteNavProvider>
  );
}

/** The server's HTML of an element, in the document (no scripts attached). */
function renderOnServer(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return { container };
}
afterEach(() => document.body.replaceChildren());

const nav = () => screen.getByRole('navigation', { name: '主导航' });
const toggleOf = (label: string) => screen.getByRole('button', { name: `展开“${label}”子菜单` });
const panelOf = (key: string) => document.getElementById(`menu-panel-${key}`)!;
const menuButton = () => screen.getByRole('button', { name: '菜单' });

describe('SiteNav markup (server)', () => {
  it('renders the visible top-level columns as plain links and skips navHidden ones', () => {
    renderOnServer(<Menu />);
    expect(within(nav()).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    expect(within(nav()).getByRole('link', { name: '新闻中心' }).getAttribute('href')).toMatch(/^\/t1\/news_list\?col1=xwzx&col2=gsyw/);
    expect(within(nav()).queryByRole('link', { name: '个人中心' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: '住房保障政策宣传月' })).toBeNull();
  });

  it('holds all four levels once, level 4 nested under level 3, for the band and the drawer alike', () => {
    const { container } = renderOnServer(<Menu />);
    const panel = panelOf('dyyw');
    expect(within(panel).getAllByRole('link', { name: '业务办理' })).toHaveLength(3);
    expect(within(panel).getByRole('link', { name: '个人申请' }).getAttribute('href')).toBe('/t1/ywbl?col1=dyyw&col2=bzf&col3=bzf_ywbl&col4=bzf_ywbl_gr');
    expect(container.querySelectorAll('nav')).toHaveLength(1);
    expect(within(container).getAllByRole('link', { name: '个人申请' })).toHaveLength(1);
  });

  it('leaves the panels to CSS without scripts: no hidden attribute, no buttons that could not work', () => {
    const { container } = renderOnServer(<Menu />);
    expect(container.querySelectorAll('[hidden]')).toHaveLength(0);
    expect(container.querySelectorAll('nav button, nav svg')).toHaveLength(0);
  });

  it('gets one expand/collapse button per item with children once the scripts run, gone again when detached', () => {
    const { container, unmount } = render(<Header />);
    expect(container.querySelectorAll('nav button')).toHaveLength(container.querySelectorAll('nav li > [data-panel], nav li > ul').length);
    expect(document.getElementById('menu-sub-bzf_ywbl')!.previousElementSibling).toHaveAccessibleName('展开“业务办理”子菜单');
    unmount();
    expect(document.querySelectorAll('nav button')).toHaveLength(0);
  });

  it('makes 菜单 a link to the drawer (#site-nav) until the scripts turn it into a button', () => {
    renderOnServer(
      <SiteNavProvider>
        <MenuButton />
      </SiteNavProvider>,
    );
    expect(screen.getByRole('link', { name: '菜单' })).toHaveAttribute('href', '#site-nav');
  });

  it('gives the trail rules the same highlight from the menu’s props as from the server tree', () => {
    const menu = headerMenu(demoTree);
    const items = buildMenuItems(menuTree(menu.columns));
    // What a visitor sees: a trail through a hidden column (个人中心, a topic) highlights nothing.
    const shown = (keys: string[]) => (items.some((item) => item.key === keys[0]) ? keys : []);
    const cases: [string, Record<string, string>][] = [
      ['/home', {}],
      ['/t3/news_list', {}],
      ['/t3/news_list', { col1: 'tzgg', col2: 'tzgg_gzf', col3: 'tzgg_gzf_pz' }],
      ['/t1/ywbl', { col1: 'bzf', col2: 'bzf_ywbl', col3: 'bzf_ywbl_qy' }],
      ['/t1/ywbl', { col1: 'dyyw', col2: 'bzf', col3: 'bzf_ywbl', col4: 'bzf_ywbl_gr' }],
      ['/t1/company_profile', { col1: 'gsgk', col2: 'gsjj' }],
      ['/t1/news_list', { special: 'zt_zcxcy', col1: 'zt_zcxcy', col2: 'zt_zcxcy_zcwj' }],
      ['/t1/personalCenter/personal_info/basic_info', { entry: 'token' }],
      ['/t1/PostInformation', {}],
      ['/login', {}],
    ];
    for (const [path, query] of cases) {
      const fromProps = menuTrail(items, menuTree(menu.columns), menu.hiddenKeys, path, new URLSearchParams(query).toString());
      expect([path, shown(fromProps)]).toEqual([path, shown(activeTrailKeys(demoTree, path, query))]);
    }
  });
});

describe('SiteNav on a desktop', () => {
  it('opens a panel with a click on its toggle and closes it with Escape, returning focus', () => {
    render(<Header />);
    const toggle = toggleOf('新闻中心');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf('xwzx')).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf('xwzx')).toBeVisible();

    const first = within(panelOf('xwzx')).getByRole('link', { name: '公司要闻' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'Escape' });
    const collapsed = screen.getByRole('button', { name: '展开“新闻中心”子菜单' });
    expect(collapsed).toHaveAttribute('aria-expanded', 'false');
    expect(collapsed).toHaveFocus();
    expect(panelOf('xwzx')).not.toBeVisible();
  });

  it('opens with ArrowDown on the top link and walks the panel with the arrow keys, Home and End', () => {
    render(<Header />);
    fireEvent.keyDown(screen.getByRole('link', { name: '通知公告' }), { key: 'ArrowDown' });
    const links = within(panelOf('tzgg')).getAllByRole('link');
    expect(panelOf('tzgg')).toBeVisible();
    expect(links[0]).toHaveFocus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(links[1]).toHaveFocus();
    fireEvent.keyDown(links[1]!, { key: 'ArrowUp' });
    expect(links[0]).toHaveFocus();
    fireEvent.keyDown(links[0]!, { key: 'End' });
    expect(links[links.length - 1]).toHaveFocus();
    fireEvent.keyDown(links[links.length - 1]!, { key: 'Home' });
    expect(links[0]).toHaveFocus();
    // ArrowUp from the first link leaves the panel for its toggle.
    fireEvent.keyDown(links[0]!, { key: 'ArrowUp' });
    expect(toggleOf('通知公告')).toHaveFocus();
    expect(panelOf('tzgg')).not.toBeVisible();
  });

  it('moves between top-level columns with ArrowLeft/ArrowRight, Home and End, wrapping around', () => {
    render(<Header />);
    const home = screen.getByRole('link', { name: '首页' });
    fireEvent.keyDown(home, { key: 'ArrowRight' });
    expect(screen.getByRole('link', { name: '新闻中心' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('link', { name: '新闻中心' }), { key: 'End' });
    expect(screen.getByRole('link', { name: '加入我们' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('link', { name: '加入我们' }), { key: 'ArrowRight' });
    expect(home).toHaveFocus();
    fireEvent.keyDown(home, { key: 'ArrowLeft' });
    expect(screen.getByRole('link', { name: '加入我们' })).toHaveFocus();
    // Moving along the band does not open panels by itself.
    expect(panelOf('jrwm')).not.toBeVisible();
  });

  it('opens when focus enters an item and closes when Tab leaves it', () => {
    render(<Header />);
    act(() => screen.getByRole('link', { name: '走进我们' }).focus());
    expect(screen.getByRole('button', { name: '收起“走进我们”子菜单' })).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf('gsgk')).toBeVisible();
    act(() => screen.getByRole('link', { name: '帮助中心' }).focus());
    expect(panelOf('gsgk')).not.toBeVisible();
    expect(panelOf('bzzx')).toBeVisible();
  });

  it('opens on hover and closes a moment after the pointer leaves, unless it comes back', () => {
    jest.useFakeTimers();
    render(<Header />);
    const item = panelOf('xmzs').closest('li')!;
    fireEvent.mouseEnter(item);
    expect(panelOf('xmzs')).toBeVisible();
    fireEvent.mouseLeave(item);
    act(() => jest.advanceTimersByTime(CLOSE_DELAY_MS - 50));
    fireEvent.mouseEnter(item);
    act(() => jest.advanceTimersByTime(CLOSE_DELAY_MS * 2));
    expect(panelOf('xmzs')).toBeVisible();
    fireEvent.mouseLeave(item);
    act(() => jest.advanceTimersByTime(CLOSE_DELAY_MS + 10));
    expect(panelOf('xmzs')).not.toBeVisible();
  });

  it('follows a menu link through the router (no full page load)', () => {
    render(<Header />);
    fireEvent.click(toggleOf('通知公告'));
    fireEvent.click(within(panelOf('tzgg')).getByRole('link', { name: '配租公告' }));
    expect(navigationMock.router.push).toHaveBeenCalledWith('/t3/news_list?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    render(<Header />);
    fireEvent.click(screen.getByRole('link', { name: '首页' }), { ctrlKey: true });
    expect(navigationMock.router.push).not.toHaveBeenCalled();
  });
});

describe('the active trail', () => {
  it('highlights the column from col1..col4, with the multi-business rule', () => {
    navigationMock.pathname = '/t1/ywbl';
    navigationMock.search = 'col1=bzf&col2=bzf_ywbl&col3=bzf_ywbl_qy';
    render(<Header />);
    const top = screen.getByRole('link', { name: '多元业务' });
    expect(top).toHaveAttribute('aria-current', 'true');
    expect(top.closest('li')).toHaveAttribute('data-trail');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    expect(within(panelOf('dyyw')).getByRole('link', { name: '企业申请', hidden: true })).toHaveAttribute('aria-current', 'page');
  });

  it('marks 首页 as the current page on /home and falls back to the route elsewhere', () => {
    const { unmount } = render(<Header />);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    unmount();
    navigationMock.pathname = '/t3/news_list';
    render(<Header />);
    expect(screen.getByRole('link', { name: '通知公告' })).toHaveAttribute('aria-current', 'page');
  });

  it('highlights nothing on a special-topic page, though its route is also 新闻中心’s', () => {
    navigationMock.pathname = '/t1/news_list';
    navigationMock.search = 'special=zt_zcxcy&col1=zt_zcxcy&col2=zt_zcxcy_zcwj';
    render(<Header />);
    expect(nav().querySelector('[aria-current]')).toBeNull();
    expect(nav().querySelector('[data-trail]')).toBeNull();
  });

  it('moves with the URL after an in-site navigation', () => {
    const { rerender } = render(<Header />);
    navigationMock.pathname = '/t1/company_profile';
    navigationMock.search = 'col1=gsgk&col2=gsjj';
    rerender(<Header />);
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '走进我们' })).toHaveAttribute('aria-current', 'true');
    expect(within(panelOf('gsgk')).getByRole('link', { name: '公司简介', hidden: true })).toHaveAttribute('aria-current', 'page');
  });
});

describe('SiteNav as the phone drawer', () => {
  function openDrawer() {
    fireEvent.click(menuButton());
    return screen.getByRole('dialog', { name: '网站导航' });
  }

  it('opens from the 菜单 button, which controls the dialog', () => {
    render(<Header />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = openDrawer();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The same DOM holds the search box, the menu and the account links.
    expect(within(dialog).getByRole('searchbox', { name: '站内搜索' })).toBeInTheDocument();
    expect(within(dialog).getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '登录' })).toBeInTheDocument();
  });

  it('answers Space on the 菜单 button like a button', () => {
    render(<Header />);
    fireEvent.keyDown(menuButton(), { key: ' ' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with Escape, unlocks scrolling and returns focus to the button', () => {
    render(<Header />);
    const dialog = openDrawer();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(menuButton()).toHaveFocus();
  });

  it('closes with the close button', () => {
    render(<Header />);
    const dialog = openDrawer();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭菜单' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps Tab focus inside the drawer, skipping collapsed branches', () => {
    render(<Header />);
    const dialog = openDrawer();
    const close = within(dialog).getByRole('button', { name: '关闭菜单' });
    const last = within(dialog).getByRole('link', { name: '登录' });
    act(() => last.focus());
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('reaches all four levels through the accordion', () => {
    render(<Header />);
    const dialog = openDrawer();
    expect(within(dialog).queryByRole('link', { name: '个人申请' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '展开“多元业务”子菜单' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '展开“保障性租赁住房”子菜单' }));
    const toggle = within(dialog).getByRole('button', { name: '展开“业务办理”子菜单' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(within(dialog).getByRole('button', { name: '收起“业务办理”子菜单' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: '个人申请' })).toHaveAttribute('href', '/t1/ywbl?col1=dyyw&col2=bzf&col3=bzf_ywbl&col4=bzf_ywbl_gr');
  });

  it('opens with the current column branch expanded', () => {
    navigationMock.pathname = '/t1/company_profile';
    navigationMock.search = 'col1=gsgk&col2=gsjj';
    render(<Header />);
    const dialog = openDrawer();
    expect(within(dialog).getByRole('link', { name: '公司简介' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('button', { name: '收起“走进我们”子菜单' })).toBeInTheDocument();
  });

  it('closes when a link is followed, without pulling focus back to the button', () => {
    const { rerender } = render(<Header />);
    const dialog = openDrawer();
    fireEvent.click(within(dialog).getByRole('button', { name: '展开“走进我们”子菜单' }));
    fireEvent.click(within(dialog).getByRole('link', { name: '公司简介' }));
    expect(navigationMock.router.push).toHaveBeenCalledWith('/t1/company_profile?col1=gsgk&col2=gsjj');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(menuButton()).not.toHaveFocus();
    // The URL then changes (back/forward too): still closed.
    navigationMock.pathname = '/t1/company_profile';
    navigationMock.search = 'col1=gsgk&col2=gsjj';
    rerender(<Header />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a navigation that did not come from the drawer (back button)', () => {
    const { rerender } = render(<Header />);
    openDrawer();
    navigationMock.pathname = '/t3/news_list';
    rerender(<Header />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('collapses the accordion back into the desktop panels when closed', () => {
    render(<Header />);
    const dialog = openDrawer();
    fireEvent.click(within(dialog).getByRole('button', { name: '展开“多元业务”子菜单' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    // Desktop again: panels closed, their lower levels laid out in full.
    expect(panelOf('dyyw')).not.toBeVisible();
    expect(document.getElementById('menu-sub-bzf')).not.toHaveAttribute('hidden');
  });
});
