/**
 * Re-authentication before 我的数据's export and 注销账号: the password typed again gives a ticket
 * (bpr_login_ticket, purpose reauth) bound to the account and to this very session, held in an
 * HttpOnly cookie for five minutes. A stolen session alone (a browser left open) cannot take the
 * data away or close the account. Deletion spends the ticket.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { loginTickets } from '@/lib/db/schema';
import { confirmAccountPassword } from '@/lib/register/accounts';
import { newTicket, sha256Hex } from '@/lib/register/secrets';

export const REAUTH_COOKIE = 'bzf_reauth';
export const REAUTH_TTL_MS = 5 * 60 * 1000;

/** Checks the password (sign-in limits and wrong-password answer included) and issues a ticket. */
export async function reauthenticate(db: Db, user: { userId: number; mobile: string }, sessionToken: string, password: string, address: string, now = new Date()): Promise<{ ticket: string; expiresAt: Date }> {
  const checked = await confirmAccountPassword(user.mobile, password, address, now);
  if (checked.id !== user.userId) throw new Error('re-authentication matched another account');
  const ticket = newTicket();
  const expiresAt = new Date(now.getTime() + REAUTH_TTL_MS);
  await db.insert(loginTickets).values({ ticketHash: sha256Hex(ticket), userId: user.userId, purpose: 'reauth', deviceHash: sha256Hex(sessionToken), createdAt: now, expiresAt });
  return { ticket, expiresAt };
}

function liveTicket(userId: number, sessionToken: string, ticket: string, now: Date) {
  return and(
    eq(loginTickets.ticketHash, sha256Hex(ticket)),
    eq(loginTickets.purpose, 'reauth'),
    eq(loginTickets.userId, userId),
    eq(loginTickets.deviceHash, sha256Hex(sessionToken)),
    isNull(loginTickets.usedAt),
    gt(loginTickets.expiresAt, now),
  );
}

/** Whether this session re-authenticated in the last five minutes (the ticket of its cookie). */
export async function isReauthenticated(db: Db, userId: number, sessionToken: string | undefined, ticket: string | undefined, now = new Date()): Promise<boolean> {
  if (!sessionToken || !ticket) return false;
  const [row] = await db.select({ id: loginTickets.id }).from(loginTickets).where(liveTicket(userId, sessionToken, ticket, now)).limit(1);
  return !!row;
}

/** Spends the ticket (deletion): true when it was live. */
export async function spendReauth(db: Db, userId: number, sessionToken: string | undefined, ticket: string | undefined, now = new Date()): Promise<boolean> {
  if (!sessionToken || !ticket) return false;
  const spent = await db.update(loginTickets).set({ usedAt: now }).where(liveTicket(userId, sessionToken, ticket, now)).returning({ id: loginTickets.id });
  return spent.length > 0;
}
