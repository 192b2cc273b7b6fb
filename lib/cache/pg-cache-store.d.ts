/** Types of ./pg-cache-store.js (plain CommonJS, loaded by Next at run time). */
export type TagTimes = { stale?: number; expired?: number };

export type PgCacheOptions = {
  url: string;
  buildId: string;
  memoryBytes: number;
  bounds: { maxEntries: number; maxBytes: number };
  onLog?: (message: string, error: unknown) => void;
};

export type PgCache = {
  origin: string;
  nameOf(key: string): string;
  read(name: string, decode: (bytes: Buffer) => unknown): Promise<unknown>;
  write(name: string, entry: { key: string; lastModified: number; expireAt?: number }, bytes: Buffer, tags?: string[]): Promise<void>;
  remove(name: string): Promise<void>;
  revalidate(tags: string[], durations?: { expire?: number }): Promise<void>;
  times(tags: string[]): TagTimes[];
  pagesTagged(tags: string[], limit: number, recentSeconds: number): Promise<string[]>;
  isListening(): boolean;
  ready(): Promise<boolean>;
  memorySize(): number;
  close(): Promise<void>;
};

export function createPgCache(options: PgCacheOptions): PgCache;
export const CHANNEL: string;
