import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { moduleAccess } from '@/lib/db/schema';
import { isBotUserAgent } from './bots';

/** A visitor's accesses of one module count once in this window (issue #13). */
export const VISIT_WINDOW_MS = 30 * 60 * 1000;

export type RecordModuleAccessInput = {
  moduleKey: string;
  moduleName?: string;
  path?: string;
  /** The browser's visitor identifier (fingerprint), when it sends one. */
  visitorId?: string;
  /** Who is asking when no visitorId is sent: the handler passes client address + user agent. */
  visitorKey?: string;
  /** The request's user agent: known robots are not counted. */
  userAgent?: string | null;
};

export type RecordModuleAccessResult = { recorded: true } | { recorded: false; reason: 'bot' | 'repeat' };

/** The stored form of a visitor fingerprint: its SHA-256, so the raw identifier is never kept. */
export function hashVisitorId(visitorId: string): string {
  return createHash('sha256').update(visitorId, 'utf8').digest('hex');
}

/** The stored visitor of an access: the hashed fingerprint, else the hashed address + agent, else none. */
export function visitorHashOf(input: Pick<RecordModuleAccessInput, 'visitorId' | 'visitorKey'>): string | null {
  if (input.visitorId) return hashVisitorId(input.visitorId);
  if (input.visitorKey) return hashVisitorId(`bzf-visitor:${input.visitorKey}`);
  return null;
}

/**
 * Records one access of a portal module (spec: recordAmount), counted once per visitor per module
 * per 30 minutes: a repeat within 30 minutes of the visitor's last counted access is not stored.
 * Robots are not counted. Concurrent requests of one visitor are serialised by an advisory lock
 * on (visitor, module), so a double request stores one row on PostgreSQL as on PGlite.
 */
export async function recordModuleAccess(input: RecordModuleAccessInput, now: Date = new Date()): Promise<RecordModuleAccessResult> {
  if (input.userAgent !== undefined && isBotUserAgent(input.userAgent)) return { recorded: false, reason: 'bot' };
  const visitorHash = visitorHashOf(input);
  const row = {
    moduleKey: input.moduleKey,
    moduleName: input.moduleName ?? '',
    path: input.path ?? '',
    visitorHash,
    accessedAt: now,
  };
  const db = await getDb();
  // Without any visitor there is nobody to de-duplicate: every record counts.
  if (visitorHash === null) {
    await db.insert(moduleAccess).values(row);
    return { recorded: true };
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727013, hashtext(${`${visitorHash}:${input.moduleKey}`}))`);
    const [last] = await tx
      .select({ at: moduleAccess.accessedAt })
      .from(moduleAccess)
      .where(
        and(
          eq(moduleAccess.visitorHash, visitorHash),
          eq(moduleAccess.moduleKey, input.moduleKey),
          gt(moduleAccess.accessedAt, new Date(now.getTime() - VISIT_WINDOW_MS)),
        ),
      )
      .orderBy(desc(moduleAccess.accessedAt))
      .limit(1);
    if (last) return { recorded: false, reason: 'repeat' } as const;
    await tx.insert(moduleAccess).values(row);
    return { recorded: true } as const;
  });
}

/** How many accesses a module has had. */
export async function countModuleAccess(moduleKey: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(moduleAccess).where(eq(moduleAccess.moduleKey, moduleKey));
  return row?.n ?? 0;
}
