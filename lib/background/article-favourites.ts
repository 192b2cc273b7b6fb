import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { contentHref } from '@/lib/navigation/links';
import { ApiError, ERROR_CODES, notFoundError } from '@/lib/api/respond';
import { getColumnTree } from '@/lib/cms/columns';
import { normalisePaging, toPage } from '@/lib/cms/paging';
import type { Page } from '@/lib/cms/types';
import { getDb } from '@/lib/db/client';
import { articleFavourites, contents, housingProjects, projectFavourites } from '@/lib/db/schema';

/**
 * Favourites of the personal centre (spec §7 BpbArticleCollectEntity, and the project favourites
 * that the business issue fills). Every function takes the signed-in user's id: a favourite is
 * only ever read or changed by its owner. Removal is a soft delete (`deleted`), so a batch update by
 * id can remove and restore.
 */

export type ArticleFavouriteState = { collected: boolean; id: number | null };
export type AddedFavourite = { id: number; contentId: number; collected: true };

export type ArticleFavouriteRecord = {
  id: number;
  contentId: number;
  title: string;
  columnKey: string;
  /** Portal link to the article (its column trail, /t3 for notices). */
  href: string;
  publishAt: string;
  collectedAt: string;
};

export type ProjectFavouriteRecord = {
  id: number;
  projectId: number;
  projectName: string;
  /** Portal path of the project page. */
  href: string;
  collectedAt: string;
};

export type BatchUpdateResult = { updated: number };

/** The content a favourite points at must be visible to visitors (published, not scheduled). */
const isLive = () => and(eq(contents.status, 'published'), lte(contents.publishAt, sql`now()`));

const notYours = () => new ApiError(ERROR_CODES.FORBIDDEN, '所选收藏不存在或不属于当前用户', 403);

/** Favourites an article; favouriting again is harmless and a removed favourite comes back. */
export async function addArticleFavourite(userId: number, contentId: number): Promise<AddedFavourite> {
  const db = await getDb();
  const [live] = await db.select({ id: contents.id }).from(contents).where(and(eq(contents.id, contentId), isLive()));
  if (!live) throw notFoundError('文章');
  const [row] = await db
    .insert(articleFavourites)
    .values({ userId, contentId })
    .onConflictDoUpdate({
      target: [articleFavourites.userId, articleFavourites.contentId],
      set: { deleted: false, updatedAt: sql`now()` },
    })
    .returning({ id: articleFavourites.id });
  if (!row) throw new Error('favourite upsert returned nothing');
  return { id: row.id, contentId, collected: true };
}

/** Whether the user has favourited the article (spec selectIfCollect). */
export async function getArticleFavourite(userId: number, contentId: number): Promise<ArticleFavouriteState> {
  const db = await getDb();
  const [row] = await db
    .select({ id: articleFavourites.id })
    .from(articleFavourites)
    .where(and(eq(articleFavourites.userId, userId), eq(articleFavourites.contentId, contentId), eq(articleFavourites.deleted, false)));
  return row ? { collected: true, id: row.id } : { collected: false, id: null };
}

/** Favourites a housing project; favouriting again is harmless and a removed favourite comes back. */
export async function addProjectFavourite(userId: number, projectId: number): Promise<{ id: number; projectId: number; collected: true }> {
  const db = await getDb();
  const [project] = await db.select({ id: housingProjects.id }).from(housingProjects).where(and(eq(housingProjects.id, projectId), eq(housingProjects.hidden, false)));
  if (!project) throw notFoundError('项目');
  const [row] = await db
    .insert(projectFavourites)
    .values({ userId, projectId })
    .onConflictDoUpdate({ target: [projectFavourites.userId, projectFavourites.projectId], set: { deleted: false, updatedAt: sql`now()` } })
    .returning({ id: projectFavourites.id });
  if (!row) throw new Error('favourite upsert returned nothing');
  return { id: row.id, projectId, collected: true };
}

/** Whether the user has favourited the project. */
export async function getProjectFavourite(userId: number, projectId: number): Promise<ArticleFavouriteState> {
  const db = await getDb();
  const [row] = await db
    .select({ id: projectFavourites.id })
    .from(projectFavourites)
    .where(and(eq(projectFavourites.userId, userId), eq(projectFavourites.projectId, projectId), eq(projectFavourites.deleted, false)));
  return row ? { collected: true, id: row.id } : { collected: false, id: null };
}

type FavouriteTable = PgTable & { id: PgColumn; userId: PgColumn; deleted: PgColumn; updatedAt: PgColumn };

/**
 * Sets `deleted` on every id, in one statement that only changes anything when every id is the
 * caller's: an id of someone else (or of nothing) makes it change no row, and the caller gets 403.
 */
async function batchUpdate(table: FavouriteTable, userId: number, ids: readonly number[], deleted: boolean): Promise<BatchUpdateResult> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { updated: 0 };
  const db = await getDb();
  const mine = and(inArray(table.id, unique), eq(table.userId, userId));
  const rows = await db
    .update(table)
    .set({ deleted, updatedAt: sql`now()` })
    .where(and(mine, sql`(select count(*) from ${table} where ${mine}) = ${unique.length}`))
    .returning({ id: table.id });
  if (rows.length !== unique.length) throw notYours();
  return { updated: rows.length };
}

/** Removes (`deleted: true`) or restores several article favourites of the caller at once. */
export function batchUpdateArticleFavourites(userId: number, ids: readonly number[], deleted: boolean): Promise<BatchUpdateResult> {
  return batchUpdate(articleFavourites, userId, ids, deleted);
}

/** Removes or restores several project favourites of the caller at once. */
export function batchUpdateProjectFavourites(userId: number, ids: readonly number[], deleted: boolean): Promise<BatchUpdateResult> {
  return batchUpdate(projectFavourites, userId, ids, deleted);
}

/** The caller's favourited articles that are still published, newest favourite first. */
export async function listArticleFavourites(userId: number, input: { pageNum?: number; pageSize?: number } = {}): Promise<Page<ArticleFavouriteRecord>> {
  const paging = normalisePaging(input);
  const db = await getDb();
  const where = and(eq(articleFavourites.userId, userId), eq(articleFavourites.deleted, false), isLive());
  const [totals] = await db
    .select({ total: count() })
    .from(articleFavourites)
    .innerJoin(contents, eq(contents.id, articleFavourites.contentId))
    .where(where);
  const total = totals?.total ?? 0;
  if (total === 0 || paging.offset >= total) return toPage([], total, paging);
  const rows = await db
    .select({
      id: articleFavourites.id,
      contentId: contents.id,
      title: contents.title,
      columnKey: contents.columnKey,
      publishAt: contents.publishAt,
      collectedAt: articleFavourites.updatedAt,
    })
    .from(articleFavourites)
    .innerJoin(contents, eq(contents.id, articleFavourites.contentId))
    .where(where)
    .orderBy(desc(articleFavourites.updatedAt), desc(articleFavourites.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  const tree = await getColumnTree();
  return toPage(
    rows.map((r) => ({
      id: r.id,
      contentId: r.contentId,
      title: r.title,
      columnKey: r.columnKey,
      href: contentHref(tree, r.columnKey, r.contentId),
      publishAt: r.publishAt.toISOString(),
      collectedAt: r.collectedAt.toISOString(),
    })),
    total,
    paging,
  );
}

/** The caller's project favourites, newest first, with each project's current name. */
export async function listProjectFavourites(userId: number, input: { pageNum?: number; pageSize?: number } = {}): Promise<Page<ProjectFavouriteRecord>> {
  const paging = normalisePaging(input);
  const db = await getDb();
  // A project staff took off the site (下线) leaves the list, as a withdrawn article does; the
  // favourite is kept and shows again if the project comes back.
  const where = and(eq(projectFavourites.userId, userId), eq(projectFavourites.deleted, false), eq(housingProjects.hidden, false));
  const [totals] = await db
    .select({ total: count() })
    .from(projectFavourites)
    .innerJoin(housingProjects, eq(housingProjects.id, projectFavourites.projectId))
    .where(where);
  const total = totals?.total ?? 0;
  if (total === 0 || paging.offset >= total) return toPage([], total, paging);
  const rows = await db
    .select({
      id: projectFavourites.id,
      projectId: projectFavourites.projectId,
      projectName: housingProjects.name,
      collectedAt: projectFavourites.updatedAt,
    })
    .from(projectFavourites)
    .innerJoin(housingProjects, eq(housingProjects.id, projectFavourites.projectId))
    .where(where)
    .orderBy(desc(projectFavourites.updatedAt), desc(projectFavourites.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      projectId: r.projectId,
      projectName: r.projectName,
      href: `/t1/projectDetail?projectId=${r.projectId}`,
      collectedAt: r.collectedAt.toISOString(),
    })),
    total,
    paging,
  );
}
