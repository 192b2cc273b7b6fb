/**
 * Secrets a console page shows exactly once: the recovery codes of a fresh enrolment, and the
 * one-time password an administrator gave a member of staff (created, or password reset). They are
 * kept on the viewer's own session row, encrypted under PII_KEY (never in clear, never in the audit
 * log), until the page that shows them reads them — which erases them — or the session ends.
 */
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { staffSessions } from '@/lib/db/schema';
import { decryptPii, encryptPii } from '@/lib/register/pii';

export type Reveal =
  | { kind: 'recoveryCodes'; codes: string[] }
  /** For the administrator who created the account or reset its password: shown on that member's page. */
  | { kind: 'oneTimePassword'; staffId: number; password: string };

type RevealOf<K extends Reveal['kind']> = Extract<Reveal, { kind: K }>;

/** Keeps `reveal` on the session (replacing anything not yet shown), inside the caller's transaction. */
export async function storeReveal(tx: Db, sessionId: number, reveal: Reveal): Promise<void> {
  await tx.update(staffSessions).set({ revealCipher: encryptPii(JSON.stringify(reveal)) }).where(eq(staffSessions.id, sessionId));
}

/** The stored cipher as it is (to carry it from one session to the next when a sign-in step replaces the token). */
export async function revealCipherOf(tx: Db, sessionId: number): Promise<string | null> {
  const [row] = await tx.select({ reveal: staffSessions.revealCipher }).from(staffSessions).where(eq(staffSessions.id, sessionId));
  return row?.reveal ?? null;
}

function parse(cipher: string): Reveal | null {
  const value = JSON.parse(decryptPii(cipher)) as unknown;
  // Before one-time passwords, the session kept a bare list of recovery codes.
  if (Array.isArray(value)) return { kind: 'recoveryCodes', codes: value.map(String) };
  return typeof value === 'object' && value !== null && 'kind' in value ? (value as Reveal) : null;
}

/**
 * The session's reveal of this kind (and, for a password, of this member of staff), erased as it is
 * read; null when there is none — a reload shows nothing. A reveal of another kind stays.
 */
export async function takeReveal<K extends Reveal['kind']>(sessionId: number, kind: K, staffId?: number): Promise<RevealOf<K> | null> {
  const db = await getDb();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.select({ reveal: staffSessions.revealCipher }).from(staffSessions).where(eq(staffSessions.id, sessionId)).for('update');
    if (!row?.reveal) return null;
    const reveal = parse(row.reveal);
    if (!reveal || reveal.kind !== kind || (reveal.kind === 'oneTimePassword' && reveal.staffId !== staffId)) return null;
    await tx.update(staffSessions).set({ revealCipher: null }).where(eq(staffSessions.id, sessionId));
    return reveal as RevealOf<K>;
  });
}
