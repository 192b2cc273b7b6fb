import { WORKDAY_HOURS } from './contact';
import { HOUSING_BUSINESSES, HOUSING_BUSINESS_CODES } from '@/lib/eligibility/businesses';
import { ELIGIBILITY_RULE_SETS } from '@/lib/eligibility/rules';
import { SEED_COLUMNS, type SeedColumn } from '@/lib/db/seed/columns';
import { BUSINESS_GUIDES, GUIDE_ROUTES, guideForRoute, SERVICE_HALLS } from './guides';

const numbersIn = (text: string) => [...text.replace(/\{\w+\}/g, '').matchAll(/\d[\d,]*/g)].map((m) => m[0]);

function findColumn(nodes: readonly SeedColumn[], key: string, trail: string[] = []): string[] | null {
  for (const n of nodes) {
    if (n.key === key) return [...trail, n.key];
    const below = n.children ? findColumn(n.children, key, [...trail, n.key]) : null;
    if (below) return below;
  }
  return null;
}

describe('business guides as data', () => {
  it('has one guide per business, in the businesses’ order', () => {
    expect(Object.keys(BUSINESS_GUIDES)).toEqual([...HOUSING_BUSINESS_CODES]);
    for (const code of HOUSING_BUSINESS_CODES) expect(BUSINESS_GUIDES[code].business).toBe(HOUSING_BUSINESSES[code]);
  });

  it.each(ELIGIBILITY_RULE_SETS.map((s) => [s.business, s] as const))('%s restates every demo rule, with the same figures, and says they are demo rules', (code, set) => {
    const guide = BUSINESS_GUIDES[code];
    const restated = guide.conditions.filter((c) => c.ruleId).map((c) => c.ruleId);
    expect([...restated].sort()).toEqual(set.rules.map((r) => r.id).sort());
    for (const rule of set.rules) {
      const condition = guide.conditions.find((c) => c.ruleId === rule.id)!;
      for (const n of numbersIn(rule.failReason)) expect({ rule: rule.id, has: `${condition.title}${condition.detail}`.includes(n) }).toEqual({ rule: rule.id, has: true });
    }
    expect(guide.conditionsNote).toContain('演示规则');
    expect(guide.conditionsNote).toContain('青禾市');
  });

  it.each(HOUSING_BUSINESS_CODES)('%s has a complete guide: materials, steps, halls, 4–6 FAQ, a notice column under 通知公告', (code) => {
    const g = BUSINESS_GUIDES[code];
    expect(g.summary.length).toBeGreaterThan(30);
    expect(g.materials.length).toBeGreaterThanOrEqual(4);
    for (const m of g.materials) {
      expect(m.copies).toBeGreaterThanOrEqual(1);
      expect(m.name).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(g.materials.some((m) => m.download)).toBe(true);
    expect(g.steps.length).toBeGreaterThanOrEqual(4);
    for (const s of g.steps) expect([s.title, s.actor, s.duration, s.detail].every((v) => v.length > 0)).toBe(true);
    expect(g.halls.length).toBeGreaterThanOrEqual(2);
    expect(g.faq.length).toBeGreaterThanOrEqual(4);
    expect(g.faq.length).toBeLessThanOrEqual(6);
    expect(findColumn(SEED_COLUMNS, g.noticeColumnKey)?.[0]).toBe('tzgg');
  });

  it('links each business to its matching projects', () => {
    expect(Object.fromEntries(HOUSING_BUSINESS_CODES.map((c) => [c, BUSINESS_GUIDES[c].projectsHref]))).toEqual({
      gzf: '/t1/xmzs?type=gzf',
      bzf: '/t1/xmzs?type=bzf',
      psx: '/t1/project_show?type=psx',
      gycq: '/t1/project_show_gycqf',
    });
  });

  it('keeps 3–4 service halls shared by the businesses, with GCJ-02 coordinates, a phone and weekday hours', () => {
    const halls = Object.values(SERVICE_HALLS);
    expect(halls.length).toBeGreaterThanOrEqual(3);
    expect(halls.length).toBeLessThanOrEqual(4);
    for (const h of halls) {
      expect(h.lng).toBeGreaterThan(73);
      expect(h.lng).toBeLessThan(136);
      expect(h.lat).toBeGreaterThan(3);
      expect(h.lat).toBeLessThan(54);
      expect(h.phone).toMatch(/^\d{4}-\d{8}$/);
      expect(h.hours[0]).toBe(WORKDAY_HOURS);
      expect(h.address).toContain(h.district === '青禾高新区' ? '高新区' : h.district);
    }
    expect(halls.filter((h) => h.businesses.length > 1).length).toBe(halls.length);
  });

  it('maps each 业务介绍 / 业务办理 route to its business and view mode', () => {
    expect(Object.fromEntries(Object.entries(GUIDE_ROUTES).map(([p, r]) => [p, `${r.code}:${r.mode}`]))).toEqual({
      '/t1/ywjs': 'bzf:introduce',
      '/t1/ywbl': 'bzf:handle',
      '/t1/ywjs_03': 'gzf:introduce',
      '/t1/ywbl_02': 'gzf:handle',
      '/t1/ywjs_01': 'psx:introduce',
      '/t1/ywbl_01': 'psx:handle',
      '/t1/business_introduce': 'gycq:introduce',
    });
    expect(guideForRoute('/t1/ywbl_01')?.guide.code).toBe('psx');
    expect(guideForRoute('/t1/news_list')).toBeNull();
    // Each business's 业务办理 link lands on a guide of that business.
    for (const code of HOUSING_BUSINESS_CODES) expect(guideForRoute(HOUSING_BUSINESSES[code].handleHref)?.guide.code).toBe(code);
  });
});
