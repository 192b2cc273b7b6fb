import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { resolveSession, type SessionUser } from '@/lib/register/sessions';
import { readCookie, TOKEN_COOKIE } from './cookies';
import { safeRedirectPath } from './redirect';

export type { SessionUser } from '@/lib/register/sessions';
export { safeRedirectPath } from './redirect';

/**
 * The signed-in user of the current page request, or null. Pages and layouts of the personal
 * centre call this themselves: middleware is never the only check. One lookup per request.
 */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const jar = await cookies();
  return resolveSession(jar.get(TOKEN_COOKIE)?.value);
});

/** The signed-in user, or a redirect to /login (or to /consent, when an agreement changed) that comes back to `returnTo` afterwards. */
export async function requireUser(returnTo: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?redirect=${encodeURIComponent(safeRedirectPath(returnTo))}`);
  // An agreement changed since this account accepted it: asked again before anything else (issue #30).
  if (user.consentPending) redirect(`/consent?redirect=${encodeURIComponent(safeRedirectPath(returnTo))}`);
  return user;
}

/** Route handlers: the spec's `tokenId` header, else the `tokenId` cookie. */
export function sessionTokenFrom(request: Request): string | undefined {
  const header = request.headers.get('tokenId')?.trim();
  if (header) return header;
  return readCookie(request.headers.get('cookie'), TOKEN_COOKIE);
}

export const notSignedIn = () => new ApiError(ERROR_CODES.UNAUTHORIZED, '请先登录', 401);

/**
 * The session user of a plain form post, or null: the no-JavaScript handlers send a visitor to sign
 * in (303) instead of answering 401.
 */
export async function sessionUserOrNull(request: Request, options: SessionUserOptions = {}): Promise<SessionUser | null> {
  return requireSessionUser(request, options).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === ERROR_CODES.UNAUTHORIZED) return null;
    throw error;
  });
}

export const CONSENT_REQUIRED_MSG = '《用户协议》或《隐私政策》已更新，请先阅读并同意新版本后再继续';
export const consentRequired = () => new ApiError(ERROR_CODES.CONSENT_REQUIRED, CONSENT_REQUIRED_MSG, 403);

export type SessionUserOptions = {
  /**
   * What a citizen may still do before accepting a changed agreement: accept it, switch optional
   * processing off, export their data, delete their account (PIPL rights do not wait for consent).
   * Everything else is refused with 403 `4031` (issue #30 part 3: asked again before anything else).
   */
  pendingConsentAllowed?: boolean;
};

/** The session user of an API request, or 401 `4010` (403 `4031` while a changed agreement waits). */
export async function requireSessionUser(request: Request, options: SessionUserOptions = {}): Promise<SessionUser> {
  const user = await resolveSession(sessionTokenFrom(request));
  if (!user) throw notSignedIn();
  if (user.consentPending && !options.pendingConsentAllowed) throw consentRequired();
  return user;
}
