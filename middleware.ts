/**
 * Edge middleware: route fallbacks of spec §2, the `?token=` hand-over, the personal-centre guard,
 * and the content-page cache rewrite (public query URL → /_c/<normalized query>/<route>).
 *
 * NOT a security boundary: middleware can be skipped (matcher gaps, bypass advisories), so every
 * private page and route handler checks the session itself (lib/session). This file only keeps
 * URLs tidy and keeps the login token out of addresses, history and Referer headers.
 *
 * Next 16 still runs middleware.ts on the Edge runtime; proxy.ts would be Node-only.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { deviceHintCookie, DEVICE_COOKIE, DEVICE_HINT_COOKIE, handoverAskCookie, handoverCookie, HANDOVER_COOKIE, LOGIN_COOKIE, LOGIN_PENDING, TICKET_PATTERN } from '@/lib/session/cookies';
import { isTrustedHandoverNavigation } from '@/lib/session/handover-origin';
import { rentCenterConfigFromEnv } from '@/lib/register/rent-center';
import { isKnownPath } from '@/lib/navigation/routes';
import { isPersonalCenterPath, PORTAL_PATH_HEADER } from '@/lib/navigation/paths';
import { cachedPathOf } from '@/lib/navigation/content-cache';

/** Cookie holding the login token (spec §3 "tokenId"). */
export const TOKEN_COOKIE_NAME = 'tokenId';
export const TOKEN_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

const HOME = '/home';
const BASIC_INFO_PATH = '/t1/personalCenter/personal_info/basic_info';

/** Public files and folders served as they are (they have their own query strings, e.g. rentCenter's token). */
const PASS_THROUGH_PREFIXES = ['/api/', '/_next/', '/demo/', '/rentCenter/'];

/**
 * Only a hand-over ticket may come in through a URL (spec §4 `?token=`). A session token in a link
 * would sign the reader into the sender's account (session fixation), so it is dropped unused.
 */
export function isHandoverTicket(token: string | null): token is string {
  return token !== null && TICKET_PATTERN.test(token);
}

function isPassThrough(pathname: string): boolean {
  if (pathname === '/api' || PASS_THROUGH_PREFIXES.some((p) => pathname.startsWith(p))) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function isSecureRequest(request: NextRequest): boolean {
  if (process.env.NODE_ENV === 'production') return true;
  if (request.nextUrl.protocol === 'https:') return true;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return forwarded === 'https';
}

export function middleware(request: NextRequest): NextResponse {
  const response = routeRequest(request);
  // A device remembered before bzf_remembered existed gets it on its next page, or its start-up
  // login would stop computing the fingerprint its device binding needs. (nginx never stores a
  // response that sets a cookie.)
  if (request.cookies.has(DEVICE_COOKIE) && !request.cookies.has(DEVICE_HINT_COOKIE)) {
    response.cookies.set(deviceHintCookie(isSecureRequest(request)));
  }
  return response;
}

function routeRequest(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  // Pages take GET and HEAD only (the portal server already refuses the rest before reading a body;
  // this covers `next start` run directly).
  if (request.method !== 'GET' && request.method !== 'HEAD' && !pathname.startsWith('/api/')) {
    return new NextResponse('不支持该请求方法', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  if (isPassThrough(pathname)) return NextResponse.next();

  const known = isKnownPath(pathname) && trimSlash(pathname) !== '/t1';
  const hasToken = searchParams.has('token');
  if (known && !hasToken && isPersonalCenterPath(trimSlash(pathname))) return guardPersonalCenter(request);
  if (known && !hasToken) return serveKnown(request);

  // A plain URL: NextURL would re-append the trailing slash of "/t1/" to "/home".
  const target = new URL(request.nextUrl.href);
  if (!known) target.pathname = HOME;

  const token = hasToken ? searchParams.get('token') : null;
  const accepted = isHandoverTicket(token);
  if (hasToken) {
    target.searchParams.delete('token');
    if (accepted && trimSlash(target.pathname) === BASIC_INFO_PATH) target.searchParams.set('entry', 'token');
  }

  if (accepted && !isTrustedHandoverNavigation(navigationOf(request), rentCenterConfig())) {
    return askBeforeHandover(request, token, target);
  }

  const response = NextResponse.redirect(target, 307);
  if (accepted) {
    // Never the session cookie: the ticket waits beside it, and checkToken spends it only when no
    // session is live (a live session is never replaced by a link).
    response.cookies.set(handoverCookie(token, isSecureRequest(request)));
    // Readable marker for a signed-out page: "something awaits validation", so the start-up login
    // calls checkToken (the page cannot see HttpOnly cookies). A signed-in page keeps login=true.
    if (request.cookies.get(LOGIN_COOKIE)?.value !== 'true') {
      response.cookies.set({
        name: LOGIN_COOKIE,
        value: LOGIN_PENDING,
        httpOnly: false,
        sameSite: 'lax',
        path: '/',
        secure: isSecureRequest(request),
        maxAge: TOKEN_COOKIE_MAX_AGE,
      });
    }
  }
  return response;
}

/** Read per request: the edge runtime of `next start` sees the server's environment at run time. */
function rentCenterConfig() {
  return rentCenterConfigFromEnv({
    RENT_CENTER_HOSTS_PRIMARY: process.env.RENT_CENTER_HOSTS_PRIMARY,
    RENT_CENTER_HOSTS_SECONDARY: process.env.RENT_CENTER_HOSTS_SECONDARY,
    RENT_CENTER_TEST_ORIGIN: process.env.RENT_CENTER_TEST_ORIGIN,
  });
}

function navigationOf(request: NextRequest) {
  // The Host header: `next start` gives middleware its own bound address in nextUrl, not the public host.
  const siteHost = request.headers.get('host') ?? request.nextUrl.host;
  return { siteHost, fetchSite: request.headers.get('sec-fetch-site'), referer: request.headers.get('referer') };
}

/**
 * A hand-over link from anywhere but our own pages or the rental centre (issue #24 part 2): anyone
 * can mint a ticket for their own account and send it, so a signed-out visitor is first asked
 * 「以 139****0002 登录？」 on /login, and only their click spends the ticket. A browser holding a
 * session cookie keeps its session: the ticket is dropped, as checkToken would drop it.
 */
function askBeforeHandover(request: NextRequest, ticket: string, target: URL): NextResponse {
  if (request.cookies.get(TOKEN_COOKIE_NAME)?.value) return NextResponse.redirect(target, 307);
  const confirm = new URL('/login', request.nextUrl.href);
  confirm.search = '';
  confirm.searchParams.set('handover', 'confirm');
  confirm.searchParams.set('redirect', `${target.pathname}${target.search}`);
  const response = NextResponse.redirect(confirm, 307);
  response.cookies.set(handoverAskCookie(ticket, isSecureRequest(request)));
  return response;
}

/**
 * A public content page (/t1/<template route>, /t3/…) is rewritten — the address stays as it is —
 * to its internal cacheable path, which carries the normalized query as a path segment (see
 * lib/navigation/content-cache.ts), so Next's route cache serves it like /home. Everything else
 * (and a Q&A keyword search) goes through unchanged. The internal /_c/... paths themselves are not
 * known paths: a visitor who types one is sent to /home like any unknown path, so they never
 * become a second, indexable address of a page.
 */
function serveKnown(request: NextRequest): NextResponse {
  const internal = cachedPathOf(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!internal) return NextResponse.next();
  // A plain URL on the request's origin, with no query (NextURL would re-append a trailing slash).
  // Note: a server started with `-H 127.0.0.1` proxies such rewrites to itself (vercel/next.js#94745);
  // the e2e and perf scripts bind "localhost", production binds 0.0.0.0.
  return NextResponse.rewrite(new URL(internal, request.nextUrl.origin));
}


/**
 * Personal-centre pages need a session: a browser without the tokenId cookie is sent to sign in and
 * brought back (same-origin path + query only). The pages check the session again on the server;
 * this only saves an anonymous visitor a round trip. The path goes on as a request header so the
 * layout can build the same ?redirect= when the cookie turns out to be stale.
 */
function guardPersonalCenter(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const here = `${pathname}${search}`;
  if (!request.cookies.get(TOKEN_COOKIE_NAME)?.value && !request.cookies.get(HANDOVER_COOKIE)?.value) {
    const login = new URL('/login', request.nextUrl.href);
    login.search = '';
    login.searchParams.set('redirect', here);
    return NextResponse.redirect(login, 307);
  }
  const headers = new Headers(request.headers);
  headers.set(PORTAL_PATH_HEADER, here);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Skips API routes, the whole console (its pages and handlers check their own session; handlers take
  // article bodies and files, past the 4 kB middleware buffers; next.config.js keeps robots out of it,
  // and a page saves the Edge sandbox's ≈ 1.5 ms), build assets and any path with a file extension.
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|_next/static|_next/image|.*\\.[^/]*$).*)'],
};
