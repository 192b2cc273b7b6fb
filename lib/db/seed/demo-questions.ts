/**
 * 留言咨询 of the demo citizen (issue #28 part 7, marked demo): two answered by demo.clerk and
 * published with consent (so /t1/consultation and site search show answers), one answered without
 * consent (its answer only in the personal centre), and one still waiting. After the cases part.
 */
import { eq } from 'drizzle-orm';
import { transitionCase } from '@/lib/cases/handling';
import { maskName } from '@/lib/cases/mask';
import { openCase } from '@/lib/cases/receipts';
import type { Db } from '@/lib/db/client';
import type { AuditActor } from '@/lib/staff/audit';
import { cases, portalUsers, questions, staff } from '../schema';
import { DEMO_CITIZEN } from './demo-citizen';
import type { DemoPart } from './index';
import { cityTime } from './time';

type DemoQuestion = {
  key: string;
  category: 'gzf' | 'bzf' | 'psf' | 'gycqf' | 'shop' | 'job' | 'site' | 'other';
  title: string;
  body: string;
  consent: boolean;
  asked: string;
  answer?: { at: string; text: string };
};

const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    key: 'demo-question-1',
    category: 'gzf',
    title: '公租房租金可以按季度缴纳吗',
    body: '我家承租公租房，每月去缴租不太方便，请问租金能否按季度或半年一次缴纳？在哪里办理？',
    consent: true,
    asked: '2026-11-03 09:20',
    answer: { at: '2026-11-05 15:10', text: '可以。承租家庭可到所在项目的服务中心签订按季或按半年缴纳的补充协议，之后也可在本网站“个人中心”查看缴租记录。（演示答复）' },
  },
  {
    key: 'demo-question-2',
    category: 'site',
    title: '换了手机号怎么修改登录账号',
    body: '我原来用旧手机号注册，现在换了新号码，旧号码收不到验证码了，应该怎么修改？',
    consent: true,
    asked: '2026-11-12 20:05',
    answer: { at: '2026-11-14 10:30', text: '请登录后在“个人中心—基本信息”中修改手机号码；旧号码已停用的，请携带身份证到任一服务大厅办理，或拨打 96580 咨询。（演示答复）' },
  },
  {
    key: 'demo-question-3',
    category: 'psf',
    title: '配售型保障房审核需要多长时间',
    body: '我在 11 月提交了配售型保障性住房意向登记，请问资格审核一般需要多久？',
    consent: false,
    asked: '2026-11-18 11:40',
    answer: { at: '2026-11-20 16:00', text: '资格审核一般在 10 个工作日内完成，结果会通过站内信通知您。（演示答复）' },
  },
  { key: 'demo-question-4', category: 'bzf', title: '保租房可以和朋友合租吗', body: '我和朋友两个人都在本市工作，想一起租一套保租房，请问可以合租吗？需要两个人都符合条件吗？', consent: true, asked: '2026-11-26 14:15' },
];

async function writeDemoQuestions(db: Db): Promise<void> {
  const [user] = await db.select({ id: portalUsers.id, name: portalUsers.name }).from(portalUsers).where(eq(portalUsers.mobile, DEMO_CITIZEN.mobile));
  const [clerk] = await db.select({ id: staff.id, login: staff.login, role: staff.role }).from(staff).where(eq(staff.login, 'demo.clerk'));
  if (!user || !clerk) return;
  const actor: AuditActor = { staffId: clerk.id, login: clerk.login, role: clerk.role, address: '' };
  for (const q of DEMO_QUESTIONS) {
    const at = cityTime(q.asked);
    const [row] = await db
      .insert(questions)
      .values({ userId: user.id, category: q.category, title: q.title, body: q.body, consent: q.consent, askerMasked: maskName(user.name) || '市民', idempotencyKey: q.key, isDemo: true, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ id: questions.id });
    if (!row) continue;
    const receiptNo = await openCase(db, { kind: 'consultation', subjectId: row.id, userId: user.id, at, isDemo: true });
    if (!q.answer) continue;
    const [c] = await db.select({ id: cases.id, version: cases.version }).from(cases).where(eq(cases.receiptNo, receiptNo));
    await transitionCase(db, { caseId: c!.id, to: 'answered', expectedVersion: c!.version, noteToCitizen: q.answer.text }, actor, cityTime(q.answer.at));
  }
}

export const DEMO_QUESTIONS_PART: DemoPart = { flag: 'demo_seeded_questions_v1', write: writeDemoQuestions };
