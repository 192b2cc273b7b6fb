/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { addColumns, describeEachDatabase, rejectionOf } from '@/lib/cms/test-fixtures';
import { transitionCase } from '@/lib/cases/handling';
import { auditLog, caseEvents, cases, contents, messages, publicityEntries, publicityLists, staff } from '@/lib/db/schema';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import type { AuditActor } from '@/lib/staff/audit';
import { completeResidentId } from '@/lib/validation/resident-id.mjs';
import { housingApplicationBody } from '@/lib/validation/housing-application';
import { submitHousingApplication } from './applications';
import { listPublicityCandidates, maskIdForPublicity, maskNameForPublicity, publishPublicityList, PublicityError } from './publicity';
import { householdApplication } from '@/lib/applications/test-applications.mjs';

const NOW = new Date('2026-11-30T02:00:00Z'); // Monday 30 November in Beijing

describe('the operator’s masking rule for a 公示 list', () => {
  it.each([
    ['张三', '张*'],
    ['张安居', '张*居'],
    ['欧阳娜娜', '欧**娜'],
    ['阿依古丽·买买提', '阿******提'],
  ])('masks the name %s as %s', (name, masked) => expect(maskNameForPublicity(name)).toBe(masked));

  it('keeps the first three and the last four of an ID number: 110***********1234', () => {
    expect(maskIdForPublicity('110101199003071234')).toBe('110***********1234');
    expect(maskIdForPublicity('11010519491231002x')).toBe('110***********002X');
  });
});

describeEachDatabase('publishing a 公示 list', (database) => {
  let clerk: AuditActor;
  let editor: AuditActor;
  const citizens: TestUser[] = [];
  let serial = 0;

  beforeAll(async () => {
    const db = database().db;
    await addColumns(db, [{ key: 'tzgg_gzf_zg', label: '资格审核公示', route: '/t3/news_list' }]);
    const rows = await db
      .insert(staff)
      .values([
        { login: 'clerk.publicity', displayName: '经办庚', role: 'caseworker', passwordHash: 'x' },
        { login: 'editor.publicity', displayName: '编辑辛', role: 'editor', passwordHash: 'x' },
      ])
      .returning({ id: staff.id, login: staff.login, role: staff.role });
    [clerk, editor] = rows.map((r) => ({ staffId: r.id, login: r.login, role: r.role, address: '10.0.0.9' })) as [AuditActor, AuditActor];
  });

  /** A citizen's 公租房 application moved by the clerk to 复核. */
  async function atSecondReview(name: string) {
    serial += 1;
    const user = await addTestUser(database().db, { name });
    citizens.push(user);
    const app = await submitHousingApplication(
      user.userId,
      housingApplicationBody.parse({
        product: 'gzf',
        ...householdApplication({
          applicantName: name,
          idNumber: completeResidentId(`1101011990030${String(7000 + serial).slice(-4)}`),
          mobile: `1390000${String(1000 + serial).slice(-4)}`,
          currentAddress: '澄江区明德路 18 号',
        }),
      }),
      new Date(NOW.getTime() - 86_400_000 * 10),
    );
    let [c] = await database().db.select().from(cases).where(eq(cases.receiptNo, app.receiptNo!));
    for (const to of ['accepted', 'first_review', 'second_review'] as const) {
      const moved = await transitionCase(database().db, { caseId: c!.id, to, expectedVersion: c!.version }, clerk, new Date(NOW.getTime() - 86_400_000));
      c = { ...c!, version: moved.version, status: moved.status };
    }
    return { app, kase: c!, user };
  }

  it('publishes the masked list as a notice with its objection period, moves every listed application to 公示 and tells each citizen', async () => {
    const db = database().db;
    const a = await atSecondReview('王小明');
    const b = await atSecondReview('欧阳娜娜');
    const candidates = await listPublicityCandidates(db, 'gzf');
    expect(candidates.map((c) => c.caseId)).toEqual(expect.arrayContaining([a.kase.id, b.kase.id]));

    const result = await publishPublicityList(clerk, { product: 'gzf', days: 7, cases: [a, b].map((x) => ({ caseId: x.kase.id, version: x.kase.version })) }, NOW);
    const [article] = await db.select().from(contents).where(eq(contents.id, result.contentId));
    expect(article).toMatchObject({ status: 'published', columnKey: 'tzgg_gzf_zg' });
    expect(article!.title).toBe('公共租赁住房申请家庭资格审核结果公示（2026年11月30日）');
    expect(article!.bodyHtml).toContain('王*明');
    expect(article!.bodyHtml).toContain('欧**娜');
    expect(article!.bodyHtml).toMatch(/110\*{11}\d{3}[\dX]/);
    expect(article!.bodyHtml).toContain('公示期为2026年11月30日至2026年12月6日（共 7 天）');
    // Nothing of the households but the masked name, the masked ID number and the family size.
    expect(article!.bodyHtml).not.toContain('王小明');
    expect(article!.bodyHtml).not.toMatch(/1390000/);
    expect(article!.bodyHtml).not.toContain(a.kase.receiptNo);

    const [list] = await db.select().from(publicityLists).where(eq(publicityLists.id, result.listId));
    expect(list).toMatchObject({ product: 'gzf', startsOn: '2026-11-30', endsOn: '2026-12-06', contentId: result.contentId, staffId: clerk.staffId });
    expect(await db.select().from(publicityEntries).where(eq(publicityEntries.listId, result.listId))).toHaveLength(2);
    for (const x of [a, b]) {
      const [c] = await db.select().from(cases).where(eq(cases.id, x.kase.id));
      expect(c!.status).toBe('publicized');
      const [event] = await db.select().from(caseEvents).where(and(eq(caseEvents.caseId, x.kase.id), eq(caseEvents.toStatus, 'publicized')));
      expect(event!.noteToCitizen).toContain(result.title);
      expect((await db.select().from(messages).where(eq(messages.userId, x.user.userId))).some((m) => m.title.includes('公示'))).toBe(true);
    }
    const audited = await db.select().from(auditLog).where(and(eq(auditLog.action, 'content.publishGenerated'), eq(auditLog.entityId, String(result.contentId))));
    expect(audited).toHaveLength(1);
  });

  it('publishes nothing when one listed application changed meanwhile, and refuses a role that may not review', async () => {
    const db = database().db;
    const a = await atSecondReview('李四');
    const b = await atSecondReview('赵钱孙');
    const before = await db.select({ id: contents.id }).from(contents);
    // Another handler rejected b after the page was read.
    await transitionCase(db, { caseId: b.kase.id, to: 'rejected', expectedVersion: b.kase.version, noteToCitizen: '收入超过标准。' }, clerk, NOW);
    const refused = await rejectionOf(publishPublicityList(clerk, { product: 'gzf', days: 7, cases: [a, b].map((x) => ({ caseId: x.kase.id, version: x.kase.version })) }, NOW));
    expect(refused).toBeInstanceOf(PublicityError);
    expect((refused as PublicityError).reason).toBe('changed');
    expect(await db.select({ id: contents.id }).from(contents)).toEqual(before);
    expect((await db.select().from(cases).where(eq(cases.id, a.kase.id)))[0]!.status).toBe('second_review');

    expect(((await rejectionOf(publishPublicityList(editor, { product: 'gzf', days: 7, cases: [{ caseId: a.kase.id, version: a.kase.version }] }, NOW))) as PublicityError).reason).toBe('forbidden');
    expect(((await rejectionOf(publishPublicityList(clerk, { product: 'gzf', days: 3, cases: [{ caseId: a.kase.id, version: a.kase.version }] }, NOW))) as PublicityError).reason).toBe('invalid');
    expect(((await rejectionOf(publishPublicityList(clerk, { product: 'gzf', days: 7, cases: [] }, NOW))) as PublicityError).reason).toBe('empty');
  });
});
