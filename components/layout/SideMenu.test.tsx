import { fireEvent, render, screen, within } from '@testing-library/react';
import { resolveNavigation } from '@/lib/navigation/resolve';
import { Breadcrumbs } from './Breadcrumbs';
import { SideMenu } from './SideMenu';
import { demoTree, navigationMock } from './test-utils';

jest.mock('next/navigation', () => {
  const { navigationMock: m } = jest.requireActual<typeof import('./test-utils')>('./test-utils');
  return { useRouter: () => m.router };
});

beforeEach(() => navigationMock.reset());

const nav = resolveNavigation(demoTree, { col1: 'tzgg', col2: 'tzgg_gzf', col3: 'tzgg_gzf_pz' });

describe('side menu of a column page', () => {
  it('lists the parent column’s children on the desktop box and in the phone disclosure, current page marked', () => {
    render(<SideMenu nav={nav} />);
    const [desktop, phone] = screen.getAllByRole('navigation', { name: '栏目导航：通知公告' });
    for (const box of [desktop!, phone!]) {
      expect(within(box).getByRole('link', { name: '公租房公告' })).toBeInTheDocument();
      expect(within(box).getByRole('link', { name: '配租公告' })).toHaveAttribute('aria-current', 'page');
      expect(within(box).getByRole('link', { name: '资格审核公示' })).not.toHaveAttribute('aria-current');
    }
    expect(screen.getByRole('heading', { level: 2, name: '通知公告' })).toBeInTheDocument();
    expect(screen.getByText('配租公告', { selector: 'summary span' })).toBeInTheDocument();
  });

  it('opens a column through the router on a plain click', () => {
    render(<SideMenu nav={nav} />);
    const [desktop] = screen.getAllByRole('navigation', { name: '栏目导航：通知公告' });
    const link = within(desktop!).getByRole('link', { name: '保租房公告' });
    fireEvent.click(link);
    expect(navigationMock.router.push).toHaveBeenCalledWith(link.getAttribute('href'));
  });
});

describe('breadcrumbs', () => {
  it('leads from 首页 through the columns to the current page, which is not a link', () => {
    render(<Breadcrumbs nav={nav} current="正文" />);
    const trail = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(trail).getAllByRole('link').map((a) => a.textContent)).toEqual(['首页', '通知公告', '公租房公告', '配租公告']);
    expect(within(trail).getByText('正文')).toHaveAttribute('aria-current', 'page');
    expect(trail.querySelectorAll('[itemprop="itemListElement"]')).toHaveLength(5);
  });
});
