/**
 * 办件进度查询 (issue #28 part 5): anyone holding a receipt number and the applicant's name (or the
 * last four digits of the mobile given) may see how far the case has got — the kind, the masked
 * applicant, each status with its time — without signing in, as on 一网通办's progress page.
 *
 * What it must never do: tell a stranger whether a receipt number exists (a wrong number and a
 * wrong name get the same answer, after the same queries), show a note written to the citizen
 * (it may hold anything the handler wrote about them; the personal centre shows it), or show a
 * whole name or number. The route limits tries per address and never lets the answer be cached.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { queryRows } from '@/lib/db/client';
import { maskMobile } from '@/lib/register/pii';
import { maskName } from './mask';
import { CASE_FLOWS, CASE_KIND_LABELS, statusLabel, type CaseStatus } from './flow';
import { normaliseReceipt, type CaseKind } from './receipt-number';
import { CASE_MOBILES, CASE_NAMES, CASE_SUBJECT, CASE_SUBJECT_JOINS } from './subject-sql';

export type PublicCaseStep = { status: string; label: string; at: string };

export type PublicCase = {
  receiptNo: string;
  kind: CaseKind;
  kindLabel: string;
  /** 张*明 — never the whole name. */
  applicant: string;
  /** What it is about, as public pages name it: the shop, the project or the post (a questionnaire's title). */
  subject: string;
  submittedAt: string;
  status: string;
  statusLabel: string;
  steps: PublicCaseStep[];
};

/** What the person typed besides the receipt: four digits are the mobile's end, anything else a name. */
export function readWho(input: string): { name: string } | { mobileEnd: string } | null {
  const value = input.normalize('NFKC').replace(/\s+/g, '');
  if (!value) return null;
  return /^\d{4}$/.test(value) ? { mobileEnd: value } : { name: value };
}

type CandidateRow = {
  case_id: number;
  kind: CaseKind;
  receipt_no: string;
  status: string;
  created_at: string | Date;
  subject: string | null;
  names: (string | null)[];
  mobiles: (string | null)[];
};

type StepRow = { to_status: string; at: string | Date };

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * The case a receipt names, with the names and mobiles that may open it: the ones given in the
 * submission and the account's own. One query whatever the kind (the kinds' tables are joined
 * left), so a miss costs what a hit costs.
 */
async function candidate(db: Db, receiptNo: string): Promise<CandidateRow | null> {
  const rows = await queryRows<CandidateRow>(
    db,
    sql`select c.id as case_id, c.kind, c.receipt_no, c.status, c.created_at,
          ${CASE_SUBJECT} as subject, ${CASE_NAMES} as names, ${CASE_MOBILES} as mobiles
        from bcs_case c
        join bpr_portal_user u on u.id = c.user_id
        ${CASE_SUBJECT_JOINS}
        where c.receipt_no = ${receiptNo}`,
  );
  return rows[0] ?? null;
}

function matches(row: CandidateRow, who: NonNullable<ReturnType<typeof readWho>>): boolean {
  if ('mobileEnd' in who) return row.mobiles.some((m) => !!m && m.length >= 4 && m.endsWith(who.mobileEnd));
  return row.names.some((n) => !!n && n.normalize('NFKC').replace(/\s+/g, '') === who.name);
}

function publicView(row: CandidateRow, steps: StepRow[]): PublicCase {
  const applicant = row.names.find((n) => !!n?.trim()) ?? '';
  return {
    receiptNo: row.receipt_no,
    kind: row.kind,
    kindLabel: CASE_KIND_LABELS[row.kind],
    applicant: applicant ? maskName(applicant) : maskMobile(row.mobiles.find((m) => !!m) ?? ''),
    subject: row.subject ?? '',
    submittedAt: iso(row.created_at),
    status: row.status,
    statusLabel: statusLabel(row.kind, row.status as CaseStatus),
    steps: withOpening(
      steps.map((s) => ({ status: s.to_status, label: statusLabel(row.kind, s.to_status as CaseStatus), at: iso(s.at) })),
      { status: CASE_FLOWS[row.kind].initial, label: statusLabel(row.kind, CASE_FLOWS[row.kind].initial), at: iso(row.created_at) },
    ),
  };
}

/** The status changes only: a note without one (to_status null) is for the personal centre. */
const stepsOf = (db: Db, caseId: number) =>
  queryRows<StepRow>(db, sql`select to_status, at from bcs_case_event where case_id = ${caseId} and to_status is not null order by at, id`);

/** Every timeline starts with the submission, whether or not its opening was recorded as a step. */
export function withOpening<T extends { status: string | null }>(steps: T[], opening: T): T[] {
  return steps[0]?.status === opening.status ? steps : [opening, ...steps];
}

/**
 * The public view of a case, or null — for a receipt that does not exist, a name or mobile that does
 * not match, or input that cannot be either (the caller answers all of these with one message).
 */
export async function lookupCase(db: Db, receiptInput: string, whoInput: string): Promise<PublicCase | null> {
  const receiptNo = normaliseReceipt(receiptInput) ?? '';
  const who = readWho(whoInput);
  // A malformed number is looked up too (it finds nothing): the answer takes as long as any other.
  const row = await candidate(db, receiptNo);
  if (!row || !who || !matches(row, who)) return null;
  return publicView(row, await stepsOf(db, row.case_id));
}

/** The public view of the case a fresh lookup ticket names (the check ran when the ticket was issued). */
export async function lookupByTicket(db: Db, receiptNo: string): Promise<PublicCase | null> {
  const row = await candidate(db, receiptNo);
  return row ? publicView(row, await stepsOf(db, row.case_id)) : null;
}
