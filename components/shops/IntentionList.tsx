import type { Page } from '@/lib/cms/types';
import type { ShopIntentionRecord } from '@/lib/data-docking/shop-intentions';
import { ConfirmAction } from '@/components/form/ConfirmAction.client';
import { registerHref, SHOP_API, SHOP_PAGES, WITHDRAW_ERRORS, type ShopRecordsPage, type WithdrawError } from '@/lib/data-docking/shop-links';
import { formatDateTime } from '@/lib/format';
import { Pagination } from '@/components/templates/Pagination';
import { TableHead } from '@/components/ui/TableHead';
import { ReceiptLink } from '@/components/cases/ReceiptLink';
import { receiptOf, shopIntentionCells } from './intention-rows';
import { RECORDS_TEXT as T } from './text';
import styles from './Shops.module.css';

export type IntentionListProps = {
  page: Page<ShopIntentionRecord>;
  /** ?submitted= / ?withdrawn= / ?withdrawError= of the page. */
  submitted?: number;
  withdrawn?: number;
  withdrawError?: WithdrawError;
  /** Which page lists them: /t1/CheckCompanyregister, or the personal centre's 商铺意向登记 (paging, withdraw's way back). */
  from?: ShopRecordsPage;
  /** The page's path for the paging links; the page of `from` by default. */
  pathname?: string;
};

/**
 * 企业意向登记查询 (/t1/CheckCompanyregister, signed in, never cached): the user's own
 * registrations with their status, and 撤回 while 已提交 through the one confirmation (a small POST
 * form per row that works without JavaScript). The personal centre shows the same list.
 */
export function IntentionList({ page, submitted, withdrawn, withdrawError, from = 'records', pathname = SHOP_PAGES[from] }: IntentionListProps) {
  // ?submitted=/?withdrawn= carry the row id; people are told the receipt number.
  const receiptOfId = (id: number) => receiptOf(page.records.find((r) => r.id === id) ?? { id, receiptNo: null });
  return (
    <section className={styles.records} aria-labelledby="records-title">
      <h2 id="records-title" className={styles.detailTitle}>
        {T.title}
      </h2>
      {submitted ? (
        <p className={styles.success} role="status">
          {T.submitted(receiptOfId(submitted))}
        </p>
      ) : null}
      {withdrawn ? (
        <p className={styles.success} role="status">
          {T.withdrawn(receiptOfId(withdrawn))}
        </p>
      ) : null}
      {withdrawError ? (
        <p className={styles.summary} role="alert">
          {WITHDRAW_ERRORS[withdrawError]}
        </p>
      ) : null}

      {page.records.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{T.none}</p>
          <p>
            <a href={registerHref()}>{T.goRegister}</a>　<a href={SHOP_PAGES.search}>{T.goSearch}</a>
          </p>
        </div>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{T.title}</caption>
            <TableHead columns={T.columns} />
            <tbody>
              {page.records.map((r) => {
                const cells = shopIntentionCells(r);
                return (
                  <tr key={r.id} className={r.id === submitted ? styles.highlight : undefined}>
                    <td data-label={T.columns[0]}>
                      <ReceiptLink receiptNo={r.receiptNo} fallback={cells[0]} />
                    </td>
                    <td data-label={T.columns[1]}>
                      <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                    </td>
                    <td data-label={T.columns[2]}>{cells[2]}</td>
                    <td data-label={T.columns[3]}>{cells[3]}</td>
                    <td data-label={T.columns[4]}>{cells[4]}</td>
                    <td data-label={T.columns[5]}>{cells[5]}</td>
                    <td data-label={T.columns[6]}>
                      {r.canWithdraw ? (
                        <ConfirmAction
                          kind="withdraw"
                          subject={T.withdrawSubject(receiptOf(r))}
                          action={SHOP_API.withdrawShopIntention}
                          fields={from === 'records' ? { id: r.id } : { id: r.id, from }}
                          cancelHref={pathname}
                          note={T.withdrawNote}
                        />
                      ) : (
                        <span className={styles.muted}>{T.noAction}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination pageNum={page.pageNum} pages={page.pages} total={page.total} pathname={pathname} query={{}} />
    </section>
  );
}
