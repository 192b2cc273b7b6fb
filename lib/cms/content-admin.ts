/**
 * Articles in the console (issue #26 part 3): the list staff work from, drafts, the workflow steps
 * and the policy marks. Every change runs in one transaction with its audit row (changed fields
 * before and after) and, when what visitors see changes, the article's search document; the
 * caller invalidates the cached pages after the commit (the console's handlers do it through
 * afterContentChange). The role is checked here again against the workflow table
 * (./content-workflow.ts), whatever the handler already checked.
 */
import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, ilike, inArray, like, lte, min, sql, type SQL } from 'drizzle-orm';
import { FormFieldError } from '@/lib/api/form-route';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb, type Db } from '@/lib/db/client';
import { columns, contents, titleBigrams } from '@/lib/db/schema';
import { cleanOfficeHtml } from '@/lib/html/office-paste';
import { sanitizeBodyHtml } from '@/lib/html/sanitize';
import { indexDocument } from '@/lib/search/index-documents';
import { changedFields, recordAudit, withAudit, type AuditActor, type AuditChanges } from '@/lib/staff/audit';
import { roleCan, StaffForbidden, type StaffRole } from '@/lib/staff/roles';
import { parsePublishAt, type ContentDraftInput, type ContentListQuery, type ContentPolicyInput, type ContentStepInput, type ContentVersionInput } from '@/lib/validation/content-edit';
import { escapeLike } from './contents';
import { CONTENT_TRANSITIONS, EDIT_ACTION, EDITABLE_STATUSES, POLICY_ACTION, STATUS_LABELS, STEP_LABELS, VERSION_OP_ACTIONS, type ContentStatus, type PolicyState } from './content-workflow';
import { getContentVersion, recordContentVersion, versionContentOf, type VersionAction } from './content-versions';
import type { Attachment } from './types';

export const CONSOLE_PAGE_SIZE = 20;
/** The list counts at most this many matches (then shows 「超过 10000 篇」). */
export const CONSOLE_COUNT_MAX = 10_000;

export type ConsoleContentRow = {
  id: number;
  title: string;
  columnKey: string;
  columnLabel: string;
  status: ContentStatus;
  publishAt: Date;
  updatedAt: Date;
  policyState: PolicyState;
};

/**
 * The console's list, newest edit first, 20 a page. Every filter combination reads an index that
 * is already in the list's order (bpc_content_console_*), so a page over 50,000 articles is one
 * short index walk; a title filter narrows that walk.
 */
export async function listContentsForConsole(
  filter: ContentListQuery,
  now = new Date(),
  /** Column names by key when the caller has them (the list page reads the tree anyway): no query for them then. */
  columnNames?: ReadonlyMap<string, string>,
): Promise<{ rows: ConsoleContentRow[]; total: number }> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (filter.column) conditions.push(eq(contents.columnKey, filter.column));
  if (filter.status === 'scheduled') conditions.push(eq(contents.status, 'published'), gt(contents.publishAt, now));
  else if (filter.status === 'published') conditions.push(eq(contents.status, 'published'), lte(contents.publishAt, now));
  else if (filter.status) conditions.push(eq(contents.status, filter.status));
  if (filter.title) conditions.push(titleContains(filter.title));
  const where = conditions.length ? and(...conditions) : undefined;
  // No join in the paged query: with one the planner may sort the whole table instead of walking
  // the index; the few column labels are a second lookup.
  const [page, [total]] = await Promise.all([
    db
      .select({
        id: contents.id,
        title: contents.title,
        columnKey: contents.columnKey,
        status: contents.status,
        publishAt: contents.publishAt,
        updatedAt: contents.updatedAt,
        policyState: contents.policyState,
      })
      .from(contents)
      .where(where)
      .orderBy(desc(contents.updatedAt), desc(contents.id))
      .limit(CONSOLE_PAGE_SIZE)
      .offset((filter.page - 1) * CONSOLE_PAGE_SIZE),
    // Counted up to a bound: past it the list says "more than" (counting 50,000 rows on every page costs more than the page).
    db.select({ n: count() }).from(db.select({ one: sql`1` }).from(contents).where(where).limit(CONSOLE_COUNT_MAX + 1).as('bounded')),
  ]);
  const keys = [...new Set(page.map((r) => r.columnKey))].filter((k) => !columnNames?.has(k));
  const labels = new Map(
    keys.length ? (await db.select({ key: columns.key, label: columns.label }).from(columns).where(inArray(columns.key, keys))).map((c) => [c.key, c.label]) : [],
  );
  const rows = page.map((r) => ({ ...r, columnLabel: columnNames?.get(r.columnKey) ?? labels.get(r.columnKey) ?? r.columnKey }));
  return { rows, total: total?.n ?? 0 };
}

/**
 * The title filter: a keyword of two characters or more is looked up in the titles' bigram index
 * (bpc_content_title_bigram_idx), then confirmed with LIKE; one character reads the list's walk.
 * A keyword without letters that have case (Chinese, digits) is compared as it is: ILIKE would fold
 * the case of every candidate title, three times the cost of the comparison.
 */
export function titleContains(keyword: string): SQL {
  const pattern = `%${escapeLike(keyword)}%`;
  const match = keyword.toLowerCase() === keyword.toUpperCase() ? like(contents.title, pattern) : ilike(contents.title, pattern);
  return [...keyword].length >= 2 ? sql`${titleBigrams(contents.title)} @> ${titleBigrams(keyword)} and ${match}` : match;
}

export type ContentForEdit = {
  id: number;
  title: string;
  summary: string;
  columnKey: string;
  columnLabel: string;
  source: string;
  author: string;
  coverUrl: string | null;
  bodyHtml: string;
  attachments: Attachment[];
  publishAt: Date;
  status: ContentStatus;
  policyState: PolicyState;
  replacedById: number | null;
  /** A restored draft of this published article waiting for a reviewer (the version's number). */
  pendingVersion: number | null;
  updatedAt: Date;
  viewCount: number;
};

/** One article in any status (the console's edit page and preview), or null. */
export async function getContentForEdit(id: number, db?: Db): Promise<ContentForEdit | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const d = db ?? (await getDb());
  const [row] = await d
    .select({
      id: contents.id,
      title: contents.title,
      summary: contents.summary,
      columnKey: contents.columnKey,
      columnLabel: columns.label,
      source: contents.source,
      author: contents.author,
      coverUrl: contents.coverUrl,
      bodyHtml: contents.bodyHtml,
      attachments: contents.attachments,
      publishAt: contents.publishAt,
      status: contents.status,
      policyState: contents.policyState,
      replacedById: contents.replacedById,
      pendingVersion: contents.pendingVersion,
      updatedAt: contents.updatedAt,
      viewCount: contents.viewCount,
    })
    .from(contents)
    .innerJoin(columns, eq(columns.key, contents.columnKey))
    .where(eq(contents.id, id))
    .limit(1);
  return row ? { ...row, attachments: (row.attachments ?? []) as Attachment[] } : null;
}

/** A stored body: Word/WPS markup reduced to its structure, then our sanitizer's allowlist. */
export function storedBodyHtml(html: string): string {
  return sanitizeBodyHtml(cleanOfficeHtml(html));
}

/** A long body is audited by its length and digest (the trail stays readable; the text is in the row). */
const AUDIT_TEXT_MAX = 2000;
function auditable(value: unknown): unknown {
  if (typeof value !== 'string' || value.length <= AUDIT_TEXT_MAX) return value;
  return `（${value.length} 字符，sha256 ${createHash('sha256').update(value).digest('hex').slice(0, 12)}）`;
}
function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown>): AuditChanges {
  const raw = changedFields(before, after);
  for (const change of Object.values(raw)) {
    change.before = auditable(change.before);
    change.after = auditable(change.after);
  }
  return raw;
}

const MSG = {
  missing: '文章不存在或已被删除',
  notDraft: '只有草稿可以修改；待审核的文章须先退回修改，已撤回的文章须先重新编辑',
  column: '栏目不存在，请重新选择',
  step: (step: string, status: ContentStatus) => `当前状态为「${STATUS_LABELS[status]}」，不能${step}`,
  replacedBy: '替代文章不存在，或与本文相同',
  noVersion: '该版本不存在',
  restoreInReview: '待审核的文章须先退回修改，才能恢复版本',
  noPending: '这份恢复稿已被发布或放弃（可能已被他人处理）',
} as const;

export class ContentNotFound extends ApiError {
  constructor() {
    super(ERROR_CODES.NOT_FOUND, MSG.missing, 404);
    this.name = 'ContentNotFound';
  }
}

/** A step the workflow does not allow from this status: 409, with the status named. */
export class ContentStepRefused extends ApiError {
  constructor(message: string) {
    super(ERROR_CODES.CONFLICT, message, 409);
    this.name = 'ContentStepRefused';
  }
}

function assertRole(actor: AuditActor, action: Parameters<typeof roleCan>[1]): void {
  if (!roleCan(actor.role as StaffRole, action)) throw new StaffForbidden(action);
}

type Snapshot = Record<string, unknown>;
const snapshot = (r: Pick<ContentForEdit, 'title' | 'summary' | 'columnKey' | 'source' | 'coverUrl' | 'bodyHtml' | 'attachments' | 'publishAt'>): Snapshot => ({
  title: r.title,
  summary: r.summary,
  columnKey: r.columnKey,
  source: r.source,
  coverUrl: r.coverUrl,
  bodyHtml: r.bodyHtml,
  attachments: r.attachments,
  publishAt: r.publishAt,
});

/** The article as it now stands in `tx`, kept as a version (called after the change, under the row lock). */
async function keepVersion(tx: Db, actor: AuditActor, id: number, action: VersionAction, now: Date, before: ContentForEdit | null, restoredFrom: number | null = null): Promise<number> {
  const after = await getContentForEdit(id, tx);
  if (!after) throw new ContentNotFound();
  return recordContentVersion(tx, actor, id, action, versionContentOf(after), now, { before, restoredFrom });
}

async function lockContent(tx: Db, id: number): Promise<ContentForEdit> {
  // The row lock makes two reviewers' steps on one article queue, so neither acts on a status that just changed.
  const [locked] = await tx.select({ id: contents.id }).from(contents).where(eq(contents.id, id)).for('update');
  if (!locked) throw new ContentNotFound();
  const row = await getContentForEdit(id, tx);
  if (!row) throw new ContentNotFound();
  return row;
}

export type SaveResult = { id: number; status: ContentStatus };

/**
 * Creates a draft (no id) or saves an existing one. Only drafts are edited: what is waiting for
 * review or published changes only through a step, so a reviewer never publishes a text that
 * changed after they read it.
 */
export async function saveContentDraft(actor: AuditActor, input: ContentDraftInput, now = new Date()): Promise<SaveResult> {
  assertRole(actor, EDIT_ACTION);
  const db = await getDb();
  const [column] = await db.select({ key: columns.key }).from(columns).where(eq(columns.key, input.columnKey)).limit(1);
  if (!column) throw new FormFieldError('columnKey', MSG.column);
  const values = {
    title: input.title,
    summary: input.summary,
    columnKey: input.columnKey,
    source: input.source,
    coverUrl: input.coverUrl === '' ? null : input.coverUrl,
    bodyHtml: storedBodyHtml(input.bodyHtml),
    attachments: input.attachments as Attachment[],
    publishAt: parsePublishAt(input.publishAt) ?? now,
  };
  return withAudit(
    actor,
    async (tx, audit) => {
      if (input.id === null) {
        const [row] = await tx
          .insert(contents)
          .values({ ...values, status: 'draft', author: '', createdAt: now, updatedAt: now })
          .returning({ id: contents.id });
        if (!row) throw new Error('content insert returned no row');
        await audit({ action: 'content.create', entity: 'content', entityId: row.id, changes: auditChanges(null, { ...snapshot(values), status: 'draft' }) });
        await keepVersion(tx, actor, row.id, 'create', now, null);
        return { id: row.id, status: 'draft' as const };
      }
      const before = await lockContent(tx, input.id);
      if (!EDITABLE_STATUSES.includes(before.status)) throw new ContentStepRefused(MSG.notDraft);
      // An empty publish time keeps the one the draft has (the reviewer decides it when publishing).
      const after = { ...values, publishAt: parsePublishAt(input.publishAt) ?? before.publishAt };
      await tx
        .update(contents)
        .set({ ...after, updatedAt: now })
        .where(eq(contents.id, input.id));
      await audit({ action: 'content.update', entity: 'content', entityId: input.id, changes: auditChanges(snapshot(before), snapshot(after)) });
      await keepVersion(tx, actor, input.id, 'save', now, before);
      return { id: input.id, status: before.status };
    },
    now,
  );
}

export type StepResult = { id: number; status: ContentStatus; publishAt: Date; /** Whether what visitors see may have changed. */ public: boolean };

/** One workflow step (提交审核, 发布 / 定时发布, 退回修改, 撤回, 重新编辑), by the table in ./content-workflow.ts. */
export async function applyContentStep(actor: AuditActor, input: ContentStepInput, now = new Date()): Promise<StepResult> {
  const transition = CONTENT_TRANSITIONS[input.step];
  assertRole(actor, transition.action);
  return withAudit(
    actor,
    async (tx, audit) => {
      const before = await lockContent(tx, input.id);
      if (!transition.from.includes(before.status)) throw new ContentStepRefused(MSG.step(STEP_LABELS[input.step], before.status));
      const publishAt = input.step === 'publish' ? (parsePublishAt(input.publishAt) ?? now) : before.publishAt;
      // A restored draft waits on a published article only: leaving 已发布 ends it (it stays in the history).
      const pendingVersion = transition.to === 'published' ? before.pendingVersion : null;
      await tx.update(contents).set({ status: transition.to, publishAt, pendingVersion, updatedAt: now }).where(eq(contents.id, input.id));
      const isPublic = before.status === 'published' || transition.to === 'published';
      // The search document follows in the same transaction: written when published (a future
      // publish_at keeps it out of results until then), removed when withdrawn.
      if (isPublic) await indexDocument(tx, 'content', input.id);
      await audit({
        action: `content.${input.step}`,
        entity: 'content',
        entityId: input.id,
        changes: changedFields({ status: before.status, publishAt: before.publishAt, pendingVersion: before.pendingVersion }, { status: transition.to, publishAt, pendingVersion }),
      });
      await keepVersion(tx, actor, input.id, input.step, now, before);
      return { id: input.id, status: transition.to, publishAt, public: isPublic };
    },
    now,
  );
}

/** Marks a policy 已废止 / 已修改 (with the article that replaced it) or back in force. */
export async function markContentPolicy(actor: AuditActor, input: ContentPolicyInput, now = new Date()): Promise<{ id: number; public: boolean }> {
  assertRole(actor, POLICY_ACTION);
  return withAudit(
    actor,
    async (tx, audit) => {
      const before = await lockContent(tx, input.id);
      const replacedById = input.policyState === '' ? null : input.replacedById;
      if (replacedById !== null) {
        const [other] = await tx.select({ id: contents.id }).from(contents).where(eq(contents.id, replacedById)).limit(1);
        if (!other || replacedById === input.id) throw new FormFieldError('replacedById', MSG.replacedBy);
      }
      await tx.update(contents).set({ policyState: input.policyState, replacedById, updatedAt: now }).where(eq(contents.id, input.id));
      await audit({
        action: 'content.policy',
        entity: 'content',
        entityId: input.id,
        changes: changedFields({ policyState: before.policyState, replacedById: before.replacedById }, { policyState: input.policyState, replacedById }),
      });
      await keepVersion(tx, actor, input.id, 'policy', now, before);
      return { id: input.id, public: before.status === 'published' };
    },
    now,
  );
}

/** Appends uploaded attachments to a draft (the console's upload without JavaScript). */
export async function addDraftAttachment(actor: AuditActor, id: number, attachment: Attachment, now = new Date()): Promise<void> {
  assertRole(actor, EDIT_ACTION);
  await withAudit(
    actor,
    async (tx, audit) => {
      const before = await lockContent(tx, id);
      if (!EDITABLE_STATUSES.includes(before.status)) throw new ContentStepRefused(MSG.notDraft);
      const attachments = [...before.attachments, attachment];
      await tx.update(contents).set({ attachments, updatedAt: now }).where(eq(contents.id, id));
      await audit({ action: 'content.update', entity: 'content', entityId: id, changes: changedFields({ attachments: before.attachments }, { attachments }) });
      await keepVersion(tx, actor, id, 'attach', now, before);
    },
    now,
  );
}

export type VersionOpResult = { id: number; status: ContentStatus; /** The version this op wrote. */ version: number; public: boolean };

/**
 * Restores a version, or publishes / sets aside the restored draft of a published article. Never
 * republishes by itself: a draft takes the version in place, a withdrawn article becomes a draft
 * with it, and a published one keeps what visitors see — the restored text waits as a draft beside
 * it (`pending_version`) until a reviewer publishes it. What a restore brings back is what an
 * editor writes (title, summary, column, source, cover, body, attachments; the publish time for a
 * draft); the policy mark is a reviewer's decision and stays as it is. A version whose column is
 * gone keeps the article's column.
 */
export async function applyVersionOp(actor: AuditActor, input: ContentVersionInput, now = new Date()): Promise<VersionOpResult> {
  assertRole(actor, VERSION_OP_ACTIONS[input.op]);
  return withAudit(
    actor,
    async (tx, audit) => {
      const before = await lockContent(tx, input.id);
      const version = await getContentVersion(input.id, input.version, tx);
      if (!version) throw new ApiError(ERROR_CODES.NOT_FOUND, MSG.noVersion, 404);
      const [column] = await tx.select({ key: columns.key }).from(columns).where(eq(columns.key, version.columnKey)).limit(1);
      const written = {
        title: version.title,
        summary: version.summary,
        columnKey: column ? version.columnKey : before.columnKey,
        source: version.source,
        coverUrl: version.coverUrl,
        bodyHtml: version.bodyHtml,
        attachments: version.attachments,
      };
      const auditOf = (op: 'restore' | 'discardRestored' | 'publishRestored', changes: AuditChanges) => audit({ action: `content.${op}`, entity: 'content', entityId: input.id, changes: { ...changes, version: { before: null, after: input.version } } });

      if (input.op === 'restore') {
        if (before.status === 'review') throw new ContentStepRefused(MSG.restoreInReview);
        if (before.status === 'published') {
          // Visitors keep the published text: the restored one is a version of status 草稿 waiting for a reviewer.
          const number = await recordContentVersion(tx, actor, input.id, 'restore', { ...versionContentOf(before), ...written, status: 'draft' }, now, { before, restoredFrom: input.version });
          await tx.update(contents).set({ pendingVersion: number, updatedAt: now }).where(eq(contents.id, input.id));
          await auditOf('restore', changedFields({ pendingVersion: before.pendingVersion }, { pendingVersion: number }));
          return { id: input.id, status: before.status, version: number, public: false };
        }
        const after = { ...written, publishAt: version.publishAt };
        await tx.update(contents).set({ ...after, status: 'draft', updatedAt: now }).where(eq(contents.id, input.id));
        await auditOf('restore', auditChanges({ ...snapshot(before), status: before.status }, { ...snapshot(after), status: 'draft' }));
        const number = await keepVersion(tx, actor, input.id, 'restore', now, before, input.version);
        return { id: input.id, status: 'draft', version: number, public: false };
      }

      // publishRestored / discardRestored: only the restored draft the reviewer read, while it still waits.
      if (before.status !== 'published' || before.pendingVersion !== input.version) throw new ContentStepRefused(MSG.noPending);
      if (input.op === 'discardRestored') {
        await tx.update(contents).set({ pendingVersion: null, updatedAt: now }).where(eq(contents.id, input.id));
        await auditOf('discardRestored', { pendingVersion: { before: input.version, after: null } });
        const number = await keepVersion(tx, actor, input.id, 'discardRestored', now, before);
        return { id: input.id, status: before.status, version: number, public: false };
      }
      // The live publish time stays: the article keeps its date (and a scheduled one its time).
      await tx.update(contents).set({ ...written, pendingVersion: null, updatedAt: now }).where(eq(contents.id, input.id));
      await indexDocument(tx, 'content', input.id);
      await auditOf('publishRestored', { ...auditChanges(snapshot(before), snapshot({ ...written, publishAt: before.publishAt })), pendingVersion: { before: input.version, after: null } });
      const number = await keepVersion(tx, actor, input.id, 'publishRestored', now, before, version.restoredFrom);
      return { id: input.id, status: before.status, version: number, public: true };
    },
    now,
  );
}

/**
 * When the next scheduled article goes live (null: none ahead). Cached content reads live no longer
 * than until then (lib/cache/reads.ts), so a scheduled article appears at its time with no job.
 */
export async function nextScheduledPublish(now = new Date()): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ at: min(contents.publishAt) })
    .from(contents)
    .where(and(eq(contents.status, 'published'), gt(contents.publishAt, sql`${now.toISOString()}::timestamptz`)));
  return row?.at ? new Date(row.at) : null;
}

export type GeneratedArticle = { columnKey: string; title: string; summary: string; source: string; bodyHtml: string; isDemo?: boolean };

/**
 * Publishes an article the console wrote from records (a 公示 list, lib/applications/publicity.ts)
 * inside the caller's transaction: sanitised like every body, indexed for site search, kept as a
 * version and audited as `content.publishGenerated`, so it is corrected or withdrawn in 文章 like
 * any other. The caller checks the permission of the action that generated it.
 */
export async function publishGeneratedArticle(tx: Db, actor: AuditActor, article: GeneratedArticle, now = new Date()): Promise<number> {
  const [column] = await tx.select({ key: columns.key }).from(columns).where(eq(columns.key, article.columnKey)).limit(1);
  if (!column) throw new FormFieldError('columnKey', MSG.column);
  const values = { title: article.title, summary: article.summary, columnKey: article.columnKey, source: article.source, coverUrl: null, bodyHtml: storedBodyHtml(article.bodyHtml), attachments: [] as Attachment[], publishAt: now };
  const [row] = await tx
    .insert(contents)
    .values({ ...values, status: 'published', author: '', isDemo: article.isDemo ?? false, createdAt: now, updatedAt: now })
    .returning({ id: contents.id });
  if (!row) throw new Error('content insert returned no row');
  await indexDocument(tx, 'content', row.id);
  await recordAudit(tx, actor, { action: 'content.publishGenerated', entity: 'content', entityId: row.id, changes: auditChanges(null, { ...snapshot(values), status: 'published' }) }, now);
  await keepVersion(tx, actor, row.id, 'publish', now, null);
  return row.id;
}
