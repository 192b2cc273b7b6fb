// @ts-check
'use strict';
/**
 * The production front's pages refreshed at once after a change (issue #26 part 7).
 *
 * nginx holds a shareable page in two tiers of FRONT_CACHE_SECONDS each (deploy/nginx.conf.template,
 * docs/decisions/0065-two-cache-tiers-so-no-visitor-waits-for-a-refresh.md), so a page changed in
 * the portal reached visitors only after both had expired: 2–4 s. After a tag is revalidated, the
 * instance that revalidated it (./route-cache-handler.js) asks nginx to fetch again the pages it
 * most likely holds that carry the tag — the shared cache's page entries with that tag, read
 * recently, most read first — with a GET carrying the pair's FRONT_REFRESH_TOKEN in
 * `X-Bzf-Front-Refresh` — twice, 150 ms and about a second after the change. nginx takes that
 * request past both tiers' held copies to an instance and stores the fresh answer in both; without
 * the token the header is an ordinary request's.
 *
 * Settings (lib/env.ts lists them): FRONT_REFRESH_URL (nginx as the instances reach it; unset or
 * empty: nothing is sent), FRONT_REFRESH_TOKEN, FRONT_REFRESH_PAGES (24: pages per change). The
 * Host of each request is SITE_URL's: nginx's cache key holds the host visitors use.
 * Plain CommonJS: loaded by the cache handler, outside Next's bundle.
 */

const DEFAULT_PAGES = 24;
/** nginx forgets a page not read for 10 minutes (`inactive=10m`): older ones are not worth a render. */
const RECENT_SECONDS = 600;
/** The other instances learn the tag's time by NOTIFY within milliseconds; a refresh must not reach one before. */
const SETTLE_MS = 150;
/**
 * A second pass over the same pages this long after the first: an instance whose event loop was busy
 * may read the NOTIFY after the first pass reached it and answer with its held page (seen under load:
 * about one change in three then waited for the hold times).
 */
const RECHECK_MS = 1_000;
/** One render per instance of a pair at a time: visitors' requests keep their share. */
const CONCURRENCY = 2;
const TIMEOUT_MS = 10_000;
const HEADER = 'x-bzf-front-refresh';
const TOKEN_PATTERN = /^[A-Za-z0-9]{32,128}$/;

/**
 * @param {string | undefined} value @param {number} fallback @param {number} max
 */
function positiveInt(value, fallback, max) {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

/**
 * What the environment asks for, or null when the front is not to be refreshed.
 * @param {Record<string, string | undefined>} [env]
 */
function frontRefreshSettings(env = process.env) {
  const url = env.FRONT_REFRESH_URL?.trim();
  const token = env.FRONT_REFRESH_TOKEN ?? '';
  if (!url || !TOKEN_PATTERN.test(token)) return null;
  let target;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  let host = target.host;
  try {
    if (env.SITE_URL) host = new URL(env.SITE_URL).host;
  } catch {
    // lib/env.ts refuses a bad SITE_URL at start-up; here the front's own host stands in.
  }
  return { target, token, host, pages: positiveInt(env.FRONT_REFRESH_PAGES, DEFAULT_PAGES, 500) };
}

/** Next's key of a page's route-cache entry: `/route-cache/APP_PAGE/<sha256 of the route>/$<path>`. */
const PAGE_KEY = /^\/route-cache\/APP_PAGE\/[0-9a-f]{64}\/\$(\/.*)$/;

/**
 * The public path whose page a cache key holds: the page of `/_c/col1.tzgg~pageNum.2/t3/news_list`
 * → `/t3/news_list?col1=tzgg&pageNum=2` (the inverse of lib/navigation/content-cache.ts's
 * cachedPathOf, in its canonical order, which is the order the site's links use), another page's
 * path as it is; null for what is not a page visitors ask for (data entries, route handlers,
 * Next's internal `/_…` routes).
 * @param {string} entryKey
 */
function publicPathOf(entryKey) {
  const page = PAGE_KEY.exec(entryKey);
  if (!page) return null;
  const key = /** @type {string} */ (page[1]);
  if (key.includes('?')) return null;
  const cached = /^\/_c\/([A-Za-z0-9_.~-]+)(\/[A-Za-z0-9_/-]+)$/.exec(key);
  if (cached) {
    const [, segment, route] = /** @type {[string, string, string]} */ (cached);
    if (segment === '_') return route;
    const pairs = [];
    for (const part of segment.split('~')) {
      const dot = part.indexOf('.');
      if (dot < 1 || dot === part.length - 1) return null;
      pairs.push(`${part.slice(0, dot)}=${part.slice(dot + 1)}`);
    }
    return `${route}?${pairs.join('&')}`;
  }
  if (key.startsWith('/_')) return null;
  return key === '/index' ? '/' : key;
}

/**
 * One GET through the front with the refresh header; resolves with the status (0 on failure).
 * @param {NonNullable<ReturnType<typeof frontRefreshSettings>>} settings
 * @param {string} path
 * @param {import('node:http').Agent} agent
 * @returns {Promise<number>}
 */
function refreshOne(settings, path, agent) {
  const mod = settings.target.protocol === 'https:' ? require('node:https') : require('node:http');
  return new Promise((resolve) => {
    const req = mod.request(
      {
        protocol: settings.target.protocol,
        hostname: settings.target.hostname,
        port: settings.target.port || undefined,
        path,
        method: 'GET',
        agent,
        timeout: TIMEOUT_MS,
        // The variant visitors' first loads are stored under (no RSC headers); gzip as nginx asks the portal.
        headers: { host: settings.host, [HEADER]: settings.token, 'accept-encoding': 'gzip', 'user-agent': 'bzf-front-refresh' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * A refresher for one process: changes are coalesced (tags arriving while a round runs go into the
 * next round), so a burst of edits costs one round per burst, not one per edit.
 * @param {{
 *   settings: NonNullable<ReturnType<typeof frontRefreshSettings>>,
 *   pagesTagged: (tags: string[], limit: number, recentSeconds: number) => Promise<string[]>,
 *   onLog?: (message: string, error: unknown) => void,
 *   settleMs?: number,
 *   recheckMs?: number,
 * }} o
 */
function createFrontRefresher(o) {
  const queued = new Set();
  /** @type {Promise<void> | null} */
  let running = null;
  /** @type {{ at: number, paths: string[], statuses: number[] } | null} */
  let last = null;
  const log = o.onLog ?? ((message, error) => console.error(`[front-refresh] ${message}: ${error instanceof Error ? error.message : String(error)}`));

  const round = async () => {
    const tags = [...queued];
    queued.clear();
    await new Promise((r) => setTimeout(r, o.settleMs ?? SETTLE_MS));
    const keys = await o.pagesTagged(tags, o.settings.pages, RECENT_SECONDS);
    const paths = [...new Set(keys.map(publicPathOf).filter((p) => p !== null))];
    if (!paths.length) return;
    const http = o.settings.target.protocol === 'https:' ? require('node:https') : require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const pass = async () => {
      const statuses = new Array(paths.length).fill(0);
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, paths.length) }, async () => {
          while (next < paths.length) {
            const i = next++;
            statuses[i] = await refreshOne(o.settings, /** @type {string} */ (paths[i]), agent);
          }
        }),
      );
      const failed = statuses.filter((s) => s === 0 || s >= 500).length;
      if (failed) log('pages not refreshed through the front', new Error(`${failed} of ${paths.length} (they follow within the front's hold times)`));
      last = { at: Date.now(), paths, statuses };
    };
    try {
      const started = Date.now();
      await pass();
      await new Promise((r) => setTimeout(r, Math.max(0, (o.recheckMs ?? RECHECK_MS) - (Date.now() - started))));
      await pass();
    } finally {
      agent.destroy();
    }
  };

  const start = () => {
    running = (async () => {
      while (queued.size) await round();
    })()
      .catch((error) => log('front refresh failed', error))
      .finally(() => {
        running = null;
        if (queued.size) start();
      });
  };

  return {
    /** @param {readonly string[]} tags */
    schedule(tags) {
      for (const t of tags) queued.add(t);
      if (!running && queued.size) start();
    },
    /** Resolves when nothing is queued or running (tests). */
    async idle() {
      while (running) await running;
    },
    /** The last round's paths and answers (tests). */
    lastRound: () => last,
  };
}

module.exports = { createFrontRefresher, frontRefreshSettings, publicPathOf, FRONT_REFRESH_HEADER: HEADER };
