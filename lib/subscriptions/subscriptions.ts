/**
 * Subscriptions (issue #30 part 5, decision draft-h6-subscriptions): a signed-in citizen follows a
 * column or saves a project or job search (the finders' own finite codes, decision 0046), and is
 * told in the message centre — and by e-mail through the outbox where configured and consented —
 * when something matching is published.
 *
 * Delivery is a scanning job, not a hook in the publish: 定时发布 is 已发布 with a publish time ahead
 * and no job flips a status (lib/cms/content-workflow.ts), so only a scan sees the moment an article
 * becomes visible. A pass (runSubscriptionsOnce) runs under the advisory lock SUBSCRIPTIONS_LOCK (lib/db/locked-job),
 * inserts one bsu_delivery per (subscription, item) with `on conflict do nothing` — the unique index
 * decides "once", whatever publishes twice, edits or a second instance do — and turns only the rows it
 * inserted into messages. 每日汇总 rows wait (message_id null) until the subscription's day is claimed by
 * a conditional update of last_digest_on, so at most one digest a Beijing day.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import { runLockedPass, startLockedJob, type LockedJob, type LockedPassResult } from '@/lib/db/locked-job';
import { columns, messages, subscriptions, type SubscriptionFilter, type SUBSCRIPTION_FREQUENCIES, type SUBSCRIPTION_KINDS } from '@/lib/db/schema';
import { enqueueNotifications, configuredChannels, type OutboxChannel } from '@/lib/cases/outbox';
import { keyedDigest } from '@/lib/register/pii';
import { HOUSING_BUSINESSES, HOUSING_BUSINESS_CODES } from '@/lib/eligibility/businesses';
import { districtByCode } from '@/lib/validation/districts';
import { PRICE_BANDS, RENT_BANDS } from '@/lib/validation/project-filter';
import { JOB_RECRUIT_TYPES } from '@/lib/validation/job-filter';

export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

/** The advisory-lock key of the subscriptions pass (727030 is retention's). */
export const SUBSCRIPTIONS_LOCK = 727035;
/** Items published longer ago than this are not looked at (bounds the scan; a pass runs every few minutes). */
export const SCAN_WINDOW_DAYS = 30;
/** The path of the one-click unsubscribe page (GET shows a confirm button, POST unsubscribes; RFC 8058 one-click POST too). */
export const UNSUBSCRIBE_PATH = '/api/bzf-portal-register/subscriptions/oneClick';

export const FREQUENCY_LABELS: Record<SubscriptionFrequency, string> = { each: '每次发布', daily: '每日汇总' };

export type Subscription = {
  id: number;
  kind: SubscriptionKind;
  label: string;
  frequency: SubscriptionFrequency;
  createdAt: string;
};

export class SubscriptionError extends Error {
  constructor(
    public readonly code: 'unknown-column' | 'bad-filter',
    message: string,
  ) {
    super(message);
  }
}

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

/** The codes of a project search, checked against the finder's enumerations; unknown codes are refused. */
export function projectSearch(input: { type?: string | null; district?: string | null; rent?: string | null; price?: string | null }): { filter: SubscriptionFilter; label: string } {
  const filter: SubscriptionFilter = {};
  const words: string[] = [];
  const bad = () => new SubscriptionError('bad-filter', '筛选条件无效，请从房源查询页面重新订阅');
  if (input.type) {
    if (!(HOUSING_BUSINESS_CODES as readonly string[]).includes(input.type)) throw bad();
    filter.type = input.type;
    words.push(HOUSING_BUSINESSES[input.type as keyof typeof HOUSING_BUSINESSES].name);
  }
  if (input.district) {
    const d = districtByCode(input.district);
    if (!d) throw bad();
    filter.district = d.code;
    words.push(d.label);
  }
  if (input.rent) {
    const b = RENT_BANDS.find((x) => x.code === input.rent);
    if (!b) throw bad();
    filter.rent = b.code;
    words.push(`租金 ${b.label}`);
  }
  if (input.price) {
    const b = PRICE_BANDS.find((x) => x.code === input.price);
    if (!b) throw bad();
    filter.price = b.code;
    words.push(`价格 ${b.label}`);
  }
  return { filter, label: `房源：${words.length ? words.join('，') : '全部项目'}` };
}

/** The codes of a job search (recruitment type, district), checked against the job list's enumerations. */
export function jobSearch(input: { type?: string | null; place?: string | null }): { filter: SubscriptionFilter; label: string } {
  const filter: SubscriptionFilter = {};
  const words: string[] = [];
  const bad = () => new SubscriptionError('bad-filter', '筛选条件无效，请从招聘信息页面重新订阅');
  if (input.type) {
    const t = JOB_RECRUIT_TYPES.find((x) => x.code === input.type);
    if (!t) throw bad();
    filter.recruitType = t.code;
    words.push(t.label);
  }
  if (input.place) {
    const d = districtByCode(input.place);
    if (!d) throw bad();
    filter.place = d.code;
    words.push(d.label);
  }
  return { filter, label: `招聘：${words.length ? words.join('，') : '全部岗位'}` };
}

/** The canonical string of a subscription: keys sorted, so one search saved twice is one row. */
function targetOf(kind: SubscriptionKind, columnKey: string | null, filter: SubscriptionFilter): string {
  if (kind === 'column') return `column:${columnKey}`;
  const parts = Object.entries(filter)
    .filter(([, v]) => v)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`);
  return `${kind}:${parts.join('&')}`;
}

async function insertSubscription(db: Db, userId: number, kind: SubscriptionKind, columnKey: string | null, filter: SubscriptionFilter, label: string, frequency: SubscriptionFrequency): Promise<number> {
  const target = targetOf(kind, columnKey, filter);
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, kind, columnKey, filter, target, label, frequency })
    .onConflictDoUpdate({ target: [subscriptions.userId, subscriptions.target], set: { label } })
    .returning({ id: subscriptions.id });
  return row!.id;
}

/** Follows a column (订阅); following it again keeps the one subscription. */
export async function followColumn(db: Db, userId: number, columnKey: string, frequency: SubscriptionFrequency = 'each'): Promise<number> {
  const [column] = await db.select({ label: columns.label }).from(columns).where(eq(columns.key, columnKey));
  if (!column) throw new SubscriptionError('unknown-column', '栏目不存在');
  return insertSubscription(db, userId, 'column', columnKey, {}, `栏目：${column.label}`, frequency);
}

export async function saveProjectSearch(db: Db, userId: number, input: Parameters<typeof projectSearch>[0], frequency: SubscriptionFrequency = 'each'): Promise<number> {
  const { filter, label } = projectSearch(input);
  return insertSubscription(db, userId, 'project', null, filter, label, frequency);
}

export async function saveJobSearch(db: Db, userId: number, input: Parameters<typeof jobSearch>[0], frequency: SubscriptionFrequency = 'each'): Promise<number> {
  const { filter, label } = jobSearch(input);
  return insertSubscription(db, userId, 'job', null, filter, label, frequency);
}

/** The user's own subscriptions, newest first; never anyone else's. */
export async function listSubscriptions(db: Db, userId: number): Promise<Subscription[]> {
  const rows = await db
    .select({ id: subscriptions.id, kind: subscriptions.kind, label: subscriptions.label, frequency: subscriptions.frequency, createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(sql`${subscriptions.createdAt} desc, ${subscriptions.id} desc`);
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
}

/** Whether the user follows the column (the list page's button says 已订阅). */
export async function followsColumn(db: Db, userId: number, columnKey: string): Promise<boolean> {
  const rows = await db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.target, `column:${columnKey}`)));
  return rows.length > 0;
}

/** Changes the frequency of one of the user's subscriptions; false when it is not theirs. */
export async function setFrequency(db: Db, userId: number, id: number, frequency: SubscriptionFrequency): Promise<boolean> {
  const rows = await db.update(subscriptions).set({ frequency }).where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId))).returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Removes one of the user's subscriptions (its deliveries go with it); false when it is not theirs. */
export async function unsubscribe(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId))).returning({ id: subscriptions.id });
  return rows.length > 0;
}

/**
 * The one-click unsubscribe token of a subscription: its id and an HMAC of it under the portal's
 * key (lib/register/pii keyedDigest, purpose "unsubscribe"). Not guessable without the key, needs no
 * table, and dies with the subscription (the id is then gone).
 */
export function unsubscribeToken(subscriptionId: number): string {
  return `${subscriptionId}.${keyedDigest('unsubscribe', String(subscriptionId))}`;
}

export function unsubscribeHref(subscriptionId: number): string {
  return `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(unsubscribeToken(subscriptionId))}`;
}

/** The subscription id a token is valid for, or null (malformed or forged). */
export function verifyUnsubscribeToken(token: string | null | undefined): number | null {
  const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!m) return null;
  const id = Number(m[1]);
  const expected = Buffer.from(keyedDigest('unsubscribe', String(id)));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** What a valid token unsubscribes (the confirm page names it); null when the token is invalid or the subscription gone. */
export async function subscriptionOfToken(db: Db, token: string | null | undefined): Promise<{ id: number; label: string } | null> {
  const id = verifyUnsubscribeToken(token);
  if (id === null) return null;
  const [row] = await db.select({ id: subscriptions.id, label: subscriptions.label }).from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

/** Unsubscribes by a token (no sign-in): true when a subscription was removed, false when the token is invalid or it is already gone. */
export async function unsubscribeByToken(db: Db, token: string | null | undefined): Promise<boolean> {
  const id = verifyUnsubscribeToken(token);
  if (id === null) return false;
  const rows = await db.delete(subscriptions).where(eq(subscriptions.id, id)).returning({ id: subscriptions.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The pass

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The Beijing calendar day of an instant, as YYYY-MM-DD. */
export function beijingDay(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

function bandSql(col: 'rent' | 'price'): ReturnType<typeof sql> {
  // A project matches a band when its [min, max] range overlaps the band [min, max).
  const bands = col === 'rent' ? RENT_BANDS : PRICE_BANDS;
  const min = sql.raw(`p.${col}_min`);
  const max = sql.raw(`p.${col}_max`);
  const cases = bands.map((b) =>
    b.max === null
      ? sql`when ${b.code} then ${max} >= ${b.min}`
      : sql`when ${b.code} then ${min} < ${b.max} and ${max} >= ${b.min}`,
  );
  return sql`(s.filter ->> ${col} is null or coalesce(case s.filter ->> ${col} ${sql.join(cases, sql` `)} end, false))`;
}

const DISTRICT_CASE = (code: ReturnType<typeof sql>) => sql`case ${code} ${sql.join(
  ['cj', 'yx', 'dg', 'bhx', 'bh', 'gx'].map((c) => sql`when ${c} then ${districtByCode(c)!.label}`),
  sql` `,
)} end`;

type NewDelivery = { id: number | string; subscription_id: number; user_id: number; frequency: SubscriptionFrequency; label: string; item_kind: string; item_id: number; title: string };

/** Inserts the deliveries of everything newly visible; returns only the rows this pass inserted. */
async function scan(t: Db, now: Date): Promise<NewDelivery[]> {
  const since = at(new Date(now.getTime() - SCAN_WINDOW_DAYS * 24 * 3600_000));
  const nowAt = at(now);
  // Only items that became visible after the subscription was made: following a column is not a
  // request for its archive.
  return queryRows<NewDelivery>(
    t,
    sql`with found as (
          select s.id as subscription_id, 'content' as item_kind, c.id as item_id, c.title
          from bsu_subscription s
          join bpc_content c on c.column_key = s.column_key
          where s.kind = 'column' and c.status = 'published' and c.publish_at <= ${nowAt} and c.publish_at > ${since}
            and c.publish_at >= s.created_at
          union all
          select s.id, 'project', p.id, p.name
          from bsu_subscription s
          join bdd_housing_project p on not p.hidden and p.published_at <= ${nowAt} and p.published_at > ${since} and p.published_at >= s.created_at
          where s.kind = 'project'
            and (s.filter ->> 'type' is null or p.business_type = s.filter ->> 'type')
            and (s.filter ->> 'district' is null or p.district = ${DISTRICT_CASE(sql`s.filter ->> 'district'`)})
            and ${bandSql('rent')} and ${bandSql('price')}
          union all
          select s.id, 'job', j.id, j.title
          from bsu_subscription s
          join brc_job_post j on j.state = 'open' and j.published_at <= ${nowAt} and j.published_at > ${since} and j.published_at >= s.created_at
          where s.kind = 'job'
            and (s.filter ->> 'recruitType' is null or j.recruit_type = s.filter ->> 'recruitType')
            and (s.filter ->> 'place' is null or j.place = ${DISTRICT_CASE(sql`s.filter ->> 'place'`)})
        ),
        inserted as (
          insert into bsu_delivery (subscription_id, item_kind, item_id, title)
          select subscription_id, item_kind, item_id, title from found
          on conflict (subscription_id, item_kind, item_id) do nothing
          returning id, subscription_id, item_kind, item_id, title
        )
        select i.id, i.subscription_id, s.user_id, s.frequency, s.label, i.item_kind, i.item_id, i.title
        from inserted i join bsu_subscription s on s.id = i.subscription_id
        order by i.id`,
  );
}

const ITEM_WORDS: Record<string, string> = { content: '发布了', project: '上线了项目', job: '发布了岗位' };

function footer(subscriptionId: number): string {
  return `\n\n不想再收到此类提醒？一键退订：${unsubscribeHref(subscriptionId)}\n也可在个人中心“我的订阅”中管理。`;
}

async function tell(t: Db, userId: number, subscriptionId: number, title: string, body: string, channels: readonly OutboxChannel[]): Promise<number> {
  const [row] = await t.insert(messages).values({ userId, title, body }).returning({ id: messages.id });
  // enqueueNotifications respects the account's contact consent (我的数据's switch) and skips accounts without an address.
  await enqueueNotifications(t, { userId, caseId: null, messageId: row!.id, title, body }, channels);
  return row!.id;
}

export type SubscriptionsResult = LockedPassResult<{ found: number; messages: number; digests: number }>;

export type RunSubscriptionsOptions = {
  now?: Date;
  /** The outbox channels; default the configured ones. */
  channels?: readonly OutboxChannel[];
  /** Called while the pass holds the lock (a test runs a second pass then, to see it skip). */
  whileLocked?: () => Promise<void>;
};

/** One pass: scan, tell 每次发布 subscribers at once, and send the due 每日汇总 digests. */
export async function runSubscriptionsOnce(db: Db, options: RunSubscriptionsOptions = {}): Promise<SubscriptionsResult> {
  const now = options.now ?? new Date();
  const channels = options.channels ?? configuredChannels();
  return runLockedPass(
    db,
    SUBSCRIPTIONS_LOCK,
    async (t) => {
      const found = await scan(t, now);
      let sent = 0;
      for (const d of found) {
        if (d.frequency !== 'each') continue;
        const title = `订阅提醒：${d.label}`;
        const body = `${d.label.replace(/^[^：]+：/, '')}${ITEM_WORDS[d.item_kind] ?? '发布了'}《${d.title}》。${footer(d.subscription_id)}`;
        const messageId = await tell(t, d.user_id, d.subscription_id, title, body, channels);
        await queryRows(t, sql`update bsu_delivery set message_id = ${messageId} where id = ${d.id} returning 1 as id`);
        sent++;
      }
      // 每日汇总: a subscription with waiting rows whose day has not had a digest yet claims the day
      // by a conditional update — one digest a Beijing day, even if the lock were not there.
      const today = beijingDay(now);
      const due = await queryRows<{ id: number; user_id: number; label: string }>(
        t,
        sql`update bsu_subscription s set last_digest_on = ${today}::date
            where (s.last_digest_on is null or s.last_digest_on < ${today}::date)
              and exists (select 1 from bsu_delivery d where d.subscription_id = s.id and d.message_id is null)
            returning s.id, s.user_id, s.label`,
      );
      for (const s of due) {
        const items = await queryRows<{ id: number | string; item_kind: string; title: string }>(
          t,
          sql`select id, item_kind, title from bsu_delivery where subscription_id = ${s.id} and message_id is null order by id`,
        );
        const title = `订阅汇总（${today}）：${s.label}`;
        const lines = items.map((i) => `· ${i.title}`);
        const body = `${s.label.replace(/^[^：]+：/, '')}有 ${items.length} 条新内容：\n${lines.join('\n')}${footer(s.id)}`;
        const messageId = await tell(t, s.user_id, s.id, title, body, channels);
        await queryRows(t, sql`update bsu_delivery set message_id = ${messageId} where subscription_id = ${s.id} and message_id is null returning 1 as id`);
      }
      return { found: found.length, messages: sent, digests: due.length };
    },
    options.whileLocked,
  );
}

export function describeSubscriptions(result: SubscriptionsResult): string {
  if (result.skipped) return '[subscriptions] skipped: another instance is running the pass';
  return `[subscriptions] found=${result.found} messages=${result.messages} digests=${result.digests}`;
}

/** Starts this process's subscriptions timer (instrumentation.ts; never during `next build`). */
export function startSubscriptionsWorker(options: { intervalMs?: number; firstDelayMs?: number; database?: () => Promise<Db> } = {}): LockedJob | null {
  return startLockedJob({
    name: 'subscriptions',
    intervalMs: () => options.intervalMs ?? Number(process.env.SUBSCRIPTIONS_INTERVAL_MS ?? 120_000),
    firstDelayMs: (intervalMs) => options.firstDelayMs ?? Math.min(intervalMs, 30_000),
    database: options.database,
    run: (db) => runSubscriptionsOnce(db),
    describe: (result) => (result.skipped || result.found > 0 ? describeSubscriptions(result) : null),
  });
}
