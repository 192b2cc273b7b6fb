import { and, arrayContains, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { normalisePaging, toPage } from '@/lib/cms/paging';
import type { Page } from '@/lib/cms/types';
import { openCase, receiptsOf } from '@/lib/cases/receipts';
import { recordWithdrawal } from '@/lib/cases/handling';
import { getDb, type Db } from '@/lib/db/client';
import { commercialProjects, shopIntentions, shops } from '@/lib/db/schema';
import { maskMobile } from '@/lib/register/pii';
import { lockUserForWrite } from '@/lib/register/user-lock';
import { INTENTION_MSG, SHOP_USES, type ShopIntentionInput } from '@/lib/validation/intention';
import { canWithdrawIntention, intentionStatusLabel, withdrawIntention, type IntentionStatus } from '@/lib/validation/intention-status';
import { INT32_MAX } from '@/lib/validation/patterns';
import { shopStatusLabel } from '@/lib/validation/shop-filter';

/**
 * 商铺意向登记 (spec §7 dataMiddleOffice insertShopIntention / selectShopIntention /
 * withdrawShopIntention). Every row belongs to one user and is read and changed only by that user:
 * someone else's id answers exactly as a missing one does.
 */

/**
 * Registrations of one user still open (not 已结束): per shop, and in all. A company and a person,
 * or a corrected second try, fit; a script storing rows without end does not. Withdrawing ends one.
 */
export const SHOP_INTENTION_CAPS = { openPerShop: 3, openPerUser: 20 } as const;

export const SHOP_INTENTION_MSG = {
  notFound: '登记记录不存在',
  tooManyForShop: (unitNo: string, projectName: string) =>
    `您对 ${projectName} ${unitNo} 已有 ${SHOP_INTENTION_CAPS.openPerShop} 条办理中的登记，请勿重复登记；可在个人中心撤回后重新登记`,
  tooManyOpen: `您已有 ${SHOP_INTENTION_CAPS.openPerUser} 条办理中的商铺意向登记，请先撤回不需要的登记`,
  shopLeased: (unitNo: string, projectName: string) => `${projectName} ${unitNo} 已出租，请重新选择意向商铺`,
} as const;

/** A refusal that names the form field it concerns (the API answers it with the field errors). */
export class ShopIntentionFieldError extends ApiError {
  constructor(readonly fields: Record<string, string>) {
    super(ERROR_CODES.VALIDATION, Object.values(fields)[0] ?? INTENTION_MSG.shopInvalid, 400);
    this.name = 'ShopIntentionFieldError';
  }
}

const notFound = () => new ApiError(ERROR_CODES.NOT_FOUND, SHOP_INTENTION_MSG.notFound, 404);

export type ShopIntentionShop = { id: number; unitNo: string; projectId: number; projectName: string; statusLabel: string };

export type ShopIntentionRecord = {
  id: number;
  /** SY-20261126-0123 (lib/cases/receipts.ts); null only for a row stored without its case. */
  receiptNo: string | null;
  applicantKind: 'company' | 'person';
  /** The company's or the person's name, as registered. */
  applicantName: string;
  creditCode: string | null;
  contactName: string;
  /** 138****0000: the full number is not shown back on a page. */
  mobileMasked: string;
  /** The chosen shops that still exist, in the order chosen. */
  shops: ShopIntentionShop[];
  areaMin: number | null;
  areaMax: number | null;
  intendedUse: string;
  intendedUseLabel: string;
  experience: string;
  status: IntentionStatus;
  statusLabel: string;
  canWithdraw: boolean;
  createdAt: string;
  withdrawnAt: string | null;
};

type Row = typeof shopIntentions.$inferSelect;

const isValidId = (id: number) => Number.isInteger(id) && id >= 1 && id <= INT32_MAX;

function assertUser(userId: number): void {
  if (!isValidId(userId)) throw new ApiError(ERROR_CODES.UNAUTHORIZED, '请先登录', 401);
}

async function shopsOf(db: Db, ids: number[]): Promise<Map<number, ShopIntentionShop>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: shops.id, unitNo: shops.unitNo, status: shops.status, projectId: commercialProjects.id, projectName: commercialProjects.name })
    .from(shops)
    .innerJoin(commercialProjects, eq(commercialProjects.id, shops.commercialProjectId))
    .where(inArray(shops.id, ids));
  return new Map(rows.map((r) => [r.id, { id: r.id, unitNo: r.unitNo, projectId: r.projectId, projectName: r.projectName, statusLabel: shopStatusLabel(r.status) }]));
}

function toRecord(row: Row, shopMap: Map<number, ShopIntentionShop>, receipts: Map<number, string>): ShopIntentionRecord {
  return {
    id: row.id,
    receiptNo: receipts.get(row.id) ?? null,
    applicantKind: row.applicantKind,
    applicantName: (row.applicantKind === 'company' ? row.companyName : row.personName) ?? '',
    creditCode: row.creditCode,
    contactName: row.contactName,
    mobileMasked: maskMobile(row.mobile),
    shops: row.shopIds.flatMap((id) => shopMap.get(id) ?? []),
    areaMin: row.areaMin,
    areaMax: row.areaMax,
    intendedUse: row.intendedUse,
    intendedUseLabel: SHOP_USES.find((u) => u.code === row.intendedUse)?.label ?? row.intendedUse,
    experience: row.experience,
    status: row.status,
    statusLabel: intentionStatusLabel(row.status, row.withdrawnAt),
    canWithdraw: canWithdrawIntention(row.status),
    createdAt: row.createdAt.toISOString(),
    withdrawnAt: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
  };
}

async function recordOf(db: Db, row: Row): Promise<ShopIntentionRecord> {
  const [shopMap, receipts] = await Promise.all([shopsOf(db, row.shopIds), receiptsOf(db, 'shop_intention', [row.id])]);
  return toRecord(row, shopMap, receipts);
}

async function findByKey(db: Db, userId: number, key: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(shopIntentions)
    .where(and(eq(shopIntentions.userId, userId), eq(shopIntentions.idempotencyKey, key)));
  return row;
}

/**
 * The caps on open registrations, counted under the user's row lock so parallel requests of one
 * user cannot all pass them. A refusal about a shop sits at shopIds like the other shop messages.
 */
async function assertUnderOpenCaps(t: Db, userId: number, shopIds: number[]): Promise<void> {
  const open = and(eq(shopIntentions.userId, userId), ne(shopIntentions.status, 'closed'));
  const [all] = await t.select({ n: count() }).from(shopIntentions).where(open);
  if ((all?.n ?? 0) >= SHOP_INTENTION_CAPS.openPerUser) throw new ShopIntentionFieldError({ shopIds: SHOP_INTENTION_MSG.tooManyOpen });
  for (const shopId of shopIds) {
    const [same] = await t.select({ n: count() }).from(shopIntentions).where(and(open, arrayContains(shopIntentions.shopIds, [shopId])));
    if ((same?.n ?? 0) < SHOP_INTENTION_CAPS.openPerShop) continue;
    const [shop] = await t
      .select({ unitNo: shops.unitNo, projectName: commercialProjects.name })
      .from(shops)
      .innerJoin(commercialProjects, eq(commercialProjects.id, shops.commercialProjectId))
      .where(eq(shops.id, shopId));
    throw new ShopIntentionFieldError({ shopIds: SHOP_INTENTION_MSG.tooManyForShop(shop?.unitNo ?? '', shop?.projectName ?? '') });
  }
}

/** Every chosen shop must exist on the site (not taken off by staff) and still be offered (招租中 or 洽谈中); the message sits at shopIds. */
async function assertShopsOpen(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: shops.id, unitNo: shops.unitNo, status: shops.status, projectName: commercialProjects.name })
    .from(shops)
    .innerJoin(commercialProjects, eq(commercialProjects.id, shops.commercialProjectId))
    .where(and(inArray(shops.id, ids), eq(shops.hidden, false), eq(commercialProjects.hidden, false)))
    .for('share', { of: shops });
  if (ids.some((id) => !isValidId(id) || !rows.some((r) => r.id === id))) {
    throw new ShopIntentionFieldError({ shopIds: INTENTION_MSG.shopInvalid });
  }
  const leased = ids.map((id) => rows.find((r) => r.id === id)!).find((r) => r.status === 'leased');
  if (leased) throw new ShopIntentionFieldError({ shopIds: SHOP_INTENTION_MSG.shopLeased(leased.unitNo, leased.projectName) });
}

/**
 * Stores a registration (status 已提交) and returns it. The same idempotency key again (a double
 * click, a resent form, two requests racing) returns the first row: the unique index on
 * (user, key) decides, so there is never a second row. A user has at most
 * SHOP_INTENTION_CAPS open registrations per shop and in all (issue #24 part 6).
 */
export async function createShopIntention(userId: number, input: ShopIntentionInput): Promise<ShopIntentionRecord> {
  assertUser(userId);
  const db = await getDb();
  const earlier = await findByKey(db, userId, input.idempotencyKey);
  if (earlier) return recordOf(db, earlier);
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockUserForWrite(t, userId);
    // The same submit may have been stored while this one waited for the lock: answer that row.
    const stored = await findByKey(t, userId, input.idempotencyKey);
    if (stored) return stored;
    await assertShopsOpen(t, input.shopIds);
    await assertUnderOpenCaps(t, userId, input.shopIds);
    const [inserted] = await t
      .insert(shopIntentions)
      .values({
        userId,
        applicantKind: input.applicantKind,
        companyName: input.companyName,
        creditCode: input.creditCode,
        personName: input.personName,
        contactName: input.contactName,
        mobile: input.mobile,
        shopIds: input.shopIds,
        areaMin: input.areaMin,
        areaMax: input.areaMax,
        intendedUse: input.intendedUse,
        experience: input.experience,
        idempotencyKey: input.idempotencyKey,
      })
      // A racing request with the same key committed first: keep its row, add none.
      .onConflictDoNothing({ target: [shopIntentions.userId, shopIntentions.idempotencyKey] })
      .returning();
    if (inserted) await openCase(t, { kind: 'shop_intention', subjectId: inserted.id, userId, at: inserted.createdAt });
    return inserted;
  });
  const stored = row ?? (await findByKey(db, userId, input.idempotencyKey));
  if (!stored) throw new Error('shop intention neither inserted nor found');
  return recordOf(db, stored);
}

/** The user's own registrations, newest first. */
export async function listShopIntentions(userId: number, paging: { pageNum?: number; pageSize?: number } = {}): Promise<Page<ShopIntentionRecord>> {
  assertUser(userId);
  const db = await getDb();
  const p = normalisePaging(paging);
  const mine = eq(shopIntentions.userId, userId);
  const [totals] = await db.select({ total: count() }).from(shopIntentions).where(mine);
  const total = totals?.total ?? 0;
  if (total === 0) return toPage([], 0, p);
  const rows = await db
    .select()
    .from(shopIntentions)
    .where(mine)
    .orderBy(desc(shopIntentions.createdAt), desc(shopIntentions.id))
    .limit(p.pageSize)
    .offset(p.offset);
  const [shopMap, receipts] = await Promise.all([
    shopsOf(db, [...new Set(rows.flatMap((r) => r.shopIds))]),
    receiptsOf(
      db,
      'shop_intention',
      rows.map((r) => r.id),
    ),
  ]);
  return toPage(
    rows.map((r) => toRecord(r, shopMap, receipts)),
    total,
    p,
  );
}

/** One of the user's registrations, or null (someone else's is null too). */
export async function getShopIntention(userId: number, id: number): Promise<ShopIntentionRecord | null> {
  assertUser(userId);
  if (!isValidId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(shopIntentions)
    .where(and(eq(shopIntentions.id, id), eq(shopIntentions.userId, userId)));
  return row ? recordOf(db, row) : null;
}

/**
 * Withdraws one of the user's registrations while it is 已提交 (it is closed, reads 已撤回 and is kept).
 * A missing id and someone else's id both answer 404 登记记录不存在, and change nothing; a
 * registration staff have taken up answers 409 with the reason.
 */
export async function withdrawShopIntention(userId: number, id: number): Promise<ShopIntentionRecord> {
  assertUser(userId);
  if (!isValidId(id)) throw notFound();
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const mine = and(eq(shopIntentions.id, id), eq(shopIntentions.userId, userId));
    const [current] = await t.select().from(shopIntentions).where(mine).for('update');
    if (!current) throw notFound();
    const decision = withdrawIntention(current.status, current.withdrawnAt);
    if (!decision.ok) throw new ApiError(ERROR_CODES.CONFLICT, decision.message, 409);
    const now = new Date();
    const [updated] = await t
      .update(shopIntentions)
      .set({ status: decision.next, withdrawnAt: now, updatedAt: now })
      .where(and(mine, eq(shopIntentions.status, current.status)))
      .returning();
    if (!updated) throw new Error('shop intention changed while it was withdrawn');
    await recordWithdrawal(t, 'shop_intention', updated.id, now);
    return updated;
  });
  return recordOf(db, row);
}
