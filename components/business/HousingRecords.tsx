import type { ReactNode } from 'react';
import { RecordTable } from '@/components/account/RecordTable';
import { Pagination } from '@/components/templates/Pagination';
import type { Page } from '@/lib/cms/types';
import type { HousingRecord, HousingRecordKind } from '@/lib/data-docking/housing-records';
import { formatDate } from '@/lib/format';
import { RECEIPT_PATTERN } from '@/lib/cases/receipt-number';
import styles from './Records.module.css';

export type HousingRecordsProps = {
  kind: HousingRecordKind;
  page: Page<HousingRecord>;
  /** The table's columns and empty state (components/account/records.ts). */
  spec: { columns: readonly string[]; source: string; link?: { href: string; label: string } };
  caption: string;
  /** The page's own path and query, for the pager. */
  pathname: string;
  query: Record<string, string | undefined>;
};

function ProjectCell({ record }: { record: HousingRecord }) {
  return record.projectHref ? <a href={record.projectHref}>{record.projectName}</a> : <>{record.projectName}</>;
}

/** An online application's receipt leads to its case's timeline (the case page checks it is the reader's). */
function ReferenceCell({ reference }: { reference: string }) {
  return RECEIPT_PATTERN.test(reference) ? <a href={`/t1/personalCenter/message_center/case?receipt=${encodeURIComponent(reference)}`}>{reference}</a> : <>{reference}</>;
}

const status = (text: string) => <span className={styles.status}>{text}</span>;

/** One row per record, in the columns of its page. */
function rowOf(kind: HousingRecordKind, r: HousingRecord): ReactNode[] {
  const when = <time dateTime={r.happenedAt}>{formatDate(r.happenedAt)}</time>;
  if (kind === 'application') return [r.businessName, <ReferenceCell key="r" reference={r.reference} />, <ProjectCell key="p" record={r} />, when, status(r.status), r.detail];
  return [r.reference, <ProjectCell key="p" record={r} />, r.roomNo, when, status(r.status)];
}

/** 业务记录 (历史记录 / 配租记录 / 选房记录): the user's records from the business system. */
export function HousingRecords({ kind, page, spec, caption, pathname, query }: HousingRecordsProps) {
  return (
    <>
      <div className={styles.scroll}>
        <RecordTable columns={spec.columns} rows={page.records.map((r) => rowOf(kind, r))} source={spec.source} link={spec.link} caption={caption} />
      </div>
      <Pagination pageNum={page.pageNum} pages={page.pages} total={page.total} pathname={pathname} query={query} />
    </>
  );
}
