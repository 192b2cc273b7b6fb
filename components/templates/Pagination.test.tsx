import { render, screen, within } from '@testing-library/react';
import { Pagination } from './Pagination';

const query = { col1: 'tzgg', col2: 'tzgg_gzf', col3: 'tzgg_gzf_pz', special: undefined };

function renderPager(pageNum: number, pages = 3) {
  render(<Pagination pageNum={pageNum} pages={pages} total={pages * 10 - 2} pathname="/t3/news_list" query={query} />);
  return screen.getByRole('navigation', { name: '分页' });
}

describe('Pagination', () => {
  it('renders one link per page and marks the current one', () => {
    const nav = renderPager(2);
    const numbers = within(nav).getAllByRole('link', { name: /^第 \d+ 页$/ });
    expect(numbers.map((a) => a.textContent)).toEqual(['1', '2', '3']);
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('2');
    expect(within(nav).getByText('第 2 / 3 页，共 28 条')).toBeInTheDocument();
  });

  it('keeps the column params on every link and drops pageNum for page 1', () => {
    const nav = renderPager(2);
    expect(within(nav).getByRole('link', { name: '第 3 页' })).toHaveAttribute(
      'href',
      '/t3/news_list?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz&pageNum=3',
    );
    expect(within(nav).getByRole('link', { name: '第 1 页' })).toHaveAttribute(
      'href',
      '/t3/news_list?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz',
    );
    expect(within(nav).getByRole('link', { name: '上一页' })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: '下一页' })).toHaveAttribute(
      'href',
      '/t3/news_list?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz&pageNum=3',
    );
  });

  it('disables first and previous on page 1', () => {
    const nav = renderPager(1);
    expect(within(nav).queryByRole('link', { name: '上一页' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: '首页' })).toBeNull();
    expect(within(nav).getByText('上一页')).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: '下一页' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '末页' })).toHaveAttribute('href', expect.stringContaining('pageNum=3'));
  });

  it('disables next and last on the last page', () => {
    const nav = renderPager(3);
    expect(within(nav).queryByRole('link', { name: '下一页' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: '末页' })).toBeNull();
    expect(within(nav).getByText('末页')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows an out-of-range page as the last page', () => {
    const nav = renderPager(42);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('3');
    expect(within(nav).queryByRole('link', { name: '下一页' })).toBeNull();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination pageNum={1} pages={1} pathname="/t1/news_list" query={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
