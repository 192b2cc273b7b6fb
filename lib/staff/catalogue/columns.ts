/**
 * 栏目 in the catalogue editor: add, rename, move (parent and order) and hide columns; the header
 * menu and breadcrumbs read the tree through TAGS.columns, so they follow at once.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { FormFieldError } from '@/lib/api/form-route';
import { TAGS } from '@/lib/cache';
import { getDb, type Db } from '@/lib/db/client';
import { columns, contents } from '@/lib/db/schema';
import { CatalogueInUse, columnToggle, type CatalogueDefinition, type CatalogueRow } from './definition';

type ColumnRow = typeof columns.$inferSelect;

const MAX_LEVEL = 4;

async function allColumns(tx: Db): Promise<ColumnRow[]> {
  return tx.select().from(columns).orderBy(asc(columns.sortOrder), asc(columns.id));
}

/** The keys beneath `key` (not itself), with their depth below it. */
function descendants(rows: readonly ColumnRow[], key: string): { key: string; depth: number }[] {
  const out: { key: string; depth: number }[] = [];
  const walk = (parent: string, depth: number) => {
    for (const r of rows) {
      if (r.parentKey === parent) {
        out.push({ key: r.key, depth });
        walk(r.key, depth + 1);
      }
    }
  };
  walk(key, 1);
  return out;
}

export const columnsCatalogue: CatalogueDefinition = {
  key: 'columns',
  entity: 'column',
  title: '栏目',
  summary: '网站顶部导航菜单与面包屑的栏目树：新增、改名、调整上级与顺序、在菜单中隐藏。',
  table: columns,
  fields: [
    { name: 'key', label: '栏目标识', kind: 'text', createOnly: true, maxLength: 64, hint: '字母、数字、下划线或短横线，创建后不可修改（用于网址）' },
    { name: 'label', label: '栏目名称', kind: 'text', maxLength: 20 },
    { name: 'parentKey', label: '上级栏目', kind: 'select', optional: true, hint: '不选则为顶级栏目（最多四级）' },
    { name: 'sortOrder', label: '排序号', kind: 'number', hint: '同一上级下按从小到大排列' },
    { name: 'route', label: '页面路径', kind: 'text', maxLength: 100, hint: '本站页面路径，如 /t1/news_list（新闻列表）' },
    { name: 'description', label: '栏目说明', kind: 'textarea', optional: true, maxLength: 200 },
    { name: 'navHidden', label: '在导航菜单中隐藏', kind: 'check' },
  ],
  listColumns: [
    { label: '标识', value: (r) => String(r.key) },
    { label: '上级', value: (r) => (r.parentKey ? String(r.parentKey) : '（顶级）') },
    { label: '层级', value: (r) => String(r.level) },
    { label: '排序号', value: (r) => String(r.sortOrder) },
  ],
  titleOf: (r) => String(r.label),
  search: [columns.label, columns.key],
  orderBy: () => [asc(columns.level), asc(columns.parentKey), asc(columns.sortOrder), asc(columns.id)],
  tags: [TAGS.columns],
  toForm: (r) => ({
    key: String(r.key),
    label: String(r.label),
    parentKey: (r.parentKey as string | null) ?? '',
    sortOrder: String(r.sortOrder),
    route: String(r.route),
    description: String(r.description ?? ''),
    navHidden: Boolean(r.navHidden),
  }),
  blank: () => ({ key: '', label: '', parentKey: '', sortOrder: '0', route: '/t1/news_list', description: '', navHidden: false }),
  toRow: async (input, { tx, before }) => {
    const rows = await allColumns(tx);
    const key = before ? String(before.key) : String(input.key);
    if (!before && rows.some((r) => r.key === key)) throw new FormFieldError('key', '该栏目标识已被使用，请换一个');
    const parentKey = String(input.parentKey ?? '') || null;
    let level = 1;
    if (parentKey) {
      const parent = rows.find((r) => r.key === parentKey);
      if (!parent) throw new FormFieldError('parentKey', '上级栏目不存在，请重新选择');
      const below = descendants(rows, key);
      if (parentKey === key || below.some((d) => d.key === parentKey)) throw new FormFieldError('parentKey', '上级栏目不能是本栏目或它的下级栏目');
      level = parent.level + 1;
      const deepest = Math.max(0, ...below.map((d) => d.depth));
      if (level + deepest > MAX_LEVEL) throw new FormFieldError('parentKey', `栏目最多四级：移到此处后${deepest ? '其下级栏目' : '本栏目'}将超过四级`);
    }
    return {
      key,
      label: input.label,
      parentKey,
      level,
      sortOrder: input.sortOrder,
      route: input.route,
      description: input.description,
      navHidden: input.navHidden,
    };
  },
  // A column moved to another level takes its subtree with it.
  afterWrite: async (tx, row, before) => {
    if (!before || before.level === row.level) return;
    const rows = await allColumns(tx);
    for (const d of descendants(rows, String(row.key))) {
      await tx.update(columns).set({ level: Number(row.level) + d.depth }).where(eq(columns.key, d.key));
    }
  },
  toggle: columnToggle(columns.navHidden, 'navHidden', { on: false, off: true }, { onVerb: '在菜单中显示', offVerb: '在菜单中隐藏', onLabel: '显示', offLabel: '已隐藏' }),
  canCreate: true,
  canDelete: true,
  beforeDelete: async (tx, row: CatalogueRow) => {
    const [children] = await tx.select({ n: sql<number>`cast(count(*) as integer)` }).from(columns).where(eq(columns.parentKey, String(row.key)));
    if (Number(children?.n ?? 0) > 0) throw new CatalogueInUse('childColumns');
    const [articles] = await tx.select({ n: sql<number>`cast(count(*) as integer)` }).from(contents).where(eq(contents.columnKey, String(row.key)));
    if (Number(articles?.n ?? 0) > 0) throw new CatalogueInUse('columnArticles');
  },
  options: async () => {
    const rows = await allColumns(await getDb());
    // In menu order, each under its parent, indented by level; a fourth-level column has no children.
    const out: { value: string; label: string }[] = [];
    const walk = (parent: string | null) => {
      for (const r of rows) {
        if (r.parentKey !== parent) continue;
        if (r.level < MAX_LEVEL) out.push({ value: r.key, label: `${'　'.repeat(r.level - 1)}${r.label}（${r.key}）` });
        walk(r.key);
      }
    };
    walk(null);
    return { parentKey: out };
  },
  publicHref: (r) => String(r.route),
};
