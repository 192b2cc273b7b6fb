import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { listDeletedAccountsAudited } from '@/lib/privacy/deletion';
import { clientAddress } from '@/lib/register/attempts';
import { requireStaffPage } from '@/lib/staff/current';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '注销账号留存' };

/** Beijing date. */
const cityDay = (d: Date) => new Date(d.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * 注销账号留存 (管理员): each deleted account, what was removed at once and what was kept, why and
 * until when. Holds no name, number or ID; each view is written to the audit log.
 */
export default async function PrivacyRetainedPage() {
  const session = await requireStaffPage('privacy.retained');
  const actor = { staffId: session.staffId, login: session.login, role: session.role, address: clientAddress(await headers()) };
  const list = await listDeletedAccountsAudited(await getDb(), actor);
  return (
    <ConsoleFrame session={session} current="privacy">
      <h1 className={styles.heading}>注销账号留存</h1>
      <p className={styles.card}>
        群众注销账号时，门户立即删除其个人数据；已有审核结果的配售意向登记及其办件按 ACCOUNT_RECORDS_KEEP_YEARS（当前 {getEnv().ACCOUNT_RECORDS_KEEP_YEARS}{' '}
        年）保存备查，姓名、手机号、身份证号已清除。本页的每次查看都记入审计日志。
      </p>
      <section className={styles.card} aria-labelledby="deleted-heading">
        <h2 id="deleted-heading" className={styles.subheading}>
          已注销账号（{list.length}）
        </h2>
        {list.length === 0 ? (
          <p>还没有注销的账号。</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">账号编号</th>
                  <th scope="col">注销日期</th>
                  <th scope="col">保留的数据及原因</th>
                  <th scope="col">保留至</th>
                  <th scope="col">立即删除</th>
                </tr>
              </thead>
              <tbody>
                {list.map((a) => (
                  <tr key={a.userId}>
                    <td className={styles.nowrap}>{a.userId}</td>
                    <td className={styles.nowrap}>{cityDay(a.deletedAt)}</td>
                    <td>
                      {a.kept.length === 0 ? (
                        '无'
                      ) : (
                        <ul>
                          {a.kept.map((k) => (
                            <li key={k.table}>
                              {k.label} {k.rows} 条：{k.why}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td className={styles.nowrap}>{a.keepUntil ? cityDay(a.keepUntil) : '—'}</td>
                    <td>{a.removed.map((r) => `${r.label} ${r.rows} 条`).join('、') || '无'}</td>
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
