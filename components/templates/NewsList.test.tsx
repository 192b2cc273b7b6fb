import { render, screen, within } from '@testing-library/react';
import { NewsList } from './NewsList';
import { summary } from './test-fixtures';

describe('NewsList', () => {
  const records = [
    summary({ id: 7, title: '关于公租房租金调整的通知', pinned: true, publishAt: '2025-05-20T01:00:00.000Z' }),
    summary({ id: 8, title: '2025年第二批配租结果公示', publishAt: '2025-04-30T16:30:00.000Z', summary: '' }),
  ];

  it('renders titles as links with Beijing dates in <time>', () => {
    render(<NewsList records={records} kind="t3" linkQuery={{ col1: 'tzgg', col2: 'tzgg_gzf' }} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const first = within(items[0]!);
    expect(first.getByRole('link', { name: '关于公租房租金调整的通知' })).toHaveAttribute(
      'href',
      '/t3/news_list/article_content?col1=tzgg&col2=tzgg_gzf&contentId=7',
    );
    expect(first.getByText('2025-05-20').tagName).toBe('TIME');
    expect(first.getByText('2025-05-20')).toHaveAttribute('datetime', '2025-05-20');

    // 2025-04-30T16:30Z is already 1 May in Beijing.
    expect(within(items[1]!).getByText('2025-05-01')).toBeInTheDocument();
  });

  it('marks pinned items with 置顶 only', () => {
    render(<NewsList records={records} kind="t1" />);
    const [pinned, normal] = screen.getAllByRole('listitem');
    expect(within(pinned!).getByText('置顶')).toBeInTheDocument();
    expect(within(normal!).queryByText('置顶')).toBeNull();
  });

  it('shows the summary when there is one and links t1 articles to /t1/article_content', () => {
    render(<NewsList records={records} kind="t1" />);
    expect(screen.getByText(records[0]!.summary)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2025年第二批配租结果公示' })).toHaveAttribute('href', '/t1/article_content?contentId=8');
  });

  it('shows a message for an empty column', () => {
    render(<NewsList records={[]} kind="t1" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('该栏目暂无内容，请稍后再来看看。')).toBeInTheDocument();
  });
});
