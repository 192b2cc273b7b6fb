import type { Metadata } from 'next';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ConsolePager, FilterActions } from '@/components/admin/ConsoleList';
import { CONSOLE_COUNT_MAX, CONSOLE_PAGE_SIZE, listContentsForConsole } from '@/lib/cms/content-admin';
import { columnOptionsHtml, contentRowsHtml } from '@/lib/cms/console-list-html';
import { listColumnChoicesAndNames } from '@/lib/cms/content-console';
import { requireStaffPage } from '@/lib/staff/current';
import { withQuery } from '@/lib/staff/query';
import { roleCan } from '@/lib/staff/roles';
import { contentListQuery } from '@/lib/validation/content-edit';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '文章' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const STATUS_CHOICES = [
  ['', '全部'],
  ['draft', '草稿'],
  ['review', '待审核'],
  ['scheduled', '定时发布'],
  ['published', '已发布'],
  ['withdrawn', '已撤回'],
] as const;

/**
 * Articles for 编辑 and 审核: filter by column, status and title, newest edit first, 20 a page. The
 * rows link with plain <a>, not <Link>: each would be a client component to render and hydrate per
 * row, for a list whose next page is a new query anyway (issue #26 part 7: p50 < 100 ms at c=10).
 */
export default async function ContentListPage({ searchParams }: PageProps) {
  const session = await requireStaffPage('content.read');
  const raw = await searchParams;
  const flat = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = contentListQuery.safeParse(flat);
  const filter = parsed.success ? parsed.data : contentListQuery.parse({});
  const titleError = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'title')?.message;
  const { choices: columns, names } = await listColumnChoicesAndNames();
  const { rows, total } = await listContentsForConsole(filter, new Date(), names);
  const pages = Math.max(1, Math.ceil(Math.min(total, CONSOLE_COUNT_MAX) / CONSOLE_PAGE_SIZE));
  const pageLink = (p: number) => withQuery('/admin/content', { column: filter.column, status: filter.status, title: filter.title, page: String(p) });
  const now = new Date();

  return (
    <ConsoleFrame session={session} current="content">
      <h1 className={styles.heading}>文章</h1>
      {roleCan(session.role, 'content.draft') ? (
        <p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the console is server-rendered per request; a <Link> is a client component for nothing */}
          <a href="/admin/content/new" className={styles.button}>
            新建文章
          </a>
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="filter-heading">
        <h2 id="filter-heading" className={styles.subheading}>
          筛选
        </h2>
        <form method="get" action="/admin/content">
          <div className={styles.filters}>
            <div className={styles.field}>
              <label htmlFor="f-column">栏目</label>
              {/* The ≈ 90 options as one escaped string (lib/cms/console-list-html), the chosen one marked in it. */}
              <select id="f-column" name="column" dangerouslySetInnerHTML={{ __html: columnOptionsHtml(columns, filter.column) }} />
            </div>
            <div className={styles.field}>
              <label htmlFor="f-status">状态</label>
              <select id="f-status" name="status" defaultValue={filter.status}>
                {STATUS_CHOICES.map(([v, l]) => (
                  <option key={v} value={v}>
                    {l}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="f-title">标题</label>
              <input id="f-title" name="title" type="search" defaultValue={typeof flat.title === 'string' ? flat.title : ''} maxLength={50} aria-invalid={titleError ? true : undefined} aria-describedby={titleError ? 'f-title-error' : undefined} />
              {titleError ? (
                <p id="f-title-error" className={styles.error}>
                  {titleError}
                </p>
              ) : null}
            </div>
          </div>
          <FilterActions clearHref="/admin/content" />
        </form>
      </section>
      <section className={styles.card} aria-labelledby="list-heading">
        <h2 id="list-heading" className={styles.subheading}>
          {total > CONSOLE_COUNT_MAX ? `超过 ${CONSOLE_COUNT_MAX} 篇（请用筛选缩小范围）` : `共 ${total} 篇`}
        </h2>
        {rows.length ? (
          <div className={styles.tableWrap} role="region" aria-label="文章列表" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">编号</th>
                  <th scope="col">标题</th>
                  <th scope="col">栏目</th>
                  <th scope="col">状态</th>
                  <th scope="col">发布时间</th>
                  <th scope="col">最后修改</th>
                </tr>
              </thead>
              {/* The rows as one escaped string (lib/cms/console-list-html): the same markup, a fraction of the render. */}
              <tbody dangerouslySetInnerHTML={{ __html: contentRowsHtml(rows, now, styles.nowrap ?? '') }} />
            </table>
          </div>
        ) : (
          <p>没有符合条件的文章。</p>
        )}
        <ConsolePager page={filter.page} pages={pages} href={pageLink} />
      </section>
    </ConsoleFrame>
  );
}
