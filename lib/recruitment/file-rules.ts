/**
 * The rules of a job seeker's uploads that both sides know: limits, accepted types, the Chinese
 * messages, and how a file name is cleaned. Pure (no Node, no database), so the file field checks
 * size and extension in the browser with the very words the server answers; the server
 * (./files.ts, ./file-sniff.ts) stays the authority.
 */

/** Same list as FILE_PURPOSES in lib/db/schema/recruitment.ts (kept apart so the browser bundle has no drizzle). */
export const FILE_PURPOSE_LIST = ['photo', 'attachment'] as const;
export type FilePurpose = (typeof FILE_PURPOSE_LIST)[number];

export const isFilePurpose = (value: unknown): value is FilePurpose => value === 'photo' || value === 'attachment';

export const MB = 1024 * 1024;

export const FILE_LIMITS = {
  /** The uploaded photo itself (before it is resized). */
  photoBytes: 2 * MB,
  attachmentBytes: 10 * MB,
  /** Everything one user keeps, as stored (photos after resizing). */
  totalBytesPerUser: 30 * MB,
  /**
   * What one user stores plus what they removed in the last day: a removed file keeps counting
   * here for about 24 hours, so removing and uploading again cannot write without end (the
   * embedded database keeps a removed file's bytes on disk). Replacing a 10 MB attachment three
   * times in a day stays under it.
   */
  turnoverBytesPerUser: 60 * MB,
  filesPerUser: 50,
  /** A photo is resized on the server to fit this box. */
  photoBox: { width: 600, height: 800 },
  photoQuality: 85,
  /**
   * Larger pictures are refused from their header, before decoding (a small PNG can unpack to
   * gigabytes; a 40-megapixel one costs ≈ 0.2 s of CPU and 120 MB). 24 megapixels is a 6000×4000
   * camera; the photo is shrunk to 600×800 anyway.
   */
  photoMaxPixels: 24_000_000,
  /** A DOCX whose parts unpack to more than this (a "zip bomb") is refused; résumés are far below it. */
  docxInflatedBytes: 100 * MB,
  fileNameChars: 100,
} as const;

export const limitFor = (purpose: FilePurpose): number => (purpose === 'photo' ? FILE_LIMITS.photoBytes : FILE_LIMITS.attachmentBytes);

/** The `accept` attribute of each file input. */
export const FILE_ACCEPT: Record<FilePurpose, string> = {
  photo: '.jpg,.jpeg,.png',
  attachment: '.pdf,.doc,.docx',
};

export const ACCEPTED_EXTENSIONS: Record<FilePurpose, readonly string[]> = {
  photo: ['jpg', 'jpeg', 'png'],
  attachment: ['pdf', 'doc', 'docx'],
};

/** Types the server stores, found by reading the content. */
export const MEDIA_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
} as const;
export type SniffedKind = keyof typeof MEDIA_TYPES;
export type StoredMediaType = (typeof MEDIA_TYPES)[SniffedKind];

/** Stable reasons of a refused upload or removal (the `?failed=` of a plain form post, docs/api.md). */
export const FILE_ERROR_REASONS = [
  'no_file',
  'purpose',
  'invalid',
  'empty',
  'too_large',
  'photo_too_large',
  'attachment_too_large',
  'photo_type',
  'attachment_type',
  'photo_unreadable',
  'photo_pixels',
  'attachment_inflated',
  'attachment_html',
  'quota',
  'turnover',
  'too_many',
  'in_use',
  'not_found',
  'busy',
] as const;
export type FileErrorReason = (typeof FILE_ERROR_REASONS)[number];

export const isFileErrorReason = (value: unknown): value is FileErrorReason => (FILE_ERROR_REASONS as readonly unknown[]).includes(value);

const PHOTO_RULE = '照片仅支持 JPG 或 PNG 格式，且不能超过 2 MB';
const ATTACHMENT_RULE = '附件仅支持 PDF 或 Word（.doc/.docx）文件，且不能超过 10 MB';

/** What a person reads for each reason. Each refusal of a file says what would be accepted. */
export const FILE_MSG: Record<FileErrorReason, string> = {
  no_file: '请选择要上传的文件',
  purpose: '请说明上传的是照片还是附件',
  invalid: '上传内容格式不正确，请重新选择文件上传',
  empty: '文件内容为空，请重新选择',
  too_large: '上传的文件过大：照片不能超过 2 MB，附件不能超过 10 MB',
  photo_too_large: '照片不能超过 2 MB',
  attachment_too_large: ATTACHMENT_RULE,
  photo_type: PHOTO_RULE,
  attachment_type: ATTACHMENT_RULE,
  photo_unreadable: '照片无法读取，文件可能已损坏，请换一张 JPG 或 PNG 图片',
  photo_pixels: `照片像素过大（不能超过 ${FILE_LIMITS.photoMaxPixels / 10_000} 万像素），请缩小后再上传`,
  attachment_inflated: `Word 文件解压后超过 ${FILE_LIMITS.docxInflatedBytes / MB} MB，无法接收，请另存为 PDF 后再上传`,
  attachment_html: '该 PDF 文件开头含有网页代码，无法接收，请用办公软件重新导出 PDF 后再上传',
  quota: '您上传的文件总量已达 30 MB 上限，请先删除不用的文件',
  turnover: '24 小时内删除的文件仍计入上传量（保存的与删除的合计不超过 60 MB），请明天再上传',
  too_many: `您上传的文件已达 ${FILE_LIMITS.filesPerUser} 个上限，请先删除不用的文件`,
  in_use: '该文件已随求职申请投递，不能删除；如需更换，请直接上传新文件',
  not_found: '文件不存在或已删除',
  busy: '上传失败，请稍后再试',
};

const KIND_NAMES: Record<SniffedKind, string> = { jpeg: 'JPG 图片', png: 'PNG 图片', pdf: 'PDF 文件', docx: 'Word 文件', doc: 'Word 文件' };

/** "“简历.pdf”不是有效的 PDF 文件。附件仅支持…": the name's claim, refused, with what is accepted. */
export function wrongContentMessage(purpose: FilePurpose, fileName: string, claimed: SniffedKind | null): string {
  const rule = purpose === 'photo' ? PHOTO_RULE : ATTACHMENT_RULE;
  return claimed ? `“${fileName}”不是有效的 ${KIND_NAMES[claimed]}。${rule}` : rule;
}

/** Lower-case extension without the dot ("" when none). */
export function extensionOf(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** What the extension of a name claims the content is (null for names that claim nothing we know). */
export function claimedKind(fileName: string): SniffedKind | null {
  switch (extensionOf(fileName)) {
    case 'jpg':
    case 'jpeg':
      return 'jpeg';
    case 'png':
      return 'png';
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    case 'doc':
      return 'doc';
    default:
      return null;
  }
}

/**
 * The browser's first look (the server decides): the extension must be one the field accepts and
 * the size within its limit. null when it may be sent.
 */
export function checkBeforeUpload(purpose: FilePurpose, file: { name: string; size: number }): FileErrorReason | null {
  if (file.size === 0) return 'empty';
  if (!ACCEPTED_EXTENSIONS[purpose].includes(extensionOf(file.name))) return purpose === 'photo' ? 'photo_type' : 'attachment_type';
  if (file.size > limitFor(purpose)) return purpose === 'photo' ? 'photo_too_large' : 'attachment_too_large';
  return null;
}

/** Extension the stored name ends with, by the content found. */
export const STORED_EXTENSION: Record<SniffedKind, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf', docx: 'docx', doc: 'doc' };

const DEFAULT_STEM: Record<FilePurpose, string> = { photo: '照片', attachment: '附件' };

/**
 * A name safe to store and to send back in Content-Disposition: no folders (either slash), no
 * control or format characters (which include the right-to-left override that disguises
 * "gpj.exe"), none of \ / : * ? " < > |, no leading dots, at most 100 characters, Chinese kept,
 * ending in the extension of what the content really is.
 */
export function cleanFileName(originalName: string, purpose: FilePurpose, kind: SniffedKind): string {
  const base = originalName.slice(Math.max(originalName.lastIndexOf('/'), originalName.lastIndexOf('\\')) + 1).normalize('NFC');
  const visible = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u{FFFD}]/gu, '')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const ext = STORED_EXTENSION[kind];
  const dot = visible.lastIndexOf('.');
  const known = dot >= 0 && claimedKind(`x${visible.slice(dot)}`) !== null;
  let stem = (known ? visible.slice(0, dot) : visible).replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (!stem) stem = DEFAULT_STEM[purpose];
  const room = FILE_LIMITS.fileNameChars - ext.length - 1;
  const chars = Array.from(stem);
  if (chars.length > room) stem = chars.slice(0, room).join('').trimEnd();
  return `${stem}.${ext}`;
}

export const FILE_API = {
  upload: '/api/bzf-portal-recruit/brcFileEntity/upload',
  download: '/api/bzf-portal-recruit/brcFileEntity/download',
  remove: '/api/bzf-portal-recruit/brcFileEntity/remove',
} as const;

export const downloadHref = (id: number) => `${FILE_API.download}?id=${id}`;

/** What the API answers for a stored file (never its bytes). */
export type FileMeta = {
  id: number;
  purpose: FilePurpose;
  fileName: string;
  mediaType: string;
  size: number;
  createdAt: string;
};
