/** Types of ./indexer.mjs (plain ESM JavaScript, shared with scripts/search-reindex.mjs). */
export type SearchSource = 'content' | 'project' | 'commercial' | 'shop' | 'job' | 'questionnaire' | 'question' | 'page';
export type SqlRunner = (strings: TemplateStringsArray, ...values: unknown[]) => Promise<Record<string, unknown>[]>;

/** One document as the indexer writes it. */
export type SearchDocument = {
  source: SearchSource;
  refId: number;
  kind: string;
  columnKey: string | null;
  title: string;
  url: string;
  /** ISO timestamp. */
  publishedAt: string;
  /** Plain text the snippets are cut from. */
  body: string;
  fields: { text: string; weight: 'A' | 'B' | 'D' }[];
  /** When the record stops being current (a timestamp PostgreSQL reads), or null: bss_search_doc.closes_at. */
  closesAt?: string | null;
  sourceUpdatedAt: string | null;
};

/** Builds every page's document (lib/search/pages.ts readPageDocuments). */
export type PageProvider = (run: SqlRunner) => Promise<SearchDocument[]>;

export const SOURCES: SearchSource[];
export const KIND_BY_COLUMN: Record<string, string>;
export const BUSINESS_TERMS: Record<string, string>;
export const SHOP_USE_LABELS: Record<string, string>;
export const SHOP_STATUS_LABELS: Record<string, string>;
export const PROJECT_STATUS_LABELS: Record<string, string>;
export const LAYOUT_LABELS: Record<number, string>;
export function htmlToText(html: string): string;
export function pageRefId(url: string): number;
export function loadColumns(run: SqlRunner): Promise<{ kindOf(key: string): string | null; articleUrl(key: string, id: number): string }>;
export function writeDocument(run: SqlRunner, doc: SearchDocument): Promise<void>;
export function removeDocument(run: SqlRunner, source: SearchSource, refId: number): Promise<void>;
export function removeGone(run: SqlRunner, source: Exclude<SearchSource, 'page'>): Promise<void>;
export function indexRecord(run: SqlRunner, source: Exclude<SearchSource, 'page'>, refId: number): Promise<void>;
export const PAGES_FINGERPRINT_KEY: string;
export function syncPages(run: SqlRunner, pages: PageProvider, options?: { force?: boolean }): Promise<number>;
export function indexSource(run: SqlRunner, source: SearchSource, options?: { pages?: PageProvider }): Promise<number>;
export const INDEX_FINGERPRINT_KEY: string;
export function indexFingerprint(run: SqlRunner): Promise<string | null>;
export function rebuildIndex(run: SqlRunner, options: { pages: PageProvider }): Promise<Record<SearchSource, number>>;
export function syncStale(run: SqlRunner, limit: number | undefined, options: { pages: PageProvider }): Promise<number>;
