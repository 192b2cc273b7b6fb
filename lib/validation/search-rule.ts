/**
 * The console's search intent rule editor (issue #27 part 2): the words that trigger a rule, the
 * companion words it also needs, its factors per result kind, and whether it is on. Every field
 * arrives as a string (a plain post, or the form hook's JSON of the same values) or a boolean.
 * Words are separated by spaces, commas or 、; factors are written “办事指南 1.6，在线服务 1.4”
 * (a kind's name or code, then its factor).
 */
import { z } from './zod';
import { checkField, intField, textField } from './catalogue';
import { boostKeyLabel, isBoostKey, KIND_CODES, KIND_LABELS, STANDING_LABELS, type BoostKey } from '@/lib/search/kinds';

export const SEARCH_RULE_MSG = {
  triggers: '触发词用空格、逗号或顿号分隔，每个不超过 20 个字（不填：对每个查询都适用）',
  withWords: '同时需要的词用空格、逗号或顿号分隔，每个不超过 20 个字',
  boosts: `请按“类别 倍数”填写，如“办事指南 1.6，在线服务 1.4”或“已结束 0.5”；类别为：${KIND_CODES.map((k) => KIND_LABELS[k]).join('、')}，以及${Object.values(STANDING_LABELS).join('、')}（已结束：已出租、已满租、已截止、已废止的记录；往年：一年前的通知和新闻）；倍数在 0.1 到 10 之间`,
  query: '请输入要试的搜索词（不超过 50 个字）',
} as const;

const WORD_MAX = 20;
const WORDS_MAX = 40;

/** "怎么申请 如何申请、办理流程" → the words, trimmed and deduplicated. */
export function splitWords(text: string): string[] {
  return [...new Set(text.split(/[\s,，、;；]+/u).map((w) => w.trim()).filter(Boolean))];
}

const BOOST_KEYS: BoostKey[] = [...KIND_CODES, ...(Object.keys(STANDING_LABELS) as BoostKey[])];

const kindOf = (name: string): BoostKey | null => {
  const n = name.trim();
  if (isBoostKey(n)) return n;
  return BOOST_KEYS.find((k) => boostKeyLabel(k) === n) ?? null;
};

/** "办事指南 1.6，已结束 0.5" → { guide: 1.6, closed: 0.5 }, or null when any part is not of that form. */
export function parseBoosts(text: string): Partial<Record<BoostKey, number>> | null {
  const out: Partial<Record<BoostKey, number>> = {};
  const parts = text.split(/[\n,，;；、]+/u).map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return null;
  for (const part of parts) {
    const m = /^(.+?)\s*[=:：×x*\s]\s*(\d+(?:\.\d+)?)$/u.exec(part);
    const kind = m ? kindOf(m[1]!) : null;
    const factor = m ? Number(m[2]) : NaN;
    if (!kind || !(factor >= 0.1 && factor <= 10)) return null;
    out[kind] = factor;
  }
  return out;
}

/** { guide: 1.6 } → "办事指南 1.6" (what the form shows). */
export function formatBoosts(boosts: Partial<Record<string, number>>): string {
  return Object.entries(boosts)
    .filter(([k]) => isBoostKey(k))
    .map(([k, f]) => `${boostKeyLabel(k as BoostKey)} ${f}`)
    .join('，');
}

const wordsField = (msg: string, optional: boolean) =>
  z
    .string({ error: msg })
    .max(800, { error: msg })
    .transform((v, ctx) => {
      const words = splitWords(v);
      if ((!optional && words.length === 0) || words.length > WORDS_MAX || words.some((w) => w.length > WORD_MAX)) {
        ctx.addIssue({ code: 'custom', message: msg });
        return z.NEVER;
      }
      return words;
    });

export const searchRuleForm = z.object({
  id: intField('规则', 1, 2_147_483_647),
  triggers: z.preprocess((v) => v ?? '', wordsField(SEARCH_RULE_MSG.triggers, true)),
  withWords: z.preprocess((v) => v ?? '', wordsField(SEARCH_RULE_MSG.withWords, true)),
  boosts: z
    .string({ error: SEARCH_RULE_MSG.boosts })
    .max(400, { error: SEARCH_RULE_MSG.boosts })
    .transform((v, ctx) => {
      const b = parseBoosts(v);
      if (!b) {
        ctx.addIssue({ code: 'custom', message: SEARCH_RULE_MSG.boosts });
        return z.NEVER;
      }
      return b;
    }),
  enabled: checkField,
  note: textField('说明', 200, true),
});

/** A new rule: a name of its own and the same fields (issue #27 part 2: rules are added in the console, not by migration). */
export const newSearchRuleForm = searchRuleForm.omit({ id: true }).extend({ name: textField('名称', 40) });
export const NEW_SEARCH_RULE_FIELDS = ['name', 'triggers', 'withWords', 'boosts', 'enabled', 'note'] as const;
export const NEW_SEARCH_RULE_LABELS: Record<(typeof NEW_SEARCH_RULE_FIELDS)[number], string> = {
  name: '名称',
  triggers: '触发词',
  withWords: '同时需要的词',
  boosts: '类别倍数',
  enabled: '启用',
  note: '说明',
};

/** Deleting a rule: its id. */
export const removeSearchRuleForm = z.object({ id: intField('规则', 1, 2_147_483_647) });
export const REMOVE_SEARCH_RULE_FIELDS = ['id'] as const;

export type SearchRuleFormInput = z.input<typeof searchRuleForm>;
export type SearchRuleInput = z.output<typeof searchRuleForm>;

export const SEARCH_RULE_FIELDS = ['id', 'triggers', 'withWords', 'boosts', 'enabled', 'note'] as const;
export const SEARCH_RULE_LABELS: Record<(typeof SEARCH_RULE_FIELDS)[number], string> = {
  id: '规则',
  triggers: '触发词',
  withWords: '同时需要的词',
  boosts: '类别倍数',
  enabled: '启用',
  note: '说明',
};
