/** `?year=` → one of the years that have events; newest by default, and for anything unknown. */
export function pickYear(raw: string | string[] | undefined | null, years: readonly number[]): number | null {
  if (years.length === 0) return null;
  const newest = Math.max(...years);
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !/^\d{4}$/.test(value.trim())) return newest;
  const y = Number(value.trim());
  return years.includes(y) ? y : newest;
}
