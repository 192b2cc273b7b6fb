import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import type { FileMeta } from '@/lib/recruitment/file-rules';
import { recruitDrafts, recruitFiles, resumes } from '@/lib/db/schema';
import { RESUME_MSG, resumeData, toResumeValues, type Resume, type ResumeValues } from '@/lib/validation/resume';

/**
 * The one resume of a user (/t1/ResumeForm), reused for every application. A save is checked in
 * full by resumeBody (the caller parses) and here for what a schema cannot know: that the photo and
 * the attachment are the user's own files of the right kind. Saving clears the resume's draft.
 */

export type ResumeFile = FileMeta;
export type SavedResume = { values: ResumeValues; photo: ResumeFile | null; attachment: ResumeFile | null; updatedAt: string };

export class ResumeFieldError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('resume fields refused');
  }
}

/** A file of the user's own with the given purpose, or null (another user's id looks like none). */
export async function ownFile(db: Db, userId: number, id: number, purpose: 'photo' | 'attachment'): Promise<ResumeFile | null> {
  const [row] = await db
    .select({ id: recruitFiles.id, purpose: recruitFiles.purpose, fileName: recruitFiles.fileName, size: recruitFiles.size, mediaType: recruitFiles.mediaType, createdAt: recruitFiles.createdAt })
    .from(recruitFiles)
    .where(and(eq(recruitFiles.id, id), eq(recruitFiles.userId, userId), eq(recruitFiles.purpose, purpose)));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

export async function getResume(userId: number): Promise<SavedResume | null> {
  const db = await getDb();
  const [row] = await db.select().from(resumes).where(eq(resumes.userId, userId));
  if (!row) return null;
  const [photo, attachment] = await Promise.all([
    row.photoFileId ? ownFile(db, userId, row.photoFileId, 'photo') : null,
    row.attachmentFileId ? ownFile(db, userId, row.attachmentFileId, 'attachment') : null,
  ]);
  const values = toResumeValues(row.data);
  values.photoFileId = photo ? String(photo.id) : '';
  values.attachmentFileId = attachment ? String(attachment.id) : '';
  return { values, photo, attachment, updatedAt: row.updatedAt.toISOString() };
}

/** Stores the resume (one per user) and removes its draft, in one transaction. */
export async function saveResume(userId: number, resume: Resume): Promise<{ updatedAt: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const photoId = resume.photoFileId ? Number(resume.photoFileId) : null;
    const attachmentId = resume.attachmentFileId ? Number(resume.attachmentFileId) : null;
    const fields: Record<string, string> = {};
    if (photoId && !(await ownFile(tx as unknown as Db, userId, photoId, 'photo'))) fields.photoFileId = RESUME_MSG.fileId;
    if (attachmentId && !(await ownFile(tx as unknown as Db, userId, attachmentId, 'attachment'))) fields.attachmentFileId = RESUME_MSG.fileId;
    if (Object.keys(fields).length) throw new ResumeFieldError(fields);
    const data = resumeData(resume);
    const now = new Date();
    const [row] = await tx
      .insert(resumes)
      .values({ userId, data, photoFileId: photoId, attachmentFileId: attachmentId })
      .onConflictDoUpdate({ target: resumes.userId, set: { data, photoFileId: photoId, attachmentFileId: attachmentId, updatedAt: now } })
      .returning({ updatedAt: resumes.updatedAt });
    await tx.delete(recruitDrafts).where(and(eq(recruitDrafts.userId, userId), eq(recruitDrafts.kind, 'resume')));
    return { updatedAt: row!.updatedAt.toISOString() };
  });
}
