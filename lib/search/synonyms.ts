/**
 * Synonym sets staff add in the console (issue #27 part 4), beside the dictionary's
 * (./dictionary.data.mjs). They act at query time only: a query word (or a run of query words)
 * that is a word of a staff set matches any word of the set, and of the dictionary's sets of each.
 * The index is not rebuilt for them: a staff set has no stored lexeme of its own (the dictionary's
 * sets do, ./tokens.mjs groupLexemeOf), so an expanded word is read variant by variant — the same
 * matches the index gives any word (a word whole where stored whole, else its character pairs),
 * only without the one-list shortcut. A change is therefore never out of step with the index
 * (decision 0109-search-best-bets-synonyms-statistics).
 *
 * Words are Chinese characters only (two or more) or Latin letters and digits only: that is what
 * a tsquery literal may hold (tokens.mjs), and a mixed word (app下载) would be cut apart anyway.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { SearchFieldError } from './field-error';
import { getDb, queryRows, type Db } from '@/lib/db/client';
import { searchSynonyms } from '@/lib/db/schema';
import { logError } from '@/lib/log';
import type { AuditEntry } from '@/lib/staff/audit';
import { anyQueryLiteral, normalizeText, synonymsOf, tsqueryLiteral, type QueryWord } from './tokens.mjs';

export const SYNONYM_WORD_MAX = 20;
export const SYNONYM_SET_MAX = 10;
const HAN_WORD = /^\p{Script=Han}{2,}$/u;
const LATIN_WORD = /^[a-z0-9]+$/;

/** A word as a staff set stores it, or null when it is not one word of one script. */
export function synonymWord(raw: string): string | null {
  const w = normalizeText(raw).trim();
  if (!w || [...w].length > SYNONYM_WORD_MAX) return null;
  return HAN_WORD.test(w) || LATIN_WORD.test(w) ? w : null;
}

/** The words of a set as typed (spaces, commas, 、 or ，between words): normalised, each once. */
export function splitSynonymSet(raw: string): string[] {
  return [
    ...new Set(
      normalizeText(raw)
        .split(/[\s,，、;；]+/u)
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ];
}

export type SynonymSet = { id: number; words: string[]; createdAt: string };

export async function listSynonymSets(db?: Db): Promise<SynonymSet[]> {
  const handle = db ?? (await getDb());
  const rows = await handle.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id));
  return rows.map((r) => ({ id: r.id, words: r.words.split(' '), createdAt: r.createdAt.toISOString() }));
}

/* ------------------------------------------------------------------------------------------------ */

/** How long a process keeps the sets before reading them again (an edit in this process clears it at once). */
export const SYNONYM_TTL_MS = 60_000;
type Held = { sets: Promise<string[][]>; at: number; generation: number };
const held = new WeakMap<Db, Held>();
/**
 * Bumped by a change: on globalThis, because the console's route and the search are bundled apart
 * (each its own copy of this module) yet run in one process.
 */
type GlobalWithSynonyms = typeof globalThis & { __bzfSynonymsGeneration?: number };
const generation = () => (globalThis as GlobalWithSynonyms).__bzfSynonymsGeneration ?? 0;

/** The staff sets, read at most once a minute per process (and at once after a change here). */
export async function staffSynonymSets(db?: Db): Promise<string[][]> {
  const handle = db ?? (await getDb());
  const current = held.get(handle);
  if (current && current.generation === generation() && Date.now() - current.at < SYNONYM_TTL_MS) return current.sets;
  const sets = queryRows<{ words: string }>(handle, sql`select words from bss_search_synonym order by id`).then((rows) => rows.map((r) => r.words.split(' ')));
  held.set(handle, { sets, at: Date.now(), generation: generation() });
  sets.catch((error) => {
    held.delete(handle);
    logError('search', 'synonym sets unreadable', error);
  });
  return sets;
}

/** Forget the held sets (after a change is committed, in the process that made it). */
export function forgetStaffSynonyms(): void {
  (globalThis as GlobalWithSynonyms).__bzfSynonymsGeneration = generation() + 1;
}

/** Longest run of query words joined into one staff word (青年 公寓 → 青年公寓). */
const RUN_MAX = 4;

/**
 * The query's words with the staff sets applied: a word, or a run of neighbouring words that
 * together spell a staff word, becomes one word whose variants are the set's words and each one's
 * dictionary synonyms. `expanded` marks the words that changed (their tsquery reads every variant).
 */
export function expandQueryWords(words: readonly QueryWord[], sets: readonly (readonly string[])[]): { words: (QueryWord & { expanded?: boolean })[]; changed: boolean } {
  if (sets.length === 0) return { words: [...words], changed: false };
  const setsOf = new Map<string, string[]>();
  for (const set of sets) for (const w of set) setsOf.set(w, [...new Set([...(setsOf.get(w) ?? []), ...set])]);
  const out: (QueryWord & { expanded?: boolean })[] = [];
  let changed = false;
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let n = Math.min(RUN_MAX, words.length - i); n >= 1; n--) {
      const joined = words
        .slice(i, i + n)
        .map((w) => w.word)
        .join('');
      const staff = setsOf.get(joined);
      if (!staff) continue;
      const own = n === 1 ? words[i]!.variants : synonymsOf(joined);
      const variants = [...new Set([joined, ...own, ...staff.flatMap((w) => synonymsOf(w))])];
      out.push({ word: joined, variants, expanded: true });
      changed = true;
      taken = n;
      break;
    }
    if (taken === 0) {
      out.push(words[i]!);
      taken = 1;
    }
    i += taken;
  }
  return { words: out, changed };
}

/**
 * The all-words and any-word tsquery literals of expanded words: a word the staff sets changed is
 * read variant by variant (no stored set lexeme covers it); the others as tokens.mjs reads them
 * (`groups`: the dictionary's set lexemes, for an index built with this dictionary).
 */
export function expandedLiterals(words: readonly (QueryWord & { expanded?: boolean })[], groups: { groups: boolean }): { all: string; any: string } {
  const opts = (w: { expanded?: boolean }) => (w.expanded ? { groups: false } : groups);
  return {
    all: words.map((w) => tsqueryLiteral([w], 'and', opts(w))!).join(' & '),
    any: [...new Set(words.flatMap((w) => anyQueryLiteral([w], opts(w))!.split(' | ')))].join(' | '),
  };
}

/* ------------------------------------------- console writes ------------------------------------- */

export const SYNONYM_MSG = {
  words: `请输入 2 到 ${SYNONYM_SET_MAX} 个词，用空格、逗号或顿号分隔`,
  word: (w: string) => `“${w}”不是一个词：每个词须全为汉字（至少 2 个字）或全为字母数字，不超过 ${SYNONYM_WORD_MAX} 个字`,
  duplicate: '已有完全相同的同义词组',
} as const;

type Audit = (entry: AuditEntry) => Promise<void>;

/** The words of a set as typed, checked: a field error names the first word that is not one. */
export function readSynonymSet(raw: string): string[] {
  const words = splitSynonymSet(raw);
  for (const w of words) if (synonymWord(w) === null) throw new SearchFieldError('words', SYNONYM_MSG.word(w));
  if (words.length < 2 || words.length > SYNONYM_SET_MAX) throw new SearchFieldError('words', SYNONYM_MSG.words);
  return words;
}

/** Adds a set (in the caller's audited transaction); searches in this process use it at once, others within SYNONYM_TTL_MS. */
export async function addSynonymSet(tx: Db, audit: Audit, raw: string): Promise<{ id: number; words: string[] }> {
  const words = readSynonymSet(raw);
  const stored = words.join(' ');
  const [same] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.words, stored));
  if (same) throw new SearchFieldError('words', SYNONYM_MSG.duplicate);
  const [row] = await tx.insert(searchSynonyms).values({ words: stored }).returning();
  await audit({ action: 'search.synonym.create', entity: 'search_synonym', entityId: row!.id, changes: { words: { before: null, after: stored } } });
  return { id: row!.id, words };
}

export async function removeSynonymSet(tx: Db, audit: Audit, id: number): Promise<boolean> {
  const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
  if (!row) return false;
  await audit({ action: 'search.synonym.delete', entity: 'search_synonym', entityId: id, changes: { words: { before: row.words, after: null } } });
  return true;
}
