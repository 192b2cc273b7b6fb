/**
 * The index's own vocabulary (issue #27 part 3): the words of the titles, summaries and keywords of
 * every document with the number of documents holding each (PostgreSQL's ts_stat over the ranking
 * vectors, so the words are cut exactly as the index cuts them: lib/search/tokens.mjs), the short
 * titles whole (page names: 资格自测, 问卷调查), the search dictionary, and each one's pinyin.
 * Corrections (./correct.ts) and suggestions (./suggest.ts) read it; nothing else.
 *
 * Built in the portal process from the database, kept for LEXICON_TTL_MS and then rebuilt in the
 * background while the old one answers: a word added to the index is offered within minutes, and
 * no request waits for a rebuild but the first.
 */
import { sql } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/lib/db/client';
import { logError } from '@/lib/log';
import { HOUSING_BUSINESSES } from '@/lib/eligibility/businesses';
import { DOMAIN_WORDS, SYNONYM_GROUPS } from './dictionary.data.mjs';
import type { SearchKind } from './kinds';
import { commonSyllablesOf, initialsOf, syllablesOf } from './pinyin';
import { groupLexemeOf, normalizeText, synonymsOf } from './tokens.mjs';

/** Longest word or title indexed by its pinyin. */
const PINYIN_MAX = 12;
/** A title up to this long is also a word of its own (a page's or a short record's name). */
const TITLE_WORD_MAX = 16;
export const LEXICON_TTL_MS = 5 * 60_000;

export type LexiconEntry = {
  /** The word, normalised as the index holds it. */
  text: string;
  /** Documents holding it in a title, summary or keywords (for a dictionary word: it or a synonym). */
  df: number;
  /** A word of the search dictionary (the portal's own vocabulary). */
  vocabulary: boolean;
  /** The whole title of a document. */
  title: boolean;
  /** How likely the word is meant, when several sound or abbreviate alike. */
  weight: number;
  /** Toneless pinyin, run together (gongzufang), and its initials (gzf). */
  full: string;
  initials: string;
};

/** A page of the portal as suggestions offer it. */
export type LexiconPage = { title: string; url: string; kind: SearchKind };

export type LexiconSources = {
  lexemes: readonly { word: string; ndoc: number }[];
  titles: readonly { title: string; n: number }[];
  pages: readonly LexiconPage[];
  /** The synonym sets staff added in the console (./synonyms.ts): their words are the portal's vocabulary too. */
  staffSynonyms?: readonly (readonly string[])[];
};

export type Lexicon = {
  /** Documents whose title, summary or keywords hold this lexeme (a bigram, a word, a Latin token); 0 when none. */
  df(term: string): number;
  byFull: ReadonlyMap<string, readonly LexiconEntry[]>;
  byInitials: ReadonlyMap<string, readonly LexiconEntry[]>;
  /** The dictionary's words, heaviest first. */
  vocabulary: readonly LexiconEntry[];
  pages: readonly LexiconPage[];
  /** The entries that have pinyin (for prefix matching of what is typed in letters). */
  entries: readonly LexiconEntry[];
  /** An entry by its word (a page's name, a dictionary word), or undefined. */
  entry(text: string): LexiconEntry | undefined;
};

const HAN_ONLY = /^\p{Script=Han}+$/u;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The vocabulary from what the database holds (pure: the tests build it from literals). */
export function buildLexicon(src: LexiconSources): Lexicon {
  const dfs = new Map<string, number>();
  for (const { word, ndoc } of src.lexemes) dfs.set(word, Number(ndoc));
  const df = (term: string) => dfs.get(term) ?? 0;

  type Draft = { text: string; df: number; vocabulary: boolean; title: boolean };
  const drafts = new Map<string, Draft>();
  const add = (text: string, count: number, flags: { vocabulary?: boolean; title?: boolean }) => {
    const len = [...text].length;
    if (len < 2 || len > PINYIN_MAX || !HAN_ONLY.test(text)) return;
    const d = drafts.get(text) ?? { text, df: 0, vocabulary: false, title: false };
    d.df = Math.max(d.df, count);
    d.vocabulary ||= Boolean(flags.vocabulary);
    d.title ||= Boolean(flags.title);
    drafts.set(text, d);
  };
  for (const [word, n] of dfs) add(word, n, {});
  for (const { title, n } of src.titles) {
    const text = normalizeText(title).replace(/\s+/g, '');
    if ([...text].length <= TITLE_WORD_MAX) add(text, Math.max(df(text), Number(n)), { title: true });
  }
  for (const raw of [...DOMAIN_WORDS, ...SYNONYM_GROUPS.flat()]) {
    const word = normalizeText(raw);
    // A synonym is found through its set's one lexeme (tokens.mjs): count the set's documents.
    const group = groupLexemeOf(synonymsOf(word));
    add(word, Math.max(df(word), group ? df(group) : 0), { vocabulary: true });
  }
  // A staff set's words are found through each other (query expansion): count the set's best-known word.
  for (const set of src.staffSynonyms ?? []) {
    const n = Math.max(0, ...set.map((w) => drafts.get(w)?.df ?? df(w)));
    for (const word of set) add(word, n, { vocabulary: true });
  }

  const byFull = new Map<string, LexiconEntry[]>();
  const byInitials = new Map<string, LexiconEntry[]>();
  const entries: LexiconEntry[] = [];
  for (const d of drafts.values()) {
    // Words and titles read as words (polyphones in context); the index's character pairs by each
    // character's commonest reading, which costs a look-up per character rather than per pair.
    const syllables = d.vocabulary || d.title ? syllablesOf(d.text) : commonSyllablesOf(d.text);
    if (!syllables) continue;
    // The portal's own words and whole titles are likelier meanings than a pair of characters that
    // happens to stand side by side in some title.
    const weight = (d.df + 1) * (d.vocabulary ? 4 : 1) * (d.title ? 2 : 1);
    const entry: LexiconEntry = { ...d, weight, full: syllables.join(''), initials: initialsOf(syllables) };
    entries.push(entry);
    push(byFull, entry.full, entry);
    push(byInitials, entry.initials, entry);
  }
  const heavier = (a: LexiconEntry, b: LexiconEntry) => b.weight - a.weight || a.text.localeCompare(b.text);
  for (const list of byFull.values()) list.sort(heavier);
  for (const list of byInitials.values()) list.sort(heavier);
  // The portal's own abbreviations of its businesses (lib/eligibility/businesses.ts: bzf is 保租房
  // here, gzf 公租房) come first among the words their letters could stand for: bzf could also
  // abbreviate 保障房, but on this site it names the business.
  for (const business of Object.values(HOUSING_BUSINESSES)) {
    const list = byInitials.get(business.code);
    const own = list?.findIndex((e) => e.text === normalizeText(business.name)) ?? -1;
    if (list && own > 0) list.unshift(...list.splice(own, 1));
  }
  entries.sort(heavier);
  const byText = new Map(entries.map((e) => [e.text, e]));
  return { df, byFull, byInitials, vocabulary: entries.filter((e) => e.vocabulary), pages: src.pages, entries, entry: (text) => byText.get(text) };
}

/** What the lexicon is built from: one statement each, bounded by the index's own size. */
export async function readLexiconSources(db: Db): Promise<LexiconSources> {
  const lexemes = await queryRows<{ word: string; ndoc: number }>(
    db,
    sql`select word, ndoc from ts_stat('select rank_tsv from bss_search_doc') where char_length(word) between 2 and 32`,
  );
  const titles = await queryRows<{ title: string; n: number }>(
    db,
    sql`select title, count(*)::integer as n from bss_search_doc where char_length(title) <= ${TITLE_WORD_MAX} and published_at <= now() group by title`,
  );
  const pages = await queryRows<LexiconPage>(db, sql`select title, url, kind from bss_search_doc where source = 'page' order by title`);
  const staffSynonyms = (await queryRows<{ words: string }>(db, sql`select words from bss_search_synonym order by id`)).map((r) => r.words.split(' '));
  return { lexemes, titles, pages, staffSynonyms };
}

type Held = { lexicon: Promise<Lexicon>; at: number; refreshing: boolean };
const held = new WeakMap<Db, Held>();

/**
 * The lexicon of a database, built on first use and rebuilt in the background once older than
 * LEXICON_TTL_MS (the old one answers meanwhile). `fresh` builds it now (tests after a write).
 */
export async function searchLexicon(db?: Db, { fresh = false } = {}): Promise<Lexicon> {
  const handle = db ?? (await getDb());
  const now = Date.now();
  const current = held.get(handle);
  if (!current || fresh) {
    const lexicon = readLexiconSources(handle).then(buildLexicon);
    held.set(handle, { lexicon, at: now, refreshing: false });
    // A failed build is not kept: the next request tries again.
    lexicon.catch(() => held.delete(handle));
    return lexicon;
  }
  if (now - current.at > LEXICON_TTL_MS && !current.refreshing) {
    current.refreshing = true;
    readLexiconSources(handle)
      .then(buildLexicon)
      .then((lexicon) => held.set(handle, { lexicon: Promise.resolve(lexicon), at: Date.now(), refreshing: false }))
      .catch((error) => {
        current.refreshing = false;
        logError('search', 'lexicon rebuild failed', error);
      });
  }
  return current.lexicon;
}
