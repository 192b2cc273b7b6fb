/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { auditLog, searchIntentRules } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { STAFF_COOKIE } from '@/lib/staff/cookie';
import { roleCan, STAFF_ROLE_CODES, type StaffRole } from '@/lib/staff/roles';
import { signedInStaffToken } from '@/lib/staff/test-sessions';
import { parseBoosts, SEARCH_RULE_MSG, splitWords } from '@/lib/validation/search-rule';
import { POST as postRule } from '@/app/admin/api/search-rules/route';
import { POST as postNewRule } from '@/app/admin/api/search-rules/new/route';
import { POST as postRemoveRule } from '@/app/admin/api/search-rules/remove/route';
import { cachedIntentRules, matchIntent, RULE_NAME_TAKEN } from './intent';

describe('the rule form’s words and factors', () => {
  it('reads words separated by spaces, commas or 、 and factors by a kind’s name or code', () => {
    expect(splitWords('怎么申请 如何申请、办理流程，怎么申请')).toEqual(['怎么申请', '如何申请', '办理流程']);
    expect(parseBoosts('办事指南 1.6，在线服务 1.4')).toEqual({ guide: 1.6, service: 1.4 });
    expect(parseBoosts('shop=2')).toEqual({ shop: 2 });
    expect(parseBoosts('办事指南 50')).toBeNull();
    expect(parseBoosts('不存在的类别 1.5')).toBeNull();
    expect(parseBoosts('')).toBeNull();
    expect(parseBoosts('已结束 0.5，往年 0.7')).toEqual({ closed: 0.5, old: 0.7 });
    expect(parseBoosts('closed=0.2')).toEqual({ closed: 0.2 });
  });
});

describe.each(testTargets().map((t) => [t.name, t] as const))('the search intent rules console on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  const db = () => handle!.db;
  const tokens = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    for (const role of STAFF_ROLE_CODES) tokens[role] = await signedInStaffToken(role, 'rules', '规则测试');
  });
  afterAll(() => closeServiceDatabase(handle));

  const post = (role: StaffRole | null, body: unknown, route: (req: Request) => Promise<Response> = postRule) =>
    route(
      new Request('http://portal.test/admin/api/search-rules', {
        method: 'POST',
        headers: { ...(role ? { cookie: `${STAFF_COOKIE}=${tokens[role]}` } : {}), origin: 'http://portal.test', host: 'portal.test', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  const shopRule = async () => (await db().select().from(searchIntentRules).where(eq(searchIntentRules.name, '商铺出租、招租')))[0]!;

  it('a reviewer disables a rule: the rule records who reviewed it, the audit row names the change, and searches stop matching it', async () => {
    const rule = await shopRule();
    expect(matchIntent(await cachedIntentRules(db()), '商铺招租').matched.map((r) => r.id)).toContain(rule.id);
    const res = await post('reviewer', { id: String(rule.id), triggers: rule.triggers.join(' '), withWords: rule.withWords.join('、'), boosts: '商铺 1.5，商业项目 1.4', enabled: false, note: rule.note });
    expect(res.status).toBe(200);
    const after = await shopRule();
    expect(after.enabled).toBe(false);
    expect(after.reviewedBy).toMatch(/rules/);
    expect(after.reviewedAt).not.toBeNull();
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'search_intent_rule'), eq(auditLog.entityId, String(rule.id))));
    expect(audit.map((a) => a.action)).toEqual(['search.rule']);
    expect(audit[0]!.changes).toMatchObject({ enabled: { before: true, after: false } });
    // The saving instance forgot its cached rules: the next search ranks without the rule.
    expect(matchIntent(await cachedIntentRules(db()), '商铺招租').matched.map((r) => r.id)).not.toContain(rule.id);
    await post('reviewer', { id: String(rule.id), triggers: rule.triggers.join(' '), withWords: rule.withWords.join(' '), boosts: '商铺 1.5，商业项目 1.4', enabled: true, note: rule.note });
  });

  it('refuses factors it cannot read, in Chinese, and changes nothing', async () => {
    const rule = await shopRule();
    const res = await post('admin', { id: String(rule.id), triggers: '出租', withWords: '', boosts: '商铺 很多', enabled: true, note: '' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(SEARCH_RULE_MSG.boosts);
    expect((await shopRule()).triggers).toEqual(rule.triggers);
  });

  it.each(STAFF_ROLE_CODES)('%s: may change a rule only with search.rules (审核 and 管理员)', async (role) => {
    const rule = await shopRule();
    const res = await post(role, { id: String(rule.id), triggers: rule.triggers.join(' '), withWords: rule.withWords.join(' '), boosts: '商铺 1.5，商业项目 1.4', enabled: true, note: rule.note });
    expect(res.status).toBe(roleCan(role, 'search.rules') ? 200 : 403);
    expect(roleCan(role, 'search.rules')).toBe(role === 'reviewer' || role === 'admin');
  });

  it('a reviewer adds a rule for a class of question and deletes it again: both audited, the search follows at once', async () => {
    const name = '投诉举报：联系方式';
    const res = await post('reviewer', { name, triggers: '投诉 举报', withWords: '', boosts: '栏目页面 1.5', enabled: true, note: '问投诉：联系方式页排前。' }, postNewRule);
    expect(res.status).toBe(200);
    const [added] = await db().select().from(searchIntentRules).where(eq(searchIntentRules.name, name));
    expect(added).toMatchObject({ triggers: ['投诉', '举报'], boosts: { page: 1.5 }, enabled: true });
    expect(added!.reviewedBy).toMatch(/rules/);
    expect(matchIntent(await cachedIntentRules(db()), '怎么投诉').matched.map((r) => r.id)).toContain(added!.id);

    const again = await post('admin', { name, triggers: '投诉', withWords: '', boosts: '栏目页面 2', enabled: true, note: '' }, postNewRule);
    expect(again.status).toBe(400);
    expect(JSON.stringify(await again.json())).toContain(RULE_NAME_TAKEN);

    expect((await post('editor', { id: String(added!.id) }, postRemoveRule)).status).toBe(403);
    expect((await post('reviewer', { id: String(added!.id) }, postRemoveRule)).status).toBe(200);
    expect(await db().select().from(searchIntentRules).where(eq(searchIntentRules.name, name))).toEqual([]);
    expect(matchIntent(await cachedIntentRules(db()), '怎么投诉').matched.map((r) => r.id)).not.toContain(added!.id);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'search_intent_rule'), eq(auditLog.entityId, String(added!.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['search.rule.add', 'search.rule.delete']);
    expect(audit.find((a) => a.action === 'search.rule.delete')!.changes).toMatchObject({ name: { before: name, after: null } });
    expect((await post('reviewer', { id: String(added!.id) }, postRemoveRule)).status).toBe(404);
  });

  it('a rule without trigger words is saved as applying to every query', async () => {
    const res = await post('admin', { name: '通用：已结束排后', triggers: '', withWords: '', boosts: '已结束 0.4', enabled: true, note: '' }, postNewRule);
    expect(res.status).toBe(200);
    const [rule] = await db().select().from(searchIntentRules).where(eq(searchIntentRules.name, '通用：已结束排后'));
    expect(rule).toMatchObject({ triggers: [], boosts: { closed: 0.4 } });
    expect(matchIntent(await cachedIntentRules(db()), '任意的词').boosts.closed).toBeCloseTo(0.5 * 0.4);
    expect((await post('admin', { id: String(rule!.id) }, postRemoveRule)).status).toBe(200);
  });

  it('answers 404 for a rule that does not exist', async () => {
    const res = await post('admin', { id: '999999', triggers: '出租', withWords: '', boosts: '商铺 2', enabled: true, note: '' });
    expect(res.status).toBe(404);
  });
});
