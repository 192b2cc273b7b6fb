/**
 * What the portal server keeps per distinct HTML body: its Content-Security-Policy (the hashes of its
 * inline scripts) and, for bodies every visitor may share, its gzip bytes. A page served from Next's
 * cache is the same bytes on every hit, so hashing its scripts and compressing 100+ kB again on each
 * request was most of the server's own work (docs/decisions/0012-the-portal-server-replaces-next-start.md).
 *
 * Entries are keyed by a digest of the whole body, so an entry is only ever found by a response that
 * already holds exactly those bytes: nothing can be read out of it that the response did not have.
 * Bounded by bytes and by entries, least recently used first out.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** Level 6 is zlib's default: within 1 % of level 9's size (27.9 against 27.6 kB for /home) at half the time. */
export const GZIP_LEVEL = 6;
/**
 * A personal page is compressed anew for every response, so speed wins: level 3 took 0.7 ms against
 * 1.3 ms for level 6 on the 120 kB personal centre, for 20.6 kB instead of 18.0 kB (docs/decisions/0083-personal-centre-per-request-costs.md).
 */
export const PERSONAL_GZIP_LEVEL = 3;
/** Smaller bodies are sent as they are (the compression middleware's own threshold). */
export const GZIP_THRESHOLD = 1024;

/**
 * Whether the request accepts gzip: `gzip` (or `*`) listed with a non-zero q, and gzip not refused by
 * `gzip;q=0`. `identity` alone, an empty or a missing header: no.
 * @param {string | string[] | undefined} header
 */
export function acceptsGzip(header) {
  if (!header) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  let gzip = null;
  let star = null;
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== '*') continue;
    let q = 1;
    for (const p of params) {
      const [k, v] = p.split('=');
      if (k?.trim().toLowerCase() === 'q') q = Number(v);
    }
    const ok = Number.isFinite(q) && q > 0;
    if (coding === 'gzip') gzip = ok;
    else star = ok;
  }
  return gzip ?? star ?? false;
}

/**
 * Whether a response with this Cache-Control may be shared between visitors, hence worth keeping
 * compressed: not `private`, not `no-store`. Next marks dynamic renders `private, no-cache, no-store`.
 * @param {unknown} cacheControl
 */
export function isSharedBody(cacheControl) {
  const value = String(cacheControl ?? '').toLowerCase();
  if (!value) return false;
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(value);
}

/**
 * @param {{ maxBytes?: number, maxEntries?: number, policyOf: (html: Buffer) => string }} options
 *   policyOf: the Content-Security-Policy of an HTML body, given its UTF-8 bytes (run once per
 *   distinct shared body, and for every personal one).
 */
export function createHtmlBodyCache({ maxBytes = 48 * 1024 * 1024, maxEntries = 1000, policyOf }) {
  /** @type {Map<string, { csp: string, gzip: Buffer | null, bytes: number }>} */
  const entries = new Map();
  let bytes = 0;

  const evict = () => {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes && entries.size <= maxEntries) break;
      entries.delete(key);
      bytes -= entry.bytes;
    }
  };

  /** @param {Buffer} body */
  const entryOf = (body) => {
    const key = createHash('sha1').update(body).digest('base64');
    let entry = entries.get(key);
    if (entry) {
      // Most recently used last: Map keeps insertion order, so eviction takes the oldest first.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    }
    const csp = policyOf(body);
    entry = { csp, gzip: null, bytes: csp.length + 64 };
    entries.set(key, entry);
    bytes += entry.bytes;
    evict();
    return entry;
  };

  return {
    /**
     * The policy of this body; a personal (not `shared`) body is neither looked up nor kept.
     * @param {Buffer} body
     * @param {boolean} [shared]
     */
    policy(body, shared = true) {
      return shared ? entryOf(body).csp : policyOf(body);
    },
    /**
     * The gzip bytes of this body: compressed once and kept when `shared`, else compressed for this
     * response only (a personal page is not worth a place in the cache).
     * @param {Buffer} body
     * @param {boolean} shared
     */
    gzip(body, shared) {
      if (!shared) return zlib.gzipSync(body, { level: PERSONAL_GZIP_LEVEL });
      const entry = entryOf(body);
      if (!entry.gzip) {
        entry.gzip = zlib.gzipSync(body, { level: GZIP_LEVEL });
        entry.bytes += entry.gzip.length;
        bytes += entry.gzip.length;
        evict();
      }
      return entry.gzip;
    },
    stats() {
      return { entries: entries.size, bytes };
    },
  };
}
