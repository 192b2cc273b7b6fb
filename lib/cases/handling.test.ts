/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { describeEachDatabase, rejectionOf } from '@/lib/cms/test-fixtures';
import type { Db } from '@/lib/db/client';
import { auditLog, caseEvents, cases, messages, shopIntentions, staff } from '@/lib/db/schema';
import { addTestUser } from '@/lib/register/test-users';
import type { AuditActor } from '@/lib/staff/audit';
import { addWorkingDays, allowedMoves, statusesOf } from './flow';
import { addNote, assignCase, markRead, messagesOf, recordWithdrawal, timelineOf, transitionCase, unreadCount } from './handling';
import { openCase } from './receipts';

describe('case flows (pure)', () => {
  it('let staff move a shop intention only forward: 已提交 → 已受理 → 已联系 → 已结束', () => {
    expect(allowedMoves('shop_intention', 'submitted')).toEqual(['accepted']);
    expect(allowedMoves('shop_intention', 'contacted')).toEqual(['closed']);
    expect(allowedMoves('shop_intention', 'closed')).toEqual([]);
    expect(statusesOf('allotment')).toEqual(['submitted', 'reviewing', 'approved', 'rejected', 'withdrawn']);
    expect(statusesOf('job_application')).toEqual(['submitted', 'screening', 'rejected', 'interview', 'hired', 'withdrawn']);
  });

  it('count working days Monday to Friday in Beijing: 5 from a Thursday is the next Thursday, a Friday’s skips the weekend', () => {
    // 2026-11-26 is a Thursday (10:00 Beijing).
    expect(addWorkingDays(new Date('2026-11-26T02:00:00Z'), 5).toISOString()).toBe('2026-12-03T02:00:00.000Z');
    expect(addWorkingDays(new Date('2026-11-27T02:00:00Z'), 1).toISOString()).toBe('2026-11-30T02:00:00.000Z');
  });
});

describeEachDatabase('handling cases', (database) => {
  const db = (): Db => database().db;
  let clerk: AuditActor;
  let other: AuditActor;
  const at = new Date('2026-11-26T02:00:00Z');

  beforeAll(async () => {
    const rows = await db()
      .insert(staff)
      .values([
        { login: 'clerk.a', displayName: '经办甲', role: 'caseworker', passwordHash: 'x' },
        { login: 'clerk.b', displayName: '经办乙', role: 'caseworker', passwordHash: 'x' },
      ])
      .returning({ id: staff.id });
    clerk = { staffId: rows[0]!.id, login: 'clerk.a', role: 'caseworker', address: '10.0.0.1' };
    other = { staffId: rows[1]!.id, login: 'clerk.b', role: 'caseworker', address: '10.0.0.2' };
  });

  async function shopCase(): Promise<{ caseId: number; userId: number; subjectId: number; receiptNo: string }> {
    const { userId } = await addTestUser(db());
    const [row] = await db()
      .insert(shopIntentions)
      .values({ userId, applicantKind: 'person', personName: '张三', contactName: '张三', mobile: '13812340001', intendedUse: '餐饮', idempotencyKey: `k-${userId}-${Math.random()}` })
      .returning({ id: shopIntentions.id });
    const receiptNo = await openCase(db(), { kind: 'shop_intention', subjectId: row!.id, userId, at });
    const [c] = await db().select().from(cases).where(eq(cases.receiptNo, receiptNo));
    return { caseId: c!.id, userId, subjectId: row!.id, receiptNo };
  }

  it('opens a case 已提交 with its pledge due five working days on, and the submission on its timeline', async () => {
    const { caseId } = await shopCase();
    const [c] = await db().select().from(cases).where(eq(cases.id, caseId));
    expect(c).toMatchObject({ status: 'submitted', version: 1, handlerId: null, closedAt: null });
    expect(c!.dueAt?.toISOString()).toBe('2026-12-03T02:00:00.000Z');
    expect(await timelineOf(db(), caseId, { forCitizen: true })).toMatchObject([{ toStatus: 'submitted', statusLabel: '已提交', actorLabel: '本人' }]);
  });

  it('accepts a case: the status, the submission’s own status, the event, the citizen’s message and the audit entry, together', async () => {
    const { caseId, userId, subjectId, receiptNo } = await shopCase();
    const done = await transitionCase(db(), { caseId, to: 'accepted', expectedVersion: 1, noteToCitizen: '请保持电话畅通', internalNote: '已核对营业执照' }, clerk);
    expect(done).toEqual({ caseId, status: 'accepted', version: 2 });
    const [subject] = await db().select({ status: shopIntentions.status }).from(shopIntentions).where(eq(shopIntentions.id, subjectId));
    expect(subject?.status).toBe('accepted');
    const page = await messagesOf(db(), userId);
    expect(page.records).toHaveLength(1);
    expect(page.records[0]!.body).toBe(`您的商铺意向登记（受理编号 ${receiptNo}）状态已更新为「已受理」，请登录查看详情。`);
    expect(page.records[0]!.body).not.toContain('张三');
    expect(page.records[0]!.body).not.toContain('13812340001');
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, receiptNo));
    expect(audit.map((a) => a.action)).toEqual(['case.transition']);
  });

  it('refuses a move the flow does not allow, with its reason and code, and changes nothing', async () => {
    const { caseId, userId } = await shopCase();
    const refused = await rejectionOf(transitionCase(db(), { caseId, to: 'closed', expectedVersion: 1 }, clerk));
    expect(refused).toMatchObject({ code: '4092', status: 409, userMessage: '当前状态为「已提交」，不能变更为「已结束」' });
    const [c] = await db().select().from(cases).where(eq(cases.id, caseId));
    expect(c).toMatchObject({ status: 'submitted', version: 1 });
    expect(await db().select().from(caseEvents).where(eq(caseEvents.caseId, caseId))).toHaveLength(1);
    expect(await unreadCount(db(), userId)).toBe(0);
  });

  it('refuses a final case any further move', async () => {
    const { caseId } = await shopCase();
    await recordWithdrawal(db(), 'shop_intention', (await db().select().from(cases).where(eq(cases.id, caseId)))[0]!.subjectId);
    expect(await rejectionOf(transitionCase(db(), { caseId, to: 'accepted', expectedVersion: 2 }, clerk))).toMatchObject({ code: '4092', userMessage: '该业务已「已撤回」，不能再变更状态' });
  });

  it('tells the second of two handlers acting on the same version to refresh, and keeps the first one’s change', async () => {
    const { caseId } = await shopCase();
    const results = await Promise.allSettled([
      transitionCase(db(), { caseId, to: 'accepted', expectedVersion: 1, internalNote: '甲' }, clerk),
      transitionCase(db(), { caseId, to: 'accepted', expectedVersion: 1, internalNote: '乙' }, other),
    ]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: '4091', userMessage: '该业务已被他人更新，请刷新后重试' });
    const events = await db().select().from(caseEvents).where(eq(caseEvents.caseId, caseId));
    expect(events.filter((e) => e.toStatus === 'accepted')).toHaveLength(1);
  });

  it('never shows an internal note, nor who on the staff acted, in the citizen’s timeline or messages', async () => {
    const { caseId, userId } = await shopCase();
    await transitionCase(db(), { caseId, to: 'accepted', expectedVersion: 1, internalNote: '内部：申请人曾有欠租记录' }, clerk);
    await addNote(db(), { caseId, internalNote: '内部：再核一次' }, clerk);
    await addNote(db(), { caseId, noteToCitizen: '请于周五前补交材料' }, clerk);
    await assignCase(db(), { caseId, handlerId: other.staffId, expectedVersion: 4 }, clerk);
    const mine = await timelineOf(db(), caseId, { forCitizen: true, userId });
    expect(mine.map((e) => e.statusLabel ?? e.noteToCitizen)).toEqual(['已提交', '已受理', '请于周五前补交材料']);
    expect(JSON.stringify(mine)).not.toMatch(/内部|经办|分派/);
    const inbox = await messagesOf(db(), userId);
    expect(JSON.stringify(inbox)).not.toMatch(/内部|欠租|经办/);
    expect(inbox.total).toBe(2);
    const staffView = await timelineOf(db(), caseId, { forCitizen: false });
    expect(staffView.map((e) => e.internalNote).filter(Boolean)).toEqual(['内部：申请人曾有欠租记录', '内部：再核一次', '分派给：经办乙']);
    const [c] = await db().select().from(cases).where(eq(cases.id, caseId));
    expect(c).toMatchObject({ handlerId: other.staffId, version: 5 });
  });

  it('lets a citizen read and mark only their own messages; another’s timeline reads empty', async () => {
    const a = await shopCase();
    const b = await shopCase();
    await transitionCase(db(), { caseId: a.caseId, to: 'accepted', expectedVersion: 1 }, clerk);
    const [aMessage] = (await messagesOf(db(), a.userId)).records;
    expect(await unreadCount(db(), a.userId)).toBe(1);
    expect(await markRead(db(), b.userId, aMessage!.id)).toBe(false);
    expect(await unreadCount(db(), a.userId)).toBe(1);
    expect((await messagesOf(db(), b.userId)).total).toBe(0);
    expect(await timelineOf(db(), a.caseId, { forCitizen: true, userId: b.userId })).toEqual([]);
    expect(await markRead(db(), a.userId, aMessage!.id)).toBe(true);
    expect(await unreadCount(db(), a.userId)).toBe(0);
  });

  it('puts the citizen’s withdrawal on the timeline and in a message, and closes the case', async () => {
    const { caseId, userId, subjectId } = await shopCase();
    await recordWithdrawal(db(), 'shop_intention', subjectId, new Date('2026-11-27T01:00:00Z'));
    const [c] = await db().select().from(cases).where(eq(cases.id, caseId));
    expect(c).toMatchObject({ status: 'withdrawn', version: 2, dueAt: null });
    expect(c!.closedAt?.toISOString()).toBe('2026-11-27T01:00:00.000Z');
    expect((await timelineOf(db(), caseId, { forCitizen: true })).map((e) => e.statusLabel)).toEqual(['已提交', '已撤回']);
    expect(await unreadCount(db(), userId)).toBe(1);
  });

  it('refuses a member of staff whose role may not handle cases, and a handler who cannot take cases', async () => {
    const { caseId } = await shopCase();
    const editor: AuditActor = { staffId: null, login: 'editor1', role: 'editor', address: '' };
    expect(await rejectionOf(transitionCase(db(), { caseId, to: 'accepted', expectedVersion: 1 }, editor))).toMatchObject({ code: '4030' });
    const [admin] = await db().insert(staff).values({ login: `adm${caseId}`, displayName: '管理员', role: 'admin', passwordHash: 'x' }).returning({ id: staff.id });
    expect(await rejectionOf(assignCase(db(), { caseId, handlerId: admin!.id, expectedVersion: 1 }, clerk))).toMatchObject({ code: '4000', userMessage: '所选工作人员不存在、已停用或不能办理业务' });
    const [c] = await db().select().from(cases).where(eq(cases.id, caseId));
    expect(c).toMatchObject({ handlerId: null, version: 1 });
  });

  it('writes no message for an internal note, and one saying there is a note (not what it says) for a note to the citizen', async () => {
    const { caseId, userId } = await shopCase();
    await addNote(db(), { caseId, internalNote: '只给同事看' }, clerk);
    expect(await unreadCount(db(), userId)).toBe(0);
    await addNote(db(), { caseId, noteToCitizen: '您的材料已收到' }, clerk);
    const [m] = (await messagesOf(db(), userId)).records;
    expect(m?.title).toBe('商铺意向登记有新的办理说明');
    expect(m?.body).not.toContain('您的材料已收到');
    expect(await db().select().from(messages).where(eq(messages.userId, userId))).toHaveLength(1);
  });
});
