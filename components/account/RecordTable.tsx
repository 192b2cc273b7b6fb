import Link from 'next/link';
import type { ReactNode } from 'react';
import { TableHead } from '@/components/ui/TableHead';
import styles from './PersonalCenter.module.css';
import table from './RecordTable.module.css';

export type RecordTableProps = {
  columns: readonly string[];
  /** Cells are text or small markup (a link to the project, a status badge). */
  rows: readonly (readonly ReactNode[])[];
  /** Names the table for screen readers. */
  caption?: string;
  /** Where these records come from: shown when there are none yet. */
  source: string;
  link?: { href: string; label: string };
};

/**
 * One table template for every record page of the personal centre, with an honest empty state.
 * On a phone (≤ 769 px) each row becomes a card of label/value lines: a six-column table squeezed
 * into 375 px showed one character per line and cut off 撤回 (issue #25 part 7).
 */
export function RecordTable({ columns, rows, source, link, caption }: RecordTableProps) {
  if (rows.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>暂无记录</p>
        <p className={styles.emptyHint}>{source}</p>
        {link ? <Link href={link.href}>{link.label}</Link> : null}
      </div>
    );
  }
  return (
    <table className={table.table}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <TableHead columns={columns} />
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) => (
              <td key={j} data-label={columns[j]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
