/**
 * What a file really is, read from its bytes — never from its name or the browser's claim.
 * Pure (no I/O). A photo is JPEG or PNG, an attachment PDF, DOCX or DOC; anything else is refused.
 * Whether a JPEG or PNG also decodes is proven by ./files.ts, which decodes and re-encodes it.
 */
import { claimedKind, FILE_LIMITS, FILE_MSG, type FilePurpose, type SniffedKind, wrongContentMessage } from './file-rules';

export type SniffResult =
  | { ok: true; kind: SniffedKind }
  | { ok: false; reason: 'photo_type' | 'attachment_type' | 'attachment_inflated' | 'attachment_html'; message: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(Math.max(0, from), Math.min(bytes.length, to)));

const u16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number) => (((b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16)) >>> 0) + (b[at + 3] ?? 0) * 0x1000000;
const u64 = (b: Uint8Array, at: number) => u32(b, at) + u32(b, at + 4) * 0x100000000;
const u32be = (b: Uint8Array, at: number) => (b[at] ?? 0) * 0x1000000 + (((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0));

/**
 * JPEG: SOI (FF D8) then a marker segment (FF xx), and, walking the segments, a frame header
 * (SOF0–SOF15 except DHT/JPG/DAC) with a non-zero size before the scan starts.
 */
export function isJpeg(b: Uint8Array): boolean {
  if (!startsWith(b, [0xff, 0xd8, 0xff])) return false;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return false; // end or scan before any frame header
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0);
    if (length < 2) return false;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > b.length) return false;
      const height = ((b[at + 5] ?? 0) << 8) | (b[at + 6] ?? 0);
      const width = ((b[at + 7] ?? 0) << 8) | (b[at + 8] ?? 0);
      return width > 0 && height > 0;
    }
    at += 2 + length;
  }
  return false;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** PNG: the 8-byte signature, then the IHDR chunk first (length 13) with a non-zero size. */
export function isPng(b: Uint8Array): boolean {
  if (!startsWith(b, PNG_SIGNATURE) || b.length < 33) return false;
  if (u32be(b, 8) !== 13 || ascii(b, 12, 16) !== 'IHDR') return false;
  return u32be(b, 16) > 0 && u32be(b, 20) > 0;
}

/**
 * PDF: a header `%PDF-1.0`…`%PDF-1.7` or `%PDF-2.0` within the first 1024 bytes (some writers put
 * junk first; readers accept that), and `%%EOF` within the last 1024 bytes (a truncated upload
 * has none).
 */
export function isPdf(b: Uint8Array): boolean {
  const head = ascii(b, 0, 1024 + 8);
  const at = head.search(/%PDF-(1\.[0-7]|2\.0)/);
  if (at < 0 || at > 1024) return false;
  return ascii(b, b.length - 1024, b.length).includes('%%EOF');
}

export type ZipEntry = { name: string; /** As the central directory declares it (what an unzip will write). */ uncompressedSize: number };

/**
 * The entries of a ZIP's central directory (ZIP64 included), or null when there is no readable
 * one. Read from the end record, as every unzip does, so a file that only begins with "PK" fails.
 * Nothing is inflated: the sizes are the ones the directory declares.
 */
export function zipEntries(b: Uint8Array): ZipEntry[] | null {
  if (!startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return null;
  // The end record is 22 bytes plus a comment of at most 65535.
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i -= 1) {
    if (b[i] === 0x50 && b[i + 1] === 0x4b && b[i + 2] === 0x05 && b[i + 3] === 0x06) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  let count = u16(b, eocd + 10);
  let size = u32(b, eocd + 12);
  let offset = u32(b, eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || !startsWith(b, [0x50, 0x4b, 0x06, 0x07], locator)) return null;
    const record = u64(b, locator + 8);
    if (record > b.length - 56 || !startsWith(b, [0x50, 0x4b, 0x06, 0x06], record)) return null;
    count = u64(b, record + 32);
    size = u64(b, record + 40);
    offset = u64(b, record + 48);
  }
  if (offset + size > b.length || count > 100_000) return null;
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: false });
  let at = offset;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > offset + size || !startsWith(b, [0x50, 0x4b, 0x01, 0x02], at)) return null;
    const nameLength = u16(b, at + 28);
    const extraLength = u16(b, at + 30);
    const commentLength = u16(b, at + 32);
    if (at + 46 + nameLength + extraLength > b.length) return null;
    let uncompressedSize = u32(b, at + 24);
    if (uncompressedSize === 0xffffffff) {
      // ZIP64: the real size is the first field of the extra block 0x0001.
      const zip64 = zip64Size(b, at + 46 + nameLength, extraLength);
      if (zip64 === null) return null;
      uncompressedSize = zip64;
    }
    entries.push({ name: decoder.decode(b.subarray(at + 46, at + 46 + nameLength)), uncompressedSize });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The uncompressed size in a ZIP64 extended-information extra field, or null without one. */
function zip64Size(b: Uint8Array, from: number, length: number): number | null {
  for (let at = from; at + 4 <= from + length; ) {
    const tag = u16(b, at);
    const size = u16(b, at + 2);
    if (tag === 0x0001) return size >= 8 && at + 12 <= from + length ? u64(b, at + 4) : null;
    at += 4 + size;
  }
  return null;
}

/** The names in a ZIP's central directory, or null when there is no readable one. */
export function zipEntryNames(b: Uint8Array): string[] | null {
  return zipEntries(b)?.map((e) => e.name) ?? null;
}

/** DOCX: a ZIP whose central directory lists [Content_Types].xml and word/document.xml. */
export function isDocx(b: Uint8Array): boolean {
  const names = zipEntryNames(b);
  if (!names) return false;
  const set = new Set(names.map((n) => n.replace(/\\/g, '/').toLowerCase()));
  return set.has('[content_types].xml') && set.has('word/document.xml');
}

const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
/** "WordDocument" as a compound-file directory entry name: UTF-16LE, NUL-terminated, 26 bytes. */
const WORD_STREAM = Array.from('WordDocument\0').flatMap((c) => [c.charCodeAt(0), 0]);

/**
 * DOC: an OLE compound file (D0 CF 11 E0 A1 B1 1A E1, little-endian, 512- or 4096-byte sectors)
 * holding a "WordDocument" stream. Directory entries are 128 bytes and sector-aligned, so every
 * 128-byte boundary is looked at; Excel, PowerPoint and installer files have no such stream.
 */
export function isDoc(b: Uint8Array): boolean {
  if (!startsWith(b, CFB_SIGNATURE) || b.length < 512 + 128) return false;
  if (u16(b, 0x1c) !== 0xfffe) return false;
  const major = u16(b, 0x1a);
  const sectorShift = u16(b, 0x1e);
  if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) return false;
  for (let at = 512; at + 128 <= b.length; at += 128) {
    // Name length 26 and object type 2 (a stream) sit right after the 64-byte name field.
    if (b[at] === 0x57 && startsWith(b, WORD_STREAM, at) && u16(b, at + 64) === WORD_STREAM.length && b[at + 66] === 2) return true;
  }
  return false;
}

/**
 * What a DOCX unpacks to, by its central directory: Word, an indexer or a virus scanner opening it
 * inflates every part, and a few kB of deflated zeros can declare gigabytes. Nothing is inflated
 * here; an entry that lies about its size cannot hurt us, since the portal never unpacks it.
 */
export function zipInflatedBytes(b: Uint8Array): number | null {
  const entries = zipEntries(b);
  return entries ? entries.reduce((sum, e) => sum + e.uncompressedSize, 0) : null;
}

/**
 * Browsers decide "this is a web page" from the first bytes (WHATWG MIME sniffing): after
 * whitespace, one of these tags followed by a space or ">", or an XML declaration (an SVG image).
 */
const HTML_START = /^[\t\n\f\r ]*(?:<(?:!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p)[ >]|<!--|<\?xml|<svg)/i;
/**
 * Tags older and laxer sniffers (mail filters, old IE) find anywhere in the first bytes. Each
 * has a letter that is not a hex digit right after "<", so a PDF hex string never matches.
 */
const HTML_MARKERS = /<(?:!doctype\s+html|html|head|body|script|iframe|svg|object|embed|meta|style|title|img|link|form|div|table|font|h1)[\s>/]|<!--|javascript:/i;

/** The bytes a polyglot hides its page in: a PDF reader allows 1024 bytes before "%PDF-". */
const POLYGLOT_WINDOW = 1024 + 8;

/**
 * A file that is a PDF to a PDF reader and a web page (or SVG) to a browser or a lax sniffer:
 * an HTML or SVG start, or HTML markers within the first bytes a PDF reader skips or reads as
 * comments. Downloads are served with nosniff and as attachments; this refuses them on the way
 * in as well, for every other program that will open the file.
 */
export function looksLikeHtml(b: Uint8Array): boolean {
  const head = ascii(b, 0, POLYGLOT_WINDOW);
  return HTML_START.test(head) || HTML_MARKERS.test(head);
}

/** The kind of the bytes, or null for anything not accepted anywhere. */
export function sniffKind(b: Uint8Array): SniffedKind | null {
  if (isJpeg(b)) return 'jpeg';
  if (isPng(b)) return 'png';
  if (isPdf(b)) return 'pdf';
  if (isDocx(b)) return 'docx';
  if (isDoc(b)) return 'doc';
  return null;
}

const PURPOSE_KINDS: Record<FilePurpose, readonly SniffedKind[]> = { photo: ['jpeg', 'png'], attachment: ['pdf', 'docx', 'doc'] };

/** Kinds a name's extension may claim for content of each kind (Word's two formats, a photo's two, are interchangeable). */
const SAME_FAMILY: Record<SniffedKind, readonly SniffedKind[]> = {
  jpeg: ['jpeg', 'png'],
  png: ['jpeg', 'png'],
  pdf: ['pdf'],
  docx: ['docx', 'doc'],
  doc: ['docx', 'doc'],
};

/**
 * Whether these bytes may be stored for `purpose`. The content decides; the name only adds a
 * refusal: a name that claims a type of ours the content is not (a text file named 简历.pdf) is
 * refused even when the content is another accepted type, so a download never opens as the
 * wrong program.
 */
export function sniffUpload(purpose: FilePurpose, fileName: string, bytes: Uint8Array): SniffResult {
  const kind = sniffKind(bytes);
  const claimed = claimedKind(fileName);
  const reason = purpose === 'photo' ? 'photo_type' : 'attachment_type';
  if (!kind || !PURPOSE_KINDS[purpose].includes(kind)) {
    const named = claimed && PURPOSE_KINDS[purpose].includes(claimed) ? claimed : null;
    return { ok: false, reason, message: wrongContentMessage(purpose, displayName(fileName), named) };
  }
  if (claimed && !SAME_FAMILY[kind].includes(claimed)) {
    return { ok: false, reason, message: wrongContentMessage(purpose, displayName(fileName), PURPOSE_KINDS[purpose].includes(claimed) ? claimed : null) };
  }
  if (kind === 'docx' && (zipInflatedBytes(bytes) ?? Infinity) > FILE_LIMITS.docxInflatedBytes) {
    return { ok: false, reason: 'attachment_inflated', message: FILE_MSG.attachment_inflated };
  }
  if (kind === 'pdf' && looksLikeHtml(bytes)) return { ok: false, reason: 'attachment_html', message: FILE_MSG.attachment_html };
  return { ok: true, kind };
}

/** The name as put into a message: no folders, no control characters, at most 40 characters. */
function displayName(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1).replace(/[\p{Cc}\p{Cf}]/gu, '');
  const chars = Array.from(base);
  return chars.length > 40 ? `${chars.slice(0, 39).join('')}…` : base;
}
