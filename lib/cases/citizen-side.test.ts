/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { describeEachDatabase, rejectionOf } from '@/lib/cms/test-fixtures';
import { queryRows, type Db } from '@/lib/db/client';
import { addTestUser } from '@/lib/register/test-users';
import { lookupByTicket, lookupCase } from './lookup';
import { messagesOf, unreadCount } from './handling';
import { caseOfCitizen, openMessage } from './messages';
import { recordAnswer } from './answers';
import { askQuestion, monthlyFigures, myQuestions, publicQuestions } from './questions';
import { rateCase, RatingRefused, pendingFollowUps } from './ratings';

/**
 * The citizen's side of cases (issue #28 parts 3, 5, 6, 7) on both databases: only one's own
 * messages and cases, internal notes never, the public lookup's one answer for every miss, the
 * rating once and only when ended, and a question that is answered and published.
 */

const uuid = () => crypto.randomUUID();

/** A question asked by a fresh user: a case of kind consultation with its receipt. */
async function asked(db: Db, consent = true, name = '李小明') {
  const user = await addTestUser(db, { name });
  const q = await askQuestion(user.userId, { category: 'gzf', title: '公租房申请需要哪些材料', body: '我想申请公租房，请问需要准备哪些材料？', consent, idempotencyKey: uuid() });
  const [c] = await queryRows<{ id: number }>(db, sql`select id from bcs_case where receipt_no = ${q.receiptNo}`);
  return { user, q, caseId: c!.id };
}

/** A step as the console writes it (lib/cases/handling writes these in its transaction). */
async function step(db: Db, caseId: number, to: string | null, noteToCitizen: string | null, internalNote: string | null, userId: number) {
  if (to) await db.execute(sql`update bcs_case set status = ${to}, closed_at = case when ${to} in ('answered', 'closed') then now() else null end where id = ${caseId}`);
  await db.execute(sql`insert into bcs_case_event (case_id, from_status, to_status, note_to_citizen, internal_note, actor) values (${caseId}, null, ${to}, ${noteToCitizen}, ${internalNote}, 'staff')`);
  await db.execute(sql`insert into bcs_message (user_id, case_id, title, body) values (${userId}, ${caseId}, ${'您的办件有新进展'}, ${'登录查看详情'})`);
}

describeEachDatabase('the citizen’s side of cases', (database) => {
  const db = () => database().db;

  it('shows a citizen their own messages, counts the unread ones and marks one read when opened; another’s message opens nothing', async () => {
    const a = await asked(db());
    const b = await addTestUser(db());
    await step(db(), a.caseId, 'accepted', '已收到您的咨询', null, a.user.userId);
    const before = await unreadCount(db(), a.user.userId);
    const page = await messagesOf(db(), a.user.userId, { pageNum: 1, pageSize: 10 });
    const newest = page.records[0]!;
    expect(newest.caseId).toBe(a.caseId);
    expect(await openMessage(db(), b.userId, newest.id)).toBeNull();
    expect(await unreadCount(db(), a.user.userId)).toBe(before);
    const opened = await openMessage(db(), a.user.userId, newest.id);
    expect(opened).toMatchObject({ id: newest.id, read: true });
    expect(await unreadCount(db(), a.user.userId)).toBe(before - 1);
    expect((await messagesOf(db(), b.userId, { pageNum: 1, pageSize: 10 })).records).toEqual([]);
  });

  it('gives the owner the timeline with notes to the citizen, never an internal note, and nobody else anything', async () => {
    const a = await asked(db());
    const b = await addTestUser(db());
    await step(db(), a.caseId, 'accepted', '我们已受理，将在 5 个工作日内答复', '申请人情况特殊，先查档案', a.user.userId);
    await step(db(), a.caseId, null, '补充说明：请带户口本原件', '已电话联系', a.user.userId);
    const own = await caseOfCitizen(db(), a.user.userId, a.q.receiptNo);
    expect(own?.steps.map((s) => s.label)).toEqual(['已提交', '已受理', '工作人员留言']);
    expect(own?.steps.map((s) => s.note)).toEqual([null, '我们已受理，将在 5 个工作日内答复', '补充说明：请带户口本原件']);
    expect(JSON.stringify(own)).not.toMatch(/先查档案|已电话联系/);
    expect(await caseOfCitizen(db(), b.userId, a.q.receiptNo)).toBeNull();
  });

  it('looks a case up by receipt and the name or the mobile’s last four digits, shows it masked without notes, and answers every miss alike', async () => {
    const a = await asked(db(), true, '欧阳小明');
    await step(db(), a.caseId, 'accepted', '这句答复只在个人中心显示', '内部备注', a.user.userId);
    const byName = await lookupCase(db(), a.q.receiptNo.toLowerCase(), '欧阳小明');
    expect(byName).toMatchObject({ receiptNo: a.q.receiptNo, applicant: '欧***', statusLabel: '已受理', kindLabel: '留言咨询' });
    expect(byName?.steps.map((s) => s.label)).toEqual(['已提交', '已受理']);
    expect(JSON.stringify(byName)).not.toMatch(/只在个人中心|内部备注|欧阳小明/);
    expect(await lookupCase(db(), a.q.receiptNo, a.user.mobile.slice(-4))).not.toBeNull();
    expect(await lookupCase(db(), a.q.receiptNo, '欧阳大明')).toBeNull();
    expect(await lookupCase(db(), a.q.receiptNo, '0000' === a.user.mobile.slice(-4) ? '1111' : '0000')).toBeNull();
    expect(await lookupCase(db(), 'ZX-19990101-0001', '欧阳小明')).toBeNull();
    expect(await lookupCase(db(), 'not a receipt', '欧阳小明')).toBeNull();
    expect(await lookupByTicket(db(), a.q.receiptNo)).toMatchObject({ receiptNo: a.q.receiptNo });
  });

  it('takes one rating of an ended case from its owner; refuses one not ended, another’s, and a second; a low one waits for a follow-up', async () => {
    const a = await asked(db());
    const b = await addTestUser(db());
    const reason = async (p: Promise<unknown>) => ((await rejectionOf(p)) as RatingRefused | null)?.reason;
    expect(await reason(rateCase(db(), a.user.userId, { receiptNo: a.q.receiptNo, score: 5, comment: '' }))).toBe('notEnded');
    await step(db(), a.caseId, 'answered', '答复内容', null, a.user.userId);
    expect(await reason(rateCase(db(), b.userId, { receiptNo: a.q.receiptNo, score: 5, comment: '' }))).toBe('notFound');
    await rateCase(db(), a.user.userId, { receiptNo: a.q.receiptNo, score: 2, comment: '答复太慢' });
    expect(await reason(rateCase(db(), a.user.userId, { receiptNo: a.q.receiptNo, score: 5, comment: '' }))).toBe('rated');
    expect((await caseOfCitizen(db(), a.user.userId, a.q.receiptNo))?.rating).toMatchObject({ score: 2, comment: '答复太慢' });
    expect((await pendingFollowUps(db(), 1000)).map((p) => p.receiptNo)).toContain(a.q.receiptNo);
  });

  it('publishes an answered question only with its asker’s consent, name masked, and counts it in the month’s figures', async () => {
    const yes = await asked(db(), true, '王芳');
    const no = await asked(db(), false, '赵强');
    for (const x of [yes, no]) {
      await step(db(), x.caseId, 'answered', '需要身份证、户口本和收入证明。', null, x.user.userId);
      await db().transaction(async (tx) => recordAnswer(tx as unknown as Db, x.q.id, '需要身份证、户口本和收入证明。'));
    }
    const published = await publicQuestions(db(), { pageNum: 1, pageSize: 50 });
    const ids = published.records.map((r) => r.id);
    expect(ids).toContain(yes.q.id);
    expect(ids).not.toContain(no.q.id);
    expect(published.records.find((r) => r.id === yes.q.id)).toMatchObject({ asker: '王*', answer: '需要身份证、户口本和收入证明。' });
    expect(JSON.stringify(published)).not.toContain('王芳');
    const mine = await myQuestions(db(), no.user.userId, { pageNum: 1, pageSize: 10 });
    expect(mine.records[0]).toMatchObject({ receiptNo: no.q.receiptNo, answered: true, published: false, statusLabel: '已答复' });
    const [thisMonth] = await monthlyFigures(db(), 1);
    expect(thisMonth!.received).toBeGreaterThanOrEqual(2);
    expect(thisMonth!.answered).toBeGreaterThanOrEqual(2);
    const [doc] = await queryRows<{ kind: string; url: string }>(db(), sql`select kind, url from bss_search_doc where source = 'question' and ref_id = ${yes.q.id}`);
    expect(doc).toEqual({ kind: 'faq', url: `/t1/consultation#question-${yes.q.id}` });
  });

  it('gives a question sent twice (a double submit) one case and one receipt', async () => {
    const user = await addTestUser(db());
    const key = uuid();
    const body = { category: 'site' as const, title: '网站如何修改手机号', body: '我换了手机号，怎么在网站上修改？', consent: false, idempotencyKey: key };
    const [first, second] = await Promise.all([askQuestion(user.userId, body), askQuestion(user.userId, body)]);
    expect(second).toEqual(first);
    expect((await myQuestions(db(), user.userId, { pageNum: 1, pageSize: 10 })).total).toBe(1);
  });
});
