/** Types of ./indexer.mjs (plain ESM JavaScript, shared with scripts/search-reindex.mjs). */
export type SearchSource = 'content' | 'project' | 'commercial' | 'shop' | 'job';
export type SqlRunner = (strings: TemplateStringsArray, ...values: unknown[]) => Promise<Record<string, unknown>[]>;
export const SOURCES: SearchSource[];
export const KIND_BY_COLUMN: Record<string, string>;
export const BUSINESS_TERMS: Record<string, string>;
export const SHOP_USE_LABELS: Record<string, string>;
export function htmlToText(html: string): string;
export function loadColumns(run: SqlRunner): Promise<{ kindOf(key: string): string | null; articleUrl(key: string, id: number): string }>;
export function removeDocument(run: SqlRunner, source: SearchSource, refId: number): Promise<void>;
export function indexRecord(run: SqlRunner, source: SearchSource, refId: number): Promise<void>;
export function indexSource(run: SqlRunner, source: SearchSource): Promise<number>;
export const INDEX_FINGERPRINT_KEY: string;
export function indexFingerprint(run: SqlRunner): Promise<string | null>;
export function rebuildIndex(run: SqlRunner): Promise<Record<SearchSource, number>>;
export function syncStale(run: SqlRunner, limit?: number): Promise<number>;
