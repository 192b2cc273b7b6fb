/**
 * The citizen's side of cases (issue #28 part 3): the message centre (站内信) and one case with its
 * timeline. Every reader takes the signed-in user's id and reads only rows of that user — another
 * citizen's message or case is "not there", never "not yours" — and never an internal note (the
 * timeline is read from named columns, of which internal_note is not one).
 */
import { sql } from 'drizzle-orm';
import type { Page } from '@/lib/cms/types';
import type { Db } from '@/lib/db/client';
import { queryRows } from '@/lib/db/client';
import { CASE_KIND_LABELS, caseStatusLabel } from './labels';
import { withOpening } from './lookup';
import { ratingOf, type CaseRating } from './ratings';
import { CASE_SUBJECT, CASE_SUBJECT_JOINS } from './subject-sql';
import type { CaseKind } from './receipts';

export type CitizenMessage = {
  id: number;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
  /** The case it is about, if any (its page: 办件详情). */
  receiptNo: string | null;
};

export type CitizenStep = { id: number; status: string | null; label: string; at: string; note: string | null };

export type CitizenCase = {
  id: number;
  receiptNo: string;
  kind: CaseKind;
  kindLabel: string;
  subject: string;
  submittedAt: string;
  status: string;
  statusLabel: string;
  /** Reached a final status other than a withdrawal: it may be rated (好差评). */
  ended: boolean;
  rating: CaseRating | null;
  steps: CitizenStep[];
};

type MessageRow = { id: number; title: string; body: string; created_at: string | Date; read_at: string | Date | null; receipt_no: string | null };

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

function toMessage(r: MessageRow): CitizenMessage {
  return { id: r.id, title: r.title, body: r.body, createdAt: iso(r.created_at), read: r.read_at !== null, receiptNo: r.receipt_no };
}

/** The user's unread messages (the header's and the menu's count). One index-only count. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from bcs_message where user_id = ${userId} and read_at is null`);
  return Number(row?.n ?? 0);
}

/** A page of the user's messages, newest first. */
export async function messagesOf(db: Db, userId: number, paging: { pageNum: number; pageSize: number }): Promise<Page<CitizenMessage>> {
  const [count] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from bcs_message where user_id = ${userId}`);
  const total = Number(count?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / paging.pageSize));
  const pageNum = Math.min(Math.max(1, paging.pageNum), pages);
  const rows = await queryRows<MessageRow>(
    db,
    sql`select m.id, m.title, m.body, m.created_at, m.read_at, c.receipt_no
        from bcs_message m left join bcs_case c on c.id = m.case_id
        where m.user_id = ${userId}
        order by m.created_at desc, m.id desc
        limit ${paging.pageSize} offset ${(pageNum - 1) * paging.pageSize}`,
  );
  return { records: rows.map(toMessage), total, pageNum, pageSize: paging.pageSize, pages: total === 0 ? 0 : pages };
}

/** Opens one of the user's messages, marking it read (the first opening's time is kept); null when it is not theirs. */
export async function openMessage(db: Db, userId: number, messageId: number): Promise<CitizenMessage | null> {
  const [row] = await queryRows<MessageRow>(
    db,
    sql`with opened as (
          update bcs_message set read_at = coalesce(read_at, now())
          where id = ${messageId} and user_id = ${userId}
          returning id, title, body, created_at, read_at, case_id)
        select o.id, o.title, o.body, o.created_at, o.read_at, c.receipt_no
        from opened o left join bcs_case c on c.id = o.case_id`,
  );
  return row ? toMessage(row) : null;
}

type CaseRow = { id: number; kind: CaseKind; receipt_no: string; status: string; created_at: string | Date; closed_at: string | Date | null; subject: string | null };
type EventRow = { id: number | string; to_status: string | null; note_to_citizen: string | null; at: string | Date };

/** A note to the citizen without a status change. */
const NOTE_LABEL = '工作人员留言';

/** One of the user's cases by its receipt number, with the steps and the notes written to the citizen; null when not theirs. */
export async function caseOfCitizen(db: Db, userId: number, receiptNo: string): Promise<CitizenCase | null> {
  const [row] = await queryRows<CaseRow>(
    db,
    sql`select c.id, c.kind, c.receipt_no, c.status, c.created_at, c.closed_at, ${CASE_SUBJECT} as subject
        from bcs_case c
        ${CASE_SUBJECT_JOINS}
        where c.receipt_no = ${receiptNo} and c.user_id = ${userId}`,
  );
  if (!row) return null;
  // Named columns only: the internal note is never read for a citizen.
  const events = await queryRows<EventRow>(db, sql`select id, to_status, note_to_citizen, at from bcs_case_event where case_id = ${row.id} order by at, id`);
  return {
    id: row.id,
    receiptNo: row.receipt_no,
    kind: row.kind,
    kindLabel: CASE_KIND_LABELS[row.kind],
    subject: row.subject ?? '',
    submittedAt: iso(row.created_at),
    status: row.status,
    statusLabel: caseStatusLabel(row.kind, row.status),
    ended: row.closed_at !== null && row.status !== 'withdrawn',
    rating: await ratingOf(db, row.id),
    // A note without a status change is a step of its own, named as a reply; one with nothing for the citizen is not shown.
    steps: withOpening(
      events
        .filter((e) => e.to_status !== null || e.note_to_citizen)
        .map((e) => ({ id: Number(e.id), status: e.to_status, label: e.to_status ? caseStatusLabel(row.kind, e.to_status) : NOTE_LABEL, at: iso(e.at), note: e.note_to_citizen })),
      { id: 0, status: 'submitted', label: caseStatusLabel(row.kind, 'submitted'), at: iso(row.created_at), note: null },
    ),
  };
}
