/**
 * The way back from a 办件进度查询 to its page (issue #28 part 5). The check (receipt + name) runs
 * on the POST; the answer is drawn by the page, which a plain form post reaches by a 303 and the
 * script by navigating. What travels is the receipt number and a keyed digest of it with an
 * expiry — never the name or the mobile — so the URL proves "someone who knew the name asked,
 * a moment ago" and stops proving it after TICKET_MS. Stateless: any instance can check it.
 */
import { timingSafeEqual } from 'node:crypto';
import { keyedDigest } from '@/lib/register/pii';
import { CASE_QUERY_PATH } from '@/lib/navigation/paths';

/** Ten minutes: long enough to read and reload, short enough that a shared or copied link goes stale. */
export const TICKET_MS = 10 * 60 * 1000;

const PURPOSE = 'case-lookup-v1';

export type LookupTicket = { receiptNo: string; until: string; sig: string };

export function issueTicket(receiptNo: string, now = Date.now()): LookupTicket {
  const until = String(Math.floor((now + TICKET_MS) / 1000));
  return { receiptNo, until, sig: keyedDigest(PURPOSE, `${receiptNo}\n${until}`) };
}

export function ticketHref(ticket: LookupTicket): string {
  return `${CASE_QUERY_PATH}?${new URLSearchParams(ticket).toString()}`;
}

/** The receipt number a ticket of the page's query vouches for, or null (missing, forged or expired). */
export function checkTicket(get: (name: string) => string | null, now = Date.now()): string | null {
  const receiptNo = get('receiptNo');
  const until = get('until');
  const sig = get('sig');
  if (!receiptNo || !until || !sig || !/^\d{1,12}$/.test(until) || receiptNo.length > 40) return null;
  if (Number(until) * 1000 < now || Number(until) * 1000 > now + TICKET_MS + 60_000) return null;
  const expected = Buffer.from(keyedDigest(PURPOSE, `${receiptNo}\n${until}`));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? receiptNo : null;
}
