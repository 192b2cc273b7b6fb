/**
 * How text becomes search terms (issue #12 part 2), shared by the portal (TypeScript imports it),
 * the indexer and `npm run search:reindex` (plain Node, no build): one implementation, so a stored
 * document and a query are always cut the same way.
 *
 * Chinese has no spaces. A document's text is indexed as
 *  - every overlapping character bigram of each Chinese run (公租房 → 公租 租房): recall does not
 *    depend on where a segmenter cuts;
 *  - every DOMAIN_WORD and synonym that occurs in it, whole (保障性租赁住房, 公租房);
 *  - the longer words of Intl.Segmenter('zh'), whole (rank a whole-word hit above scattered bigrams);
 *  - Latin letters and digits as lower-case words (96580, app).
 * A query is cut into words (domain words first, longest match; Intl.Segmenter for the rest); each
 * word matches as itself OR as all of its bigrams; a word of a synonym group matches any word of it.
 *
 * Everything written into a tsvector or tsquery literal is a run of letters or digits, so no input
 * can carry tsquery syntax, quotes or backslashes into the database.
 */
import { DOMAIN_WORDS, QUERY_STOP_WORDS, SYNONYM_GROUPS } from './dictionary.data.mjs';
import { QUERY_MAX } from './query-max.mjs';

export { QUERY_MAX };
/** Longest Latin/digit token kept (longer runs are cut: a lexeme has a size limit). */
const TOKEN_MAX = 32;
/** Positions in a tsvector stop at 16,383; documents past that keep their lexemes, not their place. */
const POSITION_MAX = 16383;

const HAN = /\p{Script=Han}/u;
/** Runs of Chinese characters, or of other letters/digits (2026年 is "2026" then "年"); anything else separates. */
const RUN = /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}])+)/gu;

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** NFKC (full-width Ｌｅｔｔｅｒｓ and １２３ read as plain), lower case, lone surrogates and controls dropped. */
export function normalizeText(text) {
  return String(text ?? '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
}

/** What a visitor typed, as the search reads it: normalised, trimmed, at most QUERY_MAX characters. */
export function normalizeQuery(raw) {
  const text = normalizeText(raw).replace(/\s+/g, ' ').trim();
  return [...text].slice(0, QUERY_MAX).join('').trim();
}

const SYNONYMS = new Map();
for (const group of SYNONYM_GROUPS) {
  const words = group.map((w) => normalizeText(w));
  for (const w of words) SYNONYMS.set(w, [...new Set([...(SYNONYMS.get(w) ?? [w]), ...words])]);
}

/** Domain words and every synonym, longest first (longest match wins when a query is cut). */
const VOCABULARY = [...new Set([...DOMAIN_WORDS, ...SYNONYM_GROUPS.flat()].map((w) => normalizeText(w)))]
  .filter((w) => [...w].length >= 2)
  .sort((a, b) => b.length - a.length);
const VOCABULARY_SET = new Set(VOCABULARY);
const STOP_WORDS = new Set(QUERY_STOP_WORDS.map((w) => normalizeText(w)));

/**
 * A short stable hash (FNV-1a, 32 bits) of a string, in hex. No crypto module: this file is also
 * bundled where only QUERY_MAX is wanted.
 */
export function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * Raised by hand when indexLexemes or tsvectorLiteral changes what a stored vector holds, or the
 * indexer what documents there are; part of INDEX_FINGERPRINT.
 * 3: the portal's pages, questionnaires and commercial projects are documents of their own kinds,
 * and a record's text leads with its facts (issue #27 part 1): an older index lacks them.
 * 4: documents say when they stop being current (bss_search_doc.closes_at), shops and commercial
 * projects carry 出租/招租 (issue #27 part 2).
 */
const INDEX_FORMAT = 4;

/**
 * What a stored vector depends on besides the text: the index format and the vocabulary. The
 * rebuild records it (app_meta, lib/search/indexer.mjs), and a search uses the group lexemes below
 * only while the index was built with this very fingerprint.
 */
export const INDEX_FINGERPRINT = `v${INDEX_FORMAT}-${fnv1a(JSON.stringify([DOMAIN_WORDS, SYNONYM_GROUPS]))}`;

/**
 * One stored lexeme per set of synonyms. A query word of a synonym group matches any of its
 * variants: as a tsquery, an OR of their posting lists, which a broad query reads whole
 * (公租房 | 公共租赁住房 | 公共租赁房). A document also gets, for each variant set holding one of its
 * words, the set's own lexeme, so the query reads one list (docs/decisions/0059-search-one-lexeme-per-synonym-set.md).
 * Only the variants of two or more Chinese characters are covered — each is stored whole wherever
 * it occurs (a vocabulary word or a bigram) — so the set's lexeme is there exactly when one of them
 * is; a single character (交) or a Latin word stays in the query as a prefix term of its own. The
 * lexeme is upper-case Latin (SYN + hash), which no normalised text can produce, so nothing typed
 * or written matches it by accident.
 */
const isGroupable = (w) => HAN.test(w) && [...w].length >= 2 && ![...w].some((c) => !HAN.test(c));
const groupKey = (variants) => {
  const covered = [...new Set(variants.filter(isGroupable))].sort();
  return covered.length >= 2 ? covered.join('|') : null;
};
/** Variant-set key → { lexeme, covered }. */
const GROUPS = new Map();
/** A covered word → the lexemes of every variant set holding it. */
const GROUPS_OF_MEMBER = new Map();
for (const variants of SYNONYMS.values()) {
  const key = groupKey(variants);
  if (key === null || GROUPS.has(key)) continue;
  const covered = new Set(key.split('|'));
  const lexeme = `SYN${fnv1a(key).toUpperCase()}`;
  if ([...GROUPS.values()].some((g) => g.lexeme === lexeme)) throw new Error(`search dictionary: two synonym sets hash alike (${key})`);
  GROUPS.set(key, { lexeme, covered });
  for (const w of covered) GROUPS_OF_MEMBER.set(w, [...(GROUPS_OF_MEMBER.get(w) ?? []), lexeme]);
}

/** The stored lexeme of a word's variant set, or null (no set of two or more Chinese words). */
export function groupLexemeOf(variants) {
  const key = groupKey(variants);
  return key === null ? null : (GROUPS.get(key)?.lexeme ?? null);
}

/** The words of a synonym group holding `word` (the word itself first), or just the word. */
export function synonymsOf(word) {
  return SYNONYMS.get(word) ?? [word];
}

/** Overlapping character bigrams of a Chinese run (a single character is its own term). */
export function bigrams(run) {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

function cutToken(token) {
  return [...token].slice(0, TOKEN_MAX).join('');
}

/** Intl.Segmenter's words of a Chinese run. */
function segmenterWords(run) {
  const out = [];
  for (const s of segmenter.segment(run)) if (s.isWordLike) out.push(s.segment);
  return out;
}

const isLoneChar = (w) => [...w].length === 1 && !STOP_WORDS.has(w) && !SYNONYMS.has(w);

/**
 * The segmenter cuts a word it does not know into single characters (缴租 → 缴|租): neighbouring
 * single characters are joined again, so the query keeps the word.
 */
function joinLoneChars(words) {
  const out = [];
  for (const w of words) {
    const last = out[out.length - 1];
    // A stop word is not glued to the character after it: the 怎么 of 怎么教 stays 怎么 (and is dropped).
    if (last !== undefined && isLoneChar(w) && [...last].every((c) => isLoneChar(c)) && !VOCABULARY_SET.has(last) && !STOP_WORDS.has(last)) out[out.length - 1] = last + w;
    else out.push(w);
  }
  return out;
}

/**
 * A Chinese run cut as a query is cut: vocabulary words by longest match, the pieces between them
 * by Intl.Segmenter.
 */
export function segmentRun(run) {
  const words = [];
  let rest = '';
  const flush = () => {
    if (rest) words.push(...joinLoneChars(segmenterWords(rest)));
    rest = '';
  };
  for (let i = 0; i < run.length; ) {
    const hit = VOCABULARY.find((w) => run.startsWith(w, i));
    if (hit) {
      flush();
      words.push(hit);
      i += hit.length;
    } else {
      rest += run[i];
      i += 1;
    }
  }
  flush();
  return words;
}

/** The words of a text, in order: Chinese runs segmented (segmentRun), Latin/digit runs as tokens. */
export function segmentText(text) {
  const words = [];
  for (const m of normalizeText(text).matchAll(RUN)) {
    if (m[1]) words.push(...segmentRun(m[1]));
    else if (m[2]) words.push(cutToken(m[2]));
  }
  return words;
}

/**
 * The distinct lexemes of a text for the index, in first-seen order: bigrams of Chinese runs,
 * vocabulary words found anywhere in them (also inside longer words), the segmenter's words of three
 * or more characters, and Latin/digit tokens.
 */
export function indexLexemes(text) {
  const seen = new Set();
  const add = (w) => {
    if (w) seen.add(w);
  };
  for (const m of normalizeText(text).matchAll(RUN)) {
    if (m[2]) {
      add(cutToken(m[2]));
      continue;
    }
    const run = m[1];
    for (const b of bigrams(run)) add(b);
    // Every covered word of a variant set is a vocabulary word: the set's lexeme comes with it.
    if (run.length >= 2) {
      for (const w of VOCABULARY) {
        if (!run.includes(w)) continue;
        add(w);
        for (const g of GROUPS_OF_MEMBER.get(w) ?? []) add(g);
      }
    }
    for (const w of segmenterWords(run)) if ([...w].length >= 3) add(w);
  }
  return [...seen];
}

/**
 * A tsvector literal: each lexeme once, at its first position, with the field's weight (A title,
 * B summary and keywords, D body). Lexemes are letters and digits only (quoted all the same).
 */
export function tsvectorLiteral(fields) {
  const parts = [];
  const seen = new Set();
  let position = 0;
  for (const { text, weight } of fields) {
    for (const lexeme of indexLexemes(text)) {
      position = Math.min(position + 1, POSITION_MAX);
      if (seen.has(lexeme)) continue;
      seen.add(lexeme);
      parts.push(`'${lexeme}':${position}${weight === 'D' ? '' : weight}`);
    }
  }
  return parts.join(' ');
}

/**
 * The words of a query as the search matches them: each with the variants that count as a hit
 * (itself and its synonyms). Stop words are dropped when anything else remains; duplicates once.
 */
export function parseQuery(raw) {
  const query = normalizeQuery(raw);
  const all = segmentText(query);
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  const chosen = meaningful.length > 0 ? meaningful : all;
  // A lone Chinese character beside longer words (the 卖 of 能卖吗, the 年 of 2026年) is not required:
  // it only ranks (`optional`), unless a synonym group names it (交 ↔ 缴纳).
  const isOptional = (w) => HAN.test(w) && [...w].length === 1 && !SYNONYMS.has(w);
  const required = chosen.filter((w) => !isOptional(w));
  const words = [...new Set(required.length > 0 ? required : chosen)];
  const optional = required.length > 0 ? [...new Set(chosen.filter(isOptional))] : [];
  return {
    query,
    words: words.map((word) => ({ word, variants: synonymsOf(word) })),
    optional: optional.map((word) => ({ word, variants: [word] })),
  };
}

const quote = (lexeme) => `'${lexeme}'`;

/**
 * One variant as a tsquery: itself, or all its bigrams; a lone character or short token by prefix.
 * A vocabulary word is only itself: every indexed text holding it holds it whole (indexLexemes), so
 * its bigrams could only add documents where they lie scattered — and they are the commonest lexemes
 * of the index (住房, 公共, 租赁), which made a broad query's GIN scan several times slower.
 */
function variantQuery(variant) {
  if (HAN.test(variant)) {
    const chars = [...variant];
    if (chars.length === 1) return `${quote(variant)}:*`;
    const grams = bigrams(variant);
    if (grams.length === 1 || VOCABULARY_SET.has(variant)) return quote(variant);
    const all = grams.map(quote).join(' & ');
    return chars.length >= 3 ? `${quote(variant)} | ${all}` : all;
  }
  return `${quote(variant)}:*`;
}

/**
 * A word with its synonyms: any variant matches. With `groups`, the variants a set lexeme covers
 * are read as that one lexeme (only for an index built with INDEX_FINGERPRINT).
 */
function wordQuery(word, groups) {
  const lexeme = groups ? groupLexemeOf(word.variants) : null;
  const rest = lexeme === null ? word.variants : word.variants.filter((v) => !isGroupable(v));
  const parts = [...(lexeme === null ? [] : [quote(lexeme)]), ...rest.map(variantQuery)];
  return `( ${parts.map((p) => `( ${p} )`).join(' | ')} )`;
}

/**
 * The tsquery literal of parsed words: all words (`and`) or any of them (`or`, the partial
 * fallback); null when there is nothing to look for. `groups`: read synonym sets as their stored
 * lexeme (the same matches, fewer posting lists), for an index whose fingerprint is INDEX_FINGERPRINT.
 */
export function tsqueryLiteral(words, mode = 'and', { groups = false } = {}) {
  if (words.length === 0) return null;
  return words.map((w) => wordQuery(w, groups)).join(mode === 'and' ? ' & ' : ' | ');
}

/** A variant as a ranking term: its whole lexeme when the index holds it whole, else its bigrams. */
function rankTerms(variant) {
  if (!HAN.test(variant)) return [`${quote(variant)}:*`];
  const chars = [...variant];
  if (chars.length === 1) return [`${quote(variant)}:*`];
  if (chars.length === 2 || VOCABULARY_SET.has(variant)) return [quote(variant)];
  return bigrams(variant).map(quote);
}

/**
 * The tsquery that ranks: any variant of any word (and the optional characters), each counted once
 * where the index holds it whole, so a long synonym's many bigrams do not outweigh a short word.
 */
export function rankQueryLiteral(words, optional = []) {
  return anyTermsLiteral([...words, ...optional], false);
}

/**
 * The partial fallback's tsquery: any piece of any word (its whole lexeme where the index holds it
 * whole, else its bigrams: 悦澜府申购 → 悦澜 | 澜府 | 申购). `groups` as for tsqueryLiteral: a synonym
 * set is read as its stored lexeme. Without it, the ranking query of the words.
 */
export function anyQueryLiteral(words, { groups = false } = {}) {
  return anyTermsLiteral(words, groups);
}

function anyTermsLiteral(words, groups) {
  const terms = new Set();
  for (const w of words) {
    const lexeme = groups ? groupLexemeOf(w.variants) : null;
    if (lexeme !== null) terms.add(quote(lexeme));
    for (const v of w.variants) if (lexeme === null || !isGroupable(v)) for (const t of rankTerms(v)) terms.add(t);
  }
  return terms.size ? [...terms].join(' | ') : null;
}

/** The strings a snippet highlights for these words: every variant, longest first. */
export function highlightTerms(words) {
  const terms = new Set();
  for (const w of words) for (const v of w.variants) terms.add(v);
  return [...terms].sort((a, b) => b.length - a.length);
}
