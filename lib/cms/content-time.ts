/** "2026-11-26 09:30", Beijing time (UTC+8, no daylight saving): how the console shows a time. */
export function formatShanghaiMinute(at: Date | string): string {
  const iso = new Date(new Date(at).getTime() + 8 * 3600 * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}
