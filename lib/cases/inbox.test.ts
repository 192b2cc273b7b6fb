/** @jest-environment node */
import { and, asc, count, eq } from 'drizzle-orm';
import { describeEachDatabase, rejectionOf } from '@/lib/cms/test-fixtures';
import type { Db } from '@/lib/db/client';
import { auditLog, cases, portalUsers, questionnaireResponses, questionnaires, shopIntentions, staff } from '@/lib/db/schema';
import { DEMO_CITIZEN } from '@/lib/db/seed/demo-citizen';
import { addTestUser } from '@/lib/register/test-users';
import type { AuditActor } from '@/lib/staff/audit';
import { transitionCase } from './handling';
import { seedDemoContentOnce } from '@/lib/db/seed';
import { CASE_KINDS } from '@/lib/db/schema/cases';
import { exportInboxCsv, getCase, listInbox, maskName, revealCase } from './inbox';
import { openCase } from './receipts';

describe('masking', () => {
  it('keeps the family name and a star per other character', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧***');
    expect(maskName('')).toBe('');
  });
});

describeEachDatabase('the case inbox', (database) => {
  const db = (): Db => database().db;
  let clerk: AuditActor;
  const ids: number[] = [];

  beforeAll(async () => {
    const [s] = await db().insert(staff).values({ login: 'inbox.clerk', displayName: '经办丙', role: 'caseworker', passwordHash: 'x' }).returning({ id: staff.id });
    clerk = { staffId: s!.id, login: 'inbox.clerk', role: 'caseworker', address: '10.0.0.3' };
    const { userId } = await addTestUser(db());
    // Five shop intentions on five days (Thursday 2026-11-19 on), the oldest two still 已提交.
    for (let i = 0; i < 5; i++) {
      const at = new Date(Date.UTC(2026, 10, 19 + i, 2));
      const [row] = await db()
        .insert(shopIntentions)
        .values({ userId, applicantKind: 'person', personName: '李四', contactName: '李四', mobile: '13700001111', intendedUse: 'catering', idempotencyKey: `inbox-${i}`, createdAt: at })
        .returning({ id: shopIntentions.id });
      const receiptNo = await openCase(db(), { kind: 'shop_intention', subjectId: row!.id, userId, at });
      ids.push((await db().select({ id: cases.id }).from(cases).where(eq(cases.receiptNo, receiptNo)))[0]!.id);
    }
    for (const id of ids.slice(2)) await transitionCase(db(), { caseId: id, to: 'accepted', expectedVersion: 1 }, clerk, new Date('2026-11-24T02:00:00Z'));
  });

  it('lists a kind newest first with names and phones masked', async () => {
    const page = await listInbox(db(), { kind: 'shop_intention' }, 1, new Date('2026-11-25T00:00:00Z'));
    expect(page.records.map((r) => r.id)).toEqual([...ids].reverse());
    expect(page.records[0]).toMatchObject({ who: '李*', phone: '137****1111', about: '餐饮' });
    expect(JSON.stringify(page)).not.toContain('13700001111');
  });

  it('filters by status and date range together, by handler, and by overdue against the pledge', async () => {
    const now = new Date('2026-11-27T00:00:00Z');
    const accepted = await listInbox(db(), { kind: 'shop_intention', status: 'accepted', from: '2026-11-22', to: '2026-11-23' }, 1, now);
    expect(accepted.records.map((r) => r.id)).toEqual([ids[4], ids[3]]);
    expect((await listInbox(db(), { kind: 'shop_intention', handlerId: clerk.staffId! }, 1, now)).total).toBe(3);
    // Submitted on 11-19 (Thu) and 11-20 (Fri): due five working days on, 11-26 and 11-27 10:00 Beijing.
    const overdue = await listInbox(db(), { kind: 'shop_intention', overdue: true }, 1, now);
    expect(overdue.records.map((r) => r.id)).toEqual([ids[0]]);
    expect(overdue.records[0]!.overdue).toBe(true);
    expect((await listInbox(db(), { kind: 'allotment' }, 1, now)).total).toBe(0);
  });

  it('shows a case masked, and whole only through revealCase, which writes an audit entry', async () => {
    const masked = await getCase(db(), ids[0]!, clerk);
    expect(masked?.fields.find((f) => f.label === '联系电话')?.value).toBe('137****1111');
    expect(masked?.moves.map((m) => m.label)).toEqual(['已受理']);
    const before = (await db().select().from(auditLog).where(eq(auditLog.action, 'case.reveal'))).length;
    const whole = await revealCase(db(), ids[0]!, clerk);
    expect(whole?.fields.find((f) => f.label === '联系电话')?.value).toBe('13700001111');
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'case.reveal'))).toHaveLength(before + 1);
  });

  it('refuses the record to a role that may not handle cases, administrators included', async () => {
    const admin: AuditActor = { staffId: null, login: 'admin1', role: 'admin', address: '' };
    expect(await rejectionOf(revealCase(db(), ids[0]!, admin))).toMatchObject({ code: '4030' });
    expect(await rejectionOf(getCase(db(), ids[0]!, admin))).toMatchObject({ code: '4030' });
  });
});

describeEachDatabase('the case inbox over the demo content', (database) => {
  // Each kind joins its own submission table (and its project, post, questionnaire or respondent)
  // in the page's one statement: every kind's rows must name what the list shows, masked.
  beforeAll(async () => {
    const { db } = database();
    await seedDemoContentOnce(db);
    // The demo has no signed-in questionnaire response: the demo citizen answers the first questionnaire.
    const [user] = await db.select({ id: portalUsers.id }).from(portalUsers).where(eq(portalUsers.mobile, DEMO_CITIZEN.mobile));
    const [q] = await db.select({ id: questionnaires.id }).from(questionnaires).orderBy(asc(questionnaires.id)).limit(1);
    const [response] = await db.insert(questionnaireResponses).values({ questionnaireId: q!.id, userId: user!.id }).returning({ id: questionnaireResponses.id });
    await openCase(db, { kind: 'questionnaire', subjectId: response!.id, userId: user!.id, scopeId: q!.id });
  });

  it.each(CASE_KINDS)('lists %s cases with the applicant and phone masked and what each is about', async (kind) => {
    const page = await listInbox(database().db, { kind });
    expect(page.records.length).toBeGreaterThan(0);
    for (const row of page.records) {
      expect(row.about).not.toBe('');
      // A company is named; a person is masked (张*); a phone is 138****0001.
      expect(row.who).toMatch(/^(.\*+|.*(公司|商行|店|中心).*)$/);
      expect(row.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    }
    const { csv } = await exportInboxCsv(database().db, { kind }, { staffId: null, login: 'demo.clerk', role: 'caseworker', address: '10.0.0.9' });
    expect(csv.split('\r\n').length - 2).toBe(page.total);
    expect(csv).not.toMatch(/1\d{10}/);
  });

  it('answers each filter with its own values when filters of one shape share a prepared statement', async () => {
    const db = database().db;
    for (const status of ['submitted', 'accepted', 'closed', 'submitted'] as const) {
      const page = await listInbox(db, { kind: 'shop_intention', status });
      const [{ n }] = (await db.select({ n: count() }).from(cases).where(and(eq(cases.kind, 'shop_intention'), eq(cases.status, status)))) as [{ n: number }];
      expect(page.total).toBe(n);
      expect(page.records.every((r) => r.status === status)).toBe(true);
    }
    const mine = await listInbox(db, { kind: 'shop_intention', handlerId: -1 });
    expect(mine.total).toBe(0);
  });
});
