/** Types of ./route-cache-store.js (plain CommonJS, loaded by Next at run time). */
export type StoredBlob = { name: string; bytes: number; mtimeMs: number };
export type BlobStore = {
  list(): Promise<StoredBlob[]>;
  read(name: string): Promise<Buffer | null>;
  write(name: string, data: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
};
export type TagTimes = { stale?: number; expired?: number };
export type TagStore = {
  revalidate(tags: string[], durations?: { expire?: number }): Promise<void>;
  times(tags: string[]): TagTimes[];
};
export function createFileBlobStore(dir: string): BlobStore;
export function createMemoryTagStore(): TagStore;
