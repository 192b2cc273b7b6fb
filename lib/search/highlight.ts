/**
 * Snippets and highlighted titles, built here from stored plain text (never from ts_headline's
 * markup): a piece of text is either plain or a match, and only our own <mark> is ever added, to
 * text that has been escaped whole.
 */
import { normalizeText } from './tokens.mjs';

export type TextPiece = { text: string; mark: boolean };

export const SNIPPET_LENGTH = 110;

/**
 * One pattern per list of terms, longest first: at each place the regex engine takes the first
 * alternative that matches, i.e. the longest term, as a scan trying each term in turn did, at a
 * fraction of the cost. Kept per list object: a search passes one list to all its titles and snippets.
 */
const patterns = new WeakMap<readonly string[], RegExp | null>();

function patternOf(terms: readonly string[]): RegExp | null {
  let pattern = patterns.get(terms);
  if (pattern === undefined) {
    // Matching runs on a lower-cased copy of the same length: NFKC could change lengths, so only
    // characters that map one-to-one are folded (case); a full-width query was normalised already.
    const wanted = [...new Set(terms.map((t) => foldSameLength(normalizeText(t))).filter((t) => t.length > 0))].sort((a, b) => b.length - a.length);
    pattern = wanted.length === 0 ? null : new RegExp(wanted.map((t) => t.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')).join('|'), 'g');
    patterns.set(terms, pattern);
  }
  return pattern;
}

/** Where the terms occur in `text` (non-overlapping, longest term first at each place). */
function findMatches(text: string, terms: readonly string[]): { start: number; end: number }[] {
  if (terms.length === 0 || text === '') return [];
  const pattern = patternOf(terms);
  if (!pattern) return [];
  const out: { start: number; end: number }[] = [];
  for (const m of foldSameLength(text).matchAll(pattern)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

function foldSameLength(text: string): string {
  // Whole-string lower-casing is the same fold when no character changes length and no final sigma
  // (lower-cased by context as a whole, per character otherwise) is involved: almost always.
  const lower = text.toLowerCase();
  if (lower.length === text.length && !text.includes('Σ')) return lower;
  let out = '';
  for (const ch of text) {
    const folded = ch.toLowerCase();
    out += folded.length === ch.length ? folded : ch;
  }
  return out;
}

/** `text` cut into plain and marked pieces. */
export function highlightPieces(text: string, terms: readonly string[]): TextPiece[] {
  const matches = findMatches(text, terms);
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const m of matches) {
    if (m.start > at) pieces.push({ text: text.slice(at, m.start), mark: false });
    pieces.push({ text: text.slice(m.start, m.end), mark: true });
    at = m.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), mark: false });
  return pieces;
}

/** Cuts at a code-point boundary (never half a surrogate pair). */
function safeIndex(text: string, index: number): number {
  const i = Math.max(0, Math.min(text.length, index));
  const code = text.charCodeAt(i);
  return i > 0 && i < text.length && code >= 0xdc00 && code <= 0xdfff ? i - 1 : i;
}

/** A facts line is at most this long; the passage after it keeps at least the rest. */
const LEAD_MAX = 80;

/**
 * The passage of `body` around its best match (the window holding the most distinct terms), about
 * `length` characters, with … where text was cut; the start of the body when nothing matches.
 * With `lead`, the body's first sentence (a record's facts: 公租房 · 云溪区 · 可申请 · 租金 …) is
 * always shown, followed by the passage of the rest around its best match.
 */
export function snippetPieces(body: string, terms: readonly string[], length = SNIPPET_LENGTH, { lead = false }: { lead?: boolean } = {}): TextPiece[] {
  const text = body.replace(/\s+/g, ' ').trim();
  if (lead) {
    const end = text.indexOf('。') + 1;
    if (end > 0 && end <= LEAD_MAX) {
      const rest = text.slice(end).trim();
      const head = highlightPieces(text.slice(0, end), terms);
      return rest ? [...head, { text: ' ', mark: false }, ...snippetPieces(rest, terms, Math.max(length - end, length - LEAD_MAX))] : head;
    }
  }
  const matches = findMatches(text, terms);
  let start = 0;
  if (matches.length > 0) {
    let best = { start: matches[0]!.start, score: -1 };
    // Matches come in order and do not overlap: those inside a window starting at matches[i] follow it.
    for (let i = 0; i < matches.length; i++) {
      const m = matches[i]!;
      const inWindow = new Set<string>();
      for (let j = i; j < matches.length && matches[j]!.start < m.start + length; j++) {
        const o = matches[j]!;
        if (o.end <= m.start + length) inWindow.add(text.slice(o.start, o.end).toLowerCase());
      }
      if (inWindow.size > best.score) best = { start: m.start, score: inWindow.size };
    }
    // A little context before the first match.
    start = Math.max(0, best.start - Math.floor(length / 5));
  }
  start = safeIndex(text, start);
  const end = safeIndex(text, start + length);
  const pieces = highlightPieces(text.slice(start, end), terms);
  if (start > 0) pieces.unshift({ text: '…', mark: false });
  if (end < text.length) pieces.push({ text: '…', mark: false });
  return pieces;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Pieces as HTML (the API's snippetHtml): everything escaped, matches in <mark>. */
export function piecesToHtml(pieces: readonly TextPiece[]): string {
  return pieces.map((p) => (p.mark ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text))).join('');
}

export function piecesToText(pieces: readonly TextPiece[]): string {
  return pieces.map((p) => p.text).join('');
}
