/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import { searchIntentRules } from '@/lib/db/schema';
import { indexDocument } from './index-documents';
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

  it('a rule without trigger words applies to every query, and carries the factors of a record’s standing', () => {
    const standing = rule({ id: 4, name: 'standing', triggers: [], boosts: { closed: 0.5, old: 0.7 } });
    expect(ruleMatches(standing, '公租房')).toBe(true);
    expect(ruleMatches(standing, '   ')).toBe(false);
    expect(matchIntent([standing, howTo], '公租房怎么申请').boosts).toEqual({ closed: 0.5, old: 0.7, guide: 1.6, service: 1.4 });
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
    const query = '邻里 出租';
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

  it('a record no longer current ranks below the current ones that match alike: the seeded rule, and 0.1 pushes it last', async () => {
    const db = database().db;
    const closed = await queryRows<{ title: string; ref_id: number }>(db, sql`select title, ref_id from bss_search_doc where source = 'shop' and closes_at <= now() order by ref_id limit 1`);
    expect(closed).toHaveLength(1);
    const key = `shop:${closed[0]!.ref_id}`;
    // Its project's name (a shop's title is the project's name and the unit): every shop there matches alike.
    const query = `${closed[0]!.title.replace(/\s+\S+$/, '')} 商铺`;
    const rank = async (intentRules: IntentRule[]) => (await searchSite({ query, pageSize: 50, intentRules })).records.map((r) => r.key).indexOf(key);
    const none = await rank([]);
    expect(none).toBeGreaterThanOrEqual(0);
    const seeded = (await loadIntentRules(db)).filter((r) => r.triggers.length === 0);
    expect(seeded.map((r) => r.boosts.closed)).toEqual([0.5]);
    expect(await rank(seeded)).toBeGreaterThan(none);
    const all = await searchSite({ query, pageSize: 50, intentRules: [rule({ boosts: { closed: 0.1 } })] });
    expect(all.records[all.records.length - 1]!.key).toBe(key);
  });

  it('a policy that says it is repealed stops being current when indexed again', async () => {
    const db = database().db;
    const [policy] = await queryRows<{ ref_id: number }>(db, sql`select ref_id from bss_search_doc where kind = 'policy' and source = 'content' and closes_at is null order by ref_id limit 1`);
    await db.execute(sql`update bpc_content set title = title || '（已废止）' where id = ${policy!.ref_id}`);
    try {
      await indexDocument(db, 'content', policy!.ref_id);
      const [row] = await queryRows<{ closed: boolean }>(db, sql`select closes_at <= now() as closed from bss_search_doc where source = 'content' and ref_id = ${policy!.ref_id}`);
      expect(row!.closed).toBe(true);
    } finally {
      await db.execute(sql`update bpc_content set title = replace(title, '（已废止）', '') where id = ${policy!.ref_id}`);
      await indexDocument(db, 'content', policy!.ref_id);
    }
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
