import { toColumnNodes } from '@/lib/navigation/resolve';
import { SEED_COLUMNS } from '@/lib/db/seed/columns';
import { buildSitemap, xmlEscapeUrl } from './sitemap-entries';

describe('buildSitemap', () => {
  const tree = toColumnNodes(SEED_COLUMNS);
  const contents = [
    { id: 5, columnKey: 'tzgg_gzf_pz', publishAt: '2025-05-01T00:00:00.000Z' },
    { id: 6, columnKey: 'gsyw', publishAt: '2025-06-01T00:00:00.000Z' },
    { id: 7, columnKey: 'bzf_ywjs', publishAt: '2025-04-01T00:00:00.000Z' },
  ];
  const map = buildSitemap(tree, contents, 'https://zfbz.example.cn/');
  const urls = map.map((e) => e.url);

  it('lists the home page with the newest date', () => {
    expect(map[0]).toMatchObject({ url: 'https://zfbz.example.cn/home', lastModified: '2025-06-01T00:00:00.000Z' });
  });

  it('lists column pages with escaped query strings and inherited lastModified', () => {
    const notice = map.find((e) => e.url === 'https://zfbz.example.cn/t3/news_list?col1=tzgg&amp;col2=tzgg_gzf&amp;col3=tzgg_gzf_pz');
    expect(notice?.lastModified).toBe('2025-05-01T00:00:00.000Z');
    const top = map.find((e) => e.url === 'https://zfbz.example.cn/t3/news_list?col1=tzgg');
    expect(top?.lastModified).toBe('2025-05-01T00:00:00.000Z');
    expect(urls).toContain('https://zfbz.example.cn/t1/memory?col1=gsgk&amp;col2=dsj');
    expect(urls).toContain('https://zfbz.example.cn/privacypolicy/privacy');
    expect(urls).toContain('https://zfbz.example.cn/t1/news_list?col1=zt_zcxcy&amp;special=zt_zcxcy');
  });

  it('lists articles of list columns under /t1 or /t3, but not the content of page columns', () => {
    expect(urls).toContain(
      'https://zfbz.example.cn/t3/news_list/article_content?col1=tzgg&amp;col2=tzgg_gzf&amp;col3=tzgg_gzf_pz&amp;contentId=5',
    );
    expect(urls).toContain('https://zfbz.example.cn/t1/article_content?col1=xwzx&amp;col2=gsyw&amp;contentId=6');
    expect(urls.some((u) => u.includes('contentId=7'))).toBe(false);
  });

  it('never lists the personal centre and has no duplicates', () => {
    expect(urls.some((u) => u.includes('personalCenter'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('escapes XML special characters', () => {
    expect(xmlEscapeUrl('/a?b=1&c=<2>')).toBe('/a?b=1&amp;c=&lt;2&gt;');
  });
});

describe('buildSitemap with record pages', () => {
  it('lists the open job posts it is given, once each, after the column pages', () => {
    const tree = toColumnNodes(SEED_COLUMNS);
    const map = buildSitemap(tree, [], 'https://zfbz.example.cn', [
      { path: '/t1/PostDeatil?postId=3', lastModified: '2026-11-01T01:00:00.000Z' },
      { path: '/t1/PostDeatil?postId=3', lastModified: '2026-11-01T01:00:00.000Z' },
    ]);
    const posts = map.filter((e) => e.url.includes('PostDeatil'));
    expect(posts).toEqual([{ url: 'https://zfbz.example.cn/t1/PostDeatil?postId=3', lastModified: '2026-11-01T01:00:00.000Z', changeFrequency: 'weekly', priority: 0.5 }]);
    expect(map.map((e) => e.url)).toContain('https://zfbz.example.cn/t1/PostInformation?col1=jrwm&amp;col2=jrwm_zpxx');
  });
});
