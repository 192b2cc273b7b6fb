/** Types of ./route-cache-flood.mjs, for e2e/route-cache.spec.ts. */
export type RandomSource = { next(): number; int(min: number, max: number): number; pick<T>(list: readonly T[]): T; key(): string };
export type FolderMeasure = { files: number; bytes: number; entries: number };
export type CacheMeasure = { bytes: number; entries: number; folders: { routeCache: FolderMeasure; fetchCache: FolderMeasure; portalStore: FolderMeasure } };
export function randomSource(seed?: number): RandomSource;
export function randomContentUrl(rnd: RandomSource): string;
export function measureCache(distDir: string): CacheMeasure;
export function cacheGrowth(before: CacheMeasure, after: CacheMeasure): { bytes: number; entries: number };
export function sendAll(base: string, urls: string[], concurrency?: number): Promise<Record<string, number>>;
