/**
 * The audit log: every change a member of staff makes writes one row, in the same transaction as
 * the change, so there is never a change without its trace nor a trace of a change that rolled
 * back. Services call withAudit (a new transaction) or recordAudit (inside theirs). Rows are never
 * updated or deleted (a trigger refuses it; on PostgreSQL the grants too: docs/deploy.md).
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { auditLog, staff } from '@/lib/db/schema';
import { AUDIT_ACTIONS, AUDIT_ENTITY_LABELS, type AuditAction } from './text';

/** Who did it: a signed-in member of staff, or the command line (staffId null). */
export type AuditActor = { staffId: number | null; login: string; role: string; address: string };

export type FieldChange = { before: unknown; after: unknown };
export type AuditChanges = Record<string, FieldChange>;

export type AuditEntry = {
  action: AuditAction;
  entity: string;
  entityId?: string | number;
  changes?: AuditChanges;
};

/** Secrets are never copied into the trail: their change shows as this. */
export const SECRET_CHANGED = '已更改';

/**
 * The fields whose values differ between two versions of a record (a field missing on one side
 * counts as null). `secret` fields show only that they changed.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  opts: { secret?: readonly string[]; ignore?: readonly string[] } = {},
): AuditChanges {
  const out: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (opts.ignore?.includes(key)) continue;
    const b = normalise(before?.[key]);
    const a = normalise(after?.[key]);
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    out[key] = opts.secret?.includes(key) ? { before: b === null ? null : SECRET_CHANGED, after: a === null ? null : SECRET_CHANGED } : { before: b, after: a };
  }
  return out;
}

const normalise = (v: unknown): unknown => (v === undefined ? null : v instanceof Date ? v.toISOString() : v);

/** Writes the row within `tx` (the transaction of the change). */
export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntry, now = new Date()): Promise<void> {
  await tx.insert(auditLog).values({
    at: now,
    staffId: actor.staffId,
    staffLogin: actor.login,
    role: actor.role,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? '' : String(entry.entityId),
    changes: entry.changes ?? {},
    address: actor.address.slice(0, 64),
  });
}

/**
 * Runs `change` in a transaction and writes its audit entries in that transaction: `audit(entry)`
 * may be called any number of times; a change that throws leaves no row behind.
 */
export async function withAudit<T>(actor: AuditActor, change: (tx: Db, audit: (entry: AuditEntry) => Promise<void>) => Promise<T>, now = new Date()): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => change(tx as unknown as Db, (entry) => recordAudit(tx as unknown as Db, actor, entry, now)));
}

export type AuditFilter = {
  staff?: string;
  action?: string;
  entity?: string;
  /** Inclusive, from the start of this day (Asia/Shanghai). */
  from?: string;
  /** Inclusive, to the end of this day (Asia/Shanghai). */
  to?: string;
};

export type AuditRow = typeof auditLog.$inferSelect;

/** yyyy-mm-dd as a day of the portal's city (UTC+8, no daylight saving). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/**
 * Who acted without a staff account, by the role their rows carry: the command line (whose login
 * names the machine's user, 命令行:<user>) and the demo seed. The log's staff filter offers them
 * under these names beside the staff table's logins.
 */
export const AUDIT_OTHER_ACTORS = { cli: '命令行', seed: '演示数据', citizen: '群众本人' } as const;
const OTHER_ACTOR_ROLE = new Map(Object.entries(AUDIT_OTHER_ACTORS).map(([role, name]) => [name as string, role]));

function filterConditions(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const otherRole = filter.staff ? OTHER_ACTOR_ROLE.get(filter.staff) : undefined;
  if (otherRole) conditions.push(eq(auditLog.role, otherRole));
  else if (filter.staff) conditions.push(eq(auditLog.staffLogin, filter.staff));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.from) conditions.push(gte(auditLog.at, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, new Date(dayStart(filter.to).getTime() + 24 * 3600 * 1000)));
  return conditions.length ? and(...conditions) : undefined;
}

export const AUDIT_PAGE_SIZE = 50;
/** An export holds at most this many rows (the newest); narrow the filter for more. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** Newest first, a page at a time. */
export async function listAuditLog(filter: AuditFilter, page = 1): Promise<{ rows: AuditRow[]; total: number }> {
  const db = await getDb();
  const where = filterConditions(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: sql<number>`cast(count(*) as integer)` }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export type AuditFilterChoices = { staff: { value: string; label: string }[]; actions: AuditAction[]; entities: string[] };

/**
 * The values the filter's lists offer, never read from the log (whose size only grows): actions and
 * entities from the code's lists, people from the staff table (a member who has not acted yet is
 * offered too, and finds nothing) and the two actors without an account.
 */
export async function auditFilterChoices(): Promise<AuditFilterChoices> {
  const db = await getDb();
  const members = await db.select({ login: staff.login, name: staff.displayName }).from(staff).orderBy(staff.login);
  return {
    staff: [...members.map((m) => ({ value: m.login, label: `${m.login}（${m.name}）` })), ...Object.values(AUDIT_OTHER_ACTORS).map((name) => ({ value: name, label: name }))],
    actions: AUDIT_ACTIONS,
    entities: Object.keys(AUDIT_ENTITY_LABELS),
  };
}

const CSV_HEADER = ['时间', '工作人员', '角色', '操作', '对象', '对象编号', '变更内容', '来源地址'];

/** A CSV cell: quoted when needed, and a leading = + - @ defused so a spreadsheet never runs it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The filtered rows as CSV (UTF-8 with a byte-order mark, so Excel reads the Chinese). */
export async function exportAuditCsv(filter: AuditFilter, tx?: Db): Promise<{ csv: string; rows: number }> {
  const db = tx ?? (await getDb());
  const rows = await db
    .select()
    .from(auditLog)
    .where(filterConditions(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_EXPORT_MAX_ROWS);
  const lines = [CSV_HEADER.join(',')];
  for (const r of rows) {
    lines.push(
      [r.at.toISOString(), r.staffLogin, r.role, r.action, r.entity, r.entityId, JSON.stringify(r.changes), r.address].map(csvCell).join(','),
    );
  }
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, rows: rows.length };
}
