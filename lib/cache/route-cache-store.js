// @ts-check
'use strict';
/**
 * Storage behind the portal's cache handler (./route-cache-handler.js): named blobs, and the times
 * at which cache tags were revalidated. Kept this small on purpose: issue #14 replaces the files
 * with PostgreSQL (blobs in a table, tag times shared through LISTEN/NOTIFY) so that several
 * instances share one cache; the handler and its bounds stay as they are.
 *
 * Plain CommonJS: Next loads the handler with a runtime import, outside the TypeScript build.
 * Nothing here opens the database (`next build` runs the handler in worker processes, and PGlite
 * has no cross-process lock).
 */
// Required only by the handler's Node code path (never on the Edge runtime).
const fs = require('node:fs');
const path = require('node:path');

/**
 * @typedef {{ name: string, bytes: number, mtimeMs: number }} StoredBlob
 * @typedef {{
 *   list(): Promise<StoredBlob[]>,
 *   read(name: string): Promise<Buffer | null>,
 *   write(name: string, data: Buffer): Promise<void>,
 *   remove(name: string): Promise<void>,
 * }} BlobStore
 */

const SUFFIX = '.entry';
const NAME = /^[0-9a-f]{64}$/;

/**
 * One file per entry in `dir`, named by the entry's hash. Writes go to a temporary file that is
 * renamed into place, so a reader never sees half an entry and a crash leaves no torn file.
 * @param {string} dir
 * @returns {BlobStore}
 */
function createFileBlobStore(dir) {
  const fileOf = (/** @type {string} */ name) => {
    if (!NAME.test(name)) throw new Error(`invalid cache entry name: ${name}`);
    return path.join(dir, `${name}${SUFFIX}`);
  };
  let seq = 0;
  return {
    async list() {
      let names;
      try {
        names = await fs.promises.readdir(dir);
      } catch {
        return [];
      }
      /** @type {StoredBlob[]} */
      const out = [];
      for (const file of names) {
        const full = path.join(dir, file);
        if (file.endsWith('.tmp')) {
          // Left by a process that stopped mid-write.
          await fs.promises.rm(full, { force: true });
          continue;
        }
        if (!file.endsWith(SUFFIX) || !NAME.test(file.slice(0, -SUFFIX.length))) continue;
        try {
          const st = await fs.promises.stat(full);
          out.push({ name: file.slice(0, -SUFFIX.length), bytes: st.size, mtimeMs: st.mtimeMs });
        } catch {
          // Removed meanwhile.
        }
      }
      return out;
    },
    async read(name) {
      try {
        return await fs.promises.readFile(fileOf(name));
      } catch {
        return null;
      }
    },
    async write(name, data) {
      const target = fileOf(name);
      seq += 1;
      // Unique per writer (not process.pid: Next also compiles this file for the Edge middleware bundle).
      const tmp = `${target}.${seq}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(tmp, data);
      await fs.promises.rename(tmp, target);
    },
    async remove(name) {
      await fs.promises.rm(fileOf(name), { force: true });
    },
  };
}

/**
 * @typedef {{ stale?: number, expired?: number }} TagTimes
 * @typedef {{
 *   revalidate(tags: string[], durations?: { expire?: number }): Promise<void>,
 *   times(tags: string[]): TagTimes[],
 * }} TagStore
 */

/**
 * Revalidation times per tag, in this process's memory (one instance: revalidateTag runs where the
 * cache lives). Same meaning as Next's own file-system cache: without durations a tag expires now;
 * with them (revalidateTag(tag, profile)) it is stale now and expires after `expire` seconds.
 * @returns {TagStore}
 */
function createMemoryTagStore() {
  /** @type {Map<string, TagTimes>} */
  const tags = new Map();
  return {
    async revalidate(list, durations) {
      const now = Date.now();
      for (const tag of list) {
        const previous = tags.get(tag) ?? {};
        if (durations) {
          tags.set(tag, { ...previous, stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) });
        } else {
          tags.set(tag, { ...previous, expired: now });
        }
      }
    },
    times: (list) => knownTagTimes(tags, list),
  };
}

/**
 * The revalidation times held for these tags (a tag never revalidated has none): how both tag stores,
 * in memory and shared through PostgreSQL, answer from their map.
 * @param {Map<string, TagTimes>} tags @param {string[]} list @returns {TagTimes[]}
 */
function knownTagTimes(tags, list) {
  const out = [];
  for (const tag of list) {
    const t = tags.get(tag);
    if (t) out.push(t);
  }
  return out;
}

module.exports = { createFileBlobStore, createMemoryTagStore, knownTagTimes };
