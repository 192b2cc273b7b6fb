/** 'YYYY-MM-DD HH:mm' in the city's time zone (UTC+8, no daylight saving). */
export function cityTime(local: string): Date {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(local)) throw new Error(`演示数据时间格式错误: ${local}`);
  const d = new Date(`${local.replace(' ', 'T')}:00+08:00`);
  if (Number.isNaN(d.getTime())) throw new Error(`演示数据时间无效: ${local}`);
  return d;
}

