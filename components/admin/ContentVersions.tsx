import Link from 'next/link';
import { formStyles } from '@/components/form/form-styles';
import type { ContentForEdit } from '@/lib/cms/content-admin';
import { formatShanghaiMinute } from '@/lib/cms/content-time';
import { RESTORABLE_STATUSES, STATUS_LABELS, VERSION_OP_ACTIONS, VERSION_OP_LABELS, type VersionOp } from '@/lib/cms/content-workflow';
import { VERSION_FIELD_LABELS } from '@/lib/cms/content-diff';
import { VERSION_ACTIONS, type ContentVersion, type VersionListRow } from '@/lib/cms/content-versions';
import { ROLE_LABELS, roleCan, type StaffRole } from '@/lib/staff/roles';
import { CONTENT_PAGES } from '@/lib/staff/content-routes';
import styles from '@/app/admin/admin.module.css';
import { ConsolePager } from './ConsoleList';
import { CONTENT_VERSION_ACTION, VERSION_TEXT as T } from './content-text';

/** 张三（编辑）, or what a version kept from before versions existed says. */
export function versionAuthor(v: Pick<ContentVersion, 'staffLogin' | 'role'>): string {
  if (!v.staffLogin) return T.unknownAuthor;
  const role = ROLE_LABELS[v.role as StaffRole] ?? v.role;
  return `${v.staffLogin}（${role}）`;
}

/** 恢复版本（第 2 版）, 保存草稿 … */
export function versionActionText(v: Pick<ContentVersion, 'action' | 'restoredFrom'>): string {
  const label = VERSION_ACTIONS[v.action as keyof typeof VERSION_ACTIONS] ?? v.action;
  return v.restoredFrom ? `${label}（第 ${v.restoredFrom} 版）` : label;
}

/** One version op as a plain form post (the server checks the role and the article's state again). */
export function VersionOpForm({ id, version, op, primary = false }: { id: number; version: number; op: VersionOp; primary?: boolean }) {
  return (
    <form method="post" action={CONTENT_VERSION_ACTION}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="op" value={op} />
      <button type="submit" className={primary ? formStyles.primary : formStyles.secondary} aria-label={`${VERSION_OP_LABELS[op]}：第 ${version} 版`}>
        {VERSION_OP_LABELS[op]}
      </button>
    </form>
  );
}

/** Whether this role may restore a version of the article in its present state (the server decides again). */
export function canRestore(content: Pick<ContentForEdit, 'status'>, role: StaffRole): boolean {
  return roleCan(role, VERSION_OP_ACTIONS.restore) && RESTORABLE_STATUSES.includes(content.status);
}

/**
 * A published article's restored draft, waiting for a reviewer: what it is, where to read it, and
 * for 审核 the two decisions. Visitors see the published text until it is published.
 */
export function PendingRestore({ content, role }: { content: ContentForEdit; role: StaffRole }) {
  const n = content.pendingVersion;
  if (n === null || content.status !== 'published') return null;
  return (
    <section className={styles.card} aria-labelledby="pending-heading">
      <h2 id="pending-heading" className={styles.subheading}>
        {T.pendingHeading(n)}
      </h2>
      <p>{T.pendingNote}</p>
      <p className={styles.rowActions}>
        <Link href={CONTENT_PAGES.version(content.id, n)}>{T.viewPending}</Link>
        <Link href={CONTENT_PAGES.compare(content.id, n)}>{T.comparePending}</Link>
      </p>
      {roleCan(role, VERSION_OP_ACTIONS.publishRestored) ? (
        <div className={styles.rowActions}>
          <VersionOpForm id={content.id} version={n} op="publishRestored" primary />
          <VersionOpForm id={content.id} version={n} op="discardRestored" />
        </div>
      ) : (
        <p>{T.pendingWaits}</p>
      )}
    </section>
  );
}

export type ContentHistoryProps = {
  content: ContentForEdit;
  role: StaffRole;
  rows: VersionListRow[];
  total: number;
  page: number;
  pages: number;
};

/** The article's versions, newest first: who, when, with which role, what they did and which fields it changed. */
export function ContentHistory({ content, role, rows, total, page, pages }: ContentHistoryProps) {
  const restorable = canRestore(content, role);
  return (
    <section className={styles.card} aria-labelledby="history-heading">
      <h2 id="history-heading" className={styles.subheading}>
        {T.historyHeading(total)}
      </h2>
      {roleCan(role, VERSION_OP_ACTIONS.restore) && content.status === 'review' ? <p>{T.restoreInReview}</p> : null}
      {restorable && content.status === 'published' ? <p>{T.restorePublished}</p> : null}
      {rows.length === 0 ? (
        <p>{T.noVersions}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{T.historyCaption}</caption>
            <thead>
              <tr>
                <th scope="col">版本</th>
                <th scope="col">时间</th>
                <th scope="col">工作人员</th>
                <th scope="col">操作</th>
                <th scope="col">状态</th>
                <th scope="col">改动</th>
                <th scope="col">查看与恢复</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((v) => (
                <tr key={v.number}>
                  <th scope="row">第 {v.number} 版</th>
                  <td>{formatShanghaiMinute(v.at)}</td>
                  <td>{versionAuthor(v)}</td>
                  <td>{versionActionText(v)}</td>
                  <td className={styles.state}>
                    {STATUS_LABELS[v.status]}
                    {content.pendingVersion === v.number && content.status === 'published' ? T.pendingMark : null}
                  </td>
                  <td>{v.number === 1 ? T.first : v.changed.length ? v.changed.map((f) => VERSION_FIELD_LABELS[f]).join('、') : T.unchanged}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <Link href={CONTENT_PAGES.version(content.id, v.number)} aria-label={`查看第 ${v.number} 版`}>
                        查看
                      </Link>
                      <Link href={CONTENT_PAGES.compare(content.id, v.number)} aria-label={`第 ${v.number} 版与当前对比`}>
                        与当前对比
                      </Link>
                      {restorable ? <VersionOpForm id={content.id} version={v.number} op="restore" /> : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConsolePager page={page} pages={pages} href={(p) => `${CONTENT_PAGES.edit(content.id)}?versions=${p}#history-heading`} />
    </section>
  );
}
