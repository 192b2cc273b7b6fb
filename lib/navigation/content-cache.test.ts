/** @jest-environment node */
import {
  cacheQueryOf,
  cachedPathOf,
  contentRouteOf,
  decodeCacheQuery,
  encodeCacheQuery,
  isCachedPath,
  parseCachedRequest,
} from './content-cache';
import { T1_ROUTES } from './routes';

describe('contentRouteOf', () => {
  it('knows every /t1 template route and the three /t3 pages', () => {
    for (const path of Object.keys(T1_ROUTES)) expect(contentRouteOf(`/t1/${path}`)?.routePath).toBe(`/t1/${path}`);
    expect(contentRouteOf('/t3')).toMatchObject({ overview: true, template: 'news-list' });
    expect(contentRouteOf('/t3/news_list/')?.template).toBe('news-list');
    expect(contentRouteOf('/t3/news_list/article_content')?.template).toBe('article');
  });

  it.each(['/home', '/t1', '/t1/personalCenter', '/t1/personalCenter/personal_info/basic_info', '/t3/other', '/login', '/_c/_/t3'])(
    'is undefined for %s',
    (path) => expect(contentRouteOf(path)).toBeUndefined(),
  );
});

describe('encode / decode', () => {
  it('round-trips in canonical order', () => {
    const q = { pageNum: '2', col1: 'a', special: 's' };
    expect(encodeCacheQuery(q)).toBe('special.s~col1.a~pageNum.2');
    expect(decodeCacheQuery('special.s~col1.a~pageNum.2')).toEqual({ special: 's', col1: 'a', pageNum: '2' });
    expect(encodeCacheQuery({})).toBe('_');
    expect(decodeCacheQuery('_')).toEqual({});
  });

  it.each(['', 'col1', '.a', 'foo.a', 'col1.a~col1.b', 'col1.a~~pageNum.2'])('refuses %j', (seg) => {
    expect(decodeCacheQuery(seg)).toBeNull();
  });
});

describe('parseCachedRequest (the internal page only accepts what the middleware writes)', () => {
  it('accepts a canonical segment', () => {
    expect(parseCachedRequest('col1.xwzx~pageNum.2', ['t1', 'news_list'])).toEqual({
      route: expect.objectContaining({ routePath: '/t1/news_list' }),
      query: { col1: 'xwzx', pageNum: '2' },
    });
    expect(parseCachedRequest('_', ['t3'])?.route.overview).toBe(true);
  });

  it.each([
    ['pageNum.2~col1.xwzx', ['t1', 'news_list']], // wrong order
    ['pageNum.1', ['t1', 'news_list']], // default written out
    ['pageNum.02', ['t1', 'news_list']],
    ['contentId.3', ['t1', 'news_list']], // not read by a list
    ['col1.a%20b', ['t1', 'news_list']],
    ['col2.b', ['t1', 'news_list']], // level without its parent
    ['_', ['t1', 'personalCenter']],
    ['_', ['home']],
    ['_', ['t1', 'nope']],
  ])('refuses %s for %j', (seg, route) => {
    expect(parseCachedRequest(seg, route)).toBeNull();
  });

  it('agrees with cachedPathOf for any request', () => {
    const path = cachedPathOf('/t3/news_list/article_content', new URLSearchParams('contentId=07&col1=tzgg&x=1'));
    expect(path).toBe('/_c/col1.tzgg~contentId.7/t3/news_list/article_content');
    const [, , seg, ...route] = path!.split('/');
    expect(parseCachedRequest(seg!, route)?.query).toEqual({ col1: 'tzgg', contentId: '7' });
  });
});

it('cacheQueryOf returns null for a keyword search on Q&A routes and for filtered news and notice lists', () => {
  const qa = contentRouteOf('/t1/question_answer')!;
  const list = contentRouteOf('/t1/news_list')!;
  expect(cacheQueryOf(qa, new URLSearchParams('keyword=租金'))).toBeNull();
  expect(cacheQueryOf(qa, new URLSearchParams('keyword=%20'))).toEqual({});
  expect(cacheQueryOf(list, new URLSearchParams('keyword=租金'))).toBeNull();
  expect(cacheQueryOf(list, new URLSearchParams('from=2026-01-01'))).toBeNull();
  expect(cacheQueryOf(list, new URLSearchParams('keyword=%20&pageNum=2'))).toEqual({ pageNum: '2' });
});

it('isCachedPath', () => {
  expect(isCachedPath('/_c')).toBe(true);
  expect(isCachedPath('/_c/x')).toBe(true);
  expect(isCachedPath('/_cx')).toBe(false);
  expect(isCachedPath('/t3')).toBe(false);
});
