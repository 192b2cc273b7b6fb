/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { addColumns, addContent, describeEachDatabase } from '@/lib/cms/test-fixtures';
import { openDatabase, queryRows, type Db, type DatabaseHandle } from '@/lib/db/client';
import { addTestUser } from '@/lib/register/test-users';
import { unreadCount } from '@/lib/cases/handling';
import {
  followColumn,
  listSubscriptions,
  runSubscriptionsOnce,
  saveJobSearch,
  saveProjectSearch,
  setFrequency,
  subscriptionOfToken,
  unsubscribe,
  unsubscribeByToken,
  unsubscribeToken,
  verifyUnsubscribeToken,
  SubscriptionError,
  type SubscriptionsResult,
} from './subscriptions';

const T0 = new Date('2026-11-28T02:00:00Z'); // 10:00 in Beijing
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

async function messagesOf(db: Db, userId: number): Promise<{ title: string; body: string }[]> {
  return queryRows(db, sql`select title, body from bcs_message where user_id = ${userId} order by id`);
}

/** A user whose subscription was made at T0 (so items of T0 and later are new to them). */
async function subscriber(db: Db): Promise<number> {
  const { userId } = await addTestUser(db);
  return userId;
}

async function backdate(db: Db, subscriptionId: number, to: Date): Promise<void> {
  await db.execute(sql`update bsu_subscription set created_at = ${to.toISOString()}::timestamptz where id = ${subscriptionId}`);
}

async function sameDatabaseUrl(db: Db): Promise<string> {
  const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}

describeEachDatabase('subscriptions', (database) => {
  const db = () => database().db;

  test('a notice published in a followed column reaches the follower once: published twice, edited, passes repeated', async () => {
    await addColumns(db(), [{ key: 'sub_tzgg', label: '通知公告' }]);
    const userId = await subscriber(db());
    const other = await subscriber(db());
    const subId = await followColumn(db(), userId, 'sub_tzgg');
    // Following again is the same subscription.
    expect(await followColumn(db(), userId, 'sub_tzgg')).toBe(subId);
    await backdate(db(), subId, T0);
    // The archive from before the subscription is not sent.
    await addContent(db(), { columnKey: 'sub_tzgg', title: '旧通知', publishAt: later(-60) });
    const id = await addContent(db(), { columnKey: 'sub_tzgg', title: '关于公租房摇号的通知', publishAt: later(5) });
    // A draft is not published.
    await addContent(db(), { columnKey: 'sub_tzgg', title: '草稿通知', status: 'draft', publishAt: later(5) });

    const first = await runSubscriptionsOnce(db(), { now: later(10), channels: [] });
    expect(first).toMatchObject({ skipped: false, messages: 1 });
    const [message] = await messagesOf(db(), userId);
    expect(message!.title).toBe('订阅提醒：栏目：通知公告');
    expect(message!.body).toContain('《关于公租房摇号的通知》');
    expect(message!.body).toContain(`/api/bzf-portal-register/subscriptions/oneClick?t=${encodeURIComponent(unsubscribeToken(subId))}`);
    expect(await unreadCount(db(), userId)).toBe(1);

    // Edited, withdrawn and published again with a new time, and the pass run again: nothing more.
    await db().execute(sql`update bpc_content set title = '关于公租房摇号的通知（更正）', status = 'withdrawn' where id = ${id}`);
    await db().execute(sql`update bpc_content set status = 'published', publish_at = ${later(20).toISOString()}::timestamptz where id = ${id}`);
    expect(await runSubscriptionsOnce(db(), { now: later(30), channels: [] })).toMatchObject({ messages: 0 });
    expect(await messagesOf(db(), userId)).toHaveLength(1);
    expect(await messagesOf(db(), other)).toHaveLength(0);
  });

  test('a scheduled notice is told when its time comes, not before', async () => {
    await addColumns(db(), [{ key: 'sub_sched', label: '定时栏目' }]);
    const userId = await subscriber(db());
    await backdate(db(), await followColumn(db(), userId, 'sub_sched'), T0);
    await addContent(db(), { columnKey: 'sub_sched', title: '明天发布的通知', publishAt: later(24 * 60) });
    await runSubscriptionsOnce(db(), { now: later(10), channels: [] });
    expect(await messagesOf(db(), userId)).toHaveLength(0);
    await runSubscriptionsOnce(db(), { now: later(24 * 60 + 1), channels: [] });
    expect(await messagesOf(db(), userId)).toHaveLength(1);
  });

  test('an e-mail is queued in the outbox only with the citizen’s consent', async () => {
    await addColumns(db(), [{ key: 'sub_mail', label: '邮件栏目' }]);
    const { userId: yes } = await addTestUser(db());
    const { userId: no } = await addTestUser(db());
    await db().execute(sql`update bpr_portal_user set email = 'x' || id || '@example.cn', contact_consent = true where id in (${yes}, ${no})`);
    // 我的数据's switch for optional processing, withdrawn by one of them.
    await db().execute(sql`update bpr_portal_user set contact_consent = false where id = ${no}`);
    await backdate(db(), await followColumn(db(), yes, 'sub_mail'), T0);
    await backdate(db(), await followColumn(db(), no, 'sub_mail'), T0);
    await addContent(db(), { columnKey: 'sub_mail', title: '邮件通知', publishAt: later(1) });
    await runSubscriptionsOnce(db(), { now: later(2), channels: ['email'] });
    const rows = await queryRows<{ user_id: number; message_id: number | null }>(db(), sql`select user_id, message_id from bcs_outbox where user_id in (${yes}, ${no})`);
    expect(rows.map((r) => Number(r.user_id))).toEqual([yes]);
    expect(rows[0]!.message_id).not.toBeNull();
    expect(await messagesOf(db(), no)).toHaveLength(1);
  });

  test('每日汇总: at most one digest a Beijing day, listing what waited', async () => {
    await addColumns(db(), [{ key: 'sub_daily', label: '每日栏目' }]);
    const userId = await subscriber(db());
    const subId = await followColumn(db(), userId, 'sub_daily', 'daily');
    await backdate(db(), subId, T0);
    await addContent(db(), { columnKey: 'sub_daily', title: '第一条', publishAt: later(1) });
    await runSubscriptionsOnce(db(), { now: later(2), channels: [] });
    await addContent(db(), { columnKey: 'sub_daily', title: '第二条', publishAt: later(3) });
    await addContent(db(), { columnKey: 'sub_daily', title: '第三条', publishAt: later(4) });
    // Same Beijing day: the second and third wait.
    await runSubscriptionsOnce(db(), { now: later(5), channels: [] });
    await runSubscriptionsOnce(db(), { now: later(600), channels: [] });
    let list = await messagesOf(db(), userId);
    expect(list).toHaveLength(1);
    expect(list[0]!.title).toBe('订阅汇总（2026-11-28）：栏目：每日栏目');
    expect(list[0]!.body).toContain('第一条');
    // The next Beijing day (00:00 Beijing = 16:00 UTC): one digest with both.
    await runSubscriptionsOnce(db(), { now: new Date('2026-11-28T16:01:00Z'), channels: [] });
    await runSubscriptionsOnce(db(), { now: new Date('2026-11-28T17:00:00Z'), channels: [] });
    list = await messagesOf(db(), userId);
    expect(list).toHaveLength(2);
    expect(list[1]!.title).toBe('订阅汇总（2026-11-29）：栏目：每日栏目');
    expect(list[1]!.body).toContain('有 2 条新内容');
    expect(list[1]!.body).toMatch(/第二条[\s\S]*第三条/);
  });

  test('saved project and job searches match by the finders’ codes', async () => {
    const userId = await subscriber(db());
    const p = await saveProjectSearch(db(), userId, { type: 'gzf', district: 'cj', rent: '1000-2000' });
    const j = await saveJobSearch(db(), userId, { type: 'social', place: 'yx' });
    await backdate(db(), p, T0);
    await backdate(db(), j, T0);
    await expect(saveProjectSearch(db(), userId, { district: '<script>' })).rejects.toBeInstanceOf(SubscriptionError);
    const project = (name: string, type: string, district: string, rentMin: number, rentMax: number, hidden = false) =>
      db().execute(sql`insert into bdd_housing_project (name, business_type, district, address, lng, lat, status, homes_total, homes_available, rent_min, rent_max, published_at, hidden)
                       values (${name}, ${type}, ${district}, '地址', 120, 30, 'open', 10, 5, ${rentMin}, ${rentMax}, ${later(1).toISOString()}::timestamptz, ${hidden})`);
    await project('澄江公租房一期', 'gzf', '澄江区', 1500, 1800);
    await project('澄江公租房贵', 'gzf', '澄江区', 2500, 2800);
    await project('云溪公租房', 'gzf', '云溪区', 1500, 1800);
    await project('澄江保租房', 'bzf', '澄江区', 1500, 1800);
    await project('澄江公租房下线', 'gzf', '澄江区', 1500, 1800, true);
    const job = (title: string, type: string, place: string) =>
      db().execute(sql`insert into brc_job_post (title, department, place, headcount, duties, education, recruit_type, published_at, deadline)
                       values (${title}, '部门', ${place}, 1, '职责', 'bachelor', ${type}, ${later(1).toISOString()}::timestamptz, '2099-01-01')`);
    await job('云溪社招岗位', 'social', '云溪区');
    await job('云溪校招岗位', 'campus', '云溪区');
    await job('澄江社招岗位', 'social', '澄江区');
    await runSubscriptionsOnce(db(), { now: later(2), channels: [] });
    const bodies = (await messagesOf(db(), userId)).map((m) => m.body);
    expect(bodies).toHaveLength(2);
    expect(bodies.find((b) => b.includes('澄江公租房一期'))).toBeDefined();
    expect(bodies.find((b) => b.includes('云溪社招岗位'))).toBeDefined();
  });

  test('the unsubscribe token works without signing in, once, and cannot be forged', async () => {
    await addColumns(db(), [{ key: 'sub_token', label: '退订栏目' }]);
    const userId = await subscriber(db());
    const subId = await followColumn(db(), userId, 'sub_token');
    const token = unsubscribeToken(subId);
    expect(verifyUnsubscribeToken(token)).toBe(subId);
    // Another id with this MAC, a changed MAC, junk: refused.
    expect(verifyUnsubscribeToken(token.replace(/^\d+/, String(subId + 1)))).toBeNull();
    expect(verifyUnsubscribeToken(`${subId}.${'A'.repeat(43)}`)).toBeNull();
    expect(verifyUnsubscribeToken('junk')).toBeNull();
    expect(await unsubscribeByToken(db(), `${subId + 1}.${token.split('.')[1]}`)).toBe(false);
    expect(await subscriptionOfToken(db(), token)).toEqual({ id: subId, label: '栏目：退订栏目' });
    expect(await unsubscribeByToken(db(), token)).toBe(true);
    expect(await unsubscribeByToken(db(), token)).toBe(false);
    expect(await listSubscriptions(db(), userId)).toEqual([]);
  });

  test('another user’s subscription is neither listed nor changeable', async () => {
    await addColumns(db(), [{ key: 'sub_mine', label: '我的栏目' }]);
    const owner = await subscriber(db());
    const stranger = await subscriber(db());
    const subId = await followColumn(db(), owner, 'sub_mine');
    expect(await listSubscriptions(db(), stranger)).toEqual([]);
    expect(await setFrequency(db(), stranger, subId, 'daily')).toBe(false);
    expect(await unsubscribe(db(), stranger, subId)).toBe(false);
    expect(await listSubscriptions(db(), owner)).toMatchObject([{ id: subId, frequency: 'each', label: '栏目：我的栏目' }]);
    expect(await setFrequency(db(), owner, subId, 'daily')).toBe(true);
    expect(await unsubscribe(db(), owner, subId)).toBe(true);
  });

  test('two instances: a pass holding the lock makes the other skip, and the item is told once', async () => {
    await addColumns(db(), [{ key: 'sub_two', label: '并发栏目' }]);
    const userId = await subscriber(db());
    await backdate(db(), await followColumn(db(), userId, 'sub_two'), T0);
    await addContent(db(), { columnKey: 'sub_two', title: '并发通知', publishAt: later(1) });
    let second: DatabaseHandle | undefined;
    let inner: SubscriptionsResult | undefined;
    try {
      // PGlite is one process with one connection: the lock is always free; PostgreSQL gets a second pool.
      if (database().driver === 'postgres') second = await openDatabase({ url: await sameDatabaseUrl(db()), poolMax: 2 });
      const outer = await runSubscriptionsOnce(db(), {
        now: later(2),
        channels: [],
        whileLocked: async () => {
          inner = second ? await runSubscriptionsOnce(second.db, { now: later(2), channels: [] }) : undefined;
        },
      });
      expect(outer).toMatchObject({ skipped: false, messages: 1 });
      if (second) expect(inner).toEqual({ skipped: true });
      // Run concurrently after the fact: still one message.
      await Promise.all([runSubscriptionsOnce(db(), { now: later(3), channels: [] }), runSubscriptionsOnce(second?.db ?? db(), { now: later(3), channels: [] })]);
      expect(await messagesOf(db(), userId)).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });
});
