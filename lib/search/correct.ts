/**
 * What a citizen likely meant (issue #27 part 3), read against the index's own vocabulary
 * (./lexicon.ts). Pure: the lexicon is passed in.
 *
 * - **A character the input method got wrong.** Chinese typos are mostly homophones (公祖房 for
 *   公租房, 报休 for 报修, 意像 for 意向). A character is suspect when neither pair it forms with a
 *   neighbour is a word of the index; a run of the query around suspect characters is replaced by
 *   an index word that sounds the same (any reading of each typed character, tones aside), changing
 *   only suspect characters. Longer words first, then the likeliest (LexiconEntry.weight).
 * - **Letters for characters.** A run of letters that is not a word of the index is read as pinyin
 *   (gongzufang, zhaopin) or pinyin initials (gzf, wjdc) of an index word or title, or as a few of
 *   them run together (gzfsq → 公租房 申请).
 *
 * Nothing here decides whether the correction is shown: ./no-result.ts searches it and shows it
 * only when the query as typed found no document holding all its words.
 */
import type { Lexicon, LexiconEntry } from './lexicon';
import { SYNONYM_GROUPS } from './dictionary.data.mjs';
import { readingsOf, tonedReadingsOf } from './pinyin';
import { normalizeQuery, normalizeText } from './tokens.mjs';

/** Longest run of characters replaced as one word. */
const SPAN_MAX = 8;
/** Reading combinations tried per run (a run of polyphonic characters multiplies them). */
const COMBOS_MAX = 64;
/** Words one run of letters may stand for. */
const PIECES_MAX = 4;

const HAN = /\p{Script=Han}/u;
/** Runs of Chinese characters, or of Latin letters and digits, as tokens.mjs cuts a query. */
const RUN = /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}])+)/gu;

export type Correction = {
  /** The query as the citizen likely meant it (normalised). */
  query: string;
  /** What was replaced, in order: [typed, meant]. */
  changes: [typed: string, meant: string][];
};

/** The search dictionary's words of one character (交 of 交纳, 卖 of 出售): a typo can hit them too (房租怎么教). */
const ONE_CHARACTER_WORDS = [...new Set(SYNONYM_GROUPS.flat().map((w) => normalizeText(w)))].filter((w) => [...w].length === 1 && HAN.test(w));

/** Every way of reading the characters, up to COMBOS_MAX, each run together (公祖 → gongzu). */
function readingKeys(chars: readonly string[]): string[] {
  let keys = [''];
  for (const ch of chars) {
    const readings = readingsOf(ch);
    if (readings.length === 0) return [];
    const next: string[] = [];
    for (const k of keys) for (const r of readings) if (next.length < COMBOS_MAX) next.push(k + r);
    keys = next;
  }
  return keys;
}

/** A run of Chinese characters with its likely typos replaced, and the replacements. */
export function correctHanRun(run: string, lexicon: Lexicon): { text: string; changes: [string, string][] } {
  const chars = [...run];
  const n = chars.length;
  const known = (i: number) => i >= 0 && i + 1 < n && lexicon.df(chars[i]! + chars[i + 1]!) > 0;
  // A character is suspect when it forms no word of the index with either neighbour.
  const suspect = chars.map((_, i) => !known(i - 1) && !known(i));
  if (n < 2 || !suspect.some(Boolean)) return { text: run, changes: [] };

  type Fix = { start: number; len: number; entry: LexiconEntry };
  const fixes: Fix[] = [];
  for (let len = Math.min(SPAN_MAX, n); len >= 2; len--) {
    for (let start = 0; start + len <= n; start++) {
      const span = chars.slice(start, start + len);
      if (!span.some((_, k) => suspect[start + k])) continue;
      const typed = span.join('');
      for (const key of new Set(readingKeys(span))) {
        for (const entry of lexicon.byFull.get(key) ?? []) {
          const meant = [...entry.text];
          if (meant.length !== len || entry.text === typed) continue;
          // Only suspect characters change: a character in a known word was typed as meant.
          if (meant.some((c, k) => c !== span[k] && !suspect[start + k])) continue;
          fixes.push({ start, len, entry });
        }
      }
    }
  }
  // A suspect character alone: a dictionary word of one character read the same, tone and all.
  for (let i = 0; i < n; i++) {
    if (!suspect[i]) continue;
    const readings = new Set(tonedReadingsOf(chars[i]!));
    for (const word of ONE_CHARACTER_WORDS) {
      if (word === chars[i] || !tonedReadingsOf(word).some((r) => readings.has(r))) continue;
      fixes.push({ start: i, len: 1, entry: { text: word, df: 0, vocabulary: true, title: false, weight: 1, full: readingsOf(word)[0] ?? '', initials: '' } });
    }
  }
  fixes.sort((a, b) => b.len - a.len || b.entry.weight - a.entry.weight || a.start - b.start);
  const taken = new Array<boolean>(n).fill(false);
  const chosen: Fix[] = [];
  for (const f of fixes) {
    if (taken.slice(f.start, f.start + f.len).some(Boolean)) continue;
    for (let k = f.start; k < f.start + f.len; k++) taken[k] = true;
    chosen.push(f);
  }
  if (chosen.length === 0) return { text: run, changes: [] };
  chosen.sort((a, b) => a.start - b.start);
  const out = [...chars];
  const changes: [string, string][] = [];
  for (const f of chosen) {
    changes.push([chars.slice(f.start, f.start + f.len).join(''), f.entry.text]);
    out.splice(f.start, f.len, ...[...f.entry.text]);
  }
  return { text: out.join(''), changes };
}

/** The likeliest word a run of letters spells: its whole pinyin first, then its initials. */
function wordSpelled(letters: string, lexicon: Lexicon): LexiconEntry | null {
  const full = lexicon.byFull.get(letters)?.[0];
  if (full) return full;
  return letters.length >= 2 ? (lexicon.byInitials.get(letters)?.[0] ?? null) : null;
}

/**
 * The Chinese a run of letters stands for: one word (gzf, gongzufang), or the fewest words run
 * together (gzfsq → 公租房 申请; among equally few, the likeliest), or null.
 */
export function lettersToHan(token: string, lexicon: Lexicon): string[] | null {
  if (!/^[a-z]{2,32}$/.test(token)) return null;
  const whole = wordSpelled(token, lexicon);
  if (whole) return [whole.text];
  type Best = { words: string[]; weight: number } | null;
  // best[i]: the cut of token[0..i) into the fewest words, then the heaviest.
  const best: Best[] = new Array(token.length + 1).fill(null);
  best[0] = { words: [], weight: 0 };
  for (let i = 0; i < token.length; i++) {
    const from = best[i];
    if (!from || from.words.length >= PIECES_MAX) continue;
    for (let j = i + 2; j <= token.length; j++) {
      const entry = wordSpelled(token.slice(i, j), lexicon);
      if (!entry) continue;
      const cand = { words: [...from.words, entry.text], weight: from.weight + Math.log(entry.weight) };
      const cur = best[j];
      if (!cur || cand.words.length < cur.words.length || (cand.words.length === cur.words.length && cand.weight > cur.weight)) best[j] = cand;
    }
  }
  const end = best[token.length];
  return end && end.words.length > 1 ? end.words : null;
}

/**
 * The query as the citizen likely meant it, or null when nothing in it looks mistyped. Letters
 * that are a word of the index (app, reits, 96580) stay as typed.
 */
export function correctQuery(raw: string, lexicon: Lexicon): Correction | null {
  const query = normalizeQuery(raw);
  const changes: [string, string][] = [];
  let out = '';
  let last = 0;
  for (const m of query.matchAll(RUN)) {
    const start = m.index ?? 0;
    out += query.slice(last, start);
    last = start + m[0].length;
    if (m[1]) {
      const fixed = correctHanRun(m[1], lexicon);
      changes.push(...fixed.changes);
      out += fixed.text;
      continue;
    }
    const token = m[2]!;
    const words = lexicon.df(token) > 0 || HAN.test(token) ? null : lettersToHan(token, lexicon);
    if (words) {
      const meant = words.join(' ');
      changes.push([token, meant]);
      // Set apart from neighbouring characters, so the words stay words (gzf申请 → 公租房 申请).
      out += `${start > 0 && query[start - 1] !== ' ' ? ' ' : ''}${meant}${last < query.length && query[last] !== ' ' ? ' ' : ''}`;
    } else out += token;
  }
  out += query.slice(last);
  const corrected = normalizeQuery(out);
  return changes.length === 0 || corrected === query ? null : { query: corrected, changes };
}
