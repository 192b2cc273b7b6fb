import type { Metadata } from 'next';
import Link from 'next/link';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { getDb } from '@/lib/db/client';
import { staffResults, TEXT_ANSWERS_SHOWN } from '@/lib/questionnaires/staff-results';
import { clientAddress } from '@/lib/register/attempts';
import { requireStaffPage } from '@/lib/staff/current';
import styles from '../../../admin.module.css';
import own from '../results.module.css';

export const metadata: Metadata = { title: '问卷结果' };

type PageProps = { params: Promise<{ id: string }> };

/** One questionnaire's counts per option and its text answers (never public), with a CSV export. */
export default async function QuestionnaireResultsPage({ params }: PageProps) {
  const session = await requireStaffPage('case.handle');
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const actor = { staffId: session.staffId, login: session.login, role: session.role, address: clientAddress(await headers()) };
  const results = await staffResults(await getDb(), Number(id), actor);
  if (!results) notFound();
  return (
    <ConsoleFrame session={session} current="cases">
      <p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the inbox is a route handler (docs/decisions/0133-case-inbox-route.md): a <Link> would prefetch flight data it has none of */}
        <a href="/admin/cases">业务办理</a> › <Link href="/admin/questionnaire-results">问卷结果</Link> › {results.title}
      </p>
      <h1 className={styles.heading}>{results.title}</h1>
      <section className={styles.card} aria-labelledby="sum-heading">
        <h2 id="sum-heading" className={styles.subheading}>
          概况
        </h2>
        <p>
          共 {results.responses} 份答卷；统计结果{results.resultsPublic ? '对公众公开（文字回答不公开）' : '不公开，仅业务经办可见'}。
        </p>
        <form method="post" action="/admin/api/questionnaire-results">
          <input type="hidden" name="id" value={results.id} />
          <button type="submit" className={styles.linkButton}>
            导出 CSV（含全部文字回答；导出操作会记入审计日志）
          </button>
        </form>
      </section>
      {results.sections.map((s) => (
        <section key={s.id} className={styles.card} aria-labelledby={`s-${s.id}`}>
          <h2 id={`s-${s.id}`} className={styles.subheading}>
            {s.title}
          </h2>
          {s.questions.map((q) => (
            <div key={q.questionId}>
              <h3>
                {q.title}（{q.answered} 人作答{q.kind === 'rating' && q.average !== null ? `，平均 ${q.average} 分` : ''}）
              </h3>
              {'options' in q ? (
                <div className={styles.tableWrap} role="region" aria-label={`${q.title}的统计`} tabIndex={0}>
                  <table className={`${styles.table} ${own.counts}`}>
                    <thead>
                      <tr>
                        <th scope="col">选项</th>
                        <th scope="col">人数</th>
                      </tr>
                    </thead>
                    <tbody>
                      {q.options.map((o) => (
                        <tr key={o.optionId}>
                          <td>{o.label}</td>
                          <td>{o.count}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
              {(results.texts.get(q.questionId) ?? []).length > 0 ? (
                <>
                  <p>文字回答（最新 {TEXT_ANSWERS_SHOWN} 条以内，全部见导出）：</p>
                  <ul>
                    {(results.texts.get(q.questionId) ?? []).map((t, i) => (
                      <li key={i}>{t.text}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ))}
        </section>
      ))}
    </ConsoleFrame>
  );
}
