import { fireEvent, render, screen, within } from '@testing-library/react';
import { MobileDrawer } from './MobileDrawer.client';
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

const menuButton = () => screen.getByRole('button', { name: '菜单' });

function openDrawer() {
  fireEvent.click(menuButton());
  return screen.getByRole('dialog', { name: '网站导航' });
}

describe('MobileDrawer', () => {
  it('opens from the 菜单 button, which controls the dialog', () => {
    render(<MobileDrawer tree={demoTree} />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    const dialog = openDrawer();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape, unlocks scrolling and returns focus to the button', () => {
    render(<MobileDrawer tree={demoTree} />);
    const dialog = openDrawer();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(menuButton()).toHaveFocus();
  });

  it('closes with the close button', () => {
    render(<MobileDrawer tree={demoTree} />);
    openDrawer();
    fireEvent.click(screen.getByRole('button', { name: '关闭菜单' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps Tab focus inside the drawer', () => {
    render(<MobileDrawer tree={demoTree} footerLinks={[{ href: '/login', label: '登录/注册' }]} />);
    const dialog = openDrawer();
    const close = within(dialog).getByRole('button', { name: '关闭菜单' });
    const last = within(dialog).getByRole('link', { name: '登录/注册' });

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('reaches all four levels through the accordion', () => {
    render(<MobileDrawer tree={demoTree} />);
    const dialog = openDrawer();
    expect(within(dialog).queryByRole('link', { name: '个人申请' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: '展开“多元业务”子菜单' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '展开“保障性租赁住房”子菜单' }));
    const toggle = within(dialog).getByRole('button', { name: '展开“业务办理”子菜单' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(within(dialog).getByRole('button', { name: '收起“业务办理”子菜单' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: '个人申请' })).toHaveAttribute(
      'href',
      '/t1/ywbl?col1=dyyw&col2=bzf&col3=bzf_ywbl&col4=bzf_ywbl_gr',
    );
  });

  it('opens with the current column branch expanded', () => {
    navigationMock.pathname = '/t1/company_profile';
    navigationMock.search = 'col1=gsgk&col2=gsjj';
    render(<MobileDrawer tree={demoTree} />);
    const dialog = openDrawer();
    expect(within(dialog).getByRole('link', { name: '公司简介' })).toHaveAttribute('aria-current', 'page');
  });
});
