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

/** The portal's API, and the staff console's handlers (under /admin/api/, where its Path=/admin cookie reaches). */
export const isApiPath = (pathname) => pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith(CONSOLE_API_PREFIX);

/** The console's form posts: a few fields each. */
export const CONSOLE_API_PREFIX = '/admin/api/';

/** The one call that takes files: a job seeker's photo or attachment (lib/recruitment/files.ts). */
export const UPLOAD_PATH = '/api/bzf-portal-recruit/brcFileEntity/upload';
/** The largest file (an attachment, 10 MB) plus room for the multipart framing and the form's other fields. */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;

/** The console's article save (the body is HTML, URL-encoded: a long policy with tables) and its uploads. */
export const CONTENT_SAVE_PATH = '/admin/api/content/save';
export const CONTENT_SAVE_BODY_LIMIT = 2 * 1024 * 1024;
export const CONTENT_UPLOAD_PATH = '/admin/api/content/upload';
/** The largest content file (an attachment, 20 MB) plus the multipart framing. */
export const CONTENT_UPLOAD_BODY_LIMIT = 20 * 1024 * 1024 + 64 * 1024;

/**
 * Largest request body per path, in bytes (first match wins): a path ending in "/" matches every
 * path below it, any other only itself. The JSON calls take a few kB; only the upload call more.
 */
export const BODY_LIMITS = [
  [UPLOAD_PATH, UPLOAD_BODY_LIMIT],
  [CONTENT_SAVE_PATH, CONTENT_SAVE_BODY_LIMIT],
  [CONTENT_UPLOAD_PATH, CONTENT_UPLOAD_BODY_LIMIT],
  ['/api/', 64 * 1024],
  [CONSOLE_API_PREFIX, 16 * 1024],
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
 * Calls whose arguments are data: Next's flight chunks (`self.__next_f.push([1,"…"])`), Turbopack's
 * chunk list, and React's streaming instructions (`$RC("B:0","S:0")`). A script made only of these,
 * with arguments that parse as JSON, can run no code of its own.
 */
const DATA_CALLS = ['self.__next_f.push(', '(self.__next_f=self.__next_f||[]).push(', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push('];
const REACT_CALL = /\$R[A-Z]{1,2}\(/y;
/** Next's request id before its bootstrap: `self.__next_r="<uuid>";`. */
const REQUEST_ID = 'self.__next_r=';

/**
 * React's streaming runtime as the server bundle writes it into pages (`$RC=function(…){…};` and the
 * like, plus the shell-time `requestAnimationFrame(…)`): every such string literal of a react-dom
 * server bundle's source, less the call it ends with. Read from the installed bundle at start-up, so
 * the allowed runtime is exactly the one that renders.
 * @param {string} source the text of react-dom-server.node.production.js
 */
export function extractInstructionRuntimes(source) {
  const found = new Set();
  const re = /'(\$R[A-Z]{1,2}=(?:[^'\\\n]|\\.)*|requestAnimationFrame\(function\(\)\{\$RT=(?:[^'\\\n]|\\.)*)'|"(\$R[A-Z]{1,2}=(?:[^"\\\n]|\\.)*|requestAnimationFrame\(function\(\)\{\$RT=(?:[^"\\\n]|\\.)*)"/g;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    const text = unescapeJsString(m[1] ?? m[2] ?? '').replace(/\$R[A-Z]{1,2}\("$/, '');
    if (text) found.add(text);
  }
  return [...found];
}

/** Where the installed framework keeps the inline scripts it writes into pages as fixed text. */
export const FRAMEWORK_SCRIPT_SOURCES = {
  react: ['next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js', 'next/dist/compiled/react-dom-experimental/cjs/react-dom-server.node.production.js'],
  /** Next moves icon links that streamed into <body> back to <head> (streaming metadata). */
  nextIcons: 'next/dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js',
};

/**
 * The fixed inline scripts of the installed Next and React (React's streaming runtime, Next's icon
 * script), read from their sources so an upgrade brings its own. Throws when one is not found: a
 * page would then silently lose its Suspense swaps or icons, so the server should not start.
 * @param {(specifier: string) => string} readSource the text of an installed module
 */
export function frameworkInlineScripts(readSource) {
  const react = FRAMEWORK_SCRIPT_SOURCES.react.flatMap((spec) => extractInstructionRuntimes(readSource(spec)));
  if (!react.some((s) => s.includes('$RC=function'))) throw new Error(`React's streaming runtime was not found in ${FRAMEWORK_SCRIPT_SOURCES.react[0]}`);
  const icons = /REINSERT_ICON_SCRIPT = `\\\n([^`]+)`/.exec(readSource(FRAMEWORK_SCRIPT_SOURCES.nextIcons))?.[1];
  if (!icons) throw new Error(`Next's icon script was not found in ${FRAMEWORK_SCRIPT_SOURCES.nextIcons}`);
  return [...new Set([...react, icons])];
}

/** The value of a JavaScript string literal's body (the escapes React's bundle uses). */
function unescapeJsString(body) {
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, e) => {
    if (e[0] === 'x' || e[0] === 'u') return String.fromCharCode(parseInt(e.slice(1), 16));
    return { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' }[e] ?? e;
  });
}

/**
 * Index just past the `)` that closes an argument list starting at `from`, or -1 when the arguments
 * are not all JSON. Strings are skipped quote-aware, so a ")" inside a flight chunk does not end it.
 */
function endOfJsonArguments(text, from) {
  let depth = 0;
  for (let i = from; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      // To the closing quote: the next quote not escaped by an odd run of backslashes.
      let close = text.indexOf('"', i + 1);
      for (; close > 0; close = text.indexOf('"', close + 1)) {
        let slashes = 0;
        while (text.charCodeAt(close - 1 - slashes) === 92 /* \\ */) slashes += 1;
        if (slashes % 2 === 0) break;
      }
      if (close < 0) return -1;
      i = close;
    } else if (c === 91 || c === 123 /* [ { */) depth += 1;
    else if (c === 93 || c === 125 /* ] } */) depth -= 1;
    else if (c === 41 /* ) */ && depth === 0) {
      try {
        JSON.parse(`[${text.slice(from, i)}]`);
        return i + 1;
      } catch {
        return -1;
      }
    }
  }
  return -1;
}

/**
 * Whether an inline script is one the framework or our code emits: a sequence of known scripts
 * (exact text) and data calls, separated by semicolons. Anything else — a script from content, even
 * one that starts like Next's — is not.
 * @param {string} text
 * @param {readonly string[]} known exact scripts and runtime definitions, longest first
 */
function isEmittedScript(text, known) {
  // The common case, a whole script that is one data call (Next's flight chunks, up to tens of kB):
  // one JSON.parse of its arguments, without walking them.
  const call = DATA_CALLS.find((c) => text.startsWith(c));
  const end = text.endsWith(');') ? text.length - 2 : text.length - 1;
  if (call && text.charCodeAt(end) === 41 /* ) */) {
    try {
      JSON.parse(`[${text.slice(call.length, end)}]`);
      return true;
    } catch {
      // Not one call: read it statement by statement below.
    }
  }
  let i = 0;
  while (i < text.length) {
    let next = -1;
    for (const k of known) if (text.startsWith(k, i)) { next = i + k.length; break; }
    if (next < 0) {
      const call = DATA_CALLS.find((c) => text.startsWith(c, i));
      REACT_CALL.lastIndex = i;
      if (call) next = endOfJsonArguments(text, i + call.length);
      else if (REACT_CALL.test(text)) next = endOfJsonArguments(text, REACT_CALL.lastIndex);
      else if (text.startsWith(REQUEST_ID, i)) {
        const m = /^"[0-9a-f-]{1,64}"/.exec(text.slice(i + REQUEST_ID.length, i + REQUEST_ID.length + 67));
        if (m) next = i + REQUEST_ID.length + m[0].length;
      }
    }
    if (next < 0) return false;
    i = next;
    while (text.charCodeAt(i) === 59 /* ; */) i += 1;
  }
  return true;
}

/**
 * sha256 hashes (CSP source expressions) of the inline scripts of an HTML document that the
 * framework or our code emitted — React's runtime and Next's data calls by their shape, our own by
 * their exact text (`known`) — and only those: any other inline script (one that came in with
 * content) gets no hash, so the browser refuses it. Data blocks (`type="application/ld+json"`) never
 * run and need none. Given the UTF-8 bytes, the document is read as latin1 (one character per byte):
 * the markup is ASCII, a byte below 0x80 never occurs inside a multi-byte character, and each
 * script's original bytes are hashed — the same hashes as from the decoded text, at a quarter of the
 * cost for a Chinese page.
 * @param {string | Uint8Array} html
 * @param {{ known?: readonly string[], onRefused?: (hash: string) => void }} [options]
 */
export function allowedScriptHashes(html, options = {}) {
  const bytes = typeof html !== 'string';
  const text = bytes ? Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString('latin1') : html;
  const known = [...(options.known ?? [])].sort((a, b) => b.length - a.length);
  const hashes = new Set();
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    const body = m[2] ?? '';
    const hash = `'sha256-${createHash('sha256').update(body, bytes ? 'latin1' : 'utf8').digest('base64')}'`;
    if (isEmittedScript(body, known)) hashes.add(hash);
    else options.onRefused?.(hash);
  }
  return [...hashes];
}

/**
 * The policy of a response. HTML pages allow exactly the inline scripts the framework and our code
 * put in them (by hash, so cached pages keep working: no per-request nonce) and the portal's script files; styled-components
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
