/**
 * The console's forms about the site search (issue #27 part 4): a best bet (a result pinned for a
 * query), a synonym set, removing either, and the statistics page's week.
 */
import { z } from './zod';
import { QUERY_MAX } from '@/lib/search/tokens.mjs';

export const SEARCH_CONSOLE_MSG = {
  query: `请输入搜索词（不超过 ${QUERY_MAX} 个字）`,
  target: '请填写要置顶的结果：结果的地址（如 /t1/…）或编号（如 content:12、page:/t1/…）',
  words: '请输入 2 到 10 个词，用空格、逗号或顿号分隔',
  id: '请选择要删除的条目',
  week: '请选择一周（以周一的日期表示）',
} as const;

export const bestBetForm = z.object({
  query: z
    .string({ error: SEARCH_CONSOLE_MSG.query })
    .trim()
    .min(1, { error: SEARCH_CONSOLE_MSG.query })
    .refine((v) => [...v].length <= QUERY_MAX, { error: SEARCH_CONSOLE_MSG.query }),
  target: z.string({ error: SEARCH_CONSOLE_MSG.target }).trim().min(3, { error: SEARCH_CONSOLE_MSG.target }).max(300, { error: SEARCH_CONSOLE_MSG.target }),
});
export type BestBetFormInput = z.input<typeof bestBetForm>;
export const BEST_BET_FIELDS = ['query', 'target'] as const;
export const BEST_BET_LABELS: Record<(typeof BEST_BET_FIELDS)[number], string> = { query: '搜索词', target: '置顶的结果' };

export const synonymForm = z.object({
  words: z.string({ error: SEARCH_CONSOLE_MSG.words }).trim().min(3, { error: SEARCH_CONSOLE_MSG.words }).max(200, { error: SEARCH_CONSOLE_MSG.words }),
});
export type SynonymFormInput = z.input<typeof synonymForm>;
export const SYNONYM_FIELDS = ['words'] as const;
export const SYNONYM_LABELS: Record<(typeof SYNONYM_FIELDS)[number], string> = { words: '同义词' };

export const removeForm = z.object({ id: z.coerce.number({ error: SEARCH_CONSOLE_MSG.id }).int({ error: SEARCH_CONSOLE_MSG.id }).min(1, { error: SEARCH_CONSOLE_MSG.id }) });
export const REMOVE_FIELDS = ['id'] as const;

/** The statistics page's ?week=YYYY-MM-DD (a Monday); anything else reads as this week. */
export function readStatsWeek(value: string | undefined | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const t = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).getUTCDay() !== 1 ? null : value;
}
