import { render, screen, within } from '@testing-library/react';
import { resolveNavigation } from '@/lib/navigation/resolve';
import { PageShell } from './PageShell';
import { demoTree } from './test-utils';

jest.mock('next/navigation', () => {
  const { navigationMock: m } = jest.requireActual<typeof import('./test-utils')>('./test-utils');
  return { usePathname: () => m.pathname, useSearchParams: () => new URLSearchParams(m.search), useRouter: () => m.router };
});

function crumbs() {
  return within(screen.getByRole('navigation', { name: '当前位置' }));
}

describe('PageShell breadcrumbs', () => {
  test('a page under no column shows 首页 › its title, the title being the current page', () => {
    render(
      <PageShell nav={resolveNavigation(demoTree, {})} tree={demoTree} route="/t1/app_download" title="App 下载">
        <p>正文</p>
      </PageShell>,
    );
    expect(crumbs().getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    expect(crumbs().getByText('App 下载')).toHaveAttribute('aria-current', 'page');
  });

  test('a column page ends its trail with the column, not the title a second time', () => {
    const nav = resolveNavigation(demoTree, { col1: 'tzgg', col2: 'tzgg_gzf' });
    render(
      <PageShell nav={nav} title="公租房">
        <p>列表</p>
      </PageShell>,
    );
    const current = crumbs().getAllByText(/./).filter((el) => el.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(crumbs().queryAllByText('公租房').length).toBeLessThanOrEqual(1);
  });
});
