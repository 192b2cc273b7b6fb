/**
 * What the console's article pages read besides the article itself: the column choices, and the
 * draft as the public template's shape (the preview renders it with the very component visitors see).
 */
import { getColumnTree } from './columns';
import { cachedColumnTree } from '@/lib/cache/reads';
import type { ContentForEdit } from './content-admin';
import type { ColumnNode, ContentDetail } from './types';
import type { VersionContent } from './content-versions';
import { articleKindOf, contentHref, trailQuery } from '@/lib/navigation/links';
import { findPath } from '@/lib/navigation/resolve';
import { getContentForEdit } from './content-admin';

export type ColumnChoice = { value: string; label: string };

/**
 * Every column, depth shown by indentation, in menu order. From the cached tree (tag
 * `cms:columns`, expired by every column change in the catalogue): the article list shows it on
 * every page, and a query of the whole column table per page was a fifth of its database work.
 */
export async function listColumnChoices(): Promise<ColumnChoice[]> {
  const out: ColumnChoice[] = [];
  const walk = (nodes: readonly ColumnNode[], depth: number) => {
    for (const n of nodes) {
      out.push({ value: n.key, label: `${'　'.repeat(depth)}${n.label}` });
      walk(n.children, depth + 1);
    }
  };
  walk(await cachedColumnTree(), 0);
  return out;
}

/** The column choices with each column's own name by key (the article list names its rows' columns with it). */
export async function listColumnChoicesAndNames(): Promise<{ choices: ColumnChoice[]; names: Map<string, string> }> {
  const choices: ColumnChoice[] = [];
  const names = new Map<string, string>();
  const walk = (nodes: readonly ColumnNode[], depth: number) => {
    for (const n of nodes) {
      choices.push({ value: n.key, label: `${'　'.repeat(depth)}${n.label}` });
      names.set(n.key, n.label);
      walk(n.children, depth + 1);
    }
  };
  walk(await cachedColumnTree(), 0);
  return { choices, names };
}

/** Every column's name by key (the comparison names a version's column). */
export async function columnLabels(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = (nodes: readonly ColumnNode[]) => {
    for (const n of nodes) {
      out.set(n.key, n.label);
      walk(n.children);
    }
  };
  walk(await getColumnTree());
  return out;
}

export type ArticlePreview = { detail: ContentDetail; kind: 't1' | 't3'; linkQuery: Record<string, string | undefined>; publicHref: string };

/**
 * The article in any status as the public article template takes it (no neighbours: it may not be
 * live). With `version`, the text is that version's: the same template, so a version is seen
 * exactly as visitors would see it if it were published.
 */
export async function loadArticlePreview(id: number, version?: VersionContent): Promise<ArticlePreview | null> {
  const row: ContentForEdit | null = await getContentForEdit(id);
  if (!row) return null;
  const shown: VersionContent = version ?? row;
  const tree = await getColumnTree();
  // A version's column may be gone since: the article's own then frames it.
  const columnKey = findPath(tree, shown.columnKey).length ? shown.columnKey : row.columnKey;
  const trail = findPath(tree, columnKey);
  const replacedBy = shown.replacedById ? await getContentForEdit(shown.replacedById) : null;
  const detail: ContentDetail = {
    id: row.id,
    columnKey,
    columnLabel: trail.at(-1)?.label ?? row.columnLabel,
    title: shown.title,
    summary: shown.summary,
    coverUrl: shown.coverUrl,
    source: shown.source,
    publishAt: shown.publishAt.toISOString(),
    pinned: false,
    viewCount: row.viewCount,
    bodyHtml: shown.bodyHtml,
    author: row.author,
    videoUrl: null,
    attachments: shown.attachments,
    policy: shown.policyState === '' ? null : { state: shown.policyState, replacedBy: replacedBy ? { id: replacedBy.id, title: replacedBy.title } : null },
    previous: null,
    next: null,
  };
  return { detail, kind: articleKindOf(trail), linkQuery: trailQuery(trail), publicHref: contentHref(tree, columnKey, row.id) };
}
