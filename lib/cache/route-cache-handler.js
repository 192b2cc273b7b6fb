// @ts-check
'use strict';
/**
 * The portal's Next cache handler (next.config.js `cacheHandler`): it stores the route cache (ISR
 * pages such as /home and the /_c content pages) and the data cache (`unstable_cache` reads of
 * lib/cache, kind FETCH) in place of Next's built-in file-system cache, which stores everything it
 * is given and never evicts (issue #9: 1,000 random query URLs added 215 MB).
 *
 * - Only successful renders are stored. A page whose render ended in notFound(), a redirect or an
 *   error (status other than 200) is refused, and an older entry under its key is dropped, so a
 *   missing article is rendered (and answered 404) per request and never served from the cache.
 * - Hard bounds: at most ROUTE_CACHE_MAX_ENTRIES entries and ROUTE_CACHE_MAX_MB megabytes on disk
 *   (defaults below, validated at start-up by lib/env.ts). Even a bug that lets junk through cannot
 *   fill the disk.
 * - Eviction protects what visitors read (issue #24 part 3), segmented LRU: a new entry is on
 *   probation; read again from the cache it becomes protected. Evictions take the least recently
 *   used entry on probation first, so a flood of pages read once (a crawl through filter
 *   combinations) evicts its own kind, never /home or the column lists. Protected entries may fill at
 *   most PROTECTED_SHARE of either bound; past it the least recently used of them go back on
 *   probation (so a page nobody reads any more ages out, and new pages always find room).
 * - Tags: page entries carry theirs in the `x-next-cache-tags` header, data entries in ctx.tags;
 *   revalidateTag() marks them stale or expired (./route-cache-store.js), checked on every read.
 *
 * - Several instances (DATABASE_URL set, server running): entries and tag times live in
 *   PostgreSQL instead of the folder, and revalidations reach every instance through LISTEN/NOTIFY
 *   (./pg-cache-store.js). `next build` and the embedded PGlite keep the folder.
 *
 * Next creates one handler object per request, so all state lives at module scope, one per
 * storage folder (and one shared store per process). Entries hold Buffers and Maps (RSC payload, segment data): they are written with
 * v8.serialize, which keeps both. Plain CommonJS because Next imports this file at run time.
 */

/** @type {ReturnType<typeof node> | undefined} */
let nodeModules;

/**
 * Node modules, loaded on first use. Next also bundles this file into the Edge middleware (which
 * never uses it), where loading node:crypto at module evaluation would break every request.
 * @returns {{ crypto: typeof import('node:crypto'), path: typeof import('node:path'), v8: typeof import('node:v8'), store: typeof import('./route-cache-store.js') }}
 */
function node() {
  // Kept once loaded: Next makes a handler per request, and four require() calls each time were
  // 0.5 % of a search's CPU in the portal (docs/decisions/0066-shared-next-cache-in-postgresql.md).
  return (nodeModules ??= {
    crypto: require('node:crypto'),
    path: require('node:path'),
    v8: require('node:v8'),
    store: require('./route-cache-store.js'),
  });
}
const isEdge = () => process.env.NEXT_RUNTIME === 'edge';

const DEFAULT_MAX_ENTRIES = 10_000;
/** Share of the entry and byte bounds that entries read again (protected) may hold. */
const PROTECTED_SHARE = 0.8;
const DEFAULT_MAX_MB = 1024;
/** Next's default `cacheMaxMemorySize`, used when the context gives none. */
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);
/** Folder under the build folder (beside Next's own cache/fetch-cache). */
const STORE_FOLDER = 'cache/portal-route-cache';

/**
 * @param {string | undefined} value
 * @param {number} fallback
 * @param {number} max
 */
function positiveInt(value, fallback, max) {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

/**
 * The bounds from the environment (lib/env.ts rejects invalid values at start-up; here an invalid
 * one falls back to the default, since the handler also runs inside `next build`).
 * @param {Record<string, string | undefined>} [env]
 */
function routeCacheBounds(env = process.env) {
  return {
    maxEntries: positiveInt(env.ROUTE_CACHE_MAX_ENTRIES, DEFAULT_MAX_ENTRIES, 1_000_000),
    maxBytes: positiveInt(env.ROUTE_CACHE_MAX_MB, DEFAULT_MAX_MB, 1_000_000) * 1024 * 1024,
  };
}

/** @param {string} key */
function nameOf(key) {
  return node().crypto.createHash('sha256').update(key).digest('hex');
}

/**
 * Next keeps each response key's cache lifetime in a process-wide map (SharedCacheControls) that
 * is only ever added to. For a refused entry nothing is stored, so that slot would be the only trace
 * of a stranger's random URL: drop it. Best effort; the module is Next's shared ".external" one.
 * @param {string} key
 */
function forgetCacheControl(key) {
  try {
    const mod = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js');
    mod.SharedCacheControls?.cacheControls?.delete(key);
  } catch {
    // Another Next version: nothing to clean.
  }
}

/**
 * @typedef {{ key: string, lastModified: number, value: any, cacheControl?: { revalidate: number | false, expire?: number }, tags: string[], expireAt?: number }} StoredEntry
 */

/** @type {import('./route-cache-store.js').TagStore | null} */
let tagStoreInstance = null;
const tagStore = () => (tagStoreInstance ??= node().store.createMemoryTagStore());

/** One storage folder: its blob store, the LRU index of what it holds, and a small memory tier. */
class CacheState {
  /**
   * @param {string} dir
   * @param {{ maxEntries: number, maxBytes: number }} bounds
   * @param {number} memoryBytes
   * @param {import('./route-cache-store.js').BlobStore} [blobs]
   */
  constructor(dir, bounds, memoryBytes, blobs) {
    this.dir = dir;
    this.bounds = bounds;
    this.blobs = blobs ?? node().store.createFileBlobStore(dir);
    /** @type {Map<string, number>} every entry: name → bytes */
    this.index = new Map();
    this.bytes = 0;
    /** @type {Map<string, number>} entries not read since written, least recently used first */
    this.probation = new Map();
    /** @type {Map<string, number>} entries read again, least recently used first */
    this.protected = new Map();
    this.protectedBytes = 0;
    /** @type {Map<string, { entry: StoredEntry, bytes: number }>} */
    this.memory = new Map();
    this.memoryBytes = 0;
    this.memoryLimit = memoryBytes;
    this.ready = this.load();
  }

  async load() {
    const found = await this.blobs.list();
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    // Nothing records reads across a restart: everything starts on probation, oldest first.
    for (const blob of found) this.account(blob.name, blob.bytes);
    await this.evict();
  }

  /**
   * Records an entry written (or rewritten) under `name`: a new one goes on probation, a protected
   * one stays protected (a page re-rendered on revalidation keeps its standing).
   * @param {string} name @param {number} bytes
   */
  account(name, bytes) {
    const wasProtected = this.protected.has(name);
    this.unaccount(name);
    this.index.set(name, bytes);
    this.bytes += bytes;
    if (wasProtected) {
      this.protected.set(name, bytes);
      this.protectedBytes += bytes;
      this.rebalance();
    } else {
      this.probation.set(name, bytes);
    }
  }

  /** @param {string} name */
  unaccount(name) {
    const bytes = this.index.get(name);
    if (bytes === undefined) return;
    this.index.delete(name);
    this.bytes -= bytes;
    this.probation.delete(name);
    if (this.protected.delete(name)) this.protectedBytes -= bytes;
  }

  /** A read from the cache: the entry becomes (or stays) protected and most recently used. @param {string} name */
  touch(name) {
    const bytes = this.index.get(name);
    if (bytes === undefined) return;
    if (this.protected.delete(name)) this.protectedBytes -= bytes;
    this.probation.delete(name);
    this.protected.set(name, bytes);
    this.protectedBytes += bytes;
    this.rebalance();
  }

  /** Keeps protected entries within their share: the least recently used of them go back on probation. */
  rebalance() {
    const maxEntries = Math.floor(this.bounds.maxEntries * PROTECTED_SHARE);
    const maxBytes = this.bounds.maxBytes * PROTECTED_SHARE;
    for (const [name, bytes] of this.protected) {
      if (this.protected.size <= maxEntries && this.protectedBytes <= maxBytes) break;
      this.protected.delete(name);
      this.protectedBytes -= bytes;
      this.probation.set(name, bytes);
    }
  }

  /** @param {string} name */
  async drop(name) {
    this.unaccount(name);
    this.forgetMemory(name);
    await this.blobs.remove(name);
  }

  /** @param {string} name */
  forgetMemory(name) {
    const held = this.memory.get(name);
    if (held) {
      this.memory.delete(name);
      this.memoryBytes -= held.bytes;
    }
  }

  /** @param {string} name @param {StoredEntry} entry @param {number} bytes */
  remember(name, entry, bytes) {
    this.forgetMemory(name);
    if (bytes > this.memoryLimit / 4) return;
    this.memory.set(name, { entry, bytes });
    this.memoryBytes += bytes;
    for (const [oldest, held] of this.memory) {
      if (this.memoryBytes <= this.memoryLimit) break;
      this.memory.delete(oldest);
      this.memoryBytes -= held.bytes;
    }
  }

  /** Least recently used on probation first; protected entries only when nothing is on probation. */
  async evict() {
    while (this.index.size > this.bounds.maxEntries || this.bytes > this.bounds.maxBytes) {
      const victim = this.probation.keys().next().value ?? this.protected.keys().next().value;
      if (victim === undefined) break;
      await this.drop(victim);
    }
  }

  /** @param {string} name @returns {Promise<StoredEntry | null>} */
  async read(name) {
    const held = this.memory.get(name);
    if (held) {
      this.memory.delete(name);
      this.memory.set(name, held);
      return held.entry;
    }
    const data = await this.blobs.read(name);
    if (!data) return null;
    try {
      const entry = /** @type {StoredEntry} */ (node().v8.deserialize(data));
      this.remember(name, entry, data.length);
      return entry;
    } catch {
      // Written by another Node version or damaged: a miss, and the space is freed.
      await this.drop(name);
      return null;
    }
  }
}

/** @type {Map<string, CacheState>} */
const states = new Map();

/**
 * @param {string} dir
 * @param {number} memoryBytes
 */
function stateFor(dir, memoryBytes, distDir) {
  let state = states.get(dir);
  if (!state) {
    if (distDir) startFreshForNewBuild(dir, distDir);
    state = new CacheState(dir, routeCacheBounds(), memoryBytes);
    states.set(dir, state);
  }
  return state;
}

/**
 * The store lives under .next/cache, which `next build` keeps; a page stored by an earlier build
 * names that build's script chunks, which no longer exist. So the store remembers the build it
 * belongs to and starts empty under a new one.
 * @param {string} dir
 * @param {string} distDir
 */
function startFreshForNewBuild(dir, distDir) {
  const fs = require('node:fs');
  const { path } = node();
  let build = '';
  try {
    build = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return;
  }
  const marker = path.join(dir, BUILD_MARKER);
  let stored = '';
  try {
    stored = fs.readFileSync(marker, 'utf8').trim();
  } catch {
    // No marker yet: a new store, or one from before markers existed.
  }
  if (stored === build) return;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(marker, build);
}

const BUILD_MARKER = 'BUILD_ID';

/** Tags of a stored response (header) or data entry (its own and the reader's). */
function tagsOf(/** @type {any} */ value, /** @type {string[]} */ extra) {
  const header = value?.headers?.[TAGS_HEADER];
  const own = typeof header === 'string' && header ? header.split(',') : [];
  return [...own, ...extra];
}

/** Whether Next may store this value: a response must have succeeded (200 or no status set). */
function isStorable(/** @type {any} */ value) {
  if (!value || typeof value !== 'object') return false;
  if (value.kind === 'REDIRECT') return false;
  if (RESPONSE_KINDS.has(value.kind)) return value.status === undefined || value.status === null || value.status === 200;
  return true;
}

/** @type {{ id: string, cache: import('./pg-cache-store.js').PgCache } | null} */
let sharedStore = null;

/** @type {Map<string, string>} */
const buildIds = new Map();

/**
 * The build a distDir holds, read once per process: Next makes a cache handler for every request
 * (three per API call), and reading BUILD_ID each time was three file opens per request.
 * @param {string} distDir
 */
function buildIdOf(distDir) {
  let buildId = buildIds.get(distDir);
  if (buildId === undefined) {
    try {
      buildId = require('node:fs').readFileSync(node().path.join(distDir, 'BUILD_ID'), 'utf8').trim();
    } catch {
      // No build id (tests): entries are still keyed by it.
      buildId = 'unknown';
    }
    buildIds.set(distDir, /** @type {string} */ (buildId));
  }
  return /** @type {string} */ (buildId);
}

/**
 * The process's PostgreSQL store when this server shares its cache: DATABASE_URL set, at run time
 * (the build's workers keep the folder: they must not need a database), on Node.
 * @param {string | null} distDir
 * @param {number} memory
 */
function sharedFor(distDir, memory, env = process.env) {
  if (!distDir || isEdge() || !env.DATABASE_URL || env.NEXT_PHASE === 'phase-production-build' || env.ROUTE_CACHE_STORE === 'files') return null;
  const buildId = buildIdOf(distDir);
  const id = `${env.DATABASE_URL}\0${buildId}`;
  if (!sharedStore || sharedStore.id !== id) {
    const { createPgCache } = require('./pg-cache-store.js');
    sharedStore = { id, cache: createPgCache({ url: env.DATABASE_URL, buildId, memoryBytes: memory, bounds: routeCacheBounds(env) }) };
  }
  return sharedStore.cache;
}

/** @type {{ cache: import('./pg-cache-store.js').PgCache, refresher: ReturnType<typeof import('./front-refresh.js').createFrontRefresher> | null } | null} */
let frontRefresh = null;

/**
 * The process's refresher of the production front (./front-refresh.js), on the shared store's page
 * tags; null when FRONT_REFRESH_URL and FRONT_REFRESH_TOKEN do not ask for one.
 * @param {import('./pg-cache-store.js').PgCache} cache
 */
function frontRefresherFor(cache) {
  if (frontRefresh?.cache !== cache) {
    const { createFrontRefresher, frontRefreshSettings } = require('./front-refresh.js');
    const settings = frontRefreshSettings();
    frontRefresh = { cache, refresher: settings ? createFrontRefresher({ settings, pagesTagged: (tags, limit, recent) => cache.pagesTagged(tags, limit, recent) }) : null };
  }
  return frontRefresh.refresher;
}

class RouteCacheHandler {
  /** @param {any} ctx */
  constructor(ctx = {}) {
    const distDir = ctx.serverDistDir && !isEdge() ? node().path.join(ctx.serverDistDir, '..') : null;
    const memory = typeof ctx.maxMemoryCacheSize === 'number' ? ctx.maxMemoryCacheSize : DEFAULT_MEMORY_BYTES;
    /** @type {import('./pg-cache-store.js').PgCache | null} */
    this.shared = sharedFor(distDir, memory);
    const dir = distDir && !this.shared ? node().path.join(distDir, STORE_FOLDER) : null;
    /** @type {CacheState | null} */
    this.state = dir ? stateFor(dir, memory, distDir) : null;
  }

  /**
   * A handler on a given shared store (tests: two stores in one process stand for two instances).
   * @param {import('./pg-cache-store.js').PgCache} cache
   */
  static onStore(cache) {
    const handler = Object.create(RouteCacheHandler.prototype);
    handler.shared = cache;
    handler.state = null;
    return handler;
  }

  /** Whether an entry read back may be served, and how: null (gone), or Next's answer. @param {StoredEntry} entry @param {any} ctx @param {{ times(tags: string[]): { stale?: number, expired?: number }[] }} tagTimes */
  static answer(entry, ctx, tagTimes) {
    const now = Date.now();
    const readerTags = ctx.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
    const times = tagTimes.times(tagsOf(entry.value, [...entry.tags, ...readerTags]));
    if (times.some((t) => t.expired !== undefined && t.expired <= now && t.expired > entry.lastModified)) return null;
    // A stale tag: -1 makes Next treat the entry as stale (data: served while refreshed; pages: re-rendered).
    const stale = times.some((t) => t.stale !== undefined && t.stale > entry.lastModified);
    return { lastModified: stale ? -1 : entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  /** @param {string} key @param {any} ctx */
  async getShared(key, ctx) {
    const shared = /** @type {import('./pg-cache-store.js').PgCache} */ (this.shared);
    const name = shared.nameOf(key);
    const entry = /** @type {StoredEntry | null} */ (await shared.read(name, (bytes) => node().v8.deserialize(bytes)));
    if (!entry || entry.key !== key) return null;
    if (entry.expireAt !== undefined && entry.expireAt !== null && entry.expireAt <= Date.now()) {
      await shared.remove(name);
      return null;
    }
    return RouteCacheHandler.answer(entry, ctx, shared);
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx = {}) {
    if (this.shared) return this.getShared(key, ctx);
    const state = this.state;
    if (!state) return null;
    await state.ready;
    const name = nameOf(key);
    if (!state.index.has(name)) return null;
    const entry = await state.read(name);
    if (!entry || entry.key !== key) return null;
    state.touch(name);
    const now = Date.now();
    if (entry.expireAt !== undefined && entry.expireAt <= now) {
      await state.drop(name);
      return null;
    }
    return RouteCacheHandler.answer(entry, ctx, tagStore());
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx = {}) {
    const shared = this.shared;
    const state = this.state;
    if (!state && !shared) return;
    if (state) await state.ready;
    const name = shared ? shared.nameOf(key) : nameOf(key);
    if (!isStorable(data)) {
      // A page that now fails must not keep answering with its last success.
      if (shared) await shared.remove(name);
      else if (state?.index.has(name)) await state.drop(name);
      forgetCacheControl(key);
      return;
    }
    const now = Date.now();
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    /** @type {StoredEntry} */
    const entry = {
      key,
      lastModified: now,
      value: data,
      cacheControl,
      tags: ctx.fetchCache && Array.isArray(ctx.tags) ? ctx.tags : [],
      expireAt: typeof cacheControl?.expire === 'number' ? now + cacheControl.expire * 1000 : undefined,
    };
    const bytes = node().v8.serialize(entry);
    if (shared) {
      await shared.write(name, entry, bytes, tagsOf(data, entry.tags));
      return;
    }
    if (!state || bytes.length > state.bounds.maxBytes) return;
    await state.blobs.write(name, bytes);
    state.account(name, bytes.length);
    state.remember(name, entry, bytes.length);
    await state.evict();
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!list.length || isEdge()) return;
    if (this.shared) {
      await this.shared.revalidate(list, durations);
      // The front's held copies of those pages are fetched again now, not after its hold times.
      frontRefresherFor(this.shared)?.schedule(list);
    } else await tagStore().revalidate(list, durations);
  }

  resetRequestCache() {}
}

module.exports = RouteCacheHandler;
module.exports.default = RouteCacheHandler;
module.exports.routeCacheBounds = routeCacheBounds;
module.exports.ROUTE_CACHE_DEFAULTS = { maxEntries: DEFAULT_MAX_ENTRIES, maxMb: DEFAULT_MAX_MB };
module.exports.STORE_FOLDER = STORE_FOLDER;
module.exports.PROTECTED_SHARE = PROTECTED_SHARE;
/** For tests: the state of a folder, to read its counts. */
module.exports.stateOf = (/** @type {string} */ dir) => states.get(dir);
/** For tests: forget every folder's state (as a restarted process would). */
module.exports.resetStates = () => {
  states.clear();
  buildIds.clear();
};
/** For tests: the refresher of the production front this process made, if any. */
module.exports.frontRefresherOf = () => frontRefresh?.refresher ?? null;
/** For tests: the process's shared PostgreSQL store (null when the folder is used). */
module.exports.sharedStoreOf = () => sharedStore?.cache ?? null;
/** For tests: close and forget the shared store (as a stopped process would). */
module.exports.closeShared = async () => {
  const s = sharedStore;
  sharedStore = null;
  buildIds.clear();
  await s?.cache.close();
};
