import type { Page } from '@/lib/cms/types';
import { toQueryString } from '@/lib/navigation/paths';
import { formatDate } from '@/lib/format';
import { formatSalary, jobPostPath } from '@/lib/recruitment/post-links';
import type { CompanyChoice, JobPostCard } from '@/lib/recruitment/posts';
import { DISTRICTS } from '@/lib/validation/districts';
import { hasJobFilters, JOB_KEYWORD_MAX, JOB_RECRUIT_TYPES, JOB_STATUSES, jobFilterQuery, type JobFilter } from '@/lib/validation/job-filter';
import { Pagination } from '@/components/templates/Pagination';
import { JobStatusBadge } from './JobStatusBadge';
import { JOB_TEXT as T } from './text';
import styles from './Jobs.module.css';

export type JobListProps = {
  /** The list's public route, /t1/PostInformation. */
  pathname: string;
  /** Column trail parameters kept on every link and sent again by the form (col1…). */
  baseQuery?: Record<string, string>;
  filter: JobFilter;
  /** Filter parameters the URL carried but the parser dropped: a short note says so. */
  dropped?: readonly string[];
  page: Page<JobPostCard>;
  companies: readonly CompanyChoice[];
};

type Option = { value: string; label: string };

function Select({ name, label, value, options }: { name: string; label: string; value: string | undefined; options: readonly Option[] }) {
  const id = `job-filter-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{T.any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One result: title, status, company, the facts a job seeker scans for, salary and deadline. */
export function JobCardView({ post: p }: { post: JobPostCard }) {
  return (
    <article className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <a href={jobPostPath(p.id)}>{p.title}</a>
        </h2>
        <JobStatusBadge status={p.status} label={p.statusLabel} />
      </div>
      <p className={styles.company}>
        <span>{p.companyName}</span>
        <span>{p.department}</span>
      </p>
      <ul className={styles.facts} aria-label="岗位概要">
        <li>{p.place}</li>
        <li>{p.recruitTypeLabel}</li>
        <li>{T.headcount(p.headcount)}</li>
        <li>{p.educationLabel}</li>
      </ul>
      <p className={styles.cardFoot}>
        <span className={styles.salary}>
          <span className="visually-hidden">{T.salary}：</span>
          {formatSalary(p.salaryMin, p.salaryMax)}
        </span>
        <span className={styles.deadline}>{T.deadline(formatDate(p.deadline))}</span>
      </p>
    </article>
  );
}

/**
 * 招聘信息: a GET form with the search box and the filters (works without JavaScript; the URL is the
 * filter, so a filtered list can be shared), the count, the cards and numbered paging, all rendered
 * on the server.
 */
export function JobList({ pathname, baseQuery = {}, filter, dropped = [], page, companies }: JobListProps) {
  const filterQuery = jobFilterQuery(filter, { pageNum: false });
  const clearHref = `${pathname}${toQueryString(baseQuery)}`;
  const filtered = hasJobFilters(filter);
  return (
    <div>
      <form className={styles.filters} method="get" action={pathname} role="search" aria-label={T.filters}>
        {Object.entries(baseQuery).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <div className={`${styles.field} ${styles.keyword}`}>
          <label htmlFor="job-filter-keyword">{T.keyword}</label>
          <input id="job-filter-keyword" type="search" name="keyword" defaultValue={filter.keyword ?? ''} maxLength={JOB_KEYWORD_MAX} placeholder={T.keywordHint} />
        </div>
        <Select name="company" label={T.company} value={filter.company === undefined ? undefined : String(filter.company)} options={companies.map((c) => ({ value: String(c.id), label: c.name }))} />
        <Select name="type" label={T.type} value={filter.type} options={JOB_RECRUIT_TYPES.map((t) => ({ value: t.code, label: t.label }))} />
        <Select name="place" label={T.place} value={filter.place} options={DISTRICTS.map((d) => ({ value: d.code, label: d.label }))} />
        <Select name="status" label={T.status} value={filter.status} options={JOB_STATUSES.map((s) => ({ value: s.code, label: s.label }))} />
        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            {T.search}
          </button>
          {filtered ? <a href={clearHref}>{T.clear}</a> : null}
        </div>
      </form>

      {dropped.length > 0 ? (
        <p className={styles.notice} role="status">
          {T.dropped}
        </p>
      ) : null}

      <p className={styles.count} role="status">
        {T.count(page.total)}
      </p>

      {page.records.length > 0 ? (
        <ul className={styles.list} aria-label={T.results} data-grow-list="">
          {page.records.map((p) => (
            <li key={p.id}>
              <JobCardView post={p} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{filtered ? T.empty : T.noPosts}</p>
          {filtered ? (
            <>
              <p>{T.emptyHint}</p>
              <a href={clearHref}>{T.clear}</a>
            </>
          ) : null}
        </div>
      )}
      <Pagination pageNum={page.pageNum} pages={page.pages} total={page.total} pathname={pathname} query={{ ...baseQuery, ...filterQuery }} growOnPhone />
      <p className={styles.demo}>{T.demo}</p>
    </div>
  );
}
