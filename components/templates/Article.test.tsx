import { fireEvent, render, screen, within } from '@testing-library/react';
import { Article } from './Article';
import { detail } from './test-fixtures';

describe('Article', () => {
  const content = detail({
    id: 42,
    title: '保障性租赁住房申请指南',
    source: '市住房保障中心',
    viewCount: 1024,
    publishAt: '2025-06-01T01:30:00.000Z',
    attachments: [
      { name: '申请表.docx', url: '/files/apply.docx', size: 48 * 1024 },
      { name: '材料清单.pdf', url: '/files/list.pdf' },
    ],
    previous: { id: 41, title: '上一条通知' },
    next: null,
  });

  it('shows the title as the only h1 and the meta line', () => {
    render(<Article content={content} kind="t1" linkQuery={{ col1: 'xwzx' }} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('保障性租赁住房申请指南');
    expect(screen.getByText('市住房保障中心')).toBeInTheDocument();
    expect(screen.getByText('1024')).toBeInTheDocument();
    const time = screen.getByText('2025-06-01 09:30');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-06-01T01:30:00.000Z');
  });

  it('renders the body and a 收藏 link that asks an anonymous visitor to sign in and come back', () => {
    window.history.replaceState(null, '', '/t1/article_content?col1=xwzx&contentId=42');
    render(<Article content={content} kind="t1" />);
    expect(screen.getByRole('heading', { level: 2, name: '一、配租对象' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '收藏' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/t1/article_content?col1=xwzx&contentId=42')}`,
    );
  });

  it('lists attachments with type and size', () => {
    render(<Article content={content} kind="t1" />);
    const section = screen.getByRole('region', { name: '附件（2）' });
    const items = within(section).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: '申请表.docx' })).toHaveAttribute('href', '/files/apply.docx');
    expect(items[0]).toHaveTextContent('DOCX · 48 KB');
    expect(items[1]).toHaveTextContent('PDF');
  });

  it('links the neighbours and keeps the navigation', () => {
    render(<Article content={content} kind="t3" linkQuery={{ col1: 'tzgg', col2: 'tzgg_bzf' }} />);
    expect(screen.getByRole('link', { name: '上一条通知' })).toHaveAttribute(
      'href',
      '/t3/news_list/article_content?col1=tzgg&col2=tzgg_bzf&contentId=41',
    );
    expect(screen.getByText('没有了')).toBeInTheDocument();
  });

  it('enlarges the body text for readers who need it', () => {
    const { container } = render(<Article content={content} kind="t1" />);
    fireEvent.click(screen.getByRole('button', { name: '大' }));
    expect(screen.getByRole('button', { name: '大' })).toHaveAttribute('aria-pressed', 'true');
    const body = container.querySelector('#article-body-42') as HTMLElement;
    expect(body.style.getPropertyValue('--prose-font-size')).toBe('21px');
  });

  it('renders a body that reached the database unsanitized without its script, handlers or javascript: links', () => {
    const stored = detail({
      id: 43,
      bodyHtml:
        '<p>正文</p><script>window.__ran=1</script><img src="/demo/a.svg" alt="图" onerror="window.__ran=2">' +
        '<a href="javascript:window.__ran=3">链接</a><svg onload="window.__ran=4"></svg><iframe src="https://evil.example"></iframe>',
    });
    const { container } = render(<Article content={stored} kind="t1" />);
    const body = container.querySelector('#article-body-43') ?? container;
    expect(screen.getByText('正文')).toBeInTheDocument();
    expect(body.querySelectorAll('script, svg, iframe')).toHaveLength(0);
    expect(body.querySelector('img')).toHaveAttribute('src', '/demo/a.svg');
    expect(body.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('链接')).not.toHaveAttribute('href');
    expect(body.innerHTML).not.toContain('__ran');
  });
});
