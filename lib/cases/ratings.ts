/**
 * 好差评 (issue #28 part 6, after 国办发〔2019〕51号): a citizen rates each of their cases once it has
 * ended; 不满意 and 非常不满意 put it back in the handlers' list for a follow-up (回访), closed by
 * staff with a note; the console shows satisfaction per kind and month.
 */
import { sql } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { queryRows, type Db } from '@/lib/db/client';
import type { RatingBody } from '@/lib/validation/rating';
import type { CaseKind } from './receipts';

/** A rating at or under this level asks for a follow-up. */
export const FOLLOW_UP_AT_MOST = 2;

export class RatingRefused extends ApiError {
  constructor(
    readonly reason: 'notFound' | 'notEnded' | 'rated',
    message: string,
  ) {
    super(reason === 'notFound' ? ERROR_CODES.NOT_FOUND : ERROR_CODES.CONFLICT, message, reason === 'notFound' ? 404 : 409);
  }
}

export type CaseRating = { score: number; comment: string; ratedAt: string };

/**
 * Stores the rating of one of the user's own cases. Refused for another's case (as missing), for
 * a case not ended or withdrawn, and for one already rated (the first rating stands).
 */
export async function rateCase(db: Db, userId: number, input: RatingBody): Promise<CaseRating> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [own] = await queryRows<{ id: number; closed_at: string | Date | null; status: string }>(
      t,
      sql`select id, closed_at, status from bcs_case where receipt_no = ${input.receiptNo} and user_id = ${userId} for update`,
    );
    if (!own) throw new RatingRefused('notFound', '没有找到这个办件');
    if (!own.closed_at || own.status === 'withdrawn') throw new RatingRefused('notEnded', '办结后才能评价，感谢您的耐心');
    const [row] = await queryRows<{ score: number; comment: string; rated_at: string | Date }>(
      t,
      sql`insert into bcs_case_rating (case_id, score, comment) values (${own.id}, ${input.score}, ${input.comment})
          on conflict (case_id) do nothing returning score, comment, rated_at`,
    );
    if (!row) throw new RatingRefused('rated', '您已评价过这个办件');
    return { score: row.score, comment: row.comment, ratedAt: new Date(row.rated_at).toISOString() };
  });
}

/** The rating of one of the user's cases, if any (the case page shows it in place of the form). */
export async function ratingOf(db: Db, caseId: number): Promise<CaseRating | null> {
  const [row] = await queryRows<{ score: number; comment: string; rated_at: string | Date }>(db, sql`select score, comment, rated_at from bcs_case_rating where case_id = ${caseId}`);
  return row ? { score: row.score, comment: row.comment, ratedAt: new Date(row.rated_at).toISOString() } : null;
}

export type Satisfaction = { kind: CaseKind; month: string; rated: number; satisfied: number; dissatisfied: number; average: number };

/** Per kind and Beijing month (newest first): ratings, 满意 (the top three levels), 不满意 (the two lowest), the mean level. */
export async function satisfactionByKindAndMonth(db: Db, months = 6, now = new Date()): Promise<Satisfaction[]> {
  const rows = await queryRows<{ kind: CaseKind; month: string; rated: string | number; satisfied: string | number; dissatisfied: string | number; average: string | number }>(
    db,
    sql`select c.kind, to_char(r.rated_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month, count(*) as rated,
          count(*) filter (where r.score > ${FOLLOW_UP_AT_MOST}) as satisfied,
          count(*) filter (where r.score <= ${FOLLOW_UP_AT_MOST}) as dissatisfied,
          round(avg(r.score)::numeric, 2) as average
        from bcs_case_rating r join bcs_case c on c.id = r.case_id
        where r.rated_at >= date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai' - make_interval(months => ${months - 1})
        group by 1, 2 order by 2 desc, 1`,
  );
  return rows.map((r) => ({ kind: r.kind, month: r.month, rated: Number(r.rated), satisfied: Number(r.satisfied), dissatisfied: Number(r.dissatisfied), average: Number(r.average) }));
}

export type PendingFollowUp = { receiptNo: string; kind: CaseKind; score: number; comment: string; ratedAt: string };

/** Low ratings not yet followed up, oldest first (the handlers' list; also the inbox's 待回访 filter). */
export async function pendingFollowUps(db: Db, limit = 50): Promise<PendingFollowUp[]> {
  const rows = await queryRows<{ receipt_no: string; kind: CaseKind; score: number; comment: string; rated_at: string | Date }>(
    db,
    sql`select c.receipt_no, c.kind, r.score, r.comment, r.rated_at from bcs_case_rating r join bcs_case c on c.id = r.case_id
        where r.score <= ${FOLLOW_UP_AT_MOST} and r.followed_up_at is null order by r.rated_at limit ${limit}`,
  );
  return rows.map((r) => ({ receiptNo: r.receipt_no, kind: r.kind, score: r.score, comment: r.comment, ratedAt: new Date(r.rated_at).toISOString() }));
}

/** Closes a low rating's follow-up with what was done; false when there was none open for this receipt. */
export async function closeFollowUp(t: Db, receiptNo: string, note: string, at = new Date()): Promise<boolean> {
  const rows = await queryRows<{ case_id: number }>(
    t,
    sql`update bcs_case_rating r set followed_up_at = ${at.toISOString()}::timestamptz, follow_up_note = ${note}
        from bcs_case c where c.id = r.case_id and c.receipt_no = ${receiptNo} and r.score <= ${FOLLOW_UP_AT_MOST} and r.followed_up_at is null
        returning r.case_id`,
  );
  return rows.length > 0;
}
