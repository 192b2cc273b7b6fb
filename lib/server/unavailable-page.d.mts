/** Types of ./unavailable-page.mjs (plain ESM JavaScript, run by scripts/portal-server.mjs without a build). */
export const DATABASE_UNAVAILABLE_DIGEST: 'BZF_DATABASE_UNAVAILABLE';
export const UNAVAILABLE_TEXT: { title: string; body: string; retry: string; home: string };
export function databaseBackoffSeconds(now?: number, state?: { downUntil?: number }): number;
export function isDatabaseOutagePage(status: number, body: Uint8Array | string, backoffSeconds: number): boolean;
export const UNAVAILABLE_PAGE_HTML: string;
