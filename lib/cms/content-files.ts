/**
 * Images and attachments of articles, uploaded by staff in the console (issue #26 part 3). Like a
 * job seeker's files (lib/recruitment/files.ts): the content decides what a file is (never its
 * name or the browser's claim), images are decoded and re-encoded by sharp with no metadata (so
 * an SVG, an HTML page or a polyglot never reaches a visitor as what it pretends), attachments are
 * PDF or Word only, and everything lives in the database so every instance serves it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb, type Db } from '@/lib/db/client';
import { contentFiles } from '@/lib/db/schema';
import { cleanFileName, MB, MEDIA_TYPES, type SniffedKind } from '@/lib/recruitment/file-rules';
import { sniffUpload } from '@/lib/recruitment/file-sniff';
import { CONTENT_FILE_PATH } from '@/lib/validation/content-edit';

sharp.cache(false);

export type ContentFileKind = 'image' | 'attachment';

export const CONTENT_FILE_LIMITS = {
  imageBytes: 10 * MB,
  attachmentBytes: 20 * MB,
  /** Larger pictures are refused from their header, before decoding (a small PNG can unpack to gigabytes). */
  imageMaxPixels: 40_000_000,
  /** An article image is shrunk to this width (never enlarged): wider than the article column at 2×. */
  imageWidth: 1600,
  imageQuality: 85,
} as const;

export const CONTENT_FILE_MSG = {
  kind: '请说明上传的是图片还是附件',
  noFile: '请选择要上传的文件',
  empty: '文件内容为空，请重新选择',
  imageTooLarge: '图片不能超过 10 MB',
  attachmentTooLarge: '附件不能超过 20 MB',
  imageType: '图片仅支持 JPG 或 PNG 格式（文件内容须是真正的图片）',
  imageUnreadable: '图片无法读取，文件可能已损坏，请换一张 JPG 或 PNG 图片',
  imagePixels: '图片像素过大（不能超过 4000 万像素），请缩小后再上传',
  notFound: '文件不存在',
} as const;

/** A refused upload: field `file`, a Chinese message, the envelope's validation code. */
export class ContentFileError extends ApiError {
  readonly field = 'file';
  constructor(message: string, status = 400) {
    super(status === 413 ? ERROR_CODES.PAYLOAD_TOO_LARGE : ERROR_CODES.VALIDATION, message, status);
    this.name = 'ContentFileError';
  }
}

export type StoredContentFile = { id: number; kind: ContentFileKind; url: string; name: string; size: number; mediaType: string };

export const contentFileUrl = (id: number, key: string) => `${CONTENT_FILE_PATH}/${id}/${key}`;

/** An image as stored: upright, at most 1600 px wide, flattened onto white, JPEG, no EXIF/GPS/XMP/ICC. */
export async function reencodeImage(bytes: Uint8Array): Promise<Buffer> {
  const options = { limitInputPixels: CONTENT_FILE_LIMITS.imageMaxPixels, failOn: 'error' as const };
  let pixels = 0;
  try {
    const meta = await sharp(bytes, options).metadata();
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ContentFileError(CONTENT_FILE_MSG.imagePixels);
    throw new ContentFileError(CONTENT_FILE_MSG.imageUnreadable);
  }
  if (pixels > CONTENT_FILE_LIMITS.imageMaxPixels) throw new ContentFileError(CONTENT_FILE_MSG.imagePixels);
  if (pixels === 0) throw new ContentFileError(CONTENT_FILE_MSG.imageUnreadable);
  try {
    return await sharp(bytes, options)
      .rotate()
      .resize({ width: CONTENT_FILE_LIMITS.imageWidth, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: CONTENT_FILE_LIMITS.imageQuality })
      .toBuffer();
  } catch {
    throw new ContentFileError(CONTENT_FILE_MSG.imageUnreadable);
  }
}

/**
 * Checks and stores one upload: the size for its kind, the content (an image must be a JPEG or PNG
 * that decodes, then it is re-encoded; an attachment PDF or Word, with no web page hidden in its
 * first bytes and no zip bomb), a clean name. Answers the public URL.
 */
export async function storeContentFile(staffId: number | null, kind: ContentFileKind, originalName: string, bytes: Uint8Array, tx?: Db): Promise<StoredContentFile> {
  if (bytes.byteLength === 0) throw new ContentFileError(CONTENT_FILE_MSG.empty);
  const limit = kind === 'image' ? CONTENT_FILE_LIMITS.imageBytes : CONTENT_FILE_LIMITS.attachmentBytes;
  if (bytes.byteLength > limit) throw new ContentFileError(kind === 'image' ? CONTENT_FILE_MSG.imageTooLarge : CONTENT_FILE_MSG.attachmentTooLarge, 413);
  const sniffed = sniffUpload(kind === 'image' ? 'photo' : 'attachment', originalName, bytes);
  if (!sniffed.ok) throw new ContentFileError(kind === 'image' ? CONTENT_FILE_MSG.imageType : sniffed.message);
  let stored: Buffer;
  let found: SniffedKind = sniffed.kind;
  if (kind === 'image') {
    stored = await reencodeImage(bytes);
    found = 'jpeg';
  } else {
    stored = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  const fileName = cleanFileName(originalName, kind === 'image' ? 'photo' : 'attachment', found);
  const key = randomBytes(18).toString('base64url');
  const db = tx ?? (await getDb());
  const [row] = await db
    .insert(contentFiles)
    .values({
      key,
      kind,
      mediaType: MEDIA_TYPES[found],
      fileName,
      size: stored.byteLength,
      sha256: createHash('sha256').update(stored).digest('hex'),
      bytes: stored,
      staffId,
    })
    .returning({ id: contentFiles.id });
  if (!row) throw new Error('content file insert returned no row');
  return { id: row.id, kind, url: contentFileUrl(row.id, key), name: fileName, size: stored.byteLength, mediaType: MEDIA_TYPES[found] };
}

export type ContentFileBytes = { kind: ContentFileKind; mediaType: string; fileName: string; bytes: Buffer; sha256: string };

/** One stored file by id and key (both from its URL), or null. */
export async function readContentFile(id: number, key: string): Promise<ContentFileBytes | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647 || !/^[A-Za-z0-9_-]{16,64}$/.test(key)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ kind: contentFiles.kind, mediaType: contentFiles.mediaType, fileName: contentFiles.fileName, bytes: contentFiles.bytes, sha256: contentFiles.sha256 })
    .from(contentFiles)
    .where(and(eq(contentFiles.id, id), eq(contentFiles.key, key)))
    .limit(1);
  return row ?? null;
}
