import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '@/lib/cms/contents';
import { normalisePaging, toPage } from '@/lib/cms/paging';
import type { Page } from '@/lib/cms/types';
import { getDb } from '@/lib/db/client';
import { companyIntroduce, jobPosts, subsidiaries } from '@/lib/db/schema';
import { clampPageNum } from '@/lib/navigation/pagination';
import { districtByCode, districtCodeOf, type DistrictCode } from '@/lib/validation/districts';
import { INT32_MAX } from '@/lib/validation/patterns';
import { educationLabel, GROUP_COMPANY_CODE, jobStatusLabel, recruitTypeLabel, type JobEducation, type JobFilter, type JobRecruitType, type JobStatus } from '@/lib/validation/job-filter';
import { shanghaiToday } from '@/lib/validation/resume';
import { GROUP_COMPANY_NAME } from './company';
import { jobPostPath } from './post-links';
import { effectiveStatus, isOpenForApplications } from './post-status';

/**
 * Job posts of the recruitment service (bzf-portal-recruit brcJobPostEntity): the list with its
 * filters (/t1/PostInformation), one post (/t1/PostDeatil) and the companies a post can name.
 * Reads only. 报名中 / 已截止 / 已结束 is derived from the stored state and the deadline against
 * today's date in Shanghai (./post-status), in SQL for the filter and in code for each row.
 */

export { effectiveStatus, isOpenForApplications };

export type JobPostCard = {
  id: number;
  title: string;
  /** 0 = the group itself, else the subsidiary's id. */
  companyId: number;
  companyName: string;
  department: string;
  /** District name, e.g. 澄江区. */
  place: string;
  placeCode: DistrictCode | null;
  headcount: number;
  recruitType: JobRecruitType;
  recruitTypeLabel: string;
  education: JobEducation;
  educationLabel: string;
  experienceYears: number;
  /** Whole yuan per month; null when not published. */
  salaryMin: number | null;
  salaryMax: number | null;
  publishedAt: string;
  /** Last day applications are taken, YYYY-MM-DD (inclusive, Asia/Shanghai). */
  deadline: string;
  state: 'open' | 'ended';
  status: JobStatus;
  statusLabel: string;
};

export type JobPostDetail = JobPostCard & {
  duties: string;
  major: string;
  certificates: string;
  requirements: string;
  updatedAt: string;
};

export type CompanyChoice = { id: number; name: string };

/** The group's name as the site shows it (the company record), or the demo name when there is none. */
const groupName = sql<string>`coalesce((select ${companyIntroduce.name} from ${companyIntroduce} order by ${companyIntroduce.id} limit 1), ${GROUP_COMPANY_NAME})`;

/** The filter as SQL; `today` (YYYY-MM-DD, Shanghai) splits 报名中 from 已截止. */
export function jobPostConditions(filter: Omit<JobFilter, 'pageNum'>, today: string): SQL | undefined {
  const where: SQL[] = [];
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    where.push(or(ilike(jobPosts.title, pattern), ilike(jobPosts.department, pattern), ilike(jobPosts.duties, pattern)) as SQL);
  }
  if (filter.company !== undefined) where.push(filter.company === GROUP_COMPANY_CODE ? isNull(jobPosts.subsidiaryId) : eq(jobPosts.subsidiaryId, filter.company));
  if (filter.type) where.push(eq(jobPosts.recruitType, filter.type));
  if (filter.place) {
    const d = districtByCode(filter.place);
    if (d) where.push(eq(jobPosts.place, d.label));
  }
  if (filter.status === 'open') where.push(and(eq(jobPosts.state, 'open'), gte(jobPosts.deadline, today)) as SQL);
  if (filter.status === 'closed') where.push(and(eq(jobPosts.state, 'open'), lt(jobPosts.deadline, today)) as SQL);
  if (filter.status === 'ended') where.push(eq(jobPosts.state, 'ended'));
  return and(...where);
}

const cardColumns = {
  id: jobPosts.id,
  title: jobPosts.title,
  subsidiaryId: jobPosts.subsidiaryId,
  companyName: sql<string>`coalesce(${subsidiaries.name}, ${groupName})`,
  department: jobPosts.department,
  place: jobPosts.place,
  headcount: jobPosts.headcount,
  recruitType: jobPosts.recruitType,
  education: jobPosts.education,
  experienceYears: jobPosts.experienceYears,
  salaryMin: jobPosts.salaryMin,
  salaryMax: jobPosts.salaryMax,
  publishedAt: jobPosts.publishedAt,
  deadline: jobPosts.deadline,
  state: jobPosts.state,
};

type CardRow = {
  id: number;
  title: string;
  subsidiaryId: number | null;
  companyName: string;
  department: string;
  place: string;
  headcount: number;
  recruitType: JobRecruitType;
  education: JobEducation;
  experienceYears: number;
  salaryMin: number | null;
  salaryMax: number | null;
  publishedAt: Date;
  deadline: string;
  state: 'open' | 'ended';
};

function toCard(r: CardRow, now: Date): JobPostCard {
  const status = effectiveStatus(r, now);
  return {
    id: r.id,
    title: r.title,
    companyId: r.subsidiaryId ?? GROUP_COMPANY_CODE,
    companyName: r.companyName,
    department: r.department,
    place: r.place,
    placeCode: districtCodeOf(r.place) ?? null,
    headcount: r.headcount,
    recruitType: r.recruitType,
    recruitTypeLabel: recruitTypeLabel(r.recruitType),
    education: r.education,
    educationLabel: educationLabel(r.education),
    experienceYears: r.experienceYears,
    salaryMin: r.salaryMin,
    salaryMax: r.salaryMax,
    // node-postgres and PGlite both hand back a Date for timestamptz.
    publishedAt: new Date(r.publishedAt).toISOString(),
    deadline: r.deadline,
    state: r.state,
    status,
    statusLabel: jobStatusLabel(status),
  };
}

/**
 * A filtered page of posts, newest first; a page past the end shows the last page. One statement
 * in the usual case: the total rides along as a window count over the filtered rows, so a list
 * costs one round trip; only a page past the end needs a second (and a third for its rows).
 */
export async function listJobPosts(filter: JobFilter, options: { pageSize?: number; now?: Date } = {}): Promise<Page<JobPostCard>> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const where = jobPostConditions(filter, shanghaiToday(now));
  const asked = normalisePaging({ pageNum: filter.pageNum, pageSize: options.pageSize });
  const pageOf = (paging: typeof asked) =>
    db
      .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
      .from(jobPosts)
      .leftJoin(subsidiaries, eq(subsidiaries.id, jobPosts.subsidiaryId))
      .where(where)
      .orderBy(desc(jobPosts.publishedAt), desc(jobPosts.id))
      .limit(paging.pageSize)
      .offset(paging.offset);
  const rows = await pageOf(asked);
  if (rows.length > 0) return toPage(rows.map((r) => toCard(r, now)), rows[0]!.total, asked);
  if (asked.pageNum === 1) return toPage([], 0, asked);
  const [totals] = await db.select({ total: count() }).from(jobPosts).where(where);
  const total = totals?.total ?? 0;
  const last = normalisePaging({ pageNum: clampPageNum(asked.pageNum, Math.ceil(total / asked.pageSize)), pageSize: asked.pageSize });
  if (total === 0) return toPage([], 0, last);
  const lastRows = await pageOf(last);
  return toPage(lastRows.map((r) => toCard(r, now)), lastRows[0]?.total ?? total, last);
}

/** One post with its hiring company's name, or null. */
export async function getJobPost(id: number, now: Date = new Date()): Promise<JobPostDetail | null> {
  if (!Number.isInteger(id) || id < 1 || id > INT32_MAX) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      ...cardColumns,
      duties: jobPosts.duties,
      major: jobPosts.major,
      certificates: jobPosts.certificates,
      requirements: jobPosts.requirements,
      updatedAt: jobPosts.updatedAt,
    })
    .from(jobPosts)
    .leftJoin(subsidiaries, eq(subsidiaries.id, jobPosts.subsidiaryId))
    .where(eq(jobPosts.id, id));
  if (!row) return null;
  return {
    ...toCard(row, now),
    duties: row.duties,
    major: row.major,
    certificates: row.certificates,
    requirements: row.requirements,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The companies the filter offers: the group itself (0) first, then the subsidiaries in display order. */
export async function listCompanyChoices(): Promise<CompanyChoice[]> {
  const db = await getDb();
  const [rows, [group]] = await Promise.all([
    db.select({ id: subsidiaries.id, name: subsidiaries.name }).from(subsidiaries).orderBy(asc(subsidiaries.sortOrder), asc(subsidiaries.id)),
    db.select({ name: companyIntroduce.name }).from(companyIntroduce).orderBy(asc(companyIntroduce.id)).limit(1),
  ]);
  return [{ id: GROUP_COMPANY_CODE, name: group?.name ?? GROUP_COMPANY_NAME }, ...rows];
}

/** Posts open for applications today, as sitemap entries (closed and ended posts leave search engines). */
export async function listOpenJobPostsForSitemap(now: Date = new Date()): Promise<{ path: string; lastModified: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: jobPosts.id, updatedAt: jobPosts.updatedAt })
    .from(jobPosts)
    .where(jobPostConditions({ status: 'open' }, shanghaiToday(now)))
    .orderBy(desc(jobPosts.publishedAt), desc(jobPosts.id));
  return rows.map((r) => ({ path: jobPostPath(r.id), lastModified: new Date(r.updatedAt).toISOString() }));
}

/** Multi-line text (duties, requirements) as its non-empty lines, list markers and trailing punctuation trimmed. */
export function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:\d+[.、．)]|[-•·*])\s*/, '').trim())
    .filter((l) => l.length > 0);
}
