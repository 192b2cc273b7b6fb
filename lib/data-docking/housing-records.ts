import { and, count, desc, eq } from 'drizzle-orm';
import type { Page } from '@/lib/cms/types';
import { normalisePaging, toPage } from '@/lib/cms/paging';
import { getDb } from '@/lib/db/client';
import { housingRecords } from '@/lib/db/schema';
import { HOUSING_BUSINESSES, type HousingBusinessCode } from '@/lib/eligibility/businesses';

/**
 * The housing-business records of the personal centre, as the business system reports them:
 * applications (业务记录—历史记录), allocations (配租记录) and room selections (选房记录). Read-only
 * here, and only ever the caller's own.
 */

export type HousingRecordKind = 'application' | 'allocation' | 'selection';

/** Which personal-centre page lists which kind. */
export const HOUSING_RECORD_PAGES = {
  'business_record/allotment': 'application',
  'business_record/zhongbao': 'allocation',
  'business_record/real_time_rental': 'selection',
} as const satisfies Record<string, HousingRecordKind>;

export type HousingRecord = {
  id: number;
  kind: HousingRecordKind;
  businessType: HousingBusinessCode;
  businessName: string;
  projectId: number | null;
  projectName: string;
  /** `/t1/projectDetail?projectId=…` when the project is one of ours, else null. */
  projectHref: string | null;
  /** Application number, allocation batch or selection round. */
  reference: string;
  roomNo: string;
  happenedAt: string;
  status: string;
  detail: string;
};

export async function listHousingRecords(
  userId: number,
  kind: HousingRecordKind,
  input: { pageNum?: number; pageSize?: number } = {},
): Promise<Page<HousingRecord>> {
  const paging = normalisePaging(input);
  const db = await getDb();
  const where = and(eq(housingRecords.userId, userId), eq(housingRecords.kind, kind));
  const [totals] = await db.select({ total: count() }).from(housingRecords).where(where);
  const total = totals?.total ?? 0;
  if (total === 0 || paging.offset >= total) return toPage([], total, paging);
  const rows = await db
    .select()
    .from(housingRecords)
    .where(where)
    .orderBy(desc(housingRecords.happenedAt), desc(housingRecords.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      businessType: r.businessType,
      businessName: HOUSING_BUSINESSES[r.businessType].name,
      projectId: r.projectId,
      projectName: r.projectName,
      projectHref: r.projectId === null ? null : `/t1/projectDetail?projectId=${r.projectId}`,
      reference: r.reference,
      roomNo: r.roomNo,
      happenedAt: r.happenedAt.toISOString(),
      status: r.status,
      detail: r.detail,
    })),
    total,
    paging,
  );
}
