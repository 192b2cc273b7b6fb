/**
 * The job list's filters (/t1/PostInformation) and the brcJobPostEntity calls. Every cacheable
 * filter is a finite enumeration of ASCII codes (recruitment types, districts, statuses) or a
 * bounded number (a hiring company: 0 for the group, else a subsidiary id, checked against the
 * data before a page is stored); the keyword is free text and is never part of a cache key. Pure:
 * zod and constants only, no database, Node or React (the Edge middleware reads it).
 */
import { z } from './zod';
import { parsePageNum } from '@/lib/navigation/pagination';
import { id, optionalInt, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, strictInput } from './common';
import { withinCachedFilters } from './cached-filters';
import { DISTRICTS, type DistrictCode } from './districts';
import { PAGE_NUM_MAX } from './patterns';

/** 社会招聘 / 校园招聘 (the codes of brc_job_post.recruit_type). */
export const JOB_RECRUIT_TYPES = [
  { code: 'social', label: '社会招聘' },
  { code: 'campus', label: '校园招聘' },
] as const;
export type JobRecruitType = (typeof JOB_RECRUIT_TYPES)[number]['code'];

/**
 * What a visitor sees: 报名中 until the end of the deadline day (Asia/Shanghai), then 已截止;
 * 已结束 once the operator ends the post. Derived from state and deadline, never stored.
 */
export const JOB_STATUSES = [
  { code: 'open', label: '报名中' },
  { code: 'closed', label: '已截止' },
  { code: 'ended', label: '已结束' },
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number]['code'];

/** A post's education requirement (brc_job_post.education), as the list and the post read it. */
export const JOB_EDUCATION = [
  { code: 'none', label: '学历不限', credential: null },
  { code: 'secondary', label: '高中/中专及以上', credential: 'high school' },
  { code: 'college', label: '大专及以上', credential: 'associate degree' },
  { code: 'bachelor', label: '本科及以上', credential: 'bachelor degree' },
  { code: 'master', label: '硕士研究生及以上', credential: 'postgraduate degree' },
  { code: 'doctor', label: '博士研究生', credential: 'postgraduate degree' },
] as const;
export type JobEducation = (typeof JOB_EDUCATION)[number]['code'];

export const JOB_KEYWORD_MAX = 30;
/** The group itself in the company filter; subsidiaries go by their id. */
export const GROUP_COMPANY_CODE = 0;
/** A company code in the URL: 0 (the group) or a subsidiary id of 1 to 9 digits. */
const COMPANY_CODE = /^(0|[1-9]\d{0,8})$/;
/** Clean single-line text: no control characters or markup brackets. */
const CLEAN_KEYWORD = /^[^\u0000-\u001f\u007f-\u009f<>]+$/;

export type JobFilter = {
  keyword?: string;
  /** 0 = the group itself, else a subsidiary id. */
  company?: number;
  type?: JobRecruitType;
  /** A district code; posts store the district's name. */
  place?: DistrictCode;
  status?: JobStatus;
  pageNum: number;
};

/** Parameter names in canonical order. */
export const JOB_FILTER_PARAMS = ['keyword', 'company', 'type', 'place', 'status', 'pageNum'] as const;
export type JobFilterParam = (typeof JOB_FILTER_PARAMS)[number];
/** The parameters that narrow the list (the page only cuts it). */
export const JOB_NARROWING_PARAMS = ['company', 'type', 'place', 'status'] as const;

export type ParsedJobFilter = { filter: JobFilter; dropped: JobFilterParam[] };

/**
 * The list's filter from a query. Anything unknown, malformed or out of range is dropped (and
 * named in `dropped`), so a junk or outdated URL shows the list without it, never an error; the API
 * turns `dropped` into a 400 for programs.
 */
export function parseJobFilter(get: (name: string) => string | null): ParsedJobFilter {
  const dropped: JobFilterParam[] = [];
  const read = (name: JobFilterParam): string | null => {
    const raw = get(name);
    if (raw === null) return null;
    const v = raw.trim();
    return v === '' ? null : v;
  };
  const pick = <T>(name: JobFilterParam, find: (v: string) => T | undefined): T | undefined => {
    const v = read(name);
    if (v === null) return undefined;
    const hit = find(v);
    if (hit === undefined) dropped.push(name);
    return hit;
  };

  const filter: JobFilter = { pageNum: 1 };
  filter.keyword = pick('keyword', (v) => ([...v].length <= JOB_KEYWORD_MAX && v.isWellFormed() && CLEAN_KEYWORD.test(v) ? v : undefined));
  filter.company = pick('company', (v) => (COMPANY_CODE.test(v) ? Number(v) : undefined));
  filter.type = pick('type', (v) => JOB_RECRUIT_TYPES.find((t) => t.code === v)?.code);
  filter.place = pick('place', (v) => DISTRICTS.find((d) => d.code === v)?.code);
  filter.status = pick('status', (v) => JOB_STATUSES.find((s) => s.code === v)?.code);
  const page = read('pageNum');
  if (page !== null) {
    const n = parsePageNum(page);
    if (String(n) !== page || n > PAGE_NUM_MAX) dropped.push('pageNum');
    filter.pageNum = Math.min(n, PAGE_NUM_MAX);
  }
  for (const k of Object.keys(filter) as (keyof JobFilter)[]) if (filter[k] === undefined) delete filter[k];
  return { filter, dropped };
}

/** The filter as URL parameters: canonical order, defaults left out. */
export function jobFilterQuery(filter: JobFilter, options: { pageNum?: boolean } = {}): Record<string, string> {
  const q: Record<string, string> = {};
  if (filter.keyword) q.keyword = filter.keyword;
  if (filter.company !== undefined) q.company = String(filter.company);
  if (filter.type) q.type = filter.type;
  if (filter.place) q.place = filter.place;
  if (filter.status) q.status = filter.status;
  if (options.pageNum !== false && filter.pageNum > 1) q.pageNum = String(filter.pageNum);
  return q;
}

/** Whether any filter (not the page) is set: the empty state then offers to clear them. */
export function hasJobFilters(filter: JobFilter): boolean {
  return Boolean(filter.keyword || filter.company !== undefined || filter.type || filter.place || filter.status);
}

/** Whether this list is cached (page and data): no keyword and at most one filter (./cached-filters). */
export function isCachedJobFilter(filter: JobFilter): boolean {
  return !filter.keyword && withinCachedFilters(jobFilterQuery(filter), JOB_NARROWING_PARAMS);
}

/**
 * The job list's route-cache key (its own parameters, canonical: defaults and dropped values left
 * out), or null when the request carries a keyword or more than one filter: those are rendered per
 * request and never stored. A company id still has to name a real company before a page is stored under it.
 */
export function jobListCacheQuery(params: Pick<URLSearchParams, 'get'>): Record<string, string> | null {
  if ((params.get('keyword') ?? '').trim() !== '') return null;
  const { filter } = parseJobFilter((n) => params.get(n));
  return isCachedJobFilter(filter) ? jobFilterQuery(filter) : null;
}

export function recruitTypeLabel(code: JobRecruitType): string {
  return JOB_RECRUIT_TYPES.find((t) => t.code === code)?.label ?? code;
}

export function jobStatusLabel(code: JobStatus): string {
  return JOB_STATUSES.find((s) => s.code === code)?.label ?? code;
}

export function educationLabel(code: JobEducation): string {
  return JOB_EDUCATION.find((e) => e.code === code)?.label ?? code;
}

/** Why a filter value was refused, in Chinese, for programs calling selectByPage. */
export const JOB_FILTER_MSG: Record<JobFilterParam, string> = {
  keyword: `须为不超过 ${JOB_KEYWORD_MAX} 个字的文字，不含控制字符和尖括号`,
  company: '须为 0（集团本部）或下属公司编号（1 到 9 位数字）',
  type: `须为 ${JOB_RECRUIT_TYPES.map((t) => t.code).join('、')} 之一`,
  place: `须为 ${DISTRICTS.map((d) => d.code).join('、')} 之一`,
  status: `须为 ${JOB_STATUSES.map((s) => s.code).join('、')} 之一`,
  pageNum: `须为 1 到 ${PAGE_NUM_MAX} 之间的整数`,
};

const optionalText = z.string().optional();

/**
 * selectByPage's query, strictly: unknown parameters and every value the page would quietly drop
 * are refused (400, the parameter named), since a program should learn its request was wrong.
 */
export const selectJobPostsQuery = strictInput({
  ...(Object.fromEntries(JOB_FILTER_PARAMS.map((p) => [p, optionalText])) as Record<JobFilterParam, typeof optionalText>),
  pageSize: optionalInt(1, PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT),
})
  .superRefine((q, ctx) => {
    const { dropped } = parseJobFilter((n) => q[n as JobFilterParam] ?? null);
    for (const name of dropped) ctx.addIssue({ code: 'custom', path: [name], message: JOB_FILTER_MSG[name] });
  })
  .transform((q) => ({ filter: parseJobFilter((n) => q[n as JobFilterParam] ?? null).filter, pageSize: q.pageSize }));

/** selectById's query: one post id, nothing else. */
export const selectJobPostQuery = strictInput({ postId: id });
