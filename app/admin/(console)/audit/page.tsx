import type { Metadata } from 'next';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ConsolePager, FilterActions } from '@/components/admin/ConsoleList';
import { AUDIT_PAGE_SIZE, auditFilterChoices, listAuditLog, type AuditFilter } from '@/lib/staff/audit';
import { requireStaffPage } from '@/lib/staff/current';
import { withQuery } from '@/lib/staff/query';
import { ROLE_LABELS, roleCan, type StaffRole } from '@/lib/staff/roles';
import { AUDIT_ENTITY_LABELS, auditActionLabel } from '@/lib/staff/text';
import { auditFilterQuery } from '@/lib/validation/staff';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '审计日志' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const ROLE_NAMES: Record<string, string> = { ...ROLE_LABELS, cli: '命令行', seed: '演示数据' };

/** Beijing time to the second. */
function formatAt(at: Date): string {
  const iso = new Date(at.getTime() + 8 * 3600 * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

function formatChanges(changes: Record<string, { before: unknown; after: unknown }>): string {
  return Object.entries(changes)
    .map(([field, { before, after }]) => `${field}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`)
    .join('\n');
}

const FILTER_FIELDS = ['staff', 'action', 'entity', 'from', 'to'] as const;

/** The audit log, for 管理员: filter by who, what, which kind of record and when; export what is shown. */
export default async function AuditLogPage({ searchParams }: PageProps) {
  const session = await requireStaffPage('audit.read');
  const raw = await searchParams;
  const flat = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = auditFilterQuery.safeParse(flat);
  const fieldErrors: Partial<Record<(typeof FILTER_FIELDS)[number], string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0]) as (typeof FILTER_FIELDS)[number]] ??= issue.message;
  const page = parsed.success ? (parsed.data.page ?? 1) : 1;
  const filter: AuditFilter = parsed.success ? { staff: parsed.data.staff, action: parsed.data.action, entity: parsed.data.entity, from: parsed.data.from, to: parsed.data.to } : {};
  const [{ rows, total }, choices] = await Promise.all([parsed.success ? listAuditLog(filter, page) : Promise.resolve({ rows: [], total: 0 }), auditFilterChoices()]);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const shown = (k: (typeof FILTER_FIELDS)[number]) => (typeof flat[k] === 'string' ? flat[k] : '');
  const pageLink = (p: number) => withQuery('/admin/audit', { ...filter, page: String(p) });
  const canExport = roleCan(session.role, 'audit.export');
  const errorId = (k: string) => (fieldErrors[k as keyof typeof fieldErrors] ? `${k}-error` : undefined);

  return (
    <ConsoleFrame session={session} current="audit">
      <h1 className={styles.heading}>审计日志</h1>
      <section className={styles.card} aria-labelledby="filter-heading">
        <h2 id="filter-heading" className={styles.subheading}>
          筛选
        </h2>
        <form method="get" action="/admin/audit">
          <div className={styles.filters}>
            <div className={styles.field}>
              <label htmlFor="f-staff">工作人员</label>
              <select id="f-staff" name="staff" defaultValue={shown('staff')}>
                <option value="">全部</option>
                {choices.staff.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="f-action">操作</label>
              <select id="f-action" name="action" defaultValue={shown('action')}>
                <option value="">全部</option>
                {choices.actions.map((a) => (
                  <option key={a} value={a}>
                    {auditActionLabel(a)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="f-entity">对象</label>
              <select id="f-entity" name="entity" defaultValue={shown('entity')}>
                <option value="">全部</option>
                {choices.entities.map((e) => (
                  <option key={e} value={e}>
                    {AUDIT_ENTITY_LABELS[e] ?? e}
                  </option>
                ))}
              </select>
            </div>
            {(['from', 'to'] as const).map((k) => (
              <div key={k} className={styles.field}>
                <label htmlFor={`f-${k}`}>{k === 'from' ? '开始日期' : '结束日期'}</label>
                <input id={`f-${k}`} name={k} type="date" defaultValue={shown(k)} aria-describedby={errorId(k)} aria-invalid={fieldErrors[k] ? true : undefined} />
                {fieldErrors[k] ? (
                  <p id={`${k}-error`} className={styles.error}>
                    {fieldErrors[k]}
                  </p>
                ) : null}
              </div>
            ))}
          </div>
          <FilterActions clearHref="/admin/audit" />
        </form>
        {canExport && parsed.success ? (
          <form method="post" action="/admin/api/audit-export">
            {FILTER_FIELDS.map((k) => (filter[k] ? <input key={k} type="hidden" name={k} value={filter[k]} /> : null))}
            <button type="submit" className={styles.linkButton}>
              导出 CSV（当前筛选结果，导出操作本身也会记入审计日志）
            </button>
          </form>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="rows-heading">
        <h2 id="rows-heading" className={styles.subheading}>
          记录（共 {total} 条）
        </h2>
        {rows.length === 0 ? (
          <p>没有符合条件的记录。</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-label="审计日志记录" tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">审计日志记录，按时间从新到旧排列</caption>
              <thead>
                <tr>
                  <th scope="col">时间</th>
                  <th scope="col">工作人员</th>
                  <th scope="col">角色</th>
                  <th scope="col">操作</th>
                  <th scope="col">对象</th>
                  <th scope="col">变更内容</th>
                  <th scope="col">来源地址</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td className={styles.nowrap}>{formatAt(r.at)}</td>
                    <td>{r.staffLogin}</td>
                    <td className={styles.nowrap}>{ROLE_NAMES[r.role as StaffRole] ?? r.role}</td>
                    <td>{auditActionLabel(r.action)}</td>
                    <td>
                      {AUDIT_ENTITY_LABELS[r.entity] ?? r.entity}
                      {r.entityId ? ` #${r.entityId}` : ''}
                    </td>
                    <td>
                      <pre className={styles.changes}>{formatChanges(r.changes)}</pre>
                    </td>
                    <td>{r.address}</td>
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
