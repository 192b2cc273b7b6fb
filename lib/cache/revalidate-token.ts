import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getEnv } from '@/lib/env';
import { addressKey, forgiveHit, hitCounter } from '@/lib/monitoring/rate-counters';
import { clientAddress } from '@/lib/register/attempts';

/**
 * The operators' token of POST bpcCacheEntity/revalidate (issue #24 part 8c). Checked from the
 * headers alone, before a byte of the body is read, so a stranger cannot make the portal take in
 * bodies; wrong tokens are limited per client address so guessing costs the portal nothing.
 */

/** Wrong tokens an address may send per window; past it every attempt is 429 until the window ends. */
export const WRONG_TOKEN_LIMIT = 10;
export const WRONG_TOKEN_WINDOW_MS = 15 * 60 * 1000;

/** Equal in constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function tokenMatches(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Refuses (403) while no REVALIDATE_TOKEN is configured, (429 + Retry-After) an address past its
 * wrong tokens, (401) a missing or wrong token. Every attempt is counted first and a right one is
 * forgiven, so parallel guesses cannot all pass the check before any is counted; while an address
 * is over the limit even the right token is refused (a 401/429 difference would confirm a guess).
 */
export async function assertRevalidateOperator(request: Request, now = new Date()): Promise<void> {
  const expected = getEnv().REVALIDATE_TOKEN;
  if (!expected) throw new ApiError(ERROR_CODES.FORBIDDEN, '未启用缓存刷新接口（未配置 REVALIDATE_TOKEN）', 403);
  const bucket = `rv:${addressKey(clientAddress(request.headers))}`;
  const { hits, windowEndsAt } = await hitCounter(bucket, WRONG_TOKEN_WINDOW_MS, now);
  if (hits > WRONG_TOKEN_LIMIT) {
    const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
    throw new ApiError(ERROR_CODES.RATE_LIMITED, `缓存刷新凭据错误次数过多，请 ${Math.ceil(seconds / 60)} 分钟后再试`, 429, (response) => {
      response.headers.set('Retry-After', String(seconds));
    });
  }
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!tokenMatches(given, expected)) throw new ApiError(ERROR_CODES.UNAUTHORIZED, '缓存刷新凭据无效', 401);
  await forgiveHit(bucket, WRONG_TOKEN_WINDOW_MS, now);
}
