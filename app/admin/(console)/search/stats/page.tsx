import type { Metadata } from 'next';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { firstParam } from '@/components/admin/FormError';
import { SITE_SEARCH_PATH, toQueryString } from '@/lib/navigation/paths';
import { flushSearchStats, listStatWeeks, readWeekStats, weekOf, type QueryStat } from '@/lib/search/stats';
import { logError } from '@/lib/log';
import { requireStaffPage } from '@/lib/staff/current';
import { readStatsWeek } from '@/lib/validation/search-console';
import styles from '../../../admin.module.css';

export const metadata: Metadata = { title: '搜索统计' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const weekLabel = (monday: string) => {
  const sunday = new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  return `${monday} 至 ${sunday}`;
};

function StatTable({ id, title, hint, rows, empty }: { id: string; title: string; hint: string; rows: QueryStat[]; empty: string }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.subheading}>
        {title}
      </h2>
      <p className={styles.hint}>{hint}</p>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid={id}>
            <thead>
              <tr>
                <th scope="col">搜索词</th>
                <th scope="col">搜索次数</th>
                <th scope="col">无结果次数</th>
                <th scope="col">打开结果次数</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.query}>
                  <th scope="row">
                    <a href={`${SITE_SEARCH_PATH}${toQueryString({ keyword: r.query })}`} target="_blank" rel="noopener">
                      {r.query}
                      <span className="visually-hidden">（在新窗口中搜索）</span>
                    </a>
                    {r.demo ? <span className={styles.hint}>（演示数据）</span> : null}
                  </th>
                  <td>{r.searches}</td>
                  <td>{r.zeroResults}</td>
                  <td>{r.clicks}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * 搜索统计 (issue #27 part 4) for 编辑, 审核 and 管理员: a week's most searched queries, the queries
 * that found nothing and those after which nobody opened a result. Counted per week and query,
 * never per searcher (lib/search/stats.ts).
 */
export default async function SearchStatsPage({ searchParams }: PageProps) {
  const session = await requireStaffPage('search.stats');
  const query = await searchParams;
  // What this process counted and has not written yet, so the page is current.
  await flushSearchStats().catch((error) => logError('search', 'statistics write failed', error));
  const thisWeek = weekOf();
  const week = readStatsWeek(firstParam(query.week)) ?? thisWeek;
  const [stats, weeks] = await Promise.all([readWeekStats(week, 20), listStatWeeks()]);
  const options = [...new Set([thisWeek, week, ...weeks])].sort().reverse();
  return (
    <ConsoleFrame session={session} current="searchStats">
      <h1 className={styles.heading}>搜索统计</h1>
      <section className={styles.card} aria-labelledby="stats-week">
        <h2 id="stats-week" className={styles.subheading}>
          {week === thisWeek ? '本周' : '所选一周'}（{weekLabel(week)}）
        </h2>
        <form method="get" action="/admin/search/stats" className={styles.filters}>
          <div className={styles.field}>
            <label htmlFor="stats-week-select">选择一周</label>
            <select id="stats-week-select" name="week" defaultValue={week}>
              {options.map((w) => (
                <option key={w} value={w}>
                  {weekLabel(w)}
                  {w === thisWeek ? '（本周）' : ''}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.actions}>
            <button type="submit" className={styles.button}>
              查看
            </button>
          </div>
        </form>
        <p data-testid="stats-summary">
          这一周共 {stats.searches} 次搜索，{stats.distinct} 个不同的搜索词。
        </p>
        <p className={styles.hint}>
          只按周和搜索词计数，不记录搜索者的地址、账号或 Cookie；看起来像身份证号、手机号或邮箱的搜索词不计入；一周结束后只搜过一次的词会被删除。
        </p>
      </section>
      <StatTable id="stats-top" title="热门搜索词" hint="本周搜索次数最多的词。" rows={stats.top} empty="这一周还没有搜索。" />
      <StatTable id="stats-no-result" title="没有结果的搜索词" hint="搜索后一个结果也没有的词：可考虑添加同义词或推荐结果，或补充内容。" rows={stats.noResult} empty="这一周没有找不到结果的搜索。" />
      <StatTable id="stats-no-click" title="无人打开结果的搜索词" hint="有结果，但搜索后没有人打开任何结果的词：结果可能不是群众想要的。" rows={stats.noClick} empty="这一周没有这样的搜索词。" />
    </ConsoleFrame>
  );
}
