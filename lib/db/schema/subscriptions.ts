/**
 * Subscriptions (issue #30 part 5): a citizen follows a column, or saves a project or job search,
 * and is told in the message centre when something matching is published. Deliveries decide
 * "once per item per subscription" by their unique index, whatever the number of instances.
 */
import { bigint, bigserial, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { portalUsers } from './register';
import { messages } from './cases';

export const SUBSCRIPTION_KINDS = ['column', 'project', 'job'] as const;
export const SUBSCRIPTION_FREQUENCIES = ['each', 'daily'] as const;
export const DELIVERY_ITEM_KINDS = ['content', 'project', 'job'] as const;

/** The codes of a saved search: the finder's and the job list's own filter codes, never free text. */
export type SubscriptionFilter = { type?: string; district?: string; rent?: string; price?: string; recruitType?: string; place?: string };

export const subscriptions = pgTable(
  'bsu_subscription',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUBSCRIPTION_KINDS }).notNull(),
    /** The followed column (kind column). */
    columnKey: text('column_key'),
    /** The saved search's codes (kind project / job); {} for a column. */
    filter: jsonb('filter').$type<SubscriptionFilter>().notNull().default({}),
    /** The subscription in one canonical string (kind + codes): one account follows a thing once. */
    target: text('target').notNull(),
    /** What the citizen reads in the list (the column's name, the search in words). */
    label: text('label').notNull(),
    frequency: text('frequency', { enum: SUBSCRIPTION_FREQUENCIES }).notNull().default('each'),
    /** The Beijing day of the last digest sent: at most one a day, claimed by a conditional update. */
    lastDigestOn: date('last_digest_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bsu_subscription_target_uq').on(t.userId, t.target),
    index('bsu_subscription_column_idx').on(t.columnKey).where(sql`${t.kind} = 'column'`),
    index('bsu_subscription_kind_idx').on(t.kind),
    check('bsu_subscription_kind_ck', sql`${t.kind} in ('column', 'project', 'job')`),
    check('bsu_subscription_frequency_ck', sql`${t.frequency} in ('each', 'daily')`),
    check('bsu_subscription_column_ck', sql`(${t.kind} = 'column') = (${t.columnKey} is not null)`),
  ],
);

/**
 * One row per item a subscription was told about (or will be, in its next digest). The unique index
 * on (subscription, item kind, item) is what makes a second publish, an edit or a second worker
 * send nothing: the insert is `on conflict do nothing`, and only rows it inserted become messages.
 */
export const subscriptionDeliveries = pgTable(
  'bsu_delivery',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind', { enum: DELIVERY_ITEM_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    /** The item's title when it was found (the digest lists it). */
    title: text('title').notNull(),
    /** The 站内信 that told the citizen; null while waiting for the day's digest. */
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bsu_delivery_item_uq').on(t.subscriptionId, t.itemKind, t.itemId),
    index('bsu_delivery_pending_idx').on(t.subscriptionId).where(sql`${t.messageId} is null`),
  ],
);
