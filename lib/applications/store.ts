/**
 * Storing an application of any product in one transaction: the row, its people in
 * bha_application_member, its case (receipt by product) and its 历史记录 line. The unique indexes
 * decide races (one open application per user and product — per project for 共有产权 — and one
 * person in one open application of the member product); the loser gets 409 `4093`. A repeated
 * submit with the same idempotency key answers the first one. Used by the company application
 * and the 共有产权 申购 (lib/applications/company.ts, subscription.ts).
 */
import { and, eq } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb, type Db } from '@/lib/db/client';
import { cases, housingApplicationMembers, housingApplications, type ApplicationData, type CompanyApplicationData } from '@/lib/db/schema';
import { openCase } from '@/lib/cases/receipts';
import { writeApplicationRecord } from '@/lib/allocations/queue';
import { APPLICATION_RECEIPT_PREFIX } from '@/lib/cases/receipt-number';
import { lockUserForWrite } from '@/lib/register/user-lock';
import { alreadyOpen, constraintOf, getHousingApplication, isUniqueViolation, memberInOpen, productLabel, type HousingApplication } from './applications';
import { MEMBER_PRODUCT, type ApplicationProduct } from './products';

export async function applicationByKey(userId: number, key: string): Promise<HousingApplication | null> {
  const db = await getDb();
  const [row] = await db.select({ id: housingApplications.id }).from(housingApplications).where(and(eq(housingApplications.userId, userId), eq(housingApplications.idempotencyKey, key)));
  return row ? getHousingApplication(userId, row.id) : null;
}

export type StoreInput = {
  userId: number;
  product: ApplicationProduct;
  projectId: number | null;
  data: ApplicationData | CompanyApplicationData;
  /** HMACs of every person's ID number (lib/register/pii piiDigest). */
  memberDigests: string[];
  idempotencyKey: string;
  /** The 历史记录 line's project, if the application names one. */
  project?: { id: number; name: string };
  at: Date;
  /** Re-checks inside the transaction (after the user's lock), e.g. the 申购 window. */
  inside?: (t: Db) => Promise<void>;
  /** The 409's words when a person is already in another open application (defaults to the product's). */
  memberInOpenMessage?: string;
};

export async function storeApplication(input: StoreInput): Promise<HousingApplication> {
  const { userId, product, at } = input;
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await lockUserForWrite(t, userId);
      const [same] = await t.select({ id: housingApplications.id }).from(housingApplications).where(and(eq(housingApplications.userId, userId), eq(housingApplications.idempotencyKey, input.idempotencyKey)));
      if (same) return;
      if (input.inside) await input.inside(t);
      const [row] = await t
        .insert(housingApplications)
        .values({ userId, product, projectId: input.projectId, status: 'submitted', data: input.data, idempotencyKey: input.idempotencyKey, submittedAt: at, createdAt: at, updatedAt: at })
        .returning({ id: housingApplications.id });
      if (!row) throw new Error('housing application insert returned nothing');
      const memberProduct = MEMBER_PRODUCT[product];
      const projectId = product === 'gycq' ? (input.projectId ?? 0) : 0;
      await t.insert(housingApplicationMembers).values(input.memberDigests.map((idNumberHash) => ({ applicationId: row.id, product: memberProduct, projectId, idNumberHash })));
      const receiptNo = await openCase(t, { kind: 'housing_application', subjectId: row.id, userId, at, prefix: APPLICATION_RECEIPT_PREFIX[product] });
      await writeApplicationRecord(t, {
        userId,
        product,
        receiptNo,
        status: '已提交',
        detail: `${productLabel(product)}${product === 'gycq' ? '' : '申请'}；已提交，等待受理`,
        at,
        ...(input.project ? { projectId: input.project.id, projectName: input.project.name } : {}),
      });
      const [opened] = await t.select({ id: cases.id }).from(cases).where(and(eq(cases.kind, 'housing_application'), eq(cases.subjectId, row.id)));
      await t.update(housingApplications).set({ caseId: opened!.id }).where(eq(housingApplications.id, row.id));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const again = await applicationByKey(userId, input.idempotencyKey);
    if (again) return again;
    if (!constraintOf(error).includes('bha_application_member')) throw alreadyOpen(product);
    throw input.memberInOpenMessage ? new ApiError(ERROR_CODES.APPLICATION_OPEN, input.memberInOpenMessage, 409) : memberInOpen(product);
  }
  const created = await applicationByKey(userId, input.idempotencyKey);
  if (!created) throw new Error('housing application vanished after insert');
  return created;
}
