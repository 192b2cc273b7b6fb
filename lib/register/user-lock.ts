import { eq } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import type { Db } from '@/lib/db/client';
import { portalUsers } from '@/lib/db/schema';

/**
 * Takes the user's row for the rest of the transaction, so a per-user cap counted after it cannot
 * be passed by parallel requests of the same user: they queue here. "No key update" does not block
 * sessions or other rows that only reference the user. A missing user answers 401.
 */
export async function lockUserForWrite(t: Db, userId: number): Promise<void> {
  const [user] = await t.select({ id: portalUsers.id }).from(portalUsers).where(eq(portalUsers.id, userId)).for('no key update');
  if (!user) throw new ApiError(ERROR_CODES.UNAUTHORIZED, '请先登录', 401);
}
