import { JOB_EDUCATION_LEVELS, JOB_RECRUIT_TYPES as SCHEMA_TYPES } from '@/lib/db/schema/recruitment';
import { JOB_POST_STATUS_LABELS } from '@/lib/recruitment/post-status';
import { DISTRICTS } from './districts';
import {
  hasJobFilters,
  JOB_EDUCATION,
  JOB_FILTER_PARAMS,
  JOB_RECRUIT_TYPES,
  JOB_STATUSES,
  jobFilterQuery,
  jobListCacheQuery,
  parseJobFilter,
  selectJobPostQuery,
  selectJobPostsQuery,
  type JobFilter,
} from './job-filter';

const parse = (q: Record<string, string> | string) => {
  const params = new URLSearchParams(q);
  return parseJobFilter((n) => params.get(n));
};

describe('parseJobFilter', () => {
  it('reads every filter when all are valid', () => {
    const { filter, dropped } = parse({ keyword: ' 物业 ', company: '3', type: 'campus', place: 'bhx', status: 'closed', pageNum: '2' });
    expect(dropped).toEqual([]);
    expect(filter).toEqual({ keyword: '物业', company: 3, type: 'campus', place: 'bhx', status: 'closed', pageNum: 2 });
  });

  it('reads company 0 as the group itself', () => {
    expect(parse({ company: '0' }).filter).toEqual({ company: 0, pageNum: 1 });
  });

  it('gives the default filter for an empty query and for blank values', () => {
    expect(parse('')).toEqual({ filter: { pageNum: 1 }, dropped: [] });
    expect(parse({ keyword: '  ', company: '', status: ' ' })).toEqual({ filter: { pageNum: 1 }, dropped: [] });
  });

  it('drops every unknown, malformed or out-of-range value and names it: a junk URL shows the canonical list', () => {
    const { filter, dropped } = parse({ keyword: '<script>', company: '-1', type: 'parttime', place: '澄江区', status: 'expired', pageNum: '0' });
    expect(filter).toEqual({ pageNum: 1 });
    expect([...dropped].sort()).toEqual([...JOB_FILTER_PARAMS].sort());
    // The junk URL's cache key is the bare list's: both are one entry.
    expect(jobListCacheQuery(new URLSearchParams({ company: 'x', type: 'parttime', place: 'nowhere', status: 'expired', pageNum: 'abc' }))).toEqual({});
  });

  it.each([
    ['company', '1234567890'],
    ['company', '007'],
    ['company', '1.5'],
    ['company', '1e3'],
    ['keyword', 'x'.repeat(31)],
    ['keyword', 'a\u0000b'],
    ['keyword', 'a\nb'],
    ['keyword', 'a>b'],
    ['pageNum', '10001'],
    ['pageNum', '2.5'],
    ['pageNum', '007'],
  ])('drops %s=%j', (name, value) => {
    expect(parse({ [name]: value }).dropped).toEqual([name]);
  });

  it('keeps a keyword of exactly 30 characters as people count them, trimmed, with LIKE wildcards as text', () => {
    const thirty = '岗'.repeat(28) + '%_';
    expect(parse({ keyword: `  ${thirty}  ` }).filter.keyword).toBe(thirty);
    expect(parse({ keyword: '😀'.repeat(30) }).filter.keyword).toHaveLength(60);
    expect(parse({ keyword: '😀'.repeat(31) }).dropped).toEqual(['keyword']);
  });

  it('drops a keyword with a lone surrogate (a URL parser would have replaced it; a program may not)', () => {
    expect(parseJobFilter((n) => (n === 'keyword' ? 'ab\ud800' : null)).dropped).toEqual(['keyword']);
  });

  it('clamps a huge page number to the last allowed page but still reports it', () => {
    const { filter, dropped } = parse({ pageNum: '99999' });
    expect(filter.pageNum).toBe(10_000);
    expect(dropped).toEqual(['pageNum']);
  });

  it('accepts every code it offers, and offers only ASCII codes (route-cache keys)', () => {
    for (const t of JOB_RECRUIT_TYPES) expect(parse({ type: t.code }).filter.type).toBe(t.code);
    for (const d of DISTRICTS) expect(parse({ place: d.code }).filter.place).toBe(d.code);
    for (const s of JOB_STATUSES) expect(parse({ status: s.code }).filter.status).toBe(s.code);
    for (const c of [...JOB_RECRUIT_TYPES, ...JOB_STATUSES, ...DISTRICTS].map((x) => x.code)) expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('names the same types, levels and status words as the schema and the applications service', () => {
    expect(JOB_RECRUIT_TYPES.map((t) => t.code)).toEqual([...SCHEMA_TYPES]);
    expect(JOB_EDUCATION.map((e) => e.code)).toEqual([...JOB_EDUCATION_LEVELS]);
    expect(Object.fromEntries(JOB_STATUSES.map((s) => [s.code, s.label]))).toEqual(JOB_POST_STATUS_LABELS);
  });
});

describe('jobFilterQuery', () => {
  it('writes parameters in canonical order and leaves defaults out', () => {
    const { filter } = parse({ pageNum: '3', status: 'open', place: 'cj', type: 'social', company: '0', keyword: '会计' });
    expect(Object.keys(jobFilterQuery(filter))).toEqual(['keyword', 'company', 'type', 'place', 'status', 'pageNum']);
    expect(jobFilterQuery(filter, { pageNum: false }).pageNum).toBeUndefined();
    expect(jobFilterQuery({ pageNum: 1 })).toEqual({});
  });

  it('round-trips: parsing the canonical query gives the same filter', () => {
    const samples: JobFilter[] = [{ pageNum: 1 }, { company: 0, status: 'ended', pageNum: 4 }, { keyword: '100%_', company: 987654321, type: 'campus', place: 'gx', status: 'open', pageNum: 1 }];
    for (const f of samples) expect(parse(jobFilterQuery(f)).filter).toEqual(f);
  });

  it('tells whether any filter is set (the page is not a filter)', () => {
    expect(hasJobFilters({ pageNum: 3 })).toBe(false);
    expect(hasJobFilters({ company: 0, pageNum: 1 })).toBe(true);
    expect(hasJobFilters({ keyword: '客服', pageNum: 1 })).toBe(true);
  });
});

describe('jobListCacheQuery', () => {
  it('keys a list by its valid codes only, canonical, and never a keyword search or two filters', () => {
    expect(jobListCacheQuery(new URLSearchParams('pageNum=2&place=cj&status=bogus&col1=jrwm'))).toEqual({ place: 'cj', pageNum: '2' });
    expect(jobListCacheQuery(new URLSearchParams(''))).toEqual({});
    expect(jobListCacheQuery(new URLSearchParams('type=campus&keyword=管培生'))).toBeNull();
    for (const q of ['company=12&pageNum=3', 'type=social', 'place=gx', 'status=closed&pageNum=3']) {
      for (const v of Object.values(jobListCacheQuery(new URLSearchParams(q))!)) expect(v).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    // Two filters or more are rendered per request (issue #24 part 3); an invalid second one does not count.
    expect(jobListCacheQuery(new URLSearchParams('company=12&type=social&place=gx&status=closed&pageNum=3'))).toBeNull();
    expect(jobListCacheQuery(new URLSearchParams('type=social&place=gx'))).toBeNull();
    expect(jobListCacheQuery(new URLSearchParams('type=social&place=nowhere'))).toEqual({ type: 'social' });
  });
});

describe('the API schemas', () => {
  it('read a filtered page with a page size of at most 50', () => {
    expect(selectJobPostsQuery.parse({ type: 'campus', company: '0', pageSize: '5' })).toEqual({ filter: { company: 0, type: 'campus', pageNum: 1 }, pageSize: 5 });
    expect(selectJobPostsQuery.parse({})).toEqual({ filter: { pageNum: 1 }, pageSize: 10 });
    expect(selectJobPostsQuery.safeParse({ pageSize: '51' }).success).toBe(false);
  });

  it('refuse what the page would drop, naming each parameter in Chinese, and any unknown parameter', () => {
    const bad = selectJobPostsQuery.safeParse({ place: 'xx', status: 'expired', company: 'abc' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual(['company', 'place', 'status']);
    expect(bad.error!.issues.find((i) => i.path[0] === 'status')!.message).toBe('须为 open、closed、ended 之一');
    const unknown = selectJobPostsQuery.safeParse({ sort: 'salary' });
    expect(unknown.error!.issues[0]!.message).toBe('不支持的参数：sort');
  });

  it('read one post id, refusing a missing, malformed or extra parameter', () => {
    expect(selectJobPostQuery.parse({ postId: '12' })).toEqual({ postId: 12 });
    for (const q of [{}, { postId: 'abc' }, { postId: '0' }, { postId: '2147483648' }, { postId: '1', contentId: '2' }]) expect(selectJobPostQuery.safeParse(q).success).toBe(false);
  });
});
