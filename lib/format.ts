/**
 * Pure formatting helpers shared by the templates. Dates are shown in China Standard Time so a
 * notice published at 00:30 Beijing time is never listed under the previous day.
 */

const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Shanghai calendar day (YYYY-MM-DD) of an instant: deadlines, registration windows, ages. */
export function shanghaiDay(at: Date = new Date()): string {
  return new Date(at.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);
}

/** "2025-03-04T16:30:00.000Z" → "2025-03-05" (Beijing date); a plain "YYYY-MM-DD" is kept as is. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const t = Date.parse(value);
  if (Number.isNaN(t)) return '';
  return new Date(t + CST_OFFSET_MS).toISOString().slice(0, 10);
}

/** "2025-03-04T08:05:00.000Z" → "2025-03-04 16:05" (Beijing time). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const t = Date.parse(value);
  if (Number.isNaN(t)) return '';
  const iso = new Date(t + CST_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** Bytes → "512 B", "12.3 KB", "4.5 MB"; unknown sizes give "". */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v >= 100 ? Math.round(v) : v.toFixed(1).replace(/\.0$/, '')} ${units[i]}`;
}

/** Upper-cased file extension of an attachment name or URL, e.g. "PDF"; "" when none. */
export function fileExtension(nameOrUrl: string): string {
  const clean = nameOrUrl.split(/[?#]/)[0] ?? '';
  const m = /\.([a-z0-9]{1,5})$/i.exec(clean);
  return m?.[1] ? m[1].toUpperCase() : '';
}

/** Plain-text excerpt of at most `max` characters (for descriptions built from HTML). */
export function excerpt(text: string, max = 120): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}
