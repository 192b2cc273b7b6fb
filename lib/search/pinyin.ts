/**
 * Pinyin of the portal's words, for spelling corrections and suggestions (issue #27 part 3): a
 * citizen who types 公祖房 meant the word that sounds the same (the input method picked the wrong
 * character), and one who types gzf or gongzufang spelled 公租房 in letters. Server only: pinyin-pro
 * carries a dictionary of every character (≈ 0.3 MB) that no page's script may load
 * (lib/templates/registry.test.ts keeps it out).
 *
 * Tones are dropped (nobody types them) and ü is written v, as the input methods do.
 */
import { pinyin } from 'pinyin-pro';

const HAN_ONLY = /^\p{Script=Han}+$/u;

/** The syllables of a word of Chinese characters, read as a word (重庆 chong qing), or null for anything else. */
export function syllablesOf(word: string): string[] | null {
  if (!HAN_ONLY.test(word)) return null;
  const out = pinyin(word, { toneType: 'none', type: 'array', v: true });
  return out.length === [...word].length && out.every((s) => /^[a-z]+$/.test(s)) ? out : null;
}

const readingCache = new Map<string, string[]>();

/**
 * The syllables of a word from each character's commonest reading: the index's thousands of
 * character pairs are read this way (one dictionary look-up per distinct character, not per pair),
 * the dictionary's words and titles with syllablesOf.
 */
export function commonSyllablesOf(word: string): string[] | null {
  if (!HAN_ONLY.test(word)) return null;
  const out: string[] = [];
  for (const ch of word) {
    const first = readingsOf(ch)[0];
    if (!first) return null;
    out.push(first);
  }
  return out;
}

/** Every reading of one character, toneless (行: xing, hang); [] for a character with none. */
export function readingsOf(char: string): string[] {
  let out = readingCache.get(char);
  if (!out) {
    const all = HAN_ONLY.test(char) ? pinyin(char, { toneType: 'none', type: 'array', multiple: true, v: true }) : [];
    out = [...new Set(all.filter((s) => /^[a-z]+$/.test(s)))];
    // The cache holds characters only (a few thousand at most).
    if (readingCache.size < 20_000) readingCache.set(char, out);
  }
  return out;
}

/** The first letters of syllables: gong zu fang → gzf (zh, ch and sh count as their first letter, as typed). */
export function initialsOf(syllables: readonly string[]): string {
  return syllables.map((s) => s[0]).join('');
}

const tonedCache = new Map<string, string[]>();

/**
 * Every reading of one character with its tone as a digit (教: jiao1, jiao4): a one-character
 * correction (./correct.ts) asks for the same syllable and tone, since a word of one character is
 * too short to tell a homophone from another word by its neighbours (买 mai3 is not 卖 mai4).
 */
export function tonedReadingsOf(char: string): string[] {
  let out = tonedCache.get(char);
  if (!out) {
    const all = HAN_ONLY.test(char) ? pinyin(char, { toneType: 'num', type: 'array', multiple: true, v: true }) : [];
    out = [...new Set(all.filter((s) => /^[a-z]+[0-5]?$/.test(s)))];
    if (tonedCache.size < 20_000) tonedCache.set(char, out);
  }
  return out;
}
