/** What the 我的数据 route handlers share: the re-auth cookie and the answers' words. */
import type { NextResponse } from 'next/server';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { isSecureContext, readCookie, TOKEN_COOKIE } from '@/lib/session/cookies';
import { REAUTH_COOKIE, REAUTH_TTL_MS } from './reauth';
import { PRIVACY_ERRORS } from './text';

export const reauthCookieOf = (request: Request) => readCookie(request.headers.get('cookie'), REAUTH_COOKIE);
export const sessionCookieOf = (request: Request) => readCookie(request.headers.get('cookie'), TOKEN_COOKIE);

/** Sets the re-auth ticket: HttpOnly, this site only, five minutes. */
export function setReauthCookie(request: Request, ticket: string) {
  const secure = isSecureContext(request.url, request.headers);
  return (response: NextResponse) => {
    response.cookies.set(REAUTH_COOKIE, ticket, { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: Math.floor(REAUTH_TTL_MS / 1000) });
  };
}

export function clearReauthCookie(response: NextResponse): void {
  response.cookies.set(REAUTH_COOKIE, '', { httpOnly: true, sameSite: 'strict', path: '/', maxAge: 0 });
}

/** 403 `4031`-style refusal the page words as ?failed=reauth. */
export class ReauthNeeded extends ApiError {
  constructor() {
    super(ERROR_CODES.FORBIDDEN, PRIVACY_ERRORS.reauthNeeded, 403);
  }
}
