import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MainMenu } from './MainMenu.client';
import { demoTree, navigationMock } from './test-utils';

jest.mock('next/navigation', () => {
  const { navigationMock: m } = jest.requireActual<typeof import('./test-utils')>('./test-utils');
  return {
    usePathname: () => m.pathname,
    useSearchParams: () => new URLSearchParams(m.search),
    useRouter: () => m.router,
  };
});

beforeEach(() => {
  navigationMock.reset();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});

afterEach(() => jest.restoreAllMocks());

const toggleOf = (label: string) => screen.getByRole('button', { name: `展开“${label}”子菜单` });
const panelOf = (key: string) => document.getElementById(`menu-panel-${key}`)!;

describe('MainMenu', () => {
  it('renders the visible top-level columns as real links and skips navHidden ones', () => {
    render(<MainMenu tree={demoTree} />);
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    expect(within(nav).getByRole('link', { name: '新闻中心' }).getAttribute('href')).toMatch(/^\/t1\/news_list\?col1=xwzx&col2=gsyw/);
    expect(within(nav).queryByRole('link', { name: '个人中心' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: '住房保障政策宣传月' })).toBeNull();
  });

  it('keeps all four levels in the panel markup (level 4 nested under level 3)', () => {
    render(<MainMenu tree={demoTree} />);
    const panel = panelOf('dyyw');
    expect(toggleOf('多元业务')).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getAllByRole('link', { name: '业务办理', hidden: true })).toHaveLength(3);
    const personal = within(panel).getByRole('link', { name: '个人申请', hidden: true });
    expect(personal.getAttribute('href')).toBe('/t1/ywbl?col1=dyyw&col2=bzf&col3=bzf_ywbl&col4=bzf_ywbl_gr');
  });

  it('opens a panel with Enter on its toggle and closes it with Escape, returning focus', () => {
    render(<MainMenu tree={demoTree} />);
    const toggle = toggleOf('新闻中心');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-haspopup', 'true');
    expect(panelOf('xwzx')).not.toBeVisible();

    // A native button turns Enter/Space into a click.
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

  it('opens with ArrowDown on the top link and moves focus through the panel with the arrow keys', () => {
    render(<MainMenu tree={demoTree} />);
    const top = screen.getByRole('link', { name: '通知公告' });
    fireEvent.keyDown(top, { key: 'ArrowDown' });
    const panel = document.getElementById('menu-panel-tzgg')!;
    expect(panel).toBeVisible();
    const links = within(panel).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(links[1]).toHaveFocus();
    fireEvent.keyDown(links[1]!, { key: 'ArrowUp' });
    expect(links[0]).toHaveFocus();
  });

  it('opens when focus enters the item (Tab reaches the panel links)', () => {
    render(<MainMenu tree={demoTree} />);
    const top = screen.getByRole('link', { name: '走进我们' });
    act(() => top.focus());
    expect(screen.getByRole('button', { name: '收起“走进我们”子菜单' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('menu-panel-gsgk')).toBeVisible();
  });

  it('closes when focus leaves the item', () => {
    render(<MainMenu tree={demoTree} />);
    act(() => screen.getByRole('link', { name: '走进我们' }).focus());
    act(() => screen.getByRole('link', { name: '帮助中心' }).focus());
    expect(document.getElementById('menu-panel-gsgk')).not.toBeVisible();
    expect(document.getElementById('menu-panel-bzzx')).toBeVisible();
  });

  it('highlights the active column from col1..col4, with the multi-business rule', () => {
    navigationMock.pathname = '/t1/ywbl';
    navigationMock.search = 'col1=bzf&col2=bzf_ywbl&col3=bzf_ywbl_qy';
    render(<MainMenu tree={demoTree} />);
    expect(screen.getByRole('link', { name: '多元业务' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    const current = within(document.getElementById('menu-panel-dyyw')!).getByRole('link', { name: '企业申请', hidden: true });
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it('marks 首页 as the current page on /home', () => {
    render(<MainMenu tree={demoTree} />);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  });

  it('falls back to the column whose route is the current path', () => {
    navigationMock.pathname = '/t3/news_list';
    render(<MainMenu tree={demoTree} />);
    expect(screen.getByRole('link', { name: '通知公告' })).toHaveAttribute('aria-current');
  });
});
