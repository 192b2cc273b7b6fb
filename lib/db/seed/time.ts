/** 'YYYY-MM-DD HH:mm' in the city's time zone (UTC+8, no daylight saving). */
export function cityTime(local: string): Date {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(local)) throw new Error(`演示数据时间格式错误: ${local}`);
  const d = new Date(`${local.replace(' ', 'T')}:00+08:00`);
  if (Number.isNaN(d.getTime())) throw new Error(`演示数据时间无效: ${local}`);
  return d;
}


const CITY_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The city's calendar date `days` after the one `now` falls on (negative: before), 'YYYY-MM-DD'.
 * For demo records that must stay current whenever the seed runs (job posts open now, others past
 * their deadline).
 */
export function cityDateFrom(now: Date, days: number): string {
  if (!Number.isInteger(days)) throw new Error(`演示数据天数须为整数: ${days}`);
  return new Date(now.getTime() + CITY_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** 'HH:mm' city time on the date `days` after `now`'s. */
export function cityTimeFrom(now: Date, days: number, hhmm: string): Date {
  return cityTime(`${cityDateFrom(now, days)} ${hhmm}`);
}
