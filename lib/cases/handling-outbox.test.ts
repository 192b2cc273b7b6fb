/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describeEachDatabase, rejectionOf } from '@/lib/cms/test-fixtures';
import type { Db } from '@/lib/db/client';
import { cases, messages, outbox, shopIntentions, staff } from '@/lib/db/schema';
import { addTestUser } from '@/lib/register/test-users';
import type { AuditActor } from '@/lib/staff/audit';
import { addNote, transitionCase } from './handling';
import { createSmsTransport, type SmsRequest } from './outbox-transports';
import { runOutboxOnce } from './outbox-worker';
import { openCase } from './receipts';

// SMS configured for this file (jest gives each test file its own process.env); e-mail is not.
const SMS = { url: 'http://127.0.0.1:9/unused', key: 'handling-outbox-test-key-0123456789ab', signName: '安居住房保障', template: 'TPL_CASE' };
process.env.SMS_GATEWAY_URL = SMS.url;
process.env.SMS_GATEWAY_KEY = SMS.key;
process.env.SMS_SIGN_NAME = SMS.signName;
process.env.SMS_TEMPLATE_CASE_STATUS = SMS.template;

describeEachDatabase('a case change tells the citizen by SMS where it is configured', (database) => {
  const db = (): Db => database().db;
  let clerk: AuditActor;
  const at = new Date('2026-11-26T02:00:00Z');

  beforeAll(async () => {
    const [row] = await db().insert(staff).values({ login: 'clerk.sms', displayName: '经办丙', role: 'caseworker', passwordHash: 'x' }).returning({ id: staff.id });
    clerk = { staffId: row!.id, login: 'clerk.sms', role: 'caseworker', address: '10.0.0.3' };
  });

  async function shopCase() {
    const { userId, mobile } = await addTestUser(db(), { name: '张三' });
    const [row] = await db()
      .insert(shopIntentions)
      .values({ userId, applicantKind: 'person', personName: '张三', contactName: '张三', mobile, intendedUse: '餐饮', idempotencyKey: `k-${userId}-${Math.random()}` })
      .returning({ id: shopIntentions.id });
    const receiptNo = await openCase(db(), { kind: 'shop_intention', subjectId: row!.id, userId, at });
    const [c] = await db().select().from(cases).where(eq(cases.receiptNo, receiptNo));
    return { caseId: c!.id, userId, mobile, receiptNo };
  }

  it('writes the SMS of a status change with its 站内信, and the citizen receives the status and 登录查看详情, no note, no name', async () => {
    const { caseId, userId, mobile, receiptNo } = await shopCase();
    await transitionCase(db(), { caseId, expectedVersion: 1, to: 'accepted', noteToCitizen: '请张三本周五携带营业执照到三楼窗口' }, clerk, at);
    const [message] = await db().select().from(messages).where(eq(messages.caseId, caseId));
    const rows = await db().select().from(outbox).where(eq(outbox.caseId, caseId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId, channel: 'sms', status: 'pending', messageId: message!.id, title: message!.title, body: message!.body });

    const received: SmsRequest[] = [];
    const gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        received.push(JSON.parse(body) as SmsRequest);
        res.end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/`;
      const transports = { sms: createSmsTransport({ ...SMS, url }) };
      const sent = await runOutboxOnce(db(), { transports, now: new Date(Date.now() + 60_000), maxAttempts: 6, backoffMinutes: [1] });
      expect(sent.sent).toBeGreaterThanOrEqual(1);
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
    const sms = received.find((r) => r.id === `outbox-${rows[0]!.id}`);
    expect(sms).toMatchObject({ to: mobile, template: SMS.template, sign: SMS.signName });
    const text = JSON.stringify(sms!.params);
    expect(text).toContain(receiptNo);
    expect(text).toContain('已受理');
    expect(text).toContain('登录查看详情');
    expect(text).not.toContain('张三');
    expect(text).not.toContain('营业执照');
  });

  it('writes one for a note to the citizen, none for an internal note, and none when the change is refused', async () => {
    const { caseId } = await shopCase();
    await addNote(db(), { caseId, internalNote: '内部：已电话核实' }, clerk, at);
    expect(await db().select().from(outbox).where(eq(outbox.caseId, caseId))).toHaveLength(0);
    await addNote(db(), { caseId, noteToCitizen: '请补充材料' }, clerk, at);
    expect(await db().select().from(outbox).where(eq(outbox.caseId, caseId))).toHaveLength(1);
    // A stale page's change is refused and rolls back: its SMS with it.
    expect(await rejectionOf(transitionCase(db(), { caseId, expectedVersion: 1, to: 'accepted' }, clerk, at))).toBeTruthy();
    expect(await db().select().from(outbox).where(eq(outbox.caseId, caseId))).toHaveLength(1);
  });
});
