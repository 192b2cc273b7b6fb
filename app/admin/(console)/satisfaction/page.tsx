import type { Metadata } from 'next';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ConsoleOutcome } from '@/components/admin/ConsoleOutcome';
import { FollowUpForm } from '@/components/admin/FollowUpForm.client';
import { CASE_KIND_LABELS } from '@/lib/cases/flow';
import { pendingFollowUps, satisfactionByKindAndMonth } from '@/lib/cases/ratings';
import { getDb } from '@/lib/db/client';
import { requireStaffPage } from '@/lib/staff/current';
import { ratingLabel } from '@/lib/validation/rating';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '好差评' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Beijing time to the minute. */
const formatAt = (iso: string) => {
  const s = new Date(new Date(iso).getTime() + 8 * 3600 * 1000).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, 16)}`;
};

/** 好差评 for 业务经办: satisfaction per kind and month, and the low ratings waiting for a follow-up (回访). */
export default async function SatisfactionPage({ searchParams }: PageProps) {
  const session = await requireStaffPage('case.handle');
  const query = await searchParams;
  const done = typeof query.done === 'string' ? query.done : null;
  const db = await getDb();
  const [figures, pending] = await Promise.all([satisfactionByKindAndMonth(db, 6), pendingFollowUps(db)]);
  return (
    <ConsoleFrame session={session} current="satisfaction">
      <h1 className={styles.heading}>好差评</h1>
      <ConsoleOutcome done={done ? `已记录 ${done} 的回访。` : null} />
      <section className={styles.card} aria-labelledby="pending-heading">
        <h2 id="pending-heading" className={styles.subheading}>
          待回访（{pending.length}）
        </h2>
        {pending.length === 0 ? (
          <p>没有待回访的不满意评价。</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">受理编号</th>
                  <th scope="col">业务</th>
                  <th scope="col">评价</th>
                  <th scope="col">意见建议</th>
                  <th scope="col">评价时间</th>
                  <th scope="col">回访</th>
                </tr>
              </thead>
              <tbody>
                {pending.map((p) => (
                  <tr key={p.receiptNo}>
                    <td className={styles.nowrap}>{p.receiptNo}</td>
                    <td>{CASE_KIND_LABELS[p.kind]}</td>
                    <td className={styles.nowrap}>{ratingLabel(p.score)}</td>
                    <td>{p.comment || '—'}</td>
                    <td className={styles.nowrap}>{formatAt(p.ratedAt)}</td>
                    <td>
                      <FollowUpForm receiptNo={p.receiptNo} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={styles.card} aria-labelledby="figures-heading">
        <h2 id="figures-heading" className={styles.subheading}>
          近六个月满意度
        </h2>
        {figures.length === 0 ? (
          <p>近六个月还没有评价。</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">月份</th>
                  <th scope="col">业务</th>
                  <th scope="col">评价数</th>
                  <th scope="col">满意（含基本满意）</th>
                  <th scope="col">不满意</th>
                  <th scope="col">满意率</th>
                  <th scope="col">平均分（5 分制）</th>
                </tr>
              </thead>
              <tbody>
                {figures.map((f) => (
                  <tr key={`${f.month}-${f.kind}`}>
                    <td className={styles.nowrap}>{f.month}</td>
                    <td>{CASE_KIND_LABELS[f.kind]}</td>
                    <td>{f.rated}</td>
                    <td>{f.satisfied}</td>
                    <td>{f.dissatisfied}</td>
                    <td>{Math.round((f.satisfied / f.rated) * 1000) / 10}%</td>
                    <td>{f.average.toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </ConsoleFrame>
  );
}
