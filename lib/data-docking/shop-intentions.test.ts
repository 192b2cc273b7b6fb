/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { commercialProjects, shopIntentions, shops } from '@/lib/db/schema';
import { companyShopForm, personShopForm } from '@/lib/data-docking/test-shop-intentions';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import { shopIntentionBody } from '@/lib/validation/intention';
import {
  createShopIntention,
  getShopIntention,
  listShopIntentions,
  SHOP_INTENTION_CAPS,
  SHOP_INTENTION_MSG,
  ShopIntentionFieldError,
  withdrawShopIntention,
} from './shop-intentions';

/** A company registration as the form sends it, parsed by the one schema (the service's input). */
function companyInput(over: Record<string, unknown> = {}) {
  return shopIntentionBody.parse(companyShopForm(over));
}

function personInput(over: Record<string, unknown> = {}) {
  return shopIntentionBody.parse(personShopForm(over));
}

describeEachDatabase('shop intentions', (database) => {
  let alice: TestUser;
  let bob: TestUser;
  let open: number;
  let talking: number;
  let leased: number;

  beforeAll(async () => {
    const db = database().db;
    const [p] = await db.insert(commercialProjects).values({ name: '和园生活广场', district: '云溪区', address: '青禾市云溪区和园路9号', lng: 120.12, lat: 30.3 }).returning();
    const rows = await db
      .insert(shops)
      .values([
        { commercialProjectId: p!.id, unitNo: '1F-03', floor: 1, area: 45.5, rentFenPerSqmMonth: 12000, uses: ['catering'], status: 'leasing' as const },
        { commercialProjectId: p!.id, unitNo: '2F-06', floor: 2, area: 120, rentFenPerSqmMonth: 8000, uses: ['education'], status: 'negotiating' as const },
        { commercialProjectId: p!.id, unitNo: 'B1-12', floor: -1, area: 300, rentFenPerSqmMonth: 5000, uses: ['retail'], status: 'leased' as const },
      ])
      .returning();
    [open, talking, leased] = rows.map((r) => r.id) as [number, number, number];
    alice = await addTestUser(db);
    bob = await addTestUser(db);
  });

  const rowsOf = (userId: number) => database().db.select().from(shopIntentions).where(eq(shopIntentions.userId, userId));

  it('stores a company registration for open shops as 已提交 and answers it with shop names', async () => {
    const input = companyInput({ shopIds: [String(talking), String(open)] });
    const record = await createShopIntention(alice.userId, input);
    expect(record).toMatchObject({
      applicantKind: 'company',
      applicantName: '青禾市和园餐饮管理有限公司',
      creditCode: '91350100M000100Y43',
      mobileMasked: '139****5678',
      status: 'submitted',
      statusLabel: '已提交',
      canWithdraw: true,
      intendedUseLabel: '餐饮',
      withdrawnAt: null,
    });
    expect(record.shops.map((s) => [s.id, s.unitNo, s.projectName])).toEqual([
      [talking, '2F-06', '和园生活广场'],
      [open, '1F-03', '和园生活广场'],
    ]);
    const [stored] = await database().db.select().from(shopIntentions).where(eq(shopIntentions.id, record.id));
    expect(stored).toMatchObject({ userId: alice.userId, mobile: '13912345678', shopIds: [talking, open], idempotencyKey: input.idempotencyKey, personName: null });
  });

  it('stores a person registration with an area range and no shops', async () => {
    const record = await createShopIntention(alice.userId, personInput());
    expect(record).toMatchObject({ applicantKind: 'person', applicantName: '李小红', creditCode: null, areaMin: 30, areaMax: 80, shops: [] });
  });

  it.each([
    ['a leased shop', () => [leased], () => SHOP_INTENTION_MSG.shopLeased('B1-12', '和园生活广场')],
    ['a shop that does not exist', () => [open, 999_999], () => '所选商铺不存在，请重新选择'],
  ])('refuses %s with the message at shopIds, and stores nothing', async (_what, ids, message) => {
    const before = (await rowsOf(alice.userId)).length;
    const attempt = createShopIntention(alice.userId, companyInput({ shopIds: ids().map(String) }));
    await expect(attempt).rejects.toBeInstanceOf(ShopIntentionFieldError);
    await expect(createShopIntention(alice.userId, companyInput({ shopIds: ids().map(String) }))).rejects.toMatchObject({
      code: '4000',
      status: 400,
      fields: { shopIds: message() },
    });
    expect((await rowsOf(alice.userId)).length).toBe(before);
  });

  it('a double submit with the same key returns the first row and stores one', async () => {
    const input = companyInput({ shopIds: [String(open)] });
    const first = await createShopIntention(bob.userId, input);
    const again = await createShopIntention(bob.userId, { ...input, contactName: '另一个人' });
    expect(again.id).toBe(first.id);
    expect(again.contactName).toBe('王经理');
    expect((await rowsOf(bob.userId)).filter((r) => r.idempotencyKey === input.idempotencyKey)).toHaveLength(1);
  });

  it('two creates racing with one key store one row and both answer it', async () => {
    for (let round = 0; round < 3; round++) {
      const input = personInput();
      const [a, b] = await Promise.all([createShopIntention(alice.userId, input), createShopIntention(alice.userId, input)]);
      expect(a.id).toBe(b.id);
      expect((await rowsOf(alice.userId)).filter((r) => r.idempotencyKey === input.idempotencyKey)).toHaveLength(1);
    }
  });

  it('the same key from two users is two registrations (keys are per user)', async () => {
    const input = personInput();
    const a = await createShopIntention(alice.userId, input);
    const b = await createShopIntention(bob.userId, input);
    expect(a.id).not.toBe(b.id);
  });

  it('lists only the caller’s rows, newest first, paged', async () => {
    const aliceRows = await rowsOf(alice.userId);
    const listed = await listShopIntentions(alice.userId, { pageSize: 50 });
    expect(listed.total).toBe(aliceRows.length);
    expect(listed.records.map((r) => r.id).sort((x, y) => x - y)).toEqual(aliceRows.map((r) => r.id).sort((x, y) => x - y));
    const times = listed.records.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const bobIds = new Set((await rowsOf(bob.userId)).map((r) => r.id));
    expect(listed.records.some((r) => bobIds.has(r.id))).toBe(false);
    const page2 = await listShopIntentions(alice.userId, { pageNum: 2, pageSize: 2 });
    expect(page2.records).toEqual(listed.records.slice(2, 4));
    const stranger = await addTestUser(database().db);
    expect(await listShopIntentions(stranger.userId)).toMatchObject({ total: 0, records: [] });
  });

  it('withdraws the caller’s 已提交 registration: it is closed, reads 已撤回 and is kept', async () => {
    const mine = await createShopIntention(alice.userId, personInput());
    const done = await withdrawShopIntention(alice.userId, mine.id);
    expect(done).toMatchObject({ id: mine.id, status: 'closed', statusLabel: '已撤回', canWithdraw: false });
    expect(done.withdrawnAt).not.toBeNull();
    await expect(withdrawShopIntention(alice.userId, mine.id)).rejects.toMatchObject({ code: '4090', status: 409, userMessage: expect.stringContaining('已撤回') });
  });

  it('refuses to withdraw a registration staff have accepted', async () => {
    const mine = await createShopIntention(alice.userId, personInput());
    await database().db.update(shopIntentions).set({ status: 'accepted' }).where(eq(shopIntentions.id, mine.id));
    await expect(withdrawShopIntention(alice.userId, mine.id)).rejects.toMatchObject({ code: '4090', status: 409 });
    expect((await getShopIntention(alice.userId, mine.id))?.status).toBe('accepted');
  });

  it('someone else’s registration answers exactly like a missing one, and stays unchanged', async () => {
    const hers = await createShopIntention(alice.userId, companyInput({ shopIds: [String(open)] }));
    const [before] = await database().db.select().from(shopIntentions).where(eq(shopIntentions.id, hers.id));
    const catchOf = (p: Promise<unknown>) => p.then(() => null, (e: { code?: string; status?: number; userMessage?: string }) => ({ code: e.code, status: e.status, msg: e.userMessage }));
    const foreign = await catchOf(withdrawShopIntention(bob.userId, hers.id));
    const missing = await catchOf(withdrawShopIntention(bob.userId, 999_999));
    expect(foreign).toEqual({ code: '4040', status: 404, msg: '登记记录不存在' });
    expect(missing).toEqual(foreign);
    expect(await getShopIntention(bob.userId, hers.id)).toBeNull();
    expect((await listShopIntentions(bob.userId, { pageSize: 50 })).records.some((r) => r.id === hers.id)).toBe(false);
    const [after] = await database().db.select().from(shopIntentions).where(eq(shopIntentions.id, hers.id));
    expect(after).toEqual(before);
  });

  it('answers 404 for ids that cannot name a row and 401 for no user', async () => {
    for (const bad of [0, -1, 1.5, 2_147_483_648]) await expect(withdrawShopIntention(alice.userId, bad)).rejects.toMatchObject({ status: 404 });
    await expect(listShopIntentions(0)).rejects.toMatchObject({ status: 401 });
    await expect(createShopIntention(Number.NaN, personInput())).rejects.toMatchObject({ status: 401 });
  });

  it('a shop removed later is left out of the list instead of breaking it', async () => {
    const [p] = await database().db.select().from(commercialProjects);
    const [temp] = await database().db.insert(shops).values({ commercialProjectId: p!.id, unitNo: '3F-01', floor: 3, area: 200, rentFenPerSqmMonth: 6000, status: 'leasing' }).returning();
    const rec = await createShopIntention(bob.userId, companyInput({ shopIds: [String(temp!.id), String(open)] }));
    await database().db.delete(shops).where(eq(shops.id, temp!.id));
    expect((await getShopIntention(bob.userId, rec.id))!.shops.map((s) => s.id)).toEqual([open]);
  });
  describe('open registrations are capped per user (issue #24 part 6)', () => {
    it('three open registrations of one shop fit; the fourth names the shop at shopIds; a withdrawn one makes room', async () => {
      const user = await addTestUser(database().db);
      const first = await createShopIntention(user.userId, companyInput({ shopIds: [String(open)] }));
      await createShopIntention(user.userId, personInput({ shopIds: [String(open)] }));
      await createShopIntention(user.userId, companyInput({ shopIds: [String(talking), String(open)] }));
      const attempt = createShopIntention(user.userId, companyInput({ shopIds: [String(open)] }));
      await expect(attempt).rejects.toBeInstanceOf(ShopIntentionFieldError);
      await expect(createShopIntention(user.userId, companyInput({ shopIds: [String(open)] }))).rejects.toMatchObject({
        status: 400,
        code: '4000',
        fields: { shopIds: SHOP_INTENTION_MSG.tooManyForShop('1F-03', '和园生活广场') },
      });
      expect(await rowsOf(user.userId)).toHaveLength(3);
      // Another shop is still open to them, and so is this one after a withdrawal.
      await expect(createShopIntention(user.userId, companyInput({ shopIds: [String(talking)] }))).resolves.toMatchObject({ status: 'submitted' });
      await withdrawShopIntention(user.userId, first.id);
      await expect(createShopIntention(user.userId, companyInput({ shopIds: [String(open)] }))).resolves.toMatchObject({ status: 'submitted' });
    });

    it('ten registrations of one shop sent at once store exactly three (the user’s row is the lock)', async () => {
      const user = await addTestUser(database().db);
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => createShopIntention(user.userId, companyInput({ shopIds: [String(open)] }))));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(SHOP_INTENTION_CAPS.openPerShop);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ShopIntentionFieldError);
      expect(await rowsOf(user.userId)).toHaveLength(SHOP_INTENTION_CAPS.openPerShop);
    });

    it('at most twenty open registrations in all, shops or not; a resend of a stored one still answers it', async () => {
      const user = await addTestUser(database().db);
      const stored = [];
      for (let i = 0; i < SHOP_INTENTION_CAPS.openPerUser; i += 1) stored.push(await createShopIntention(user.userId, personInput({ idempotencyKey: randomUUID() })));
      await expect(createShopIntention(user.userId, personInput())).rejects.toMatchObject({ fields: { shopIds: SHOP_INTENTION_MSG.tooManyOpen } });
      const again = personInput({ idempotencyKey: (await rowsOf(user.userId))[0]!.idempotencyKey });
      await expect(createShopIntention(user.userId, again)).resolves.toMatchObject({ id: (await rowsOf(user.userId))[0]!.id });
      expect(await rowsOf(user.userId)).toHaveLength(SHOP_INTENTION_CAPS.openPerUser);
    });
  });
});
