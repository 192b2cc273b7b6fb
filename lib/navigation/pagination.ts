/**
 * Page-number rules of the paged lists, kept pure so they are tested without rendering. A page
 * number comes from the URL and is untrusted: anything malformed shows page 1, anything past the
 * end shows the last page — never an error page.
 */

export const DEFAULT_PAGE_SIZE = 10;
/** Questions per page of the Q&A templates (help centre, policy Q&A). */
export const QA_PAGE_SIZE = 20;

/** `?pageNum=` as typed by a visitor → a positive integer (1 when missing or malformed). */
export function parsePageNum(raw: string | string[] | undefined | null): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return 1;
  const trimmed = value.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return 1;
  const n = Number(trimmed);
  return n >= 1 ? n : 1;
}

/** Keeps a requested page inside 1..pages (an empty list still has page 1). */
export function clampPageNum(requested: number, pages: number): number {
  const last = Number.isFinite(pages) && pages >= 1 ? Math.floor(pages) : 1;
  if (!Number.isFinite(requested) || requested < 1) return 1;
  return Math.min(Math.floor(requested), last);
}

/** Number of pages for `total` records. */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The page numbers to show: always the first and last, a window around the current one, and a gap
 * marker where numbers are skipped. `1 … 4 5 [6] 7 8 … 20`.
 */
export function pageWindow(current: number, pages: number, radius = 2): PageItem[] {
  if (pages <= 1) return pages === 1 ? [{ type: 'page', page: 1 }] : [];
  const c = clampPageNum(current, pages);
  let start = Math.max(1, c - radius);
  let end = Math.min(pages, c + radius);
  // Keep the window the same width near the ends so the control does not jump around.
  const width = radius * 2 + 1;
  if (end - start + 1 < width) {
    if (start === 1) end = Math.min(pages, start + width - 1);
    else if (end === pages) start = Math.max(1, end - width + 1);
  }
  const items: PageItem[] = [];
  if (start > 1) {
    items.push({ type: 'page', page: 1 });
    if (start > 2) items.push({ type: 'gap', key: 'gap-start' });
  }
  for (let p = start; p <= end; p += 1) items.push({ type: 'page', page: p });
  if (end < pages) {
    if (end < pages - 1) items.push({ type: 'gap', key: 'gap-end' });
    items.push({ type: 'page', page: pages });
  }
  return items;
}
