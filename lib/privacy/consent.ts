/**
 * Consent (issue #30 part 3): which version of 用户协议, 隐私政策 and 注册协议 an account accepted and
 * when. The versions in force are rows of bpr_agreement; an account that has not accepted one of
 * them is asked again (the interstitial /consent) before any signed-in page. The switch for optional
 * processing (case news by e-mail and SMS) is a column of the account, read by the outbox.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { agreements, consents, portalUsers } from '@/lib/db/schema';

export type Agreement = { key: string; title: string; version: string; effectiveAt: Date };
export type AgreementState = Agreement & { accepted: { version: string; at: Date } | null; pending: boolean };

export const AGREEMENT_PATH = (key: string) => `/privacypolicy/${key}`;

export async function agreementsInForce(db: Db): Promise<Agreement[]> {
  return db
    .select({ key: agreements.key, title: agreements.title, version: agreements.version, effectiveAt: agreements.effectiveAt })
    .from(agreements)
    .orderBy(asc(agreements.sortOrder), asc(agreements.key));
}

/**
 * SQL true when the account of the query's bpr_portal_user row has not accepted the version in
 * force of some agreement (the session check reads it in its one query). Named in full: drizzle
 * leaves a single table's columns unqualified, and `id` would then be bpr_consent's.
 */
export const consentPendingSql = () =>
  sql<boolean>`exists (select 1 from bpr_agreement a where not exists (select 1 from bpr_consent c where c.user_id = "bpr_portal_user"."id" and c.agreement_key = a.key and c.version = a.version))`;

/** Each agreement in force with the last version this account accepted. */
export async function agreementStates(db: Db, userId: number): Promise<AgreementState[]> {
  const inForce = await agreementsInForce(db);
  const accepted = await db
    .select({ key: consents.agreementKey, version: consents.version, at: consents.acceptedAt })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.acceptedAt), asc(consents.id));
  return inForce.map((a) => {
    const mine = accepted.filter((c) => c.key === a.key);
    const last = mine.at(-1) ?? null;
    return { ...a, accepted: last ? { version: last.version, at: last.at } : null, pending: !mine.some((c) => c.version === a.version) };
  });
}

/** Records the versions in force as accepted now (registration, or the interstitial's answer). */
export async function acceptAgreements(db: Db, userId: number, via: 'register' | 'interstitial', now = new Date()): Promise<number> {
  const inForce = await agreementsInForce(db);
  if (inForce.length === 0) return 0;
  const rows = await db
    .insert(consents)
    .values(inForce.map((a) => ({ userId, agreementKey: a.key, version: a.version, via, acceptedAt: now })))
    .onConflictDoNothing()
    .returning({ id: consents.id });
  return rows.length;
}

export async function hasPendingAgreements(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ pending: consentPendingSql() }).from(portalUsers).where(eq(portalUsers.id, userId));
  return !!row?.pending;
}

/** The one switch: case news by e-mail and SMS, on or off. */
export async function setContactConsent(db: Db, userId: number, on: boolean, now = new Date()): Promise<void> {
  await db.update(portalUsers).set({ contactConsent: on, contactConsentAt: now, updatedAt: now }).where(and(eq(portalUsers.id, userId)));
}

export async function contactConsentOf(db: Db, userId: number): Promise<{ on: boolean; at: Date | null }> {
  const [row] = await db.select({ on: portalUsers.contactConsent, at: portalUsers.contactConsentAt }).from(portalUsers).where(eq(portalUsers.id, userId));
  return { on: row?.on ?? false, at: row?.at ?? null };
}
