/**
 * The citizen's side of cases (issue #28 part 3): opening a message of the message centre (站内信;
 * the list and the unread count are lib/cases/handling's) and one case with its timeline. Every reader takes the signed-in user's id and reads only rows of that user — another
 * citizen's message or case is "not there", never "not yours" — and never an internal note (the
 * timeline is read from named columns, of which internal_note is not one).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { queryRows } from '@/lib/db/client';
import { CASE_FLOWS, CASE_KIND_LABELS, statusLabel, type CaseStatus } from './flow';
import { timelineOf } from './handling';
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
  // bigserial: node-postgres reads it as a string.
  return { id: Number(r.id), title: r.title, body: r.body, createdAt: iso(r.created_at), read: r.read_at !== null, receiptNo: r.receipt_no };
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
  // The citizen's timeline: status changes and notes to the citizen, never an internal note.
  const events = await timelineOf(db, row.id, { forCitizen: true, userId });
  return {
    id: row.id,
    receiptNo: row.receipt_no,
    kind: row.kind,
    kindLabel: CASE_KIND_LABELS[row.kind],
    subject: row.subject ?? '',
    submittedAt: iso(row.created_at),
    status: row.status,
    statusLabel: statusLabel(row.kind, row.status as CaseStatus),
    ended: row.closed_at !== null && row.status !== 'withdrawn',
    rating: await ratingOf(db, row.id),
    // A note without a status change is a step of its own, named as a reply.
    steps: withOpening(
      events.map((e) => ({ id: e.id, status: e.toStatus, label: e.statusLabel ?? NOTE_LABEL, at: e.at, note: e.noteToCitizen })),
      { id: 0, status: CASE_FLOWS[row.kind].initial, label: statusLabel(row.kind, CASE_FLOWS[row.kind].initial), at: iso(row.created_at), note: null },
    ),
  };
}
