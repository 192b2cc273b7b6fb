/** Date-range filters in Shanghai calendar days (pure: the lists' templates and the search read it). */
export const DATE_MSG = {
  day: '日期格式应为 年-月-日，如 2026-05-01',
  order: '开始日期不能晚于结束日期',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (years 2000–2099: the portal's records and then some). */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && y <= 2099 && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

export type DateRange = { from: string | null; to: string | null };

/** Reads from/to for a page: a bad day, or an end before the start, is named at its field and ignored. */
export function readDateRange(get: (name: string) => string | null): { range: DateRange; errors: Partial<Record<'from' | 'to', string>>; typed: { from: string; to: string } } {
  const typed = { from: (get('from') ?? '').trim().slice(0, 20), to: (get('to') ?? '').trim().slice(0, 20) };
  const errors: Partial<Record<'from' | 'to', string>> = {};
  let from: string | null = null;
  let to: string | null = null;
  if (typed.from) {
    if (isDay(typed.from)) from = typed.from;
    else errors.from = DATE_MSG.day;
  }
  if (typed.to) {
    if (isDay(typed.to)) to = typed.to;
    else errors.to = DATE_MSG.day;
  }
  if (from && to && from > to) {
    errors.to = DATE_MSG.order;
    to = null;
  }
  return { range: { from, to }, errors, typed };
}

