/** @jest-environment node */
import { z } from './zod';
import { describeZodError } from '@/lib/api/respond';
import { appVersionQuery } from './app-version';
import { bannerQuery } from './banner';
import { columnListQuery, columnTreeQuery } from './column';
import { contentPageQuery, frontContentQuery, homePageQuery } from './content';
import { friendlyLinkPageQuery } from './friendly-link';
import { memorabiliaByYearQuery } from './memorabilia';
import { recordAmountBody } from './module-access';
import { webSkinQuery } from './web-skin';

const CHINESE = /[\u4e00-\u9fff]/;

/** The message a handler would send for this input; fails the test when the input is accepted. */
function rejection(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(input)}`);
  const msg = describeZodError(result.error);
  expect(msg).toMatch(CHINESE);
  return msg;
}

describe('paging', () => {
  it('coerces query strings and applies defaults', () => {
    expect(friendlyLinkPageQuery.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
    expect(friendlyLinkPageQuery.parse({ pageNum: ' 3 ', pageSize: '50' })).toEqual({ pageNum: 3, pageSize: 50 });
    expect(friendlyLinkPageQuery.parse({ pageNum: '', pageSize: '' })).toEqual({ pageNum: 1, pageSize: 10 });
    expect(friendlyLinkPageQuery.parse({ pageNum: 10000, pageSize: 1 })).toEqual({ pageNum: 10000, pageSize: 1 });
  });

  it.each([
    [{ pageSize: '100000' }, '参数 pageSize 须为 1 到 50 之间的整数'],
    [{ pageSize: '0' }, '参数 pageSize 须为 1 到 50 之间的整数'],
    [{ pageNum: '10001' }, '参数 pageNum 须为 1 到 10000 之间的整数'],
    [{ pageNum: '-1' }, '参数 pageNum 须为 1 到 10000 之间的整数'],
    [{ pageNum: '1.5' }, '参数 pageNum 须为整数'],
    [{ pageNum: 'abc' }, '参数 pageNum 须为整数'],
    [{ pageNum: '😀' }, '参数 pageNum 须为整数'],
    [{ pageNum: "1' OR 1=1 --" }, '参数 pageNum 须为整数'],
    [{ pageNum: '1e3' }, '参数 pageNum 须为整数'],
    [{ pageNum: '0x10' }, '参数 pageNum 须为整数'],
    [{ pageNum: '99999999999999999999999' }, '参数 pageNum 须为 1 到 10000 之间的整数'],
    [{ page: '2' }, '不支持的参数：page'],
  ])('rejects %j with a Chinese message', (input, message) => {
    expect(rejection(friendlyLinkPageQuery, input)).toBe(message);
  });
});

describe('keys, ids and years', () => {
  it('accepts well-formed keys and rejects anything else', () => {
    expect(columnTreeQuery.parse({ columnKey: 'zcjd_wjjd-2' })).toEqual({ columnKey: 'zcjd_wjjd-2' });
    expect(columnTreeQuery.parse({})).toEqual({});
    for (const bad of ['', 'a b', "x' OR 1=1 --", '中文', 'a'.repeat(65), '😀', 'a/b', 'a\u0000']) {
      expect(rejection(columnTreeQuery, { columnKey: bad })).toMatch(/^参数 columnKey 格式不正确/);
    }
    expect(rejection(bannerQuery, {})).toBe('参数 columnKey 不能为空');
  });

  it('bounds ids to a positive int4', () => {
    expect(frontContentQuery.parse({ contentId: '2147483647' })).toMatchObject({ contentId: 2147483647 });
    expect(rejection(frontContentQuery, { contentId: '2147483648' })).toBe('参数 contentId 须为 1 到 2147483647 之间的整数');
    expect(rejection(frontContentQuery, { contentId: '0' })).toBe('参数 contentId 须为 1 到 2147483647 之间的整数');
    expect(rejection(frontContentQuery, { contentId: '😀' })).toBe('参数 contentId 须为整数');
  });

  it('asks for exactly one of contentId and columnKey', () => {
    expect(frontContentQuery.parse({ columnKey: 'gsjj' })).toEqual({ columnKey: 'gsjj' });
    expect(frontContentQuery.parse({ contentId: '5', countView: '1' })).toEqual({ contentId: 5, countView: '1' });
    expect(rejection(frontContentQuery, {})).toBe('参数 contentId 须且只能提供 contentId 或 columnKey 之一');
    expect(rejection(frontContentQuery, { contentId: '1', columnKey: 'a' })).toMatch(/须且只能提供/);
    expect(rejection(frontContentQuery, { contentId: '1', countView: 'yes' })).toBe('参数 countView 须为 0 或 1');
  });

  it('keeps years between 1949 and 2100', () => {
    expect(memorabiliaByYearQuery.parse({ year: '1949' })).toEqual({ year: 1949 });
    expect(rejection(memorabiliaByYearQuery, { year: '1948' })).toBe('参数 year 须为 1949 到 2100 之间的整数');
    expect(rejection(memorabiliaByYearQuery, { year: '2101' })).toBe('参数 year 须为 1949 到 2100 之间的整数');
    expect(rejection(memorabiliaByYearQuery, {})).toBe('参数 year 不能为空');
  });
});

describe('content queries', () => {
  it('trims keywords, bounds them at 50 characters (an emoji is one) and refuses control characters', () => {
    expect(contentPageQuery.parse({ columnKey: 'xwzx', keyword: '  公告 ' })).toEqual({
      columnKey: 'xwzx',
      includeDescendants: true,
      keyword: '公告',
      pageNum: 1,
      pageSize: 10,
    });
    expect(contentPageQuery.parse({ keyword: '😀'.repeat(50) }).keyword).toHaveLength(100);
    expect(rejection(contentPageQuery, { keyword: '字'.repeat(51) })).toBe('参数 keyword 不能超过 50 个字符');
    expect(rejection(contentPageQuery, { keyword: 'a\u0000b' })).toBe('参数 keyword 含有不允许的控制字符');
    expect(rejection(contentPageQuery, { keyword: '\ud800' })).toBe('参数 keyword 含有不允许的控制字符');
    expect(contentPageQuery.parse({ columnKey: 'a', includeDescendants: '0' }).includeDescendants).toBe(false);
  });

  it('needs a column or a keyword', () => {
    expect(rejection(contentPageQuery, {})).toBe('参数 columnKey 请提供栏目 columnKey 或搜索关键词 keyword');
    expect(rejection(contentPageQuery, { keyword: '   ' })).toMatch(/请提供栏目/);
  });

  it('splits home-page column keys and bounds the limit', () => {
    expect(homePageQuery.parse({ columnKeys: 'tzgg, xwzx,,gsyw' })).toEqual({ columnKeys: ['tzgg', 'xwzx', 'gsyw'], limit: 6 });
    expect(rejection(homePageQuery, { columnKeys: '' })).toBe('参数 columnKeys 不能为空');
    expect(rejection(homePageQuery, {})).toBe('参数 columnKeys 不能为空');
    expect(rejection(homePageQuery, { columnKeys: 'a,b c' })).toMatch(/^参数 columnKeys\.1 格式不正确/);
    expect(rejection(homePageQuery, { columnKeys: Array.from({ length: 11 }, (_, i) => `k${i}`).join(',') })).toBe('参数 columnKeys 最多 10 个栏目');
    expect(rejection(homePageQuery, { columnKeys: 'a', limit: '21' })).toBe('参数 limit 须为 1 到 20 之间的整数');
  });
});

describe('other queries', () => {
  it('checks the skin status, the platform and parameterless requests', () => {
    expect(webSkinQuery.parse({ webSkinStatus: '1' })).toEqual({ webSkinStatus: '1' });
    expect(rejection(webSkinQuery, { webSkinStatus: '2' })).toBe('参数 webSkinStatus 须为 0 或 1');
    expect(appVersionQuery.parse({ platform: 'ios' })).toEqual({ platform: 'ios' });
    expect(rejection(appVersionQuery, { platform: 'windows' })).toBe('参数 platform 须为 android 或 ios');
    expect(rejection(appVersionQuery, {})).toBe('参数 platform 不能为空');
    expect(columnListQuery.parse({})).toEqual({});
    expect(rejection(columnListQuery, { a: '1', b: '2' })).toBe('不支持的参数：a、b');
  });
});

describe('recordAmount body', () => {
  it('accepts a well-formed body', () => {
    const body = { moduleKey: 'home', moduleName: '首页', path: '/home?x=1', visitorId: 'f'.repeat(128) };
    expect(recordAmountBody.parse(body)).toEqual(body);
    expect(recordAmountBody.parse({ moduleKey: 'home' })).toEqual({ moduleKey: 'home' });
  });

  it.each([
    [[], '须为 JSON 对象'],
    ['home', '须为 JSON 对象'],
    [null, '须为 JSON 对象'],
    [{}, '参数 moduleKey 不能为空'],
    [{ moduleKey: 42 }, '参数 moduleKey 须为字符串'],
    [{ moduleKey: "x' OR 1=1 --" }, '参数 moduleKey 格式不正确（仅限字母、数字、下划线和短横线，1 到 64 位）'],
    [{ moduleKey: 'home', moduleName: '名'.repeat(51) }, '参数 moduleName 不能超过 50 个字符'],
    [{ moduleKey: 'home', path: 'home' }, '参数 path 须以 / 开头'],
    [{ moduleKey: 'home', path: `/${'a'.repeat(300)}` }, '参数 path 不能超过 300 个字符'],
    [{ moduleKey: 'home', visitorId: 'v'.repeat(129) }, '参数 visitorId 不能超过 128 个字符'],
    [{ moduleKey: 'home', visitorId: 'a\u0000' }, '参数 visitorId 含有不允许的控制字符'],
    [{ moduleKey: 'home', admin: true }, '不支持的参数：admin'],
  ])('rejects %j', (input, message) => {
    expect(rejection(recordAmountBody, input)).toBe(message);
  });
});
