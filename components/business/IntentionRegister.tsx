import { RecordTable } from '@/components/account/RecordTable';
import { ConfirmAction } from '@/components/form/ConfirmAction.client';
import { Pagination } from '@/components/templates/Pagination';
import { ALLOTMENT_PATHS } from '@/lib/business/allotment-paths';
import type { Page } from '@/lib/cms/types';
import type { AllotmentIntention } from '@/lib/data-docking/allotment-intentions';
import { formatDateTime } from '@/lib/format';
import { INTENTION_REGISTER_TEXT as T } from './text';
import styles from './Records.module.css';
import { ReceiptLink } from '@/components/cases/ReceiptLink';

export type IntentionRegisterProps = {
  page: Page<AllotmentIntention>;
  spec: { columns: readonly string[]; source: string; link?: { href: string; label: string } };
  /** What just happened (from ?submitted= / ?withdrawn= / ?failed=notWithdrawn&id=, checked against the user's own rows). */
  flash?: { kind: 'submitted' | 'withdrawn' | 'notWithdrawn'; projectName: string; receiptNo: string | null } | null;
  pathname: string;
  query: Record<string, string | undefined>;
};

function WithdrawForm({ intention, pathname }: { intention: AllotmentIntention; pathname: string }) {
  return (
    <ConfirmAction
      kind="withdraw"
      subject={T.withdrawSubject(intention.projectName)}
      action={ALLOTMENT_PATHS.withdrawApi}
      fields={{ id: intention.id }}
      cancelHref={pathname}
      note={T.withdrawNote}
    />
  );
}

/** 配售记录—意向登记记录: the user's allotment-sale registrations, 撤回 while 已提交 (a plain POST per row). */
export function IntentionRegister({ page, spec, flash, pathname, query }: IntentionRegisterProps) {
  const rows = page.records.map((r) => [
    <ReceiptLink key="r" receiptNo={r.receiptNo} fallback={`#${r.id}`} />,
    <a key="p" href={r.projectHref}>
      {r.projectName}
    </a>,
    r.unitTypeLayout,
    `${r.applicantName}（${r.idNumberMasked}）`,
    r.familyMembers.length ? r.familyMembers.map((m) => `${m.name}（${m.relation}）`).join('、') : T.noFamily,
    <time key="t" dateTime={r.createdAt}>
      {formatDateTime(r.createdAt)}
    </time>,
    <span key="s" className={styles.status}>
      {r.statusLabel}
    </span>,
    r.canWithdraw ? <WithdrawForm key="w" intention={r} pathname={pathname} /> : <span key="w" className={styles.muted}>—</span>,
  ]);
  return (
    <>
      {flash ? (
        <p className={flash.kind === 'notWithdrawn' ? styles.flashWarn : styles.flash} role="status">
          {flash.kind === 'submitted' ? T.flash.submitted(flash.projectName, flash.receiptNo) : T.flash[flash.kind](flash.projectName)}
        </p>
      ) : null}
      <section aria-labelledby="allotment-intentions-h" className={styles.section}>
        <h2 id="allotment-intentions-h" className={styles.heading}>
          {T.allotmentHeading}
        </h2>
        <div className={styles.scroll}>
          <RecordTable columns={spec.columns} rows={rows} source={spec.source} link={spec.link} caption={T.allotmentHeading} />
        </div>
        <Pagination pageNum={page.pageNum} pages={page.pages} total={page.total} pathname={pathname} query={query} />
        {page.records.some((r) => r.canWithdraw) ? <p className={styles.muted}>{T.withdrawHint}</p> : null}
      </section>
    </>
  );
}
