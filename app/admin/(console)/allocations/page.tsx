import type { Metadata } from 'next';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ConsoleOutcome, refusalText } from '@/components/admin/ConsoleOutcome';
import { firstParam } from '@/components/admin/FormError';
import { AllocateForm, SelectRoomForm } from '@/components/admin/AllocationForms.client';
import { listAllocatableUnits, listQueue } from '@/lib/allocations/allocation';
import { ALLOCATION_API, ALLOCATION_PAGE, ALLOCATION_REFUSALS } from '@/lib/allocations/allocation-routes';
import { PRODUCT_LABELS, QUEUE_PRODUCTS } from '@/lib/allocations/queue';
import { CASE_PAGES } from '@/lib/cases/case-routes';
import { getDb } from '@/lib/db/client';
import { readFormFailure } from '@/lib/forms/failure-query';
import { requireStaffPage } from '@/lib/staff/current';
import { withQuery } from '@/lib/staff/query';
import { allocationQuery, ALLOCATION_FORM_MSG } from '@/lib/validation/allocation';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '轮候配租选房' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const DONE_TEXT = { allocated: '配租已登记，已通过站内信通知群众；项目可配租房源已相应减少。', selected: '选房已登记，已通过站内信通知群众。' } as const;

const REFUSAL_TEXT: Record<(typeof ALLOCATION_REFUSALS)[number], string> = {
  stale: '该配租记录已被他人更新，请刷新后重试。',
  refused: '未能办理：该申请已配租或尚未轮候、该户型已无房源，或该房号已被选定。请刷新后查看。',
  not_found: '配租记录不存在。',
};

function formatAt(at: Date): string {
  const iso = new Date(at.getTime() + 8 * 3600 * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** 业务经办: a product's queue in 轮候序号 order; 配租 for those waiting, 选房 for those allocated. */
export default async function AllocationsPage({ searchParams }: PageProps) {
  const session = await requireStaffPage('case.handle');
  const raw = await searchParams;
  const product = allocationQuery.parse({ product: firstParam(raw.product) }).product;
  const db = await getDb();
  const [queue, units] = await Promise.all([listQueue(db, product), listAllocatableUnits(db, product)]);
  const unitChoices = units.map((u) => ({ value: String(u.id), label: u.label }));
  const listHref = withQuery(ALLOCATION_PAGE, { product });
  const doneParam = firstParam(raw.done);
  const done = doneParam === 'allocated' || doneParam === 'selected' ? DONE_TEXT[doneParam] : null;
  const failure = readFormFailure((n) => firstParam(raw[n]) ?? null, ['unitTypeId', 'roomNo', 'slot', 'version'] as const, ALLOCATION_REFUSALS);
  const refusal = refusalText(failure, REFUSAL_TEXT, (fields) => fields.map((f) => ALLOCATION_FORM_MSG[f]).join('；'));

  return (
    <ConsoleFrame session={session} current="allocations">
      <h1 className={styles.heading}>轮候配租选房</h1>
      <nav aria-label="产品">
        <ul className={styles.tabs}>
          {QUEUE_PRODUCTS.map((p) => (
            <li key={p}>
              <a href={withQuery(ALLOCATION_PAGE, { product: p })} aria-current={p === product ? 'page' : undefined}>
                {PRODUCT_LABELS[p]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ConsoleOutcome done={done} refusal={refusal} />
      <section className={styles.card} aria-labelledby="queue-heading">
        <h2 id="queue-heading" className={styles.subheading}>
          {PRODUCT_LABELS[product]}轮候（共 {queue.length} 户，按轮候序号）
        </h2>
        {queue.length === 0 ? (
          <p>暂无轮候中的申请。申请在「业务办理」中审核通过、进入轮候后会出现在这里。</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-label={`${PRODUCT_LABELS[product]}轮候列表`} tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">轮候序号</th>
                  <th scope="col">受理编号</th>
                  <th scope="col">轮候时间</th>
                  <th scope="col">配租</th>
                  <th scope="col">办理</th>
                </tr>
              </thead>
              <tbody>
                {queue.map((r) => (
                  <tr key={r.caseId}>
                    <td>{r.queueNumber}</td>
                    <td>
                      <a href={CASE_PAGES.case(r.caseId)}>{r.receiptNo}</a>
                    </td>
                    <td>{formatAt(r.queuedAt)}</td>
                    <td>{r.allocation ? `${r.allocation.projectName} ${r.allocation.layout}${r.allocation.roomNo ? ` · ${r.allocation.roomNo}` : ''}` : '待配租'}</td>
                    <td>
                      {!r.allocation ? (
                        unitChoices.length ? (
                          <AllocateForm action={ALLOCATION_API.allocate} listHref={listHref} product={product} caseId={r.caseId} units={unitChoices} />
                        ) : (
                          '暂无可配租房源'
                        )
                      ) : r.allocation.status === 'allocated' ? (
                        <SelectRoomForm action={ALLOCATION_API.select} listHref={listHref} product={product} allocationId={r.allocation.id} version={r.allocation.version} />
                      ) : (
                        '已选房'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </ConsoleFrame>
  );
}
