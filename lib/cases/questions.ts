/**
 * 留言咨询 (issue #28 part 7): a signed-in citizen asks, a handler answers in the console (the
 * case's step to 已答复, whose note to the citizen is the answer), and answered questions whose
 * askers agreed are published with the name masked, with their 受理日期 and 答复日期, and found by
 * site search. The public page also gives the monthly figures: received, answered, average days.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Page } from '@/lib/cms/types';
import { getDb, queryRows, type Db } from '@/lib/db/client';
import { portalUsers, questions } from '@/lib/db/schema';
import { lockUserForWrite } from '@/lib/register/user-lock';
import { questionCategoryLabel, type QuestionBody } from '@/lib/validation/question';
import { statusLabel, type CaseStatus } from './flow';
import { maskName } from './mask';
import { openCase } from './receipts';

/** Shown for an asker whose account has no name yet. */
export const ANONYMOUS_ASKER = '市民';

export type AskedQuestion = { id: number; receiptNo: string };

/** Stores a question and opens its case (ZX-…) in one transaction; a double submit gets the first. */
export async function askQuestion(userId: number, input: QuestionBody): Promise<AskedQuestion> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockUserForWrite(t, userId);
    const [earlier] = await t.select({ id: questions.id }).from(questions).where(and(eq(questions.userId, userId), eq(questions.idempotencyKey, input.idempotencyKey)));
    const [user] = await t.select({ name: portalUsers.name }).from(portalUsers).where(eq(portalUsers.id, userId));
    const id =
      earlier?.id ??
      (
        await t
          .insert(questions)
          .values({
            userId,
            category: input.category,
            title: input.title,
            body: input.body,
            consent: input.consent,
            askerMasked: user?.name ? maskName(user.name) : ANONYMOUS_ASKER,
            idempotencyKey: input.idempotencyKey,
          })
          .returning({ id: questions.id })
      )[0]!.id;
    const receiptNo = await openCase(t, { kind: 'consultation', subjectId: id, userId });
    return { id, receiptNo };
  });
}

export type MyQuestion = {
  id: number;
  receiptNo: string;
  categoryLabel: string;
  title: string;
  createdAt: string;
  statusLabel: string;
  answered: boolean;
  consent: boolean;
  published: boolean;
  overdue: boolean;
};

type MyRow = {
  id: number;
  receipt_no: string;
  category: string;
  title: string;
  created_at: string | Date;
  status: string;
  answer: string | null;
  consent: boolean;
  published: boolean;
  overdue: boolean;
};

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

/** The user's questions, newest first, with the case's status and whether the pledge has passed. */
export async function myQuestions(db: Db, userId: number, paging: { pageNum: number; pageSize: number }): Promise<Page<MyQuestion>> {
  const [count] = await queryRows<{ n: string | number }>(db, sql`select count(*) as n from bcs_question where user_id = ${userId}`);
  const total = Number(count?.n ?? 0);
  const pages = total === 0 ? 0 : Math.ceil(total / paging.pageSize);
  const pageNum = Math.min(Math.max(1, paging.pageNum), Math.max(1, pages));
  const rows = await queryRows<MyRow>(
    db,
    sql`select qu.id, c.receipt_no, qu.category, qu.title, qu.created_at, c.status, qu.answer, qu.consent, qu.published,
          (qu.answer is null and c.due_at is not null and c.due_at < now()) as overdue
        from bcs_question qu join bcs_case c on c.kind = 'consultation' and c.subject_id = qu.id
        where qu.user_id = ${userId}
        order by qu.created_at desc, qu.id desc
        limit ${paging.pageSize} offset ${(pageNum - 1) * paging.pageSize}`,
  );
  return {
    records: rows.map((r) => ({
      id: r.id,
      receiptNo: r.receipt_no,
      categoryLabel: questionCategoryLabel(r.category),
      title: r.title,
      createdAt: iso(r.created_at),
      statusLabel: statusLabel('consultation', r.status as CaseStatus),
      answered: r.answer !== null,
      consent: r.consent,
      published: r.published,
      overdue: r.overdue,
    })),
    total,
    pageNum,
    pageSize: paging.pageSize,
    pages,
  };
}

export type PublicQuestion = {
  id: number;
  categoryLabel: string;
  title: string;
  body: string;
  asker: string;
  /** 受理日期 and 答复日期. */
  receivedAt: string;
  answeredAt: string;
  answer: string;
};

type PublicRow = { id: number; category: string; title: string; body: string; asker_masked: string; created_at: string | Date; answered_at: string | Date; answer: string };

/** The published questions, most recently answered first. */
export async function publicQuestions(db: Db, paging: { pageNum: number; pageSize: number }): Promise<Page<PublicQuestion>> {
  const [count] = await queryRows<{ n: string | number }>(db, sql`select count(*) as n from bcs_question where published`);
  const total = Number(count?.n ?? 0);
  const pages = total === 0 ? 0 : Math.ceil(total / paging.pageSize);
  const pageNum = Math.min(Math.max(1, paging.pageNum), Math.max(1, pages));
  const rows = await queryRows<PublicRow>(
    db,
    sql`select id, category, title, body, asker_masked, created_at, answered_at, answer from bcs_question
        where published order by answered_at desc, id desc
        limit ${paging.pageSize} offset ${(pageNum - 1) * paging.pageSize}`,
  );
  return {
    records: rows.map((r) => ({
      id: r.id,
      categoryLabel: questionCategoryLabel(r.category),
      title: r.title,
      body: r.body,
      asker: r.asker_masked,
      receivedAt: iso(r.created_at),
      answeredAt: iso(r.answered_at),
      answer: r.answer,
    })),
    total,
    pageNum,
    pageSize: paging.pageSize,
    pages,
  };
}

export type MonthFigures = { month: string; received: number; answered: number; averageDays: number | null; overdue: number };

/**
 * The last `months` Beijing calendar months, newest first: questions received in the month,
 * questions answered in it, the average days from receipt to answer of those answered, and the
 * questions received in the month still unanswered past the pledge.
 */
export async function monthlyFigures(db: Db, months = 6, now = new Date()): Promise<MonthFigures[]> {
  const rows = await queryRows<{ month: string; received: string | number; answered: string | number; avg_days: string | number | null; overdue: string | number }>(
    db,
    sql`with m as (
          select to_char(d, 'YYYY-MM') as month,
                 (d::timestamp at time zone 'Asia/Shanghai') as starts,
                 ((d + interval '1 month')::timestamp at time zone 'Asia/Shanghai') as ends
          from generate_series(date_trunc('month', (${now.toISOString()}::timestamptz at time zone 'Asia/Shanghai')) - make_interval(months => ${months - 1}),
                               date_trunc('month', (${now.toISOString()}::timestamptz at time zone 'Asia/Shanghai')), interval '1 month') as d)
        select m.month,
          (select count(*) from bcs_question q where q.created_at >= m.starts and q.created_at < m.ends) as received,
          (select count(*) from bcs_question q where q.answered_at >= m.starts and q.answered_at < m.ends) as answered,
          (select round(avg(extract(epoch from q.answered_at - q.created_at) / 86400)::numeric, 1) from bcs_question q where q.answered_at >= m.starts and q.answered_at < m.ends) as avg_days,
          (select count(*) from bcs_question q join bcs_case c on c.kind = 'consultation' and c.subject_id = q.id
             where q.created_at >= m.starts and q.created_at < m.ends and q.answer is null and c.due_at < ${now.toISOString()}::timestamptz) as overdue
        from m order by m.month desc`,
  );
  return rows.map((r) => ({ month: r.month, received: Number(r.received), answered: Number(r.answered), averageDays: r.avg_days === null ? null : Number(r.avg_days), overdue: Number(r.overdue) }));
}
