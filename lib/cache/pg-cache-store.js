// @ts-check
'use strict';
/**
 * The route and data cache shared by several portal instances through PostgreSQL (issue #14), used
 * by ./route-cache-handler.js when DATABASE_URL is set and the server is running (never during
 * `next build`, never with the embedded PGlite).
 *
 * - Entries: table next_cache_entry, one row per entry, the v8-serialized entry (Buffers and Maps
 *   kept) in a bytea. Names are sha256(build id + key), so two builds never read each other's pages.
 * - Tag times: table next_cache_tag (tag → stale / expired milliseconds). Every instance holds all
 *   of them in memory (loaded at start and after a reconnect) and learns changes through
 *   LISTEN/NOTIFY on channel bzf_next_cache, within milliseconds; a read never waits on them.
 * - A small memory tier per process (maxMemoryCacheSize) keeps hot pages out of the database; an
 *   entry replaced or dropped by any instance is announced on the same channel and forgotten.
 * - Bounds (ROUTE_CACHE_MAX_ENTRIES / _MB) are enforced in SQL, segmented LRU as in the folder
 *   store (issue #24 part 3): an entry read again since it was written (hits > 0) is protected
 *   within PROTECTED_SHARE of either bound; evictions take the least recently used of the rest
 *   first, so a flood of pages read once never pushes out /home or the column lists.
 * - The database failing costs a miss (the page is rendered), never an error page: each statement
 *   has a 2 s limit and failures are logged at most once a minute.
 *
 * The tables belong to the handler and are created by it (`create table if not exists`, under an
 * advisory lock): the cache is disposable, must work before the app's migrations run, and the app
 * schema stays the app's. docs/decisions/0066-shared-next-cache-in-postgresql.md.
 */

const CHANNEL = 'bzf_next_cache';
const INIT_LOCK = 727002;
/** Entries of another build not used for this long are removed at start. */
const OTHER_BUILD_GRACE_SECONDS = 600;
const STATEMENT_MS = 2_000;
/** Share of the bounds that entries read again may hold (same as the folder store). */
const PROTECTED_SHARE = 0.8;

const DDL = `
create table if not exists next_cache_entry (
  name text primary key,
  build_id text not null,
  key text not null,
  value bytea not null,
  bytes integer not null,
  last_modified bigint not null,
  expire_at bigint,
  last_used timestamptz not null default now()
);
alter table next_cache_entry add column if not exists hits integer not null default 0;
alter table next_cache_entry add column if not exists tags text[];
create index if not exists next_cache_entry_last_used on next_cache_entry (last_used);
create table if not exists next_cache_tag (
  tag text primary key,
  stale bigint,
  expired bigint
);`;

/** @param {string} message @param {unknown} error */
function makeLogger() {
  let lastAt = 0;
  let suppressed = 0;
  return (/** @type {string} */ message, /** @type {unknown} */ error) => {
    const now = Date.now();
    if (now - lastAt < 60_000) {
      suppressed += 1;
      return;
    }
    lastAt = now;
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(`[cache] ${message}: ${detail}${suppressed ? ` (${suppressed} more since the last report)` : ''}`);
    suppressed = 0;
  };
}

/**
 * @typedef {{ stale?: number, expired?: number }} TagTimes
 * @typedef {{
 *   url: string,
 *   buildId: string,
 *   memoryBytes: number,
 *   bounds: { maxEntries: number, maxBytes: number },
 *   onLog?: (message: string, error: unknown) => void,
 * }} PgCacheOptions
 */

/**
 * @param {PgCacheOptions} options
 */
function createPgCache(options) {
  const { Pool, Client } = require('pg');
  const crypto = require('node:crypto');
  const { knownTagTimes } = require('./route-cache-store.js');
  const log = options.onLog ?? makeLogger();
  const origin = crypto.randomBytes(6).toString('hex');
  const pool = new Pool({
    connectionString: options.url,
    max: 4,
    connectionTimeoutMillis: STATEMENT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: STATEMENT_MS,
    query_timeout: STATEMENT_MS + 500,
    application_name: 'bzf-next-cache',
  });
  pool.on('error', (error) => log('idle cache connection lost', error));

  /** @type {Map<string, TagTimes>} */
  const tags = new Map();
  /** @type {Map<string, { value: Buffer, entry: any }>} name → serialized bytes and the entry */
  const memory = new Map();
  let memoryBytes = 0;
  /** Names read from memory since the last flush: their last_used is brought up to date in batches. */
  const touched = new Set();
  /** Names this process has seen read again: the first such read is recorded at once (it protects the entry). */
  const readAgain = new Set();
  /** @type {Map<string, Promise<{ bytes: Buffer, entry: any } | null>>} */
  const inFlight = new Map();
  let closed = false;
  /** @type {import('pg').Client | null} */
  let listener = null;
  let listening = false;
  let evicting = false;
  let evictAgain = false;

  const forget = (/** @type {string} */ name) => {
    const held = memory.get(name);
    if (held) {
      memory.delete(name);
      memoryBytes -= held.value.length;
    }
  };
  const remember = (/** @type {string} */ name, /** @type {Buffer} */ value, /** @type {any} */ entry) => {
    forget(name);
    if (value.length > options.memoryBytes / 4) return;
    memory.set(name, { value, entry });
    memoryBytes += value.length;
    for (const [oldest, held] of memory) {
      if (memoryBytes <= options.memoryBytes) break;
      memory.delete(oldest);
      memoryBytes -= held.value.length;
    }
  };

  /** @param {string} payload */
  const onNotice = (payload) => {
    let msg;
    try {
      msg = JSON.parse(payload);
    } catch {
      return;
    }
    if (Array.isArray(msg.t)) for (const [tag, stale, expired] of msg.t) tags.set(tag, { stale: stale ?? undefined, expired: expired ?? undefined });
    if (msg.o === origin) return;
    if (Array.isArray(msg.e)) for (const name of msg.e) forget(name);
  };

  const loadTags = async () => {
    const { rows } = await pool.query('select tag, stale, expired from next_cache_tag');
    for (const row of rows) tags.set(row.tag, { stale: row.stale === null ? undefined : Number(row.stale), expired: row.expired === null ? undefined : Number(row.expired) });
  };

  /** Keeps one connection LISTENing; after a drop it reconnects, reloads every tag and empties the memory tier. */
  const listen = async () => {
    while (!closed) {
      const client = new Client({ connectionString: options.url, connectionTimeoutMillis: STATEMENT_MS, application_name: 'bzf-next-cache-listen' });
      try {
        await client.connect();
        client.on('notification', (n) => {
          if (n.channel === CHANNEL && n.payload) onNotice(n.payload);
        });
        const lost = new Promise((resolve) => {
          client.on('error', resolve);
          client.on('end', resolve);
        });
        await client.query(`listen ${CHANNEL}`);
        // Whatever changed while no one listened: tags from the table, entries by dropping the memory copies.
        await loadTags();
        memory.clear();
        memoryBytes = 0;
        listener = client;
        listening = true;
        await lost;
      } catch (error) {
        if (!closed) log('cache change notices unavailable', error);
      } finally {
        listening = false;
        listener = null;
        client.removeAllListeners('notification');
        await client.end().catch(() => undefined);
      }
      if (!closed) await new Promise((r) => setTimeout(r, 1_000).unref());
    }
  };

  const init = async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [INIT_LOCK]);
      await client.query(DDL);
      await client.query(
        `delete from next_cache_entry where build_id <> $1 and last_used < now() - make_interval(secs => $2)`,
        [options.buildId, OTHER_BUILD_GRACE_SECONDS],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    await loadTags();
    void listen();
    // Wait briefly for the listener, so a notice sent right after start is not missed.
    for (let i = 0; i < 50 && !listening && !closed; i++) await new Promise((r) => setTimeout(r, 20));
  };

  /** @type {Promise<boolean> | null} */
  let readyPromise = null;
  let retryAt = 0;
  /** Resolves true once tables and tags are in place; false while the database is unavailable. */
  const ready = () => {
    if (!readyPromise) {
      if (Date.now() < retryAt) return Promise.resolve(false);
      readyPromise = init().then(
        () => true,
        (error) => {
          log('shared cache unavailable (pages are rendered meanwhile)', error);
          readyPromise = null;
          retryAt = Date.now() + 5_000;
          return false;
        },
      );
    }
    return readyPromise;
  };

  const flushTouched = async () => {
    if (!touched.size) return;
    const names = [...touched];
    touched.clear();
    await pool.query('update next_cache_entry set last_used = now(), hits = hits + 1 where name = any($1)', [names]).catch((e) => log('cache bookkeeping failed', e));
  };
  const touchTimer = setInterval(() => void flushTouched(), 30_000);
  touchTimer.unref();

  const notify = async (/** @type {object} */ msg) => {
    await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ o: origin, ...msg })]);
  };

  const evict = async () => {
    if (evicting) {
      evictAgain = true;
      return;
    }
    evicting = true;
    try {
      do {
        evictAgain = false;
        // Kept: the most recently used entries of this build read again, within the protected
        // share; then everything else by last use (another build's pages are never protected). Whatever falls past either bound in that order goes.
        const { rows } = await pool.query(
          `with segmented as (
             select name, last_used, bytes,
               hits > 0 and build_id = $5
                 and row_number() over p <= $3
                 and sum(bytes) over p <= $4 as protected
             from next_cache_entry
             window p as (partition by hits > 0 and build_id = $5 order by last_used desc, name rows between unbounded preceding and current row)
           ), ranked as (
             select name, row_number() over w as n, sum(bytes) over w as total
             from segmented window w as (order by protected desc, last_used desc, name rows between unbounded preceding and current row)
           )
           delete from next_cache_entry e using ranked r
           where e.name = r.name and (r.n > $1 or r.total > $2)
           returning e.name`,
          [
            options.bounds.maxEntries,
            options.bounds.maxBytes,
            Math.floor(options.bounds.maxEntries * PROTECTED_SHARE),
            Math.floor(options.bounds.maxBytes * PROTECTED_SHARE),
            options.buildId,
          ],
        );
        if (rows.length) {
          for (const row of rows) forget(row.name);
          await notify({ e: rows.map((r) => r.name) });
        }
      } while (evictAgain);
    } catch (error) {
      log('cache eviction failed', error);
    } finally {
      evicting = false;
    }
  };

  return {
    origin,
    /** The entry's name: builds never share entries. @param {string} key */
    nameOf(key) {
      return crypto.createHash('sha256').update(`${options.buildId}\0${key}`).digest('hex');
    },

    /**
     * The stored entry under `name` (null on a miss or when the database does not answer).
     * @param {string} name
     * @param {(bytes: Buffer) => any} decode
     */
    async read(name, decode) {
      const held = memory.get(name);
      if (held) {
        memory.delete(name);
        memory.set(name, held);
        if (readAgain.has(name)) touched.add(name);
        else {
          // Not waiting for the batch: a flood in the next 30 s must already find this entry protected.
          readAgain.add(name);
          void pool.query('update next_cache_entry set last_used = now(), hits = hits + 1 where name = $1', [name]).catch((e) => log('cache bookkeeping failed', e));
        }
        return held.entry;
      }
      if (!(await ready())) return null;
      let pending = inFlight.get(name);
      if (!pending) {
        pending = (async () => {
          const { rows } = await pool.query(
            'update next_cache_entry set last_used = now(), hits = hits + 1 where name = $1 returning value',
            [name],
          );
          if (!rows.length) return null;
          const bytes = /** @type {Buffer} */ (rows[0].value);
          let entry;
          try {
            entry = decode(bytes);
          } catch {
            // Written by another Node version or damaged: a miss, and the row goes.
            await pool.query('delete from next_cache_entry where name = $1', [name]);
            return null;
          }
          remember(name, bytes, entry);
          return { bytes, entry };
        })()
          .catch((error) => {
            log('cache read failed', error);
            return null;
          })
          .finally(() => inFlight.delete(name));
        inFlight.set(name, pending);
      }
      const found = await pending;
      return found ? found.entry : null;
    },

    /**
     * Stores (or replaces) an entry and tells the other instances to forget their copy. `tags` are
     * kept beside it so that the pages of a changed tag can be found (pagesTagged).
     * @param {string} name
     * @param {{ key: string, lastModified: number, expireAt?: number }} entry
     * @param {Buffer} bytes
     * @param {string[]} [tags]
     */
    async write(name, entry, bytes, tags = []) {
      if (!(await ready())) return;
      if (bytes.length > options.bounds.maxBytes) return;
      try {
        // On conflict `hits` is kept: a page re-rendered on revalidation keeps its standing.
        await pool.query(
          `insert into next_cache_entry (name, build_id, key, value, bytes, last_modified, expire_at, last_used, tags)
           values ($1, $2, $3, $4, $5, $6, $7, now(), $8)
           on conflict (name) do update set value = excluded.value, bytes = excluded.bytes,
             last_modified = excluded.last_modified, expire_at = excluded.expire_at, last_used = now(), tags = excluded.tags`,
          [name, options.buildId, entry.key, bytes, bytes.length, entry.lastModified, entry.expireAt ?? null, tags],
        );
        remember(name, bytes, entry);
        await notify({ e: [name] });
      } catch (error) {
        forget(name);
        log('cache write failed', error);
        return;
      }
      await evict();
    },

    /** @param {string} name */
    async remove(name) {
      forget(name);
      if (!(await ready())) return;
      try {
        const { rowCount } = await pool.query('delete from next_cache_entry where name = $1', [name]);
        if (rowCount) await notify({ e: [name] });
      } catch (error) {
        log('cache delete failed', error);
      }
    },

    /**
     * Same meaning as Next's own cache: without durations a tag expires now; with them it is stale
     * now and expires after `expire` seconds. Stored, then announced to every instance (this one
     * included, and at once locally so this very process never serves the old page).
     * @param {string[]} list
     * @param {{ expire?: number }} [durations]
     */
    async revalidate(list, durations) {
      const now = Date.now();
      /** @type {[string, number | null, number | null][]} */
      const rows = list.map((tag) => {
        const previous = tags.get(tag) ?? {};
        const next = durations
          ? { ...previous, stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
          : { ...previous, expired: now };
        tags.set(tag, next);
        return [tag, next.stale ?? null, next.expired ?? null];
      });
      if (!(await ready())) throw new Error('shared cache unavailable: tag revalidation was not shared');
      await pool.query(
        `insert into next_cache_tag (tag, stale, expired)
         select * from unnest($1::text[], $2::bigint[], $3::bigint[])
         on conflict (tag) do update set stale = excluded.stale, expired = excluded.expired`,
        [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
      );
      // A notice is at most 8000 bytes: send the tags in slices.
      for (let i = 0; i < rows.length; i += 50) await notify({ t: rows.slice(i, i + 50) });
    },

    /** @param {string[]} list @returns {TagTimes[]} */
    times: (list) => knownTagTimes(tags, list),

    /**
     * The keys of this build's page entries (Next's APP_PAGE kind) carrying any of `list`, read within the
     * last `recentSeconds`, most read first: what a front in front of the instances most likely
     * holds (lib/cache/front-refresh.js). Empty when the database does not answer.
     * @param {string[]} list @param {number} limit @param {number} recentSeconds @returns {Promise<string[]>}
     */
    async pagesTagged(list, limit, recentSeconds) {
      if (!list.length || !(await ready())) return [];
      await flushTouched();
      try {
        const { rows } = await pool.query(
          `select key from next_cache_entry
           where build_id = $1 and key like '/route-cache/APP_PAGE/%' and tags && $2::text[] and last_used > now() - make_interval(secs => $3)
           order by hits desc, last_used desc, key limit $4`,
          [options.buildId, list, recentSeconds, limit],
        );
        return rows.map((r) => r.key);
      } catch (error) {
        log('cache lookup of tagged pages failed', error);
        return [];
      }
    },

    /** Whether change notices are being received (for tests and the health of the pair). */
    isListening: () => listening,
    ready,
    memorySize: () => memory.size,

    async close() {
      closed = true;
      clearInterval(touchTimer);
      await flushTouched();
      await listener?.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}

/** @typedef {ReturnType<typeof createPgCache>} PgCache */

module.exports = { createPgCache, CHANNEL };
