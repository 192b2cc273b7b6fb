/** The citizen's own data (issue #30): agreement versions and consents, and what a deleted account left behind. */
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { portalUsers } from './register';

/**
 * The texts a citizen agrees to (用户协议, 隐私政策, 注册协议), one row each, with the version in force.
 * Raising `version` (an update of this row) makes every account answer the interstitial again.
 */
export const agreements = pgTable('bpr_agreement', {
  /** user | privacy | register: the document key of /privacypolicy/<key>. */
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  version: text('version').notNull(),
  effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Which version of which text an account accepted, and when (one row per acceptance; none is ever updated). */
export const consents = pgTable(
  'bpr_consent',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    agreementKey: text('agreement_key').notNull(),
    version: text('version').notNull(),
    /** register (at registration) | interstitial (asked again after a change) */
    via: text('via', { enum: ['register', 'interstitial'] }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bpr_consent_version_uq').on(t.userId, t.agreementKey, t.version), index('bpr_consent_user_idx').on(t.userId)],
);

export type DeletionEntry = { table: string; label: string; rows: number; why: string; until: string | null };

/**
 * One row per deleted account (注销): what was removed at once and what was kept, pseudonymised, and
 * why, so the console can show the operator. Holds no name, number or ID: only the account's id.
 */
export const accountDeletions = pgTable(
  'bpr_account_deletion',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    /** The latest `until` of the kept rows; null when nothing was kept. */
    keepUntil: timestamp('keep_until', { withTimezone: true }),
    removed: jsonb('removed').$type<DeletionEntry[]>().notNull(),
    kept: jsonb('kept').$type<DeletionEntry[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bpr_account_deletion_user_uq').on(t.userId), index('bpr_account_deletion_at_idx').on(t.deletedAt)],
);
