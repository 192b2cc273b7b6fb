/** The data inventory as docs/security.md shows it, rendered from lib/privacy/inventory.ts. */
import { DATA_INVENTORY, DISPOSAL_LABELS, isExported, notExportedReason } from './inventory';

export const INVENTORY_DOC_START = '<!-- data-inventory:start (generated from lib/privacy/inventory.ts; UPDATE_DOCS=1 npx jest lib/privacy/inventory.test.ts) -->';
export const INVENTORY_DOC_END = '<!-- data-inventory:end -->';

const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function renderInventoryDoc(): string {
  const rows = DATA_INVENTORY.map((e) =>
    [
      `\`${e.table}\` ${e.label}`,
      e.what,
      e.why,
      e.retention,
      e.visibleTo,
      isExported(e) ? `${e.exported.file}（${e.exported.key}）` : `不导出：${notExportedReason(e)}`,
      `${DISPOSAL_LABELS[e.onDelete]}：${e.deleteWhy}`,
    ]
      .map(cell)
      .join(' | '),
  );
  return [
    INVENTORY_DOC_START,
    '| 表 | 保存什么 | 为什么 | 保存多久 | 谁能看到 | 我的数据（导出） | 注销账号时 |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r} |`),
    INVENTORY_DOC_END,
  ].join('\n');
}
