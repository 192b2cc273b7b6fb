/** Types of ./tokens.mjs (plain ESM JavaScript, shared with scripts/search-reindex.mjs). */
export const QUERY_MAX: number;
export type QueryWord = { word: string; variants: string[] };
export type ParsedQuery = { query: string; words: QueryWord[]; optional: QueryWord[] };
export type WeightedField = { text: string; weight: 'A' | 'B' | 'C' | 'D' };
export function normalizeText(text: unknown): string;
export function normalizeQuery(raw: unknown): string;
export function synonymsOf(word: string): string[];
export function bigrams(run: string): string[];
export function segmentRun(run: string): string[];
export function segmentText(text: string): string[];
export function indexLexemes(text: string): string[];
export function tsvectorLiteral(fields: readonly WeightedField[]): string;
export function parseQuery(raw: unknown): ParsedQuery;
export const INDEX_FINGERPRINT: string;
/** A short stable hash (FNV-1a, 32 bits) of a string, in hex. */
export function fnv1a(text: string): string;
export function groupLexemeOf(variants: readonly string[]): string | null;
export function tsqueryLiteral(words: readonly QueryWord[], mode?: 'and' | 'or', options?: { groups?: boolean }): string | null;
export function anyQueryLiteral(words: readonly QueryWord[], options?: { groups?: boolean }): string | null;
export function rankQueryLiteral(words: readonly QueryWord[], optional?: readonly QueryWord[]): string | null;
export function highlightTerms(words: readonly QueryWord[]): string[];
