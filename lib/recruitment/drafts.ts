import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb } from '@/lib/db/client';
import { jobPosts, recruitDrafts } from '@/lib/db/schema';
import type { DraftKind, DraftSave } from '@/lib/validation/resume';

/**
 * Drafts of the resume and of the quick forms: what a person typed and has not submitted, kept on
 * the server so another browser or device finds it. A save names the revision it builds on; a save
 * built on an older revision than the stored one (a second tab, a phone that was offline while the
 * desktop saved) is answered with the stored draft instead of overwriting it.
 */

export type Draft = { kind: DraftKind; postId: number; data: unknown; revision: number; updatedAt: string };
export type DraftListItem = { kind: DraftKind; postId: number; postTitle: string | null; revision: number; updatedAt: string };

export class DraftConflict extends ApiError {
  constructor(readonly current: Draft) {
    super(ERROR_CODES.CONFLICT, '草稿已在其他页面或设备上更新', 409);
  }
}

const toDraft = (r: typeof recruitDrafts.$inferSelect): Draft => ({
  kind: r.kind,
  postId: r.postId,
  data: r.data,
  revision: r.revision,
  updatedAt: r.updatedAt.toISOString(),
});

export async function getDraft(userId: number, kind: DraftKind, postId: number): Promise<Draft | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(recruitDrafts)
    .where(and(eq(recruitDrafts.userId, userId), eq(recruitDrafts.kind, kind), eq(recruitDrafts.postId, postId)));
  return row ? toDraft(row) : null;
}

/**
 * Stores a draft when it builds on the stored revision (0 = there is none yet), as one statement so
 * two saves racing each other cannot both win. Throws DraftConflict with the stored draft otherwise.
 */
export async function saveDraft(userId: number, save: DraftSave): Promise<{ revision: number; updatedAt: string }> {
  const db = await getDb();
  if (save.kind === 'quick') {
    const [post] = await db.select({ id: jobPosts.id }).from(jobPosts).where(eq(jobPosts.id, save.postId));
    if (!post) throw new ApiError(ERROR_CODES.NOT_FOUND, '岗位不存在或已下线', 404);
  }
  const [row] =
    save.baseRevision === 0
      ? await db
          .insert(recruitDrafts)
          .values({ userId, kind: save.kind, postId: save.postId, data: save.data, revision: 1 })
          .onConflictDoNothing()
          .returning({ revision: recruitDrafts.revision, updatedAt: recruitDrafts.updatedAt })
      : await db
          .update(recruitDrafts)
          .set({ data: save.data, revision: sql`${recruitDrafts.revision} + 1`, updatedAt: new Date() })
          .where(
            and(
              eq(recruitDrafts.userId, userId),
              eq(recruitDrafts.kind, save.kind),
              eq(recruitDrafts.postId, save.postId),
              eq(recruitDrafts.revision, save.baseRevision),
            ),
          )
          .returning({ revision: recruitDrafts.revision, updatedAt: recruitDrafts.updatedAt });
  if (row) return { revision: row.revision, updatedAt: row.updatedAt.toISOString() };
  const current = await getDraft(userId, save.kind, save.postId);
  // Deleted meanwhile (submitted in another tab, or removed in the personal centre): start again.
  if (!current) return saveDraft(userId, { ...save, baseRevision: 0 });
  throw new DraftConflict(current);
}

export async function removeDraft(userId: number, kind: DraftKind, postId: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(recruitDrafts)
    .where(and(eq(recruitDrafts.userId, userId), eq(recruitDrafts.kind, kind), eq(recruitDrafts.postId, postId)))
    .returning({ id: recruitDrafts.id });
  return rows.length > 0;
}

/** The user's drafts, newest first, with the post each quick form is for. */
export async function listDrafts(userId: number): Promise<DraftListItem[]> {
  const db = await getDb();
  const rows = await db
    .select({ kind: recruitDrafts.kind, postId: recruitDrafts.postId, postTitle: jobPosts.title, revision: recruitDrafts.revision, updatedAt: recruitDrafts.updatedAt })
    .from(recruitDrafts)
    .leftJoin(jobPosts, eq(jobPosts.id, recruitDrafts.postId))
    // Housing application drafts live with their forms (lib/applications/drafts.ts), not on this list.
    .where(and(eq(recruitDrafts.userId, userId), ne(recruitDrafts.kind, 'housing')))
    .orderBy(desc(recruitDrafts.updatedAt), desc(recruitDrafts.id))
    .limit(100);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

/**
 * Stores a draft whatever its revision: a plain form post (no JavaScript) is the person's latest
 * text by definition, and must not be lost when the form has a mistake in it.
 */
export async function putDraft(userId: number, kind: DraftKind, postId: number, data: Record<string, unknown>): Promise<void> {
  const db = await getDb();
  await db
    .insert(recruitDrafts)
    .values({ userId, kind, postId, data, revision: 1 })
    .onConflictDoUpdate({
      target: [recruitDrafts.userId, recruitDrafts.kind, recruitDrafts.postId],
      set: { data, revision: sql`${recruitDrafts.revision} + 1`, updatedAt: new Date() },
    });
}
