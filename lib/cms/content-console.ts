/**
 * What the console's article pages read besides the article itself: the column choices, and the
 * draft as the public template's shape (the preview renders it with the very component visitors see).
 */
import { getColumnTree } from './columns';
import type { ContentForEdit } from './content-admin';
import type { ColumnNode, ContentDetail } from './types';
import { articleKindOf, contentHref, trailQuery } from '@/lib/navigation/links';
import { findPath } from '@/lib/navigation/resolve';
import { getContentForEdit } from './content-admin';

export type ColumnChoice = { value: string; label: string };

/** Every column, depth shown by indentation, in menu order. */
export async function listColumnChoices(): Promise<ColumnChoice[]> {
  const out: ColumnChoice[] = [];
  const walk = (nodes: readonly ColumnNode[], depth: number) => {
    for (const n of nodes) {
      out.push({ value: n.key, label: `${'　'.repeat(depth)}${n.label}` });
      walk(n.children, depth + 1);
    }
  };
  walk(await getColumnTree(), 0);
  return out;
}

export type ArticlePreview = { detail: ContentDetail; kind: 't1' | 't3'; linkQuery: Record<string, string | undefined>; publicHref: string };

/** The article in any status as the public article template takes it (no neighbours: it may not be live). */
export async function loadArticlePreview(id: number): Promise<ArticlePreview | null> {
  const row: ContentForEdit | null = await getContentForEdit(id);
  if (!row) return null;
  const tree = await getColumnTree();
  const trail = findPath(tree, row.columnKey);
  const replacedBy = row.replacedById ? await getContentForEdit(row.replacedById) : null;
  const detail: ContentDetail = {
    id: row.id,
    columnKey: row.columnKey,
    columnLabel: row.columnLabel,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    source: row.source,
    publishAt: row.publishAt.toISOString(),
    pinned: false,
    viewCount: row.viewCount,
    bodyHtml: row.bodyHtml,
    author: row.author,
    videoUrl: null,
    attachments: row.attachments,
    policy: row.policyState === '' ? null : { state: row.policyState, replacedBy: replacedBy ? { id: replacedBy.id, title: replacedBy.title } : null },
    previous: null,
    next: null,
  };
  return { detail, kind: articleKindOf(trail), linkQuery: trailQuery(trail), publicHref: contentHref(tree, row.columnKey, row.id) };
}
