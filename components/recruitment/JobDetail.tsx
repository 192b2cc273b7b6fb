import { formatDate } from '@/lib/format';
import { APPLY_WITH_RESUME_ACTION, formatSalary, quickApplyHref } from '@/lib/recruitment/post-links';
import { textLines, type JobPostDetail } from '@/lib/recruitment/posts';
import { BackToList } from './BackToList.client';
import { JobStatusBadge } from './JobStatusBadge';
import { JOB_TEXT as T } from './text';
import styles from './Jobs.module.css';

export type JobDetailProps = {
  post: JobPostDetail;
  /** The list page (with its column trail), for the way back. */
  listHref: string;
  /** The list of posts open for applications, offered when this one is not. */
  openListHref: string;
};

/** The apply actions of an open post; a closed or ended one says so and offers none. */
function ApplyArea({ post: p, openListHref }: Omit<JobDetailProps, 'listHref'>) {
  if (p.status !== 'open') {
    return (
      <div className={styles.closedBox}>
        <p className={styles.closedTitle} role="status">
          {p.status === 'ended' ? T.ended : T.closed}
        </p>
        <p>{T.closedHint}</p>
        <p>
          <a href={openListHref}>{T.openPosts}</a>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.applyBox}>
      <p className={styles.applyHint}>{T.applyHint}</p>
      <div className={styles.applyActions}>
        <a className={styles.primaryAction} href={quickApplyHref(p.id)}>
          {T.quickApply}
        </a>
        <form method="post" action={APPLY_WITH_RESUME_ACTION}>
          <input type="hidden" name="postId" value={p.id} />
          <input type="hidden" name="source" value="resume" />
          <button type="submit" className={styles.secondaryAction}>
            {T.resumeApply}
          </button>
        </form>
      </div>
    </div>
  );
}

/** The post page: status and company, the facts table, duties and requirements as lists, how to apply. */
export function JobDetail({ post: p, listHref, openListHref }: JobDetailProps) {
  const duties = textLines(p.duties);
  const requirements = textLines(p.requirements);
  return (
    <div>
      <div className={styles.detailHead}>
        <JobStatusBadge status={p.status} label={p.statusLabel} />
        <p className={styles.detailCompany}>
          <span>{p.companyName}</span>
          <span>{p.department}</span>
        </p>
        <p className={styles.detailSalary}>{formatSalary(p.salaryMin, p.salaryMax)}</p>
      </div>

      <section className={styles.section} aria-labelledby="job-facts">
        <h2 id="job-facts">{T.facts}</h2>
        <table className={styles.factTable}>
          <tbody>
            <tr>
              <th scope="row">{T.company}</th>
              <td>{p.companyName}</td>
            </tr>
            <tr>
              <th scope="row">{T.department}</th>
              <td>{p.department}</td>
            </tr>
            <tr>
              <th scope="row">{T.place}</th>
              <td>{p.place}</td>
            </tr>
            <tr>
              <th scope="row">{T.type}</th>
              <td>{p.recruitTypeLabel}</td>
            </tr>
            <tr>
              <th scope="row">{T.headcountLabel}</th>
              <td>{T.headcountValue(p.headcount)}</td>
            </tr>
            <tr>
              <th scope="row">{T.salaryLabel}</th>
              <td>{formatSalary(p.salaryMin, p.salaryMax)}</td>
            </tr>
            <tr>
              <th scope="row">{T.publishedLabel}</th>
              <td>{formatDate(p.publishedAt)}</td>
            </tr>
            <tr>
              <th scope="row">{T.deadlineLabel}</th>
              <td>{T.deadlineValue(formatDate(p.deadline))}</td>
            </tr>
            <tr>
              <th scope="row">{T.status}</th>
              <td>{p.statusLabel}</td>
            </tr>
          </tbody>
        </table>
      </section>

      <section className={styles.section} aria-labelledby="job-duties">
        <h2 id="job-duties">{T.duties}</h2>
        <ol className={styles.lines}>
          {duties.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="job-requirements">
        <h2 id="job-requirements">{T.requirements}</h2>
        <dl className={styles.needs}>
          <div>
            <dt>{T.education}</dt>
            <dd>{p.educationLabel}</dd>
          </div>
          {p.major ? (
            <div>
              <dt>{T.major}</dt>
              <dd>{p.major}</dd>
            </div>
          ) : null}
          <div>
            <dt>{T.experience}</dt>
            <dd>{T.experienceValue(p.experienceYears, p.recruitType === 'campus')}</dd>
          </div>
          {p.certificates ? (
            <div>
              <dt>{T.certificates}</dt>
              <dd>{p.certificates}</dd>
            </div>
          ) : null}
        </dl>
        {requirements.length > 0 ? (
          <ol className={styles.lines}>
            {requirements.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ol>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="job-apply">
        <h2 id="job-apply">{T.apply}</h2>
        <ApplyArea post={p} openListHref={openListHref} />
        <p className={styles.free}>{T.free}</p>
      </section>

      <p className={styles.back}>
        <BackToList href={listHref} label={T.back} />
      </p>
      <p className={styles.demo}>{T.demo}</p>
    </div>
  );
}
