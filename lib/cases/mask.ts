/** 张三 → 张*, 欧阳娜娜 → 欧***: the family name and a star per other character (lists, the public lookup, published questions). */
export function maskName(name: string | null | undefined): string {
  const chars = [...(name ?? '').trim()];
  if (chars.length === 0) return '';
  return chars[0] + '*'.repeat(Math.max(1, chars.length - 1));
}
