import Link from 'next/link';
import { RecordTable } from '@/components/account/RecordTable';
import type { RecordSpec } from '@/components/account/records';
import { ConfirmAction } from '@/components/form/ConfirmAction.client';
import styles from '@/components/business/Records.module.css';
import { Pagination } from '@/components/templates/Pagination';
import type { Page } from '@/lib/cms/types';
import { formatDateTime } from '@/lib/format';
import type { ApplicationRecord } from '@/lib/recruitment/applications';
import type { DraftListItem } from '@/lib/recruitment/drafts';
import { postHref, quickHref, RECRUIT_API, RECRUIT_PAGES, type ApplyOutcome, type WithdrawOutcome } from '@/lib/recruitment/links';
import { ReceiptLink } from '@/components/cases/ReceiptLink';

const APPLY_ERRORS: Record<ApplyOutcome, string> = {
  duplicate: '您已投递过该岗位，不能重复投递。投递进度见下表。',
  closed: '该岗位已截止报名，未能投递。',
  ended: '该岗位招聘已结束，未能投递。',
  post_missing: '岗位不存在或已下线，未能投递。',
  no_resume: '请先填写并保存简历，再使用简历投递。',
  busy: '系统繁忙，未能投递，请稍后再试。',
};

const WITHDRAW_ERRORS: Record<WithdrawOutcome, string> = {
  notfound: '投递记录不存在，未撤回。',
  locked: '该申请已进入筛选或后续环节，不能撤回。',
  busy: '系统繁忙，未能撤回，请稍后再试。',
};

export type ApplicationsFlash =
  | { kind: 'applied'; postTitle: string; receiptNo: string | null }
  | { kind: 'withdrawn'; postTitle: string }
  | { kind: 'applyError'; reason: ApplyOutcome; postId: number | null }
  | { kind: 'withdrawError'; reason: WithdrawOutcome }
  | null;

/** 求职记录: the user's applications with their state, and 撤回 while 已投递 (a plain POST per row). */
export function ApplicationRecords({ page, spec, flash, pathname, query }: { page: Page<ApplicationRecord>; spec: RecordSpec; flash: ApplicationsFlash; pathname: string; query: Record<string, string | undefined> }) {
  const rows = page.records.map((r) => [
    <ReceiptLink key="r" receiptNo={r.receiptNo} fallback={`#${r.id}`} />,
    <Link key="p" href={postHref(r.postId)}>
      {r.postTitle}
    </Link>,
    r.company,
    r.source === 'resume' ? '简历投递' : '快速投递',
    <time key="t" dateTime={r.appliedAt}>
      {formatDateTime(r.appliedAt)}
    </time>,
    <span key="s" className={styles.status} data-status={r.status}>
      {r.statusLabel}
    </span>,
    r.withdrawable ? (
      <ConfirmAction
        key="w"
        kind="withdraw"
        subject={`对“${r.postTitle}”的投递`}
        action={RECRUIT_API.withdraw}
        fields={{ id: r.id }}
        cancelHref={pathname}
        note="撤回后记录保留，状态为“已撤回”，可重新投递。"
      />
    ) : (
      <span key="w" className={styles.muted}>
        —
      </span>
    ),
  ]);
  return (
    <>
      <FlashLine flash={flash} />
      <div className={styles.scroll}>
        <RecordTable columns={spec.columns} rows={rows} source={spec.source} link={spec.link} caption="求职记录" />
      </div>
      <Pagination pageNum={page.pageNum} pages={page.pages} total={page.total} pathname={pathname} query={query} />
      {page.records.some((r) => r.withdrawable) ? <p className={styles.muted}>“已投递”状态的申请可以撤回；进入筛选后不能撤回。撤回后可重新投递。</p> : null}
    </>
  );
}

function FlashLine({ flash }: { flash: ApplicationsFlash }) {
  if (!flash) return null;
  if (flash.kind === 'applied')
    return (
      <p className={styles.flash} role="status">
        投递成功：{flash.postTitle}
        {flash.receiptNo ? `（受理编号 ${flash.receiptNo}，查询进度时请提供）` : ''}。招聘单位将通过您留下的手机号码或电子邮箱联系您。
      </p>
    );
  if (flash.kind === 'withdrawn')
    return (
      <p className={styles.flash} role="status">
        已撤回对“{flash.postTitle}”的投递。
      </p>
    );
  if (flash.kind === 'withdrawError')
    return (
      <p className={styles.flashWarn} role="alert">
        {WITHDRAW_ERRORS[flash.reason]}
      </p>
    );
  return (
    <p className={styles.flashWarn} role="alert">
      {APPLY_ERRORS[flash.reason]}
      {flash.postId && (flash.reason === 'closed' || flash.reason === 'ended' || flash.reason === 'duplicate') ? (
        <>
          {' '}
          <Link href={postHref(flash.postId)}>查看岗位</Link>
        </>
      ) : null}
    </p>
  );
}

const FORM_NAMES = { resume: '简历基本信息', quick: '快速投递登记表', housing: '住房保障申请' } as const;

/** 登记表草稿: forms typed and not yet submitted, to continue or delete. */
export function DraftRecords({ drafts, spec, removed, removeError }: { drafts: DraftListItem[]; spec: RecordSpec; removed: boolean; removeError: boolean }) {
  const rows = drafts.map((d) => [
    FORM_NAMES[d.kind],
    d.kind === 'quick' ? (d.postTitle ? <Link key="p" href={postHref(d.postId)}>{d.postTitle}</Link> : '（岗位已下线）') : '（适用于所有岗位）',
    <time key="t" dateTime={d.updatedAt}>
      {formatDateTime(d.updatedAt)}
    </time>,
    <span key="a" className={styles.inlineForm}>
      <Link href={d.kind === 'resume' ? RECRUIT_PAGES.resume : quickHref(d.postId)} aria-label={`继续填写：${FORM_NAMES[d.kind]}${d.postTitle ? `（${d.postTitle}）` : ''}`}>
        继续填写
      </Link>
      <ConfirmAction
        kind="delete"
        subject={`草稿「${FORM_NAMES[d.kind]}${d.postTitle ? `（${d.postTitle}）` : ''}」`}
        action={RECRUIT_API.draftRemove}
        fields={{ kind: d.kind, postId: d.postId }}
        cancelHref={RECRUIT_PAGES.drafts}
        note="删除后不能恢复。"
      />
    </span>,
  ]);
  return (
    <>
      {removed ? (
        <p className={styles.flash} role="status">
          草稿已删除。
        </p>
      ) : null}
      {removeError ? (
        <p className={styles.flashWarn} role="alert">
          草稿不存在或已删除。
        </p>
      ) : null}
      <div className={styles.scroll}>
        <RecordTable columns={spec.columns} rows={rows} source={spec.source} link={spec.link} caption="登记表草稿" />
      </div>
      {drafts.length ? <p className={styles.muted}>草稿在您填写时自动保存，提交或保存简历后自动删除。</p> : null}
    </>
  );
}
