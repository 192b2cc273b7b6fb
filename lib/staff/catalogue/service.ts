/**
 * The catalogue editor's service, the same for every entity (./definition.ts): list with a keyword
 * and a state filter, read one, create or update, switch its state, delete — each change with its
 * audit row (changed fields before/after) and the search documents that show it in the change's
 * own transaction. Cache invalidation is the caller's, after the commit (lib/staff/catalogue/routes.ts).
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb, type Db } from '@/lib/db/client';
import { reindexCatalogueEntry } from '@/lib/search/index-documents';
import { changedFields, withAudit, type AuditActor } from '@/lib/staff/audit';
import type { CatalogueDefinition, CatalogueRow } from './definition';
import { assertUploadedImages } from './images';

export const CATALOGUE_PAGE_SIZE = 20;

/** `parent`: only the entries of one project (a definition's `parent`). */
export type CatalogueFilter = { q?: string; state?: 'on' | 'off'; page?: number; parent?: number };

/** Never written into the audit trail's changed fields. */
const NOT_AUDITED = ['createdAt', 'updatedAt', 'isDemo'];

/** LIKE's own characters typed in a keyword match themselves. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Definitions hold their table as a plain PgTable; drizzle's builders are typed per table, so the
// generic service speaks to them through this one loosely typed handle.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one generic service over many tables
type Loose = any;

export async function listCatalogue(def: CatalogueDefinition, filter: CatalogueFilter, db?: Db): Promise<{ rows: CatalogueRow[]; total: number; page: number; pages: number }> {
  const d: Loose = db ?? (await getDb());
  const conditions: SQL[] = [];
  const q = filter.q?.trim();
  if (q && def.search.length) conditions.push(or(...def.search.map((c) => ilike(c, likeText(q))))!);
  if (filter.state && def.toggle) conditions.push(def.toggle.where(filter.state === 'on'));
  if (filter.parent !== undefined && def.parent) conditions.push(eq(def.parent.column, filter.parent));
  const where = conditions.length ? and(...conditions) : undefined;
  const [count] = await d.select({ n: sql<number>`cast(count(*) as integer)` }).from(def.table).where(where);
  const total = Number(count?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page ?? 1), pages);
  const rows = (await d
    .select()
    .from(def.table)
    .where(where)
    .orderBy(...def.orderBy())
    .limit(CATALOGUE_PAGE_SIZE)
    .offset((page - 1) * CATALOGUE_PAGE_SIZE)) as CatalogueRow[];
  return { rows, total, page, pages };
}

export async function getCatalogueEntry(def: CatalogueDefinition, id: number, db?: Db): Promise<CatalogueRow | null> {
  const d: Loose = db ?? (await getDb());
  const [row] = (await d.select().from(def.table).where(eq(def.table.id, id)).limit(1)) as CatalogueRow[];
  return row ?? null;
}

const notFound = (def: CatalogueDefinition) => new ApiError(ERROR_CODES.NOT_FOUND, `该${def.title}不存在或已删除`, 404);

/** Creates (id null) or updates an entry from the schema's output; answers the stored row. */
export async function saveCatalogueEntry(def: CatalogueDefinition, actor: AuditActor, id: number | null, input: Record<string, unknown>): Promise<CatalogueRow> {
  if (id === null && !def.canCreate) throw new ApiError(ERROR_CODES.FORBIDDEN, `${def.title}不能在控制台新增`, 403);
  return withAudit(actor, async (tx, audit) => {
    const t: Loose = tx;
    const before = id === null ? null : await getCatalogueEntry(def, id, tx);
    if (id !== null && !before) throw notFound(def);
    await assertUploadedImages(tx, def, input, before);
    const values = await def.toRow(input, { tx, id, before });
    let row: CatalogueRow | null | undefined;
    if (before) [row] = (await t.update(def.table).set(values).where(eq(def.table.id, before.id)).returning()) as CatalogueRow[];
    else if (def.create) row = await getCatalogueEntry(def, await def.create(tx, values, input), tx);
    else [row] = (await t.insert(def.table).values(values).returning()) as CatalogueRow[];
    await def.afterWrite?.(tx, row!, before);
    await reindexCatalogueEntry(tx, def.key, row!);
    await audit({
      action: before ? 'catalogue.update' : 'catalogue.create',
      entity: def.entity,
      entityId: row!.id,
      changes: changedFields(before, row!, { ignore: NOT_AUDITED }),
    });
    return row!;
  });
}

/** Shows or hides (opens or closes) an entry. */
export async function setCatalogueState(def: CatalogueDefinition, actor: AuditActor, id: number, on: boolean): Promise<CatalogueRow> {
  const toggle = def.toggle;
  if (!toggle) throw new ApiError(ERROR_CODES.VALIDATION, `${def.title}没有可切换的状态`, 400);
  return withAudit(actor, async (tx, audit) => {
    const t: Loose = tx;
    const before = await getCatalogueEntry(def, id, tx);
    if (!before) throw notFound(def);
    const [row] = (await t
      .update(def.table)
      .set(toggle.set(on, before, new Date()))
      .where(eq(def.table.id, id))
      .returning()) as CatalogueRow[];
    await def.afterWrite?.(tx, row!, before);
    await reindexCatalogueEntry(tx, def.key, row!);
    await audit({ action: 'catalogue.update', entity: def.entity, entityId: id, changes: changedFields(before, row!, { ignore: NOT_AUDITED }) });
    return row!;
  });
}

/** Deletes an entry (audited with everything it held), unless something still uses it. */
export async function deleteCatalogueEntry(def: CatalogueDefinition, actor: AuditActor, id: number): Promise<void> {
  if (!def.canDelete) throw new ApiError(ERROR_CODES.FORBIDDEN, `${def.title}不能删除`, 403);
  await withAudit(actor, async (tx, audit) => {
    const t: Loose = tx;
    const before = await getCatalogueEntry(def, id, tx);
    if (!before) throw notFound(def);
    await def.beforeDelete?.(tx, before);
    await t.delete(def.table).where(eq(def.table.id, id));
    await def.afterDelete?.(tx, before);
    await reindexCatalogueEntry(tx, def.key, before);
    await audit({ action: 'catalogue.delete', entity: def.entity, entityId: id, changes: changedFields(before, null, { ignore: NOT_AUDITED }) });
  });
}

/** The time a page compares open/closed states with (a function, so render code stays pure). */
export async function currentTime(): Promise<Date> {
  return new Date();
}
