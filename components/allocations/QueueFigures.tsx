import { TableHead } from '@/components/ui/TableHead';
import { ACTION_LINKS } from '@/lib/business/action-links';
import type { QueueFiguresData } from '@/lib/templates/queue-figures';
import { QUEUE_TEXT as T } from './text';
import styles from '@/components/cases/Questions.module.css';

/** /t1/queueFigures: per product, the highest number allocated this month and how far the numbering has gone. */
export function QueueFigures({ month, products }: Pick<QueueFiguresData, 'month' | 'products'>) {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{T.intro}</p>
      <p className={styles.actions}>
        <a href={ACTION_LINKS.history}>{T.mine}</a>
      </p>
      <section aria-labelledby="queue-title">
        <h2 id="queue-title" className={styles.heading}>
          {T.caption(month)}
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{T.caption(month)}</caption>
            <TableHead columns={T.columns} />
            <tbody>
              {products.map((p) => (
                <tr key={p.product}>
                  <td data-label={T.columns[0]}>{p.label}</td>
                  <td data-label={T.columns[1]}>{p.highestAllocated ?? T.none}</td>
                  <td data-label={T.columns[2]}>{p.allocatedThisMonth}</td>
                  <td data-label={T.columns[3]}>{p.lastAssigned ?? T.noneAssigned}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
