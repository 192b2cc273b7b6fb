import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { moduleAccess } from '@/lib/db/schema';

export type RecordModuleAccessInput = { moduleKey: string; moduleName?: string; path?: string; visitorId?: string };

/** The stored form of a visitor fingerprint: its SHA-256, so the raw identifier is never kept. */
export function hashVisitorId(visitorId: string): string {
  return createHash('sha256').update(visitorId, 'utf8').digest('hex');
}

/** Records one access of a portal module (spec: recordAmount). */
export async function recordModuleAccess(input: RecordModuleAccessInput): Promise<{ recorded: true }> {
  const db = await getDb();
  await db.insert(moduleAccess).values({
    moduleKey: input.moduleKey,
    moduleName: input.moduleName ?? '',
    path: input.path ?? '',
    visitorHash: input.visitorId ? hashVisitorId(input.visitorId) : null,
  });
  return { recorded: true };
}

/** How many accesses a module has had. */
export async function countModuleAccess(moduleKey: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(moduleAccess).where(eq(moduleAccess.moduleKey, moduleKey));
  return row?.n ?? 0;
}
