import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { FavouriteList, type FavouriteItem } from './FavouriteList.client';

const A = '/api/bzf-portal-background/BpbArticleCollectEntity';
const item = (id: number, title: string): FavouriteItem => ({
  id,
  title,
  href: `/t3/news_list/article_content?col1=tzgg&contentId=${id}`,
  publishAt: '2025-06-01T01:30:00.000Z',
  collectedAt: '2025-06-02T01:30:00.000Z',
});
const page = (records: FavouriteItem[]) => ({ records, total: records.length, pageNum: 1, pageSize: 10, pages: records.length ? 1 : 0 });

function serve(pages: FavouriteItem[][]) {
  const posts: unknown[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return { status: 200, json: async () => ({ code: '1', msg: '操作成功', data: { updated: 2 } }) } as unknown as Response;
    }
    expect(url).toContain(`${A}/selectByPage`);
    const next = pages.shift() ?? [];
    return { status: 200, json: async () => ({ code: '1', msg: '操作成功', data: page(next) }) } as unknown as Response;
  }) as typeof fetch;
  return posts;
}

const renderList = (records: FavouriteItem[], kind: 'article' | 'project' = 'article') =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <FavouriteList kind={kind} pageSize={10} initial={page(records)} items={records} />
    </SWRConfig>,
  );

describe('FavouriteList', () => {
  const three = [item(1, '公租房配租公告'), item(2, '保租房项目开工'), item(3, '共有产权房摇号结果')];

  it('lists favourites linking to their articles, with dates, and nothing selected', () => {
    serve([]);
    renderList(three);
    expect(screen.getByRole('link', { name: '公租房配租公告' })).toHaveAttribute('href', '/t3/news_list/article_content?col1=tzgg&contentId=1');
    expect(screen.getAllByText('2025-06-01')).toHaveLength(3);
    expect(screen.getByRole('button', { name: '移除所选' })).toBeDisabled();
  });

  it('removes the two ticked favourites in one request and shows what is left', async () => {
    const posts = serve([[three[1]!]]);
    renderList(three);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择「公租房配租公告」' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择「共有产权房摇号结果」' }));
    fireEvent.click(screen.getByRole('button', { name: '移除所选（2）' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已移除 2 项收藏');
    expect(posts).toEqual([{ ids: [1, 3], deleted: true }]);
    await waitFor(() => expect(screen.queryByRole('link', { name: '公租房配租公告' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '保租房项目开工' })).toBeInTheDocument();
  });

  it('select all ticks every favourite on the page, and removing them all leaves the empty state; 撤销 brings them back', async () => {
    const posts = serve([[], three]);
    renderList(three);
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: '移除所选（3）' }));
    expect(await screen.findByText('暂无收藏的文章')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看看通知公告' })).toHaveAttribute('href', '/t3/news_list');
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: '撤销' }));
    expect(await screen.findByRole('link', { name: '公租房配租公告' })).toBeInTheDocument();
    expect(posts).toEqual([
      { ids: [1, 2, 3], deleted: true },
      { ids: [1, 2, 3], deleted: false },
    ]);
  });

  it('project favourites say honestly that none exist yet and where they will come from', () => {
    serve([]);
    renderList([], 'project');
    expect(screen.getByText('暂无收藏的项目')).toBeInTheDocument();
    expect(screen.getByText(/在项目详情页点击「收藏」/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
