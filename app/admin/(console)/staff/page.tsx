import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ConsolePager, FilterActions } from '@/components/admin/ConsoleList';
import { firstParam } from '@/components/admin/FormError';
import { formatDateTime } from '@/lib/format';
import { listStaff, STAFF_STATE_LABELS } from '@/lib/staff/accounts';
import { requireStaffPage } from '@/lib/staff/current';
import { withQuery } from '@/lib/staff/query';
import { ROLE_LABELS, STAFF_ROLE_CODES } from '@/lib/staff/roles';
import { STAFF_ACTION, STAFF_PAGES } from '@/lib/staff/staff-routes';
import { staffListQuery } from '@/lib/validation/staff';
import styles from '../../admin.module.css';
import own from './staff.module.css';

export const metadata: Metadata = { title: '工作人员' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const when = (at: Date | null) => (at ? formatDateTime(at.toISOString()) : '从未登录');

/** 管理员's list of staff accounts: role, state, second factor, last sign-in; filter by role and state. */
export default async function StaffListPage({ searchParams }: PageProps) {
  const session = await requireStaffPage(STAFF_ACTION);
  const query = await searchParams;
  const { role, state, page: pageParam } = staffListQuery.parse({ role: firstParam(query.role), state: firstParam(query.state), page: firstParam(query.page) });
  const { rows, total, page, pages } = await listStaff({ role, state }, pageParam ?? 1);
  const pageLink = (p: number) => withQuery(STAFF_PAGES.list, { role, state, page: String(p) });

  return (
    <ConsoleFrame session={session} current="staff">
      <h1 className={styles.heading}>工作人员</h1>
      <p className={`${styles.hint} ${own.lead}`}>
        创建账号后，系统生成一次性初始密码（只显示一次）；此人首次登录时用它登录、用自己的手机绑定验证器，并设置自己的密码。
      </p>
      <section className={styles.card} aria-labelledby="filter-heading">
        <h2 id="filter-heading" className={styles.subheading}>
          筛选
        </h2>
        <form method="get" action={STAFF_PAGES.list}>
          <div className={styles.filters}>
            <div className={styles.field}>
              <label htmlFor="f-role">角色</label>
              <select id="f-role" name="role" defaultValue={role ?? ''}>
                <option value="">全部</option>
                {STAFF_ROLE_CODES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="f-state">状态</label>
              <select id="f-state" name="state" defaultValue={state ?? ''}>
                <option value="">全部</option>
                <option value="active">{STAFF_STATE_LABELS.active}</option>
                <option value="disabled">{STAFF_STATE_LABELS.disabled}</option>
              </select>
            </div>
          </div>
          <FilterActions clearHref={STAFF_PAGES.list}>
            <Link href={STAFF_PAGES.new}>新建工作人员账号</Link>
          </FilterActions>
        </form>
      </section>

      <section className={styles.card} aria-labelledby="rows-heading">
        <h2 id="rows-heading" className={styles.subheading}>
          工作人员列表（共 {total} 人）
        </h2>
        {rows.length === 0 ? (
          <p>没有符合条件的工作人员。</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-label="工作人员列表" tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">工作人员列表，按登录名排列</caption>
              <thead>
                <tr>
                  <th scope="col">登录名</th>
                  <th scope="col">姓名</th>
                  <th scope="col">角色</th>
                  <th scope="col">状态</th>
                  <th scope="col">两步验证</th>
                  <th scope="col">最近登录</th>
                  <th scope="col">创建时间</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">
                      <Link href={STAFF_PAGES.member(r.id)}>{r.login}</Link>
                      {r.id === session.staffId ? <span className={own.you}>（您本人）</span> : null}
                    </th>
                    <td>{r.displayName}</td>
                    <td className={styles.nowrap}>{ROLE_LABELS[r.role]}</td>
                    <td className={styles.state}>
                      <span className={r.state === 'disabled' ? own.off : undefined}>{STAFF_STATE_LABELS[r.state]}</span>
                    </td>
                    <td className={styles.nowrap}>{r.enrolled ? '已绑定' : '未绑定'}</td>
                    <td className={styles.nowrap}>{when(r.lastSignInAt)}</td>
                    <td className={styles.nowrap}>{formatDateTime(r.createdAt.toISOString())}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ConsolePager page={page} pages={pages} href={pageLink} />
      </section>
    </ConsoleFrame>
  );
}
