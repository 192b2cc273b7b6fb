/**
 * What differs between two versions of an article, in words a member of staff reads: the body as
 * plain-text paragraphs compared one paragraph at a time (kept, removed, added). Pure: no database,
 * no HTML out (the pages render the text as text, so nothing here needs to be trusted as markup).
 */
import { formatShanghaiMinute } from './content-time';
import { POLICY_LABELS, STATUS_LABELS, type ContentStatus, type PolicyState } from './content-workflow';
import type { Attachment } from './types';

/** The whole article as a version keeps it. */
export type VersionContent = {
  status: ContentStatus;
  title: string;
  summary: string;
  columnKey: string;
  source: string;
  coverUrl: string | null;
  bodyHtml: string;
  attachments: Attachment[];
  publishAt: Date;
  policyState: PolicyState;
  replacedById: number | null;
};

/** The fields a version holds, in the order the history and the comparison name them. */
export const VERSION_FIELDS = ['title', 'summary', 'columnKey', 'source', 'coverUrl', 'bodyHtml', 'attachments', 'publishAt', 'status', 'policyState', 'replacedById'] as const;
export type VersionField = (typeof VERSION_FIELDS)[number];

export const VERSION_FIELD_LABELS: Record<VersionField, string> = {
  title: '标题',
  summary: '摘要',
  columnKey: '栏目',
  source: '来源',
  coverUrl: '封面图片',
  bodyHtml: '正文',
  attachments: '附件',
  publishAt: '发布时间',
  status: '状态',
  policyState: '政策状态',
  replacedById: '替代文章',
};

const comparable = (field: VersionField, v: Record<VersionField, unknown>): string => {
  const value = v[field];
  return value instanceof Date ? value.toISOString() : JSON.stringify(value ?? null);
};

/** The fields whose values differ between two versions (or a version and the article). */
export function changedVersionFields(a: Record<VersionField, unknown>, b: Record<VersionField, unknown>): VersionField[] {
  return VERSION_FIELDS.filter((f) => comparable(f, a) !== comparable(f, b));
}

export type FieldDifference = { field: VersionField; label: string; before: string; after: string };

const EMPTY = '（空）';

/** A field's value as words: the column's name, Beijing time, the attachments' names, the status's label. */
export function fieldText(field: VersionField, v: VersionContent, columnLabels: ReadonlyMap<string, string>): string {
  switch (field) {
    case 'columnKey':
      return columnLabels.get(v.columnKey) ?? `（栏目已不存在：${v.columnKey}）`;
    case 'publishAt':
      return formatShanghaiMinute(v.publishAt);
    case 'attachments':
      return v.attachments.length ? v.attachments.map((a) => a.name).join('、') : EMPTY;
    case 'status':
      return STATUS_LABELS[v.status];
    case 'policyState':
      return POLICY_LABELS[v.policyState];
    case 'replacedById':
      return v.replacedById === null ? EMPTY : `文章 #${v.replacedById}`;
    case 'bodyHtml':
      return bodyParagraphs(v.bodyHtml).join('\n') || EMPTY;
    default:
      return (v[field] ?? '') === '' ? EMPTY : String(v[field]);
  }
}

/** Field by field, what differs between `before` (a version) and `after` (the article now); the body is compared apart, by paragraphs. */
export function compareVersionContent(before: VersionContent, after: VersionContent, columnLabels: ReadonlyMap<string, string>): { fields: FieldDifference[]; body: ParagraphChange[] | null } {
  const changed = changedVersionFields(before, after);
  const fields = changed
    .filter((f) => f !== 'bodyHtml')
    .map((field) => ({ field, label: VERSION_FIELD_LABELS[field], before: fieldText(field, before, columnLabels), after: fieldText(field, after, columnLabels) }));
  const body = changed.includes('bodyHtml') ? diffParagraphs(bodyParagraphs(before.bodyHtml), bodyParagraphs(after.bodyHtml)) : null;
  return { fields, body };
}

/** Tags that end a paragraph of plain text. */
const BLOCK_END = /<\/(p|h[1-6]|li|dt|dd|tr|blockquote|figcaption|caption|pre)>|<(br|hr)\s*\/?>/gi;
const CELL_END = /<\/(td|th)>/gi;
const IMAGE = /<img\b[^>]*?\salt="([^"]*)"[^>]*>|<img\b[^>]*>/gi;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Character references back to characters (what sanitize-html writes: named few and numeric). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower in NAMED) return NAMED[lower]!;
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16)) ?? whole;
    if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10)) ?? whole;
    return whole;
  });
}

const safeCodePoint = (n: number) => (Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : null);

/** A stored body as its paragraphs of plain text (an image shows as 〔图片：alt〕). Empty ones are dropped. */
export function bodyParagraphs(html: string): string[] {
  const text = html
    .replace(IMAGE, (_m, alt: string | undefined) => `\n〔图片${alt ? `：${alt}` : ''}〕\n`)
    .replace(BLOCK_END, '\n')
    .replace(CELL_END, ' | ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((p) => p.replace(/[ \t\r\f\v]+/g, ' ').replace(/(\s*\|\s*)+$/, '').trim())
    .filter((p) => p !== '');
}

export type ParagraphChange = { kind: 'same' | 'removed' | 'added'; text: string };

/** Above this many cells the middle is shown as all removed then all added (no quadratic table). */
const LCS_MAX_CELLS = 4_000_000;

/**
 * The paragraphs of `before` and `after` as one sequence: kept ones once, removed ones where they
 * were, added ones where they are (a longest-common-subsequence diff after trimming the common
 * start and end).
 */
export function diffParagraphs(before: readonly string[], after: readonly string[]): ParagraphChange[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endB = before.length;
  let endA = after.length;
  while (endB > start && endA > start && before[endB - 1] === after[endA - 1]) {
    endB--;
    endA--;
  }
  const head = before.slice(0, start).map((text) => ({ kind: 'same' as const, text }));
  const tail = before.slice(endB).map((text) => ({ kind: 'same' as const, text }));
  const b = before.slice(start, endB);
  const a = after.slice(start, endA);
  const middle: ParagraphChange[] = [];
  if (b.length * a.length > LCS_MAX_CELLS) {
    for (const text of b) middle.push({ kind: 'removed', text });
    for (const text of a) middle.push({ kind: 'added', text });
    return [...head, ...middle, ...tail];
  }
  // lengths[i][j]: the longest common run of b[i..] and a[j..].
  const cols = a.length + 1;
  const lengths = new Uint32Array((b.length + 1) * cols);
  for (let i = b.length - 1; i >= 0; i--) {
    for (let j = a.length - 1; j >= 0; j--) {
      lengths[i * cols + j] = b[i] === a[j] ? lengths[(i + 1) * cols + j + 1]! + 1 : Math.max(lengths[(i + 1) * cols + j]!, lengths[i * cols + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < b.length && j < a.length) {
    if (b[i] === a[j]) {
      middle.push({ kind: 'same', text: b[i]! });
      i++;
      j++;
    } else if (lengths[(i + 1) * cols + j]! >= lengths[i * cols + j + 1]!) {
      middle.push({ kind: 'removed', text: b[i++]! });
    } else {
      middle.push({ kind: 'added', text: a[j++]! });
    }
  }
  while (i < b.length) middle.push({ kind: 'removed', text: b[i++]! });
  while (j < a.length) middle.push({ kind: 'added', text: a[j++]! });
  return [...head, ...middle, ...tail];
}
