/**
 * Article versions (issue #26: "roles, versions, audit"): every change to an article — a save, a
 * workflow step, a policy mark, an upload, a restore — appends one version holding who did it, when,
 * with which role, and the whole article as it then stood. The services of ./content-admin.ts call
 * recordContentVersion inside the transaction of the change (beside its audit row), under the
 * article's row lock, so numbers are 1, 2, 3 … with no gap or twin. Nothing here updates or deletes
 * a version; the database refuses it too (migration 0015's trigger).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { contentVersions } from '@/lib/db/schema';
import type { AuditActor } from '@/lib/staff/audit';
import { changedVersionFields, type VersionContent, type VersionField } from './content-diff';
import type { Attachment } from './types';

export type { VersionContent, VersionField };

/** What made a version: stable codes (stored), with the words the history shows. */
export const VERSION_ACTIONS = {
  baseline: '版本记录启用前的内容',
  create: '新建',
  save: '保存草稿',
  attach: '上传附件',
  submit: '提交审核',
  publish: '发布',
  returnToDraft: '退回修改',
  withdraw: '撤回',
  redraft: '重新编辑',
  policy: '标记政策状态',
  restore: '恢复版本',
  publishRestored: '发布恢复稿',
  discardRestored: '放弃恢复稿',
} as const;
export type VersionAction = keyof typeof VERSION_ACTIONS;

export type ContentVersion = VersionContent & {
  number: number;
  at: Date;
  staffLogin: string;
  role: string;
  action: string;
  restoredFrom: number | null;
};

/** The content of an article row (or of anything shaped like one). */
export function versionContentOf(row: VersionContent): VersionContent {
  return {
    status: row.status,
    title: row.title,
    summary: row.summary,
    columnKey: row.columnKey,
    source: row.source,
    coverUrl: row.coverUrl,
    bodyHtml: row.bodyHtml,
    attachments: row.attachments,
    publishAt: row.publishAt,
    policyState: row.policyState,
    replacedById: row.replacedById,
  };
}

const versionColumns = {
  number: contentVersions.number,
  at: contentVersions.at,
  staffLogin: contentVersions.staffLogin,
  role: contentVersions.role,
  action: contentVersions.action,
  restoredFrom: contentVersions.restoredFrom,
  status: contentVersions.status,
  title: contentVersions.title,
  summary: contentVersions.summary,
  columnKey: contentVersions.columnKey,
  source: contentVersions.source,
  coverUrl: contentVersions.coverUrl,
  bodyHtml: contentVersions.bodyHtml,
  attachments: contentVersions.attachments,
  publishAt: contentVersions.publishAt,
  policyState: contentVersions.policyState,
  replacedById: contentVersions.replacedById,
};

export type RecordVersionOptions = {
  /** The article before this change: kept as version 1 when it has no version yet (written before versions existed, or by the seed). */
  before?: (VersionContent & { updatedAt: Date }) | null;
  restoredFrom?: number | null;
};

/**
 * Appends a version of article `contentId` holding `content`. Call it inside the change's
 * transaction, after the article's row is locked (or just inserted): the number is the next one.
 * Returns the number written.
 */
export async function recordContentVersion(tx: Db, actor: AuditActor, contentId: number, action: VersionAction, content: VersionContent, now: Date, opts: RecordVersionOptions = {}): Promise<number> {
  const [last] = await tx
    .select({ n: sql<number | null>`max(${contentVersions.number})` })
    .from(contentVersions)
    .where(eq(contentVersions.contentId, contentId));
  let number = last?.n == null ? 1 : Number(last.n) + 1;
  if (number === 1 && opts.before) {
    await tx.insert(contentVersions).values({ contentId, number, at: opts.before.updatedAt, action: 'baseline', ...versionContentOf(opts.before) });
    number = 2;
  }
  await tx.insert(contentVersions).values({
    contentId,
    number,
    at: now,
    staffId: actor.staffId,
    staffLogin: actor.login,
    role: actor.role,
    action,
    restoredFrom: opts.restoredFrom ?? null,
    ...versionContentOf(content),
  });
  return number;
}

/** One version of one article, or null. */
export async function getContentVersion(contentId: number, number: number, db?: Db): Promise<ContentVersion | null> {
  if (!Number.isInteger(number) || number < 1 || number > 2_147_483_647) return null;
  const d = db ?? (await getDb());
  const [row] = await d
    .select(versionColumns)
    .from(contentVersions)
    .where(and(eq(contentVersions.contentId, contentId), eq(contentVersions.number, number)))
    .limit(1);
  return row ? { ...row, attachments: (row.attachments ?? []) as Attachment[] } : null;
}

export const VERSION_PAGE_SIZE = 20;

export type VersionListRow = Omit<ContentVersion, 'bodyHtml' | 'summary' | 'attachments' | 'title' | 'columnKey' | 'source' | 'coverUrl' | 'publishAt' | 'policyState' | 'replacedById'> & {
  title: string;
  /** The fields that differ from the version before it (empty for the first). */
  changed: VersionField[];
};

/**
 * An article's history, newest first, a page at a time, each version with the fields it changed
 * against the one before. Bodies are compared by digest, so a page reads no body text.
 */
export async function listContentVersions(contentId: number, page = 1): Promise<{ rows: VersionListRow[]; total: number }> {
  const db = await getDb();
  const where = eq(contentVersions.contentId, contentId);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ...versionColumns,
        bodyHtml: sql<string>`md5(${contentVersions.bodyHtml})`,
      })
      .from(contentVersions)
      .where(where)
      .orderBy(desc(contentVersions.number))
      // One more than the page: the version before the page's last, to say what that one changed.
      .limit(VERSION_PAGE_SIZE + 1)
      .offset((page - 1) * VERSION_PAGE_SIZE),
    db.select({ n: sql<number>`cast(count(*) as integer)` }).from(contentVersions).where(where),
  ]);
  const out = rows.slice(0, VERSION_PAGE_SIZE).map((row, i) => {
    const previous = rows[i + 1];
    const changed = previous && previous.number === row.number - 1 ? changedVersionFields(previous, row) : [];
    return { number: row.number, at: row.at, staffLogin: row.staffLogin, role: row.role, action: row.action, restoredFrom: row.restoredFrom, status: row.status, title: row.title, changed };
  });
  return { rows: out, total: Number(count?.n ?? 0) };
}
