/** bzf-portal-monitoring: module accesses and the anonymous-write rate counters. */
import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per recorded module access (spec: recordAmount). Aggregated by queries, never updated. */
export const moduleAccess = pgTable(
  'bpm_module_access',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    moduleKey: text('module_key').notNull(),
    moduleName: text('module_name').notNull().default(''),
    path: text('path').notNull().default(''),
    /** Hash of the visitor fingerprint; never the raw value. */
    visitorHash: text('visitor_hash'),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bpm_module_access_key_idx').on(t.moduleKey, t.accessedAt),
    // The 30-minute rule looks up a visitor's last counted access of a module.
    index('bpm_module_access_visitor_idx').on(t.visitorHash, t.moduleKey, t.accessedAt),
    // The roll-up and the 90-day prune read by time alone.
    index('bpm_module_access_time_idx').on(t.accessedAt),
  ],
);

/**
 * Visits per module per day (city time), rolled up from bpm_module_access once a day is complete,
 * so the raw rows can be pruned after 90 days while the daily figures are kept. lib/monitoring/statistics.ts.
 */
export const moduleAccessDaily = pgTable(
  'bpm_module_access_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    moduleKey: text('module_key').notNull(),
    moduleName: text('module_name').notNull().default(''),
    /** Counted visits (already one per visitor per module per 30 minutes, bots left out). */
    visits: integer('visits').notNull(),
    /** Distinct visitors that day. */
    visitors: integer('visitors').notNull(),
    rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.moduleKey] })],
);

/* ------------------------------------------------------------------------------------------------
 * Accounts (bzf-portal-register). Secrets are stored only as hashes; ID numbers only masked for
 * display plus AES-GCM ciphertext (key outside the database) for filing. See docs/security.md.
 * --------------------------------------------------------------------------------------------- */

/**
 * Fixed-window request counters for the anonymous writes (module accesses, view beacon): one row
 * per bucket and window, bumped by one upsert, so the limits hold across every portal instance.
 * Bucket keys hold hashed client addresses, never the address itself.
 */
export const rateCounters = pgTable(
  'bpm_rate_counter',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('bpm_rate_counter_window_idx').on(t.windowStart)],
);
