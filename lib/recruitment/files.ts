/**
 * The job seeker's files (issue #11 part 5): stored in the database (brc_file, bytea) so every
 * portal instance serves them and none sits in a public folder; read, listed and removed only by
 * their owner — someone else's id answers exactly like a missing one.
 */
import { createHash } from 'node:crypto';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ApiError, ERROR_CODES, type ErrorCode } from '@/lib/api/respond';
import { getDb, type Db } from '@/lib/db/client';
import { jobApplications, portalUsers, recruitFiles, resumes } from '@/lib/db/schema';
import { hitCounters, sumCounter } from '@/lib/monitoring/rate-counters';
import { INT32_MAX } from '@/lib/validation/patterns';
import { cleanFileName, FILE_LIMITS, FILE_MSG, limitFor, MEDIA_TYPES, type FileErrorReason, type FileMeta, type FilePurpose, type SniffedKind } from './file-rules';
import { sniffUpload } from './file-sniff';

export type { FileMeta, FilePurpose } from './file-rules';

// A server answers many people: no decoded images kept in memory between requests.
sharp.cache(false);

const STATUS: Record<FileErrorReason, [ErrorCode, number]> = {
  no_file: [ERROR_CODES.VALIDATION, 400],
  purpose: [ERROR_CODES.VALIDATION, 400],
  invalid: [ERROR_CODES.VALIDATION, 400],
  empty: [ERROR_CODES.VALIDATION, 400],
  too_large: [ERROR_CODES.PAYLOAD_TOO_LARGE, 413],
  photo_too_large: [ERROR_CODES.PAYLOAD_TOO_LARGE, 413],
  attachment_too_large: [ERROR_CODES.PAYLOAD_TOO_LARGE, 413],
  photo_type: [ERROR_CODES.VALIDATION, 400],
  attachment_type: [ERROR_CODES.VALIDATION, 400],
  photo_unreadable: [ERROR_CODES.VALIDATION, 400],
  photo_pixels: [ERROR_CODES.VALIDATION, 400],
  attachment_inflated: [ERROR_CODES.VALIDATION, 400],
  attachment_html: [ERROR_CODES.VALIDATION, 400],
  quota: [ERROR_CODES.CONFLICT, 409],
  turnover: [ERROR_CODES.CONFLICT, 409],
  too_many: [ERROR_CODES.CONFLICT, 409],
  in_use: [ERROR_CODES.CONFLICT, 409],
  not_found: [ERROR_CODES.NOT_FOUND, 404],
  busy: [ERROR_CODES.INTERNAL, 500],
};

/**
 * A refused upload or removal: `reason` is the stable code (the `?failed=` of a plain form
 * post), `code` / `status` the envelope's, the message Chinese and naming the limit.
 */
export class RecruitFileError extends ApiError {
  constructor(
    readonly reason: FileErrorReason,
    message: string = FILE_MSG[reason],
  ) {
    const [code, status] = STATUS[reason];
    super(code, message, status);
    this.name = 'RecruitFileError';
  }
}

export type StoredFile = FileMeta & { bytes: Buffer; sha256: string };

/** Bytes a user removed, counted per hour (bpm_rate_counter) and summed over the last day. */
const removedBucket = (userId: number) => `files-removed:u${userId}`;
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

const isValidId = (id: number) => Number.isInteger(id) && id >= 1 && id <= INT32_MAX;

function assertUser(userId: number): void {
  if (!isValidId(userId)) throw new ApiError(ERROR_CODES.UNAUTHORIZED, '请先登录', 401);
}

const metaColumns = {
  id: recruitFiles.id,
  purpose: recruitFiles.purpose,
  fileName: recruitFiles.fileName,
  mediaType: recruitFiles.mediaType,
  size: recruitFiles.size,
  createdAt: recruitFiles.createdAt,
};

type MetaRow = { id: number; purpose: FilePurpose; fileName: string; mediaType: string; size: number; createdAt: Date };

const toMeta = (row: MetaRow): FileMeta => ({
  id: row.id,
  purpose: row.purpose,
  fileName: row.fileName,
  mediaType: row.mediaType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Photos decoded at once by this process. Decoding is the one costly step of an upload (tens of
 * MB and a core for a large picture), so parallel uploads queue here instead of each taking
 * memory at the same time (ten 40-megapixel PNGs sent together: ≈ 300 MB and 1.9 s of CPU without
 * this bound, ≈ 180 MB and 0.9 s with it; scripts/photo-cost.mts).
 */
const PHOTO_DECODES_AT_ONCE = 2;
let photoDecodes = 0;
const photoQueue: (() => void)[] = [];

async function withPhotoSlot<T>(work: () => Promise<T>): Promise<T> {
  if (photoDecodes >= PHOTO_DECODES_AT_ONCE) await new Promise<void>((resume) => photoQueue.push(resume));
  else photoDecodes += 1;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line (the count stays), or free it.
    const next = photoQueue.shift();
    if (next) next();
    else photoDecodes -= 1;
  }
}

/**
 * A photo as stored: turned upright by its EXIF orientation, shrunk (never enlarged) to fit
 * 600×800, flattened onto white (PNG transparency), JPEG quality 85, with no metadata at all —
 * sharp writes none unless asked, so EXIF, GPS, XMP and the camera's ICC profile are gone.
 * Its size is read from the header first (metadata() decodes no pixels) and a picture past
 * FILE_LIMITS.photoMaxPixels is refused before any decoding; `limitInputPixels` holds the same
 * bound inside libvips. A picture that does not decode completely is refused here.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<Buffer> {
  const options = { limitInputPixels: FILE_LIMITS.photoMaxPixels, failOn: 'error' as const };
  let pixels: number;
  try {
    const meta = await sharp(bytes, options).metadata();
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new RecruitFileError('photo_pixels');
    throw new RecruitFileError('photo_unreadable');
  }
  if (pixels > FILE_LIMITS.photoMaxPixels) throw new RecruitFileError('photo_pixels');
  if (pixels === 0) throw new RecruitFileError('photo_unreadable');
  return withPhotoSlot(async () => {
    try {
      return await sharp(bytes, options)
        .rotate()
        .resize({ width: FILE_LIMITS.photoBox.width, height: FILE_LIMITS.photoBox.height, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: FILE_LIMITS.photoQuality })
        .toBuffer();
    } catch {
      throw new RecruitFileError('photo_unreadable');
    }
  });
}

/**
 * Stores an upload of the signed-in user and answers its description. Checked in this order:
 * the size of what was sent for its purpose (photo ≤ 2 MB, attachment ≤ 10 MB), the content (the
 * name only adds refusals, ./file-sniff.ts), for a photo that it decodes (then it is resized and
 * re-encoded), and last — inside a transaction that holds the user's row — that the user's files
 * stay within 30 MB and 50 files, and within 60 MB together with what they removed in the last
 * day, so two uploads at once cannot both slip under a bound.
 */
export async function storeUpload(userId: number, purpose: FilePurpose, originalName: string, bytes: Uint8Array): Promise<FileMeta> {
  assertUser(userId);
  if (bytes.byteLength === 0) throw new RecruitFileError('empty');
  if (bytes.byteLength > limitFor(purpose)) throw new RecruitFileError(purpose === 'photo' ? 'photo_too_large' : 'attachment_too_large');
  const sniffed = sniffUpload(purpose, originalName, bytes);
  if (!sniffed.ok) throw new RecruitFileError(sniffed.reason, sniffed.message);

  let kind: SniffedKind = sniffed.kind;
  let stored: Buffer;
  if (purpose === 'photo') {
    stored = await preparePhoto(bytes);
    kind = 'jpeg';
  } else {
    stored = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  const fileName = cleanFileName(originalName, purpose, kind);
  const sha256 = createHash('sha256').update(stored).digest('hex');

  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The user's row is the lock every upload of theirs queues on ("no key update": it does not
    // block sessions or other rows that merely reference the user).
    const [user] = await t.select({ id: portalUsers.id }).from(portalUsers).where(eq(portalUsers.id, userId)).for('no key update');
    if (!user) throw new ApiError(ERROR_CODES.UNAUTHORIZED, '请先登录', 401);
    const [usage] = await t
      .select({ bytes: sql<number>`cast(coalesce(sum(${recruitFiles.size}), 0) as integer)`, files: count() })
      .from(recruitFiles)
      .where(eq(recruitFiles.userId, userId));
    if ((usage?.files ?? 0) >= FILE_LIMITS.filesPerUser) throw new RecruitFileError('too_many');
    const keeping = Number(usage?.bytes ?? 0) + stored.byteLength;
    if (keeping > FILE_LIMITS.totalBytesPerUser) throw new RecruitFileError('quota');
    const removed = await sumCounter(removedBucket(userId), new Date(Date.now() - DAY), t);
    if (keeping + removed > FILE_LIMITS.turnoverBytesPerUser) throw new RecruitFileError('turnover');
    const [inserted] = await t
      .insert(recruitFiles)
      .values({ userId, purpose, mediaType: MEDIA_TYPES[kind], fileName, size: stored.byteLength, sha256, bytes: stored })
      .returning(metaColumns);
    return inserted;
  });
  if (!row) throw new Error('file insert returned no row');
  return toMeta(row);
}

/** The description of one of the user's files, or null (someone else's is null too). */
export async function ownFileMeta(userId: number, id: number, purpose?: FilePurpose): Promise<FileMeta | null> {
  assertUser(userId);
  if (!isValidId(id)) return null;
  const db = await getDb();
  const mine = and(eq(recruitFiles.id, id), eq(recruitFiles.userId, userId), purpose ? eq(recruitFiles.purpose, purpose) : undefined);
  const [row] = await db.select(metaColumns).from(recruitFiles).where(mine);
  return row ? toMeta(row) : null;
}

/** One of the user's files with its bytes, or null: never says whether another user's id exists. */
export async function getOwnFile(userId: number, id: number): Promise<StoredFile | null> {
  assertUser(userId);
  if (!isValidId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ ...metaColumns, bytes: recruitFiles.bytes, sha256: recruitFiles.sha256 })
    .from(recruitFiles)
    .where(and(eq(recruitFiles.id, id), eq(recruitFiles.userId, userId)));
  return row ? { ...toMeta(row), bytes: row.bytes, sha256: row.sha256 } : null;
}

/** The user's files, newest first, without their bytes. */
export async function listOwnFiles(userId: number): Promise<FileMeta[]> {
  assertUser(userId);
  const db = await getDb();
  const rows = await db.select(metaColumns).from(recruitFiles).where(eq(recruitFiles.userId, userId)).orderBy(desc(recruitFiles.createdAt), desc(recruitFiles.id));
  return rows.map(toMeta);
}

/**
 * Deletes one of the user's files and answers what it was. A file sent with an application is
 * part of that application and is kept (409 in_use); the resume simply loses its reference.
 * Someone else's id and a missing one both answer 404 not_found and change nothing.
 */
export async function removeOwnFile(userId: number, id: number): Promise<FileMeta> {
  assertUser(userId);
  if (!isValidId(id)) throw new RecruitFileError('not_found');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Held until the end, so an application that references the file (its foreign key check
    // needs a share lock on this row) is either seen below or waits and then finds it gone.
    const [row] = await t
      .select(metaColumns)
      .from(recruitFiles)
      .where(and(eq(recruitFiles.id, id), eq(recruitFiles.userId, userId)))
      .for('update');
    if (!row) throw new RecruitFileError('not_found');
    const [used] = await t
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(or(eq(jobApplications.photoFileId, id), eq(jobApplications.attachmentFileId, id)))
      .limit(1);
    if (used) throw new RecruitFileError('in_use');
    await t.update(resumes).set({ photoFileId: null, updatedAt: sql`now()` }).where(eq(resumes.photoFileId, id));
    await t.update(resumes).set({ attachmentFileId: null, updatedAt: sql`now()` }).where(eq(resumes.attachmentFileId, id));
    await t.delete(recruitFiles).where(eq(recruitFiles.id, id));
    // Still counted for a day against the turnover bound (FILE_LIMITS.turnoverBytesPerUser).
    await hitCounters([{ bucket: removedBucket(userId), windowMs: HOUR, by: row.size }], new Date(), t);
    return toMeta(row);
  });
}
