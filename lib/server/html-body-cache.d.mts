/** Types of ./html-body-cache.mjs (plain ESM JavaScript, run by scripts/portal-server.mjs without a build). */
export const GZIP_LEVEL: number;
export const GZIP_THRESHOLD: number;
export const PERSONAL_GZIP_LEVEL: number;
export function acceptsGzip(header: string | string[] | undefined): boolean;
export function isSharedBody(cacheControl: unknown): boolean;
export type HtmlBodyCache = {
  policy(body: Buffer, shared?: boolean): string;
  gzip(body: Buffer, shared: boolean): Buffer;
  stats(): { entries: number; bytes: number };
};
export function createHtmlBodyCache(options: { maxBytes?: number; maxEntries?: number; policyOf: (html: Buffer) => string }): HtmlBodyCache;
