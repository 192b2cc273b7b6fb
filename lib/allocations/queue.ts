/**
 * 轮候序号 (issue #29 part 3): an approved housing application gets the next number of its product
 * when its case moves to 轮候, in that transaction — numbers of a product have no gaps and no repeats
 * (a rolled-back transition gives its number back). The public page shows per product the highest
 * number allocated this month (as the Hong Kong Housing Authority publishes it).
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { allocations, housingRecords, queueCounters, queueNumbers, QUEUE_PRODUCTS } from '@/lib/db/schema';
import type { HousingBusinessCode } from '@/lib/eligibility/businesses';

export type QueueProduct = (typeof QUEUE_PRODUCTS)[number];
export { QUEUE_PRODUCTS };

export const PRODUCT_LABELS: Readonly<Record<QueueProduct, string>> = {
  gzf: '公共租赁住房',
  bzf: '保障性租赁住房（个人）',
  bzf_company: '保障性租赁住房（企业）',
  gycq: '共有产权住房',
};

/** The housing business (and so the projects) a product allocates from. */
export const BUSINESS_OF_PRODUCT: Readonly<Record<QueueProduct, HousingBusinessCode>> = { gzf: 'gzf', bzf: 'bzf', bzf_company: 'bzf', gycq: 'gycq' };

const PREFIX: Readonly<Record<QueueProduct, string>> = { gzf: 'GZ', bzf: 'BZ', bzf_company: 'BQ', gycq: 'GY' };

/** GZ-000123: the product's letters and the number, as the citizen and the notices read it. */
export function formatQueueNumber(product: QueueProduct, n: number): string {
  return `${PREFIX[product]}-${String(n).padStart(6, '0')}`;
}

export function isQueueProduct(value: string): value is QueueProduct {
  return (QUEUE_PRODUCTS as readonly string[]).includes(value);
}

export type QueueNumber = { caseId: number; product: QueueProduct; number: number; label: string; assignedAt: Date };

/**
 * Gives the case the next 轮候序号 of its product (inside the caller's transaction) and writes the
 * application's line of 历史记录 (轮候中, with the number). A case that has one keeps it.
 */
export async function assignQueueNumber(
  t: Db,
  input: { caseId: number; userId: number; product: QueueProduct; receiptNo: string },
  at: Date = new Date(),
): Promise<QueueNumber> {
  const [held] = await t.select().from(queueNumbers).where(eq(queueNumbers.caseId, input.caseId));
  if (held) return { caseId: held.caseId, product: held.product, number: held.number, label: formatQueueNumber(held.product, held.number), assignedAt: held.assignedAt };
  // The counter row is the queue: parallel transitions of one product wait on it, one after another.
  const [counter] = await t
    .insert(queueCounters)
    .values({ product: input.product, last: 1 })
    .onConflictDoUpdate({ target: queueCounters.product, set: { last: sql`${queueCounters.last} + 1` } })
    .returning({ last: queueCounters.last });
  const number = counter!.last;
  await t.insert(queueNumbers).values({ caseId: input.caseId, userId: input.userId, product: input.product, number, assignedAt: at });
  const label = formatQueueNumber(input.product, number);
  await writeApplicationRecord(t, { userId: input.userId, product: input.product, receiptNo: input.receiptNo, status: '轮候中', detail: `轮候序号 ${label}`, at });
  return { caseId: input.caseId, product: input.product, number, label, assignedAt: at };
}

/** The case's 轮候序号, or null. */
export async function queueNumberOfCase(db: Db, caseId: number): Promise<QueueNumber | null> {
  const [row] = await db.select().from(queueNumbers).where(eq(queueNumbers.caseId, caseId));
  return row ? { caseId: row.caseId, product: row.product, number: row.number, label: formatQueueNumber(row.product, row.number), assignedAt: row.assignedAt } : null;
}

/**
 * The application's one line in 历史记录 (bdd_housing_record, kind application, by its receipt
 * number): written when it queues, and again as it is allocated, housed, refused or withdrawn.
 */
export async function writeApplicationRecord(
  t: Db,
  input: { userId: number; product: QueueProduct; receiptNo: string; status: string; detail: string; at: Date; projectId?: number | null; projectName?: string },
): Promise<void> {
  const where = and(eq(housingRecords.userId, input.userId), eq(housingRecords.kind, 'application'), eq(housingRecords.reference, input.receiptNo));
  const [row] = await t.select({ id: housingRecords.id, projectId: housingRecords.projectId, projectName: housingRecords.projectName }).from(housingRecords).where(where);
  const project = input.projectName !== undefined ? { projectId: input.projectId ?? null, projectName: input.projectName } : row ? { projectId: row.projectId, projectName: row.projectName } : { projectId: null, projectName: '—' };
  if (row) {
    await t.update(housingRecords).set({ ...project, status: input.status, detail: input.detail, happenedAt: input.at }).where(eq(housingRecords.id, row.id));
  } else {
    await t.insert(housingRecords).values({
      userId: input.userId,
      kind: 'application',
      businessType: BUSINESS_OF_PRODUCT[input.product],
      ...project,
      reference: input.receiptNo,
      happenedAt: input.at,
      status: input.status,
      detail: input.detail,
    });
  }
}

/** [start, end) of the Beijing calendar month holding `at`, as instants, and its label (2026年11月). */
export function beijingMonth(at: Date): { start: Date; end: Date; label: string } {
  const local = new Date(at.getTime() + 8 * 3_600_000);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return {
    start: new Date(Date.UTC(y, m, 1) - 8 * 3_600_000),
    end: new Date(Date.UTC(y, m + 1, 1) - 8 * 3_600_000),
    label: `${y}年${m + 1}月`,
  };
}

export type MonthlyQueueFigure = {
  product: QueueProduct;
  label: string;
  /** The highest 轮候序号 allocated a home this month, null when none was. */
  highestAllocated: string | null;
  allocatedThisMonth: number;
  /** The last number given so far (how long the queue is), null when none was. */
  lastAssigned: string | null;
};

/** Per product: the highest number allocated this (Beijing) month, how many were, and the last number given. */
export async function monthlyQueueFigures(db: Db, at: Date = new Date()): Promise<{ month: string; products: MonthlyQueueFigure[] }> {
  const month = beijingMonth(at);
  const allocated = await db
    .select({ product: allocations.product, highest: sql<number>`max(${allocations.queueNumber})`, n: sql<number>`count(*)::int` })
    .from(allocations)
    .where(and(gte(allocations.allocatedAt, month.start), lt(allocations.allocatedAt, month.end), sql`${allocations.status} <> 'withdrawn'`))
    .groupBy(allocations.product);
  const counters = await db.select().from(queueCounters);
  return {
    month: month.label,
    products: QUEUE_PRODUCTS.map((product) => {
      const a = allocated.find((r) => r.product === product);
      const c = counters.find((r) => r.product === product);
      return {
        product,
        label: PRODUCT_LABELS[product],
        highestAllocated: a ? formatQueueNumber(product, Number(a.highest)) : null,
        allocatedThisMonth: a ? Number(a.n) : 0,
        lastAssigned: c ? formatQueueNumber(product, c.last) : null,
      };
    }),
  };
}
