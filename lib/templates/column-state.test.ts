import { SEED_COLUMNS } from '@/lib/db/seed/columns';
import { toColumnNodes } from '@/lib/navigation/resolve';
import { detail } from '@/components/templates/test-fixtures';

const tree = toColumnNodes(SEED_COLUMNS);
const mockGetContent = jest.fn();
const mockCountView = jest.fn();

jest.mock('@/lib/cms/columns', () => ({ getColumnTree: async () => tree }));
jest.mock('@/lib/cms/contents', () => ({
  getContent: (...args: unknown[]) => mockGetContent(...args),
  countContentView: (...args: unknown[]) => mockCountView(...args),
}));
const mockNotFound = jest.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
jest.mock('next/navigation', () => ({ notFound: () => mockNotFound() }));

// Imported after the mocks.
import { loadTemplatePage } from './column-state';

const keys = (nodes: { key: string }[]) => nodes.map((n) => n.key);

describe('loadTemplatePage', () => {
  beforeEach(() => {
    mockGetContent.mockReset();
    mockCountView.mockReset().mockResolvedValue(null);
    mockNotFound.mockClear();
  });

  it('resolves col1..col4 from the query', async () => {
    const s = await loadTemplatePage('/t1/ywbl', 'page', { col1: 'dyyw', col2: 'bzf', col3: 'bzf_ywbl', col4: 'bzf_ywbl_gr' });
    expect(keys(s.nav.trail)).toEqual(['dyyw', 'bzf', 'bzf_ywbl', 'bzf_ywbl_gr']);
    expect(s.column?.key).toBe('bzf_ywbl_gr');
  });

  it('shows 新闻中心 for a bare /t1/news_list and 通知公告 for a bare /t3/news_list', async () => {
    expect((await loadTemplatePage('/t1/news_list', 'news-list', {})).column?.key).toBe('xwzx');
    expect((await loadTemplatePage('/t3/news_list', 'news-list', {})).column?.key).toBe('tzgg');
  });

  it('falls back to the first column using the route when the query names none', async () => {
    const s = await loadTemplatePage('/t1/memory', 'timeline', { col1: 'nonsense' });
    expect(keys(s.nav.trail)).toEqual(['gsgk', 'dsj']);
  });

  it('keeps a special topic trail', async () => {
    const s = await loadTemplatePage('/t1/news_list', 'news-list', { special: 'zt_zcxcy', col1: 'zt_zcxcy', col2: 'zt_zcxcy_xcdt' });
    expect(s.column?.key).toBe('zt_zcxcy_xcdt');
    expect(s.nav.special).toBe('zt_zcxcy');
  });

  it('places an article under its own column when the query does not lead there, and writes no view', async () => {
    mockGetContent.mockResolvedValue(detail({ id: 9, columnKey: 'tzgg_bzf', viewCount: 5 }));
    const s = await loadTemplatePage('/t3/news_list/article_content', 'article', { contentId: '9', col1: 'xwzx' });
    expect(keys(s.nav.trail)).toEqual(['tzgg', 'tzgg_bzf']);
    expect(s.article?.id).toBe(9);
    // A render (a cache miss) writes nothing: the browser's beacon counts the view; the count shown is the cached one.
    expect(mockCountView).not.toHaveBeenCalled();
    expect(s.article?.viewCount).toBe(5);
  });

  it('keeps the visitor trail when it leads to the article column', async () => {
    mockGetContent.mockResolvedValue(detail({ id: 3, columnKey: 'gsyw' }));
    const s = await loadTemplatePage('/t1/article_content', 'article', { contentId: '3', col1: 'xwzx' });
    expect(keys(s.nav.trail)).toEqual(['xwzx']);
  });

  it('is not found for a missing, unpublished or malformed content id', async () => {
    mockGetContent.mockResolvedValue(null);
    await expect(loadTemplatePage('/t1/article_content', 'article', { contentId: '404' })).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(loadTemplatePage('/t1/article_content', 'article', { contentId: 'abc' })).rejects.toThrow('NEXT_NOT_FOUND');
    expect(mockGetContent).toHaveBeenCalledTimes(1);
    expect(mockCountView).not.toHaveBeenCalled();
  });
});
