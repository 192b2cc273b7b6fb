/**
 * Rules of the portal's own HTTP server (scripts/portal-server.mjs), kept pure so jest tests them:
 * which client address a request has, which methods a path accepts, how large a body may be, and
 * the Content-Security-Policy of a response. Plain ESM JavaScript: the server runs it without a
 * build step. docs/security.md "The portal server".
 */
import { createHash } from 'node:crypto';

/** Header in which the server hands the app the client address; a client-sent one is overwritten. */
export const CLIENT_ADDRESS_HEADER = 'x-portal-client-address';

/**
 * The client address: the socket's peer, or — behind `hops` trusted proxies that each append the
 * address they saw to X-Forwarded-For — the entry `hops` places from the right of that chain plus
 * the socket. Entries a client wrote itself sit further left and are never read.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} hops
 */
export function clientAddressOf(socketAddress, forwardedFor, hops) {
  const socket = normalizeAddress(socketAddress ?? '') || 'unknown';
  if (!hops) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [
    ...header
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    socket,
  ];
  return (normalizeAddress(chain[chain.length - 1 - hops] ?? chain[0] ?? '') || socket).slice(0, 64);
}

/** "::ffff:10.0.0.1" → "10.0.0.1"; anything that is not an address-like token → "". */
function normalizeAddress(value) {
  const v = value.trim().replace(/^::ffff:/i, '');
  return /^[0-9A-Fa-f:.]{2,64}$/.test(v) ? v : '';
}

const PAGE_METHODS = new Set(['GET', 'HEAD']);
const NEVER = new Set(['TRACE', 'TRACK', 'CONNECT']);

/**
 * null when the method may go on to Next; otherwise the refusal. Pages and files accept GET and
 * HEAD only; the API keeps its own methods (its handlers answer 405 for the rest); TRACE and the like
 * nowhere. Decided before any body is read.
 * @param {string} method
 * @param {string} pathname
 * @returns {null | { status: 405, allow: string }}
 */
export function methodRefusal(method, pathname) {
  const m = method.toUpperCase();
  if (NEVER.has(m)) return { status: 405, allow: isApiPath(pathname) ? 'GET, HEAD, POST' : 'GET, HEAD' };
  if (isApiPath(pathname)) return null;
  return PAGE_METHODS.has(m) ? null : { status: 405, allow: 'GET, HEAD' };
}

export const isApiPath = (pathname) => pathname === '/api' || pathname.startsWith('/api/');

/** The one call that takes files: a job seeker's photo or attachment (lib/recruitment/files.ts). */
export const UPLOAD_PATH = '/api/bzf-portal-recruit/brcFileEntity/upload';
/** The largest file (an attachment, 10 MB) plus room for the multipart framing and the form's other fields. */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;

/**
 * Largest request body per path, in bytes (first match wins): a path ending in "/" matches every
 * path below it, any other only itself. The JSON calls take a few kB; only the upload call more.
 */
export const BODY_LIMITS = [
  [UPLOAD_PATH, UPLOAD_BODY_LIMIT],
  ['/api/', 64 * 1024],
  ['/', 0],
];

/** @param {string} pathname */
export function bodyLimitFor(pathname) {
  for (const [path, limit] of BODY_LIMITS) if (path.endsWith('/') ? pathname.startsWith(path) : pathname === path) return limit;
  return 0;
}

/**
 * Origins the rental-centre frame may load (spec §2): the portal itself plus the origins named by
 * RENT_CENTER_HOSTS_PRIMARY / _SECONDARY ("hosts,https://origin") and RENT_CENTER_TEST_ORIGIN.
 * @param {Record<string, string | undefined>} env
 */
export function frameOriginsFromEnv(env) {
  const origins = [];
  for (const name of ['RENT_CENTER_HOSTS_PRIMARY', 'RENT_CENTER_HOSTS_SECONDARY']) {
    const v = env[name];
    if (v && v.includes(',')) origins.push(v.slice(v.lastIndexOf(',') + 1));
  }
  if (env.RENT_CENTER_TEST_ORIGIN) origins.push(env.RENT_CENTER_TEST_ORIGIN);
  return origins.map((o) => o.trim().replace(/\/+$/, '')).filter((o) => /^https?:\/\/[^/\s;'"]+$/.test(o));
}

/**
 * sha256 hashes of every inline <script> (no src) of an HTML document, as CSP source expressions.
 * Given the UTF-8 bytes, the document is read as latin1 (one character per byte): the markup is
 * ASCII, a byte below 0x80 never occurs inside a multi-byte character, and each script's original
 * bytes are hashed — the same hashes as from the decoded text, at a quarter of the cost for a
 * Chinese page (no UTF-8 decoding, and the pattern runs over a one-byte string).
 * @param {string | Uint8Array} html
 */
export function inlineScriptHashes(html) {
  const bytes = typeof html !== 'string';
  const text = bytes ? Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString('latin1') : html;
  const hashes = new Set();
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(m[2] ?? '', bytes ? 'latin1' : 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of a response. HTML pages allow exactly their own inline scripts (by hash, so cached
 * pages keep working: no per-request nonce) and the portal's script files; styled-components
 * inserts <style> at run time, hence 'unsafe-inline' for styles only.
 * @param {{ scriptHashes?: string[], frameOrigins?: string[], https?: boolean }} opts
 */
export function contentSecurityPolicy(opts = {}) {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${(opts.scriptHashes ?? []).map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self'${(opts.frameOrigins ?? []).map((o) => ` ${o}`).join('')}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
  ];
  if (opts.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every response of this deployment carries: the base policy (HTML pages replace it with
 * their own hashes), and HSTS only where the public site is https (never on a plain-http demo).
 * @param {Record<string, string | undefined>} env
 */
export function baseSecurityHeaders(env) {
  const https = (env.SITE_URL ?? '').startsWith('https://');
  /** @type {Record<string, string>} */
  const headers = { 'Content-Security-Policy': contentSecurityPolicy({ frameOrigins: frameOriginsFromEnv(env), https }) };
  if (https) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}
