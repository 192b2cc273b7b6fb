/** Types of ./route-cache-handler.js (plain CommonJS, loaded by Next at run time). */
import type { BlobStore } from './route-cache-store';
import type { PgCache } from './pg-cache-store';

export type RouteCacheBounds = { maxEntries: number; maxBytes: number };

/** A stored entry as Next hands it over: page entries hold Buffers and Maps, data entries a body. */
export type CachedEntryValue = {
  kind?: string;
  status?: number;
  html?: string;
  rscData?: Buffer;
  segmentData?: Map<string, Buffer>;
  headers?: Record<string, string | string[] | undefined>;
  data?: { body?: string; [k: string]: unknown };
  [k: string]: unknown;
};

declare class RouteCacheHandler {
  constructor(ctx?: { serverDistDir?: string; maxMemoryCacheSize?: number; [k: string]: unknown });
  get(key: string, ctx?: Record<string, unknown>): Promise<{ lastModified: number; value: CachedEntryValue; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
  static onStore(cache: PgCache): RouteCacheHandler;
}

declare namespace RouteCacheHandler {
  function routeCacheBounds(env?: Record<string, string | undefined>): RouteCacheBounds;
  const ROUTE_CACHE_DEFAULTS: { maxEntries: number; maxMb: number };
  const STORE_FOLDER: string;
  /** Share of either bound that entries read again (protected from a flood of pages read once) may hold. */
  const PROTECTED_SHARE: number;
  function stateOf(dir: string):
    | { index: Map<string, number>; probation: Map<string, number>; protected: Map<string, number>; bytes: number; bounds: RouteCacheBounds; blobs: BlobStore }
    | undefined;
  function resetStates(): void;
  function sharedStoreOf(): PgCache | null;
  function closeShared(): Promise<void>;
  function frontRefresherOf(): ReturnType<typeof import('./front-refresh.js').createFrontRefresher> | null;
}

export = RouteCacheHandler;
