/**
 * Intent before words (issue #27 part 2): a query is matched against the enabled search intent rules
 * (bss_search_intent_rule, data reviewed in the console /admin/search-rules), and the matching rules'
 * factors per result kind are multiplied into one map the ranking takes (bss_search_page's `boosts`).
 * A question how to do something ranks guides and forms first, a place or a layout with a housing word
 * ranks projects first, 出租/招租 with 商铺 ranks shops first — because rules say so, not code.
 *
 * The rules are read at most every RULES_TTL_MS per instance (a search costs no extra round trip);
 * a change in the console forgets them at once on the instance that saved, and the others read them
 * again within that time.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { searchIntentRules } from '@/lib/db/schema';
import { changedFields, type AuditEntry } from '@/lib/staff/audit';
import { SearchFieldError } from './field-error';
import { isBoostKey, type BoostKey } from './kinds';
import { normalizeText } from './tokens.mjs';

export type IntentRule = {
  id: number;
  name: string;
  /** Words one of which must occur in the query; none: the rule applies to every query. */
  triggers: string[];
  withWords: string[];
  boosts: Partial<Record<BoostKey, number>>;
  enabled: boolean;
  note: string;
  reviewedBy: string | null;
  reviewedAt: string | null;
};

/** Bounds of a factor: a rule can lift a kind tenfold or push it down to a tenth, never remove it. */
export const BOOST_MIN = 0.1;
export const BOOST_MAX = 10;
export const RULES_TTL_MS = 30_000;

/**
 * Whether a rule matches a query: one of its triggers (a rule without any applies to every query),
 * and (when it names any) one of its companion words.
 */
export function ruleMatches(rule: Pick<IntentRule, 'triggers' | 'withWords'>, query: string): boolean {
  const q = normalizeText(query);
  if (!q.trim()) return false;
  const has = (w: string) => {
    const n = normalizeText(w);
    return n.length > 0 && q.includes(n);
  };
  if (rule.triggers.length > 0 && !rule.triggers.some(has)) return false;
  return rule.withWords.length === 0 || rule.withWords.some(has);
}

/** The rules a query matches (enabled ones only), and the product of their factors per kind. */
export function matchIntent(rules: readonly IntentRule[], query: string): { matched: IntentRule[]; boosts: Partial<Record<BoostKey, number>> } {
  const matched = rules.filter((r) => r.enabled && ruleMatches(r, query));
  const boosts: Partial<Record<BoostKey, number>> = {};
  for (const rule of matched) {
    for (const [kind, factor] of Object.entries(rule.boosts)) {
      if (!isBoostKey(kind) || typeof factor !== 'number' || !Number.isFinite(factor)) continue;
      const f = Math.min(BOOST_MAX, Math.max(BOOST_MIN, factor));
      boosts[kind] = Math.min(BOOST_MAX, Math.max(BOOST_MIN, (boosts[kind] ?? 1) * f));
    }
  }
  return { matched, boosts };
}

export async function loadIntentRules(db: Db): Promise<IntentRule[]> {
  const rows = await db.select().from(searchIntentRules).orderBy(asc(searchIntentRules.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    triggers: r.triggers,
    withWords: r.withWords,
    boosts: r.boosts as IntentRule['boosts'],
    enabled: r.enabled,
    note: r.note,
    reviewedBy: r.reviewedBy,
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
  }));
}

type GlobalWithRules = typeof globalThis & { __bzfIntentRules?: { db: Db; at: number; rules: Promise<IntentRule[]> } };

/** The rules, cached per instance for RULES_TTL_MS (per database: tests open several). */
export function cachedIntentRules(db: Db): Promise<IntentRule[]> {
  const g = globalThis as GlobalWithRules;
  const c = g.__bzfIntentRules;
  const now = Date.now();
  if (c && c.db === db && now - c.at < RULES_TTL_MS) return c.rules;
  const rules = loadIntentRules(db).catch((error) => {
    g.__bzfIntentRules = undefined;
    throw error;
  });
  g.__bzfIntentRules = { db, at: now, rules };
  return rules;
}

/** After a change: this instance reads the rules again on its next search. */
export function forgetIntentRules(): void {
  (globalThis as GlobalWithRules).__bzfIntentRules = undefined;
}

export type IntentRuleChange = {
  id: number;
  triggers: string[];
  withWords: string[];
  boosts: Partial<Record<BoostKey, number>>;
  enabled: boolean;
  note: string;
};

/**
 * A reviewed change of a rule, within `tx` with its audit row: saving is reviewing, so the rule records
 * who saved it and when. Returns false when there is no such rule. The caller forgets the cached rules
 * after the commit (forgetIntentRules).
 */
export async function saveIntentRule(
  tx: Db,
  audit: (entry: AuditEntry) => Promise<void>,
  reviewer: string,
  change: IntentRuleChange,
  now = new Date(),
): Promise<boolean> {
  const [before] = await tx.select().from(searchIntentRules).where(eq(searchIntentRules.id, change.id)).for('update');
  if (!before) return false;
  const after = { triggers: change.triggers, withWords: change.withWords, boosts: change.boosts, enabled: change.enabled, note: change.note };
  await tx
    .update(searchIntentRules)
    .set({ ...after, reviewedBy: reviewer, reviewedAt: now, updatedAt: now })
    .where(eq(searchIntentRules.id, change.id));
  const changes = changedFields(
    { triggers: before.triggers, withWords: before.withWords, boosts: before.boosts, enabled: before.enabled, note: before.note },
    after,
  );
  await audit({ action: 'search.rule', entity: 'search_intent_rule', entityId: change.id, changes });
  return true;
}

export type NewIntentRule = Omit<IntentRuleChange, 'id'> & { name: string };

/** The message of a name another rule already has (the form shows it under 名称). */
export const RULE_NAME_TAKEN = '已有同名的规则，请换一个名称';

/**
 * A new rule, reviewed by the staff member who adds it, within `tx` with its audit row. A name
 * another rule has is refused (SearchFieldError on `name`). Returns the new rule's id.
 */
export async function addIntentRule(
  tx: Db,
  audit: (entry: AuditEntry) => Promise<void>,
  reviewer: string,
  rule: NewIntentRule,
  now = new Date(),
): Promise<number> {
  const [taken] = await tx.select({ id: searchIntentRules.id }).from(searchIntentRules).where(eq(searchIntentRules.name, rule.name));
  if (taken) throw new SearchFieldError('name', RULE_NAME_TAKEN);
  const values = { name: rule.name, triggers: rule.triggers, withWords: rule.withWords, boosts: rule.boosts, enabled: rule.enabled, note: rule.note };
  const [row] = await tx
    .insert(searchIntentRules)
    .values({ ...values, reviewedBy: reviewer, reviewedAt: now, updatedAt: now })
    .returning({ id: searchIntentRules.id });
  await audit({ action: 'search.rule.add', entity: 'search_intent_rule', entityId: row!.id, changes: changedFields(null, values) });
  return row!.id;
}

/** Deletes a rule within `tx` with its audit row (what it was); false when there is no such rule. */
export async function removeIntentRule(tx: Db, audit: (entry: AuditEntry) => Promise<void>, id: number): Promise<boolean> {
  const [row] = await tx.delete(searchIntentRules).where(eq(searchIntentRules.id, id)).returning();
  if (!row) return false;
  const before = { name: row.name, triggers: row.triggers, withWords: row.withWords, boosts: row.boosts, enabled: row.enabled, note: row.note };
  await audit({ action: 'search.rule.delete', entity: 'search_intent_rule', entityId: id, changes: changedFields(before, null) });
  return true;
}
