/** @jest-environment node */
import { searchIntentRules } from '@/lib/db/schema';
import { seedDemoContentOnce } from '@/lib/db/seed';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { forgetIntentRules, loadIntentRules, matchIntent, ruleMatches, type IntentRule } from './intent';
import { searchSite } from './search';

const rule = (over: Partial<IntentRule>): IntentRule => ({
  id: 1, name: 'r', triggers: [], withWords: [], boosts: {}, enabled: true, note: '', reviewedBy: null, reviewedAt: null, ...over,
});

describe('intent rule matching', () => {
  const howTo = rule({ name: 'how', triggers: ['怎么申请', '需要什么材料'], boosts: { guide: 1.6, service: 1.4 } });
  const shops = rule({ id: 2, name: 'shop', triggers: ['出租', '招租'], withWords: ['商铺'], boosts: { shop: 1.5 } });

  it('matches a question of the class, whatever the housing word', () => {
    expect(ruleMatches(howTo, '公租房怎么申请')).toBe(true);
    expect(ruleMatches(howTo, '保租房申请需要什么材料')).toBe(true);
    expect(ruleMatches(howTo, '公租房租金')).toBe(false);
  });

  it('needs the companion word when the rule names any: 出租 alone is not about shops', () => {
    expect(ruleMatches(shops, '商铺招租')).toBe(true);
    expect(ruleMatches(shops, '商铺 出租')).toBe(true);
    expect(ruleMatches(shops, '房屋出租')).toBe(false);
  });

  it('a disabled rule never matches, and the factors of several rules multiply within bounds', () => {
    expect(matchIntent([{ ...howTo, enabled: false }], '公租房怎么申请').matched).toEqual([]);
    const both = matchIntent([howTo, { ...howTo, id: 3, boosts: { guide: 9 } }], '公租房怎么申请');
    expect(both.matched.map((r) => r.id)).toEqual([1, 3]);
    expect(both.boosts).toEqual({ guide: 10, service: 1.4 });
  });

  it('ignores kinds the search does not know', () => {
    expect(matchIntent([rule({ triggers: ['x'], boosts: { nonsense: 3, guide: 2 } as IntentRule['boosts'] })], 'x').boosts).toEqual({ guide: 2 });
  });
});

describeEachDatabase('intent rules in the ranking', (database) => {
  beforeAll(async () => {
    await seedDemoContentOnce(database().db);
  });
  afterEach(() => forgetIntentRules());

  it('seeds the current behaviour as enabled rules, one per class of question', async () => {
    const rules = await loadIntentRules(database().db);
    expect(rules.length).toBeGreaterThanOrEqual(3);
    expect(rules.every((r) => r.enabled)).toBe(true);
    expect(matchIntent(rules, '公租房怎么申请').boosts.guide).toBeGreaterThan(1);
    expect(matchIntent(rules, '商铺招租').boosts.shop).toBeGreaterThan(1);
    expect(matchIntent(rules, '两居室公租房').boosts.project).toBeGreaterThan(1);
  });

  it('a rule lifting a kind moves that kind up the same results, and the results stay the same set', async () => {
    const query = '商铺 出租';
    const none = await searchSite({ query, pageSize: 50, intentRules: [] });
    const kinds = new Set(none.records.map((r) => r.kind));
    // Lift whichever kind is not first without the rules: it must come first with them.
    const last = none.records[none.records.length - 1]!;
    expect(kinds.size).toBeGreaterThan(1);
    const lifted = await searchSite({ query, pageSize: 50, intentRules: [rule({ triggers: ['出租'], boosts: { [last.kind]: 10 } })] });
    expect(lifted.records[0]!.kind).toBe(last.kind);
    expect(new Set(lifted.records.map((r) => r.key))).toEqual(new Set(none.records.map((r) => r.key)));
    expect(lifted.total).toBe(none.total);
  });

  it('disabling a rule in the database changes the order of the next search', async () => {
    const db = database().db;
    const query = '公租房怎么申请';
    const withRules = (await searchSite({ query })).records.map((r) => r.key);
    await db.update(searchIntentRules).set({ enabled: false });
    forgetIntentRules();
    try {
      const without = (await searchSite({ query })).records.map((r) => r.key);
      const explicit = (await searchSite({ query, intentRules: [] })).records.map((r) => r.key);
      expect(without).toEqual(explicit);
      expect(without).not.toEqual(withRules);
    } finally {
      await db.update(searchIntentRules).set({ enabled: true });
    }
  });
});
