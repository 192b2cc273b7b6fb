#!/usr/bin/env node
/**
 * The portal's HTTP server: Next's request handler behind a thin layer that (1) refuses methods a
 * path does not serve and oversized bodies before reading them, (2) makes the client address
 * trustworthy (socket, or X-Forwarded-For only through TRUSTED_PROXY_HOPS proxies), and (3) gives
 * every response a Content-Security-Policy — for HTML, the hashes of the inline scripts Next, React
 * and our own code put in it, none for any other —
 * plus HSTS when SITE_URL is https. Rules: lib/server/policy.mjs. Usage (after `next build`):
 *
 *   node scripts/portal-server.mjs [--port 3000] [--hostname localhost]
 *
 * Do not pass a loopback IP as hostname: Next 16 then proxies middleware rewrites to itself
 * (vercel/next.js#94745). docs/decisions/0036-never-bind-the-server-to-a-loopback-address.md.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import fs from 'node:fs';
import {
  allowedScriptHashes,
  bodyLimitFor,
  CLIENT_ADDRESS_HEADER,
  clientAddressOf,
  contentSecurityPolicy,
  frameOriginsFromEnv,
  baseSecurityHeaders,
  frameworkInlineScripts,
  isApiPath,
  methodRefusal,
} from '../lib/server/policy.mjs';
import { acceptsGzip, createHtmlBodyCache, GZIP_THRESHOLD, isSharedBody } from '../lib/server/html-body-cache.mjs';
import { createFairAdmission } from '../lib/server/fair-admission.mjs';
import { OWN_INLINE_SCRIPTS } from '../lib/server/own-scripts.mjs';
import { databaseBackoffSeconds, isDatabaseOutagePage, UNAVAILABLE_PAGE_HTML } from '../lib/server/unavailable-page.mjs';

const require = createRequire(import.meta.url);
// Next's own compression middleware: Next's is switched off (next.config.js `compress: false`) so
// the HTML can be read, hashed and only then compressed here.
const compression = require('next/dist/compiled/compression');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(arg('port', process.env.PORT ?? '3000'));
const hostname = arg('hostname', process.env.HOSTNAME_BIND ?? '0.0.0.0');
const hops = Math.max(0, Math.min(5, Number(process.env.TRUSTED_PROXY_HOPS ?? '0') || 0));
const https = (process.env.SITE_URL ?? '').startsWith('https://');
const frameOrigins = frameOriginsFromEnv(process.env);
const baseHeaders = baseSecurityHeaders(process.env);
const baseCsp = baseHeaders['Content-Security-Policy'];
/**
 * A response that may not be stored (Cache-Control no-store: the personal centre, forms, private
 * API answers) is compressed anew for every request, so it gets zlib's fastest strategy (levels 1–3); level 3 measured 0.7 ms
 * against 1.3 ms for the default level 6 on the 120 kB personal centre, for 20.6 kB instead of
 * 18.0 kB (docs/decisions/0083-personal-centre-per-request-costs.md). Everything else keeps the default: a cached page is compressed
 * per request too, but a smaller answer matters more for what is served most.
 */
const DYNAMIC_HTML_LEVEL = 3;
const isNoStore = (res) => /\bno-store\b/i.test(String(res.getHeader('Cache-Control') ?? ''));
const compressStored = compression({ threshold: 1024, filter: (req, res) => !isNoStore(res) && compression.filter(req, res) });
const compressNoStore = compression({ threshold: 1024, level: DYNAMIC_HTML_LEVEL, filter: (req, res) => isNoStore(res) && compression.filter(req, res) });
/** Exactly one of the two compresses a response: their filters exclude each other. */
const compress = (req, res, next) => compressNoStore(req, res, () => compressStored(req, res, next));

/**
 * The base headers go on when the response's headers are written, and only where the app set
 * none: Next keeps a header that is already on the response and drops its own, so setting the
 * base policy up front would replace a stricter one a handler chose (the file download's
 * `default-src 'none'; sandbox`). Every way of sending headers passes through writeHead. A 304
 * gets no policy (it would replace the cached page's).
 */
function addBaseHeadersOnWrite(res) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithBase(...args) {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    if (status !== 304) for (const [name, value] of Object.entries(baseHeaders)) if (!res.hasHeader(name)) res.setHeader(name, value);
    return writeHead.apply(this, args);
  };
}

/**
 * The inline scripts a page may run besides Next's data calls: ours, and the fixed ones of the Next
 * and React that render (read from their installed sources; the server does not start without them).
 */
const knownScripts = [...OWN_INLINE_SCRIPTS, ...frameworkInlineScripts((specifier) => fs.readFileSync(require.resolve(specifier), 'utf8'))];
/** An inline script that is not ours nor the framework's came with content: it gets no hash, and the operator hears of it. */
const onRefused = (hash) => console.warn(`[csp] an inline script not emitted by the portal was refused: ${hash}`);

/**
 * Per distinct HTML body: its policy, computed once, and for shared pages its gzip bytes. A page
 * that may not be stored is one user's and one moment's: neither looked up nor kept (it would push
 * the cached pages out), its policy computed and its bytes compressed (level 3) for its response.
 */
const bodies = createHtmlBodyCache({ policyOf: (html) => contentSecurityPolicy({ scriptHashes: allowedScriptHashes(html, { known: knownScripts, onRefused }), frameOrigins, https }) });

/**
 * Holds back a text/html response until it is complete, then sets its policy and sends it. Other
 * responses pass straight through (with the base policy set up front).
 */
function hashHtmlResponses(req, res) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  const flushHeaders = res.flushHeaders?.bind(res);
  /** @type {Buffer[]} */
  const chunks = [];
  let decided = null;
  const isHtml = () => String(res.getHeader('content-type') ?? '').toLowerCase().startsWith('text/html');
  const decide = () => {
    // A 304 has no body; whatever policy it carried would replace the cached page's in the browser.
    if (res.statusCode === 304) res.removeHeader('Content-Security-Policy');
    if (decided === null) decided = isHtml();
    if (!decided) {
      res.write = write;
      res.end = end;
      res.writeHead = writeHead;
      if (flushHeaders) res.flushHeaders = flushHeaders;
    }
    return decided;
  };
  const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  // Headers given to writeHead are kept on the response, so the policy can still be added.
  res.writeHead = (status, ...rest) => {
    res.statusCode = status;
    for (const item of rest) {
      if (typeof item === 'string') res.statusMessage = item;
      else if (Array.isArray(item)) for (let i = 0; i + 1 < item.length; i += 2) res.setHeader(item[i], item[i + 1]);
      else if (item && typeof item === 'object') for (const [k, v] of Object.entries(item)) if (v !== undefined) res.setHeader(k, v);
    }
    return res;
  };
  if (flushHeaders) res.flushHeaders = () => undefined;
  res.write = (chunk, encoding, cb) => {
    if (!decide()) return write(chunk, encoding, cb);
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : cb;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  res.end = (chunk, encoding, cb) => {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk);
    if (!decide()) return end(chunk, encoding, cb);
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    let body = Buffer.concat(chunks);
    // A render the database failed: 503, Retry-After and a page readable without JavaScript, not
    // Next's 500 document that stays empty until a script draws the error view.
    const backoff = databaseBackoffSeconds();
    if (isDatabaseOutagePage(res.statusCode, body, backoff)) {
      res.statusCode = 503;
      res.setHeader('Retry-After', String(backoff));
      res.setHeader('Cache-Control', 'no-store');
      body = Buffer.from(UNAVAILABLE_PAGE_HTML, 'utf8');
    }
    const shared = isSharedBody(res.getHeader('cache-control'));
    if (res.statusCode !== 304 && body.length > 0) res.setHeader('Content-Security-Policy', bodies.policy(body, shared));
    // Compressed here rather than by the middleware below, so a shared page is compressed once, not
    // on every hit; the middleware passes an encoded body through untouched.
    if (
      res.statusCode === 200 &&
      req.method !== 'HEAD' &&
      body.length >= GZIP_THRESHOLD &&
      !res.hasHeader('content-encoding') &&
      !res.hasHeader('transfer-encoding') &&
      acceptsGzip(req.headers['accept-encoding'])
    ) {
      body = bodies.gzip(body, shared);
      res.setHeader('Content-Encoding', 'gzip');
    }
    if (!res.hasHeader('transfer-encoding')) res.setHeader('Content-Length', body.length);
    res.write = write;
    res.writeHead = writeHead;
    if (flushHeaders) res.flushHeaders = flushHeaders;
    res.end = end;
    return end(body, typeof encoding === 'function' ? encoding : cb);
  };
}

/**
 * An API answer leaves in one packet: Next writes its headers, its body and the chunked ending as
 * three writes, each a packet to the client (and, on loopback or a proxy's host, a wake-up of the
 * reader). The socket is corked at the first write and uncorked after this turn of the event loop
 * — end() uncorks it at once anyway — so a streamed answer is delayed by no more than that turn.
 */
function coalesceWrites(res) {
  const socket = res.socket;
  if (!socket) return;
  let held = false;
  const release = () => {
    held = false;
    if (!socket.destroyed && socket.writableCorked > 0) socket.uncork();
  };
  const hold = () => {
    if (held) return;
    held = true;
    socket.cork();
    setImmediate(release);
  };
  for (const name of ['flushHeaders', 'write', 'end']) {
    const original = res[name];
    if (typeof original !== 'function') continue;
    res[name] = function heldWrite(...args) {
      hold();
      return original.apply(this, args);
    };
  }
}

function refuse(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': baseCsp, Connection: 'close', ...headers });
  res.end(text);
}

/**
 * Requests start in arrival order, one per turn of the event loop, so the loop accepts a waiting
 * connection between two of them (libuv accepts one per turn): without it, at 100 busy connections a
 * new one waited up to 10 s (lib/server/fair-admission.mjs, docs/decisions/0069-fair-admission-in-the-portal-server.md).
 */
const admission = createFairAdmission();

const app = next({ dev: false, dir: root, hostname: hostname === '0.0.0.0' ? 'localhost' : hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  const pathname = url.split('?')[0] ?? '/';
  const method = (req.method ?? 'GET').toUpperCase();

  const refusal = methodRefusal(method, pathname);
  if (refusal) {
    // Answer without reading the body; the connection closes so no unread body lingers.
    req.on('error', () => undefined);
    refuse(res, refusal.status, '不支持该请求方法', { Allow: refusal.allow });
    return;
  }
  const declared = Number(req.headers['content-length'] ?? '0');
  const limit = bodyLimitFor(pathname);
  if ((Number.isFinite(declared) && declared > limit) || (limit === 0 && req.headers['transfer-encoding'])) {
    req.on('error', () => undefined);
    refuse(res, 413, `请求体过大（不能超过 ${limit} 字节）`);
    return;
  }

  // The app reads the client address from here, and from X-Forwarded-For, which is rewritten to it.
  const address = clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops);
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  req.headers['x-forwarded-for'] = address;

  addBaseHeadersOnWrite(res);
  if (isApiPath(pathname)) coalesceWrites(res);
  admission.admit(res, () =>
    compress(req, res, () => {
      if (!isApiPath(pathname) && !pathname.startsWith('/_next/static/')) hashHtmlResponses(req, res);
      handle(req, res).catch((error) => {
        console.error('[server] request failed:', error instanceof Error ? error.name : 'error');
        if (!res.headersSent) refuse(res, 500, '系统繁忙，请稍后再试');
        else res.destroy();
      });
    }),
  );
});

server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.requestTimeout = 120_000;
server.listen(port, hostname, () => {
  console.log(`portal ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port} (trusted proxy hops: ${hops})`);
});

// Rolling restarts: stop accepting, let requests in flight finish, then leave.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
