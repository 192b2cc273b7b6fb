/**
 * Retention (issue #30 part 6): one scheduled job removes what the portal no longer needs. Each
 * rule names its table, its period and the setting that changes it (lib/env.ts RETENTION_*); the
 * table of rules is in docs/security.md "Retention". A pass runs in one transaction under the
 * advisory lock RETENTION_LOCK (lib/db/locked-job): on PostgreSQL one instance at a time works and
 * any other that tries meanwhile skips the pass. The log says how many rows each rule removed, never
 * what they held.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import { runLockedPass, startLockedJob, type LockedJob, type LockedPassResult } from '@/lib/db/locked-job';
import { getEnv, type Env } from '@/lib/env';
import { PRUNE_SQL, ROLL_UP_SQL } from '@/lib/monitoring/statistics-sql.mjs';
import { LIMITS } from '@/lib/register/attempts';
import { STAFF_ABSOLUTE_MS } from '@/lib/staff/sessions';

/** The advisory-lock key of the retention pass (727001–727013 are taken, see lib/db). */
export const RETENTION_LOCK = 727030;

const DAY_MS = 24 * 3600 * 1000;

export type RetentionSettings = Pick<
  Env,
  | 'RETENTION_SESSION_DAYS'
  | 'RETENTION_STAFF_SESSION_DAYS'
  | 'RETENTION_TICKET_DAYS'
  | 'RETENTION_VISIT_DAYS'
  | 'RETENTION_DRAFT_DAYS'
  | 'RETENTION_OUTBOX_DAYS'
  | 'RETENTION_RATE_COUNTER_DAYS'
>;

export type RetentionRule = {
  name: string;
  table: string;
  /** What goes, in words (docs/security.md copies it). */
  what: string;
  /** The env setting of its period, or null where the period is fixed by another rule of the portal. */
  setting: keyof RetentionSettings | null;
  /** The statement(s) removing the rule's rows; each returns one row per row removed. */
  statements: (now: Date, s: RetentionSettings) => SQL[];
};

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const before = (now: Date, days: number) => at(new Date(now.getTime() - days * DAY_MS));

/** A `$1`, `$2` … statement of statistics-sql.mjs with its parameters bound (it is shared with `npm run stats`). */
function bind(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`));
  return sql.join(chunks, sql``);
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    name: 'citizen-sessions',
    table: 'bpr_user_session',
    what: '已过期或已退出的市民登录会话',
    setting: 'RETENTION_SESSION_DAYS',
    statements: (now, s) => [
      sql`delete from bpr_user_session where expires_at < ${before(now, s.RETENTION_SESSION_DAYS)} or revoked_at < ${before(now, s.RETENTION_SESSION_DAYS)} returning 1 as id`,
    ],
  },
  {
    name: 'remembered-devices',
    table: 'bpr_device_binding',
    what: '已过期或已撤销的“记住此设备”',
    setting: 'RETENTION_SESSION_DAYS',
    statements: (now, s) => [
      sql`delete from bpr_device_binding where expires_at < ${before(now, s.RETENTION_SESSION_DAYS)} or revoked_at < ${before(now, s.RETENTION_SESSION_DAYS)} returning 1 as id`,
    ],
  },
  {
    name: 'staff-sessions',
    table: 'bps_staff_session',
    what: '已不能再用的工作人员会话（闲置超时、超过 8 小时或已退出）',
    setting: 'RETENTION_STAFF_SESSION_DAYS',
    statements: (now, s) => {
      const cutoff = before(now, s.RETENTION_STAFF_SESSION_DAYS);
      const absolute = at(new Date(now.getTime() - STAFF_ABSOLUTE_MS - s.RETENTION_STAFF_SESSION_DAYS * DAY_MS));
      return [sql`delete from bps_staff_session where last_seen_at < ${cutoff} or created_at < ${absolute} or revoked_at < ${cutoff} returning 1 as id`];
    },
  },
  {
    name: 'login-tickets',
    table: 'bpr_login_ticket',
    what: '已过期的一次性登录票据（指纹登录、租赁中心、交接、再次验证）',
    setting: 'RETENTION_TICKET_DAYS',
    statements: (now, s) => [sql`delete from bpr_login_ticket where expires_at < ${before(now, s.RETENTION_TICKET_DAYS)} returning 1 as id`],
  },
  {
    name: 'visits',
    table: 'bpm_module_access',
    what: '模块访问原始记录（按日汇总之后）',
    setting: 'RETENTION_VISIT_DAYS',
    // Roll up first, so no day is pruned before its figures are in bpm_module_access_daily.
    statements: (now, s) => [bind(`${ROLL_UP_SQL} RETURNING 0 AS id`, [now.toISOString()]), bind(`${PRUNE_SQL} RETURNING 1 AS id`, [now.toISOString(), s.RETENTION_VISIT_DAYS])],
  },
  {
    name: 'drafts',
    table: 'brc_draft',
    what: '长期未改动的草稿（简历、快速投递）',
    setting: 'RETENTION_DRAFT_DAYS',
    statements: (now, s) => [sql`delete from brc_draft where updated_at < ${before(now, s.RETENTION_DRAFT_DAYS)} returning 1 as id`],
  },
  {
    name: 'outbox',
    table: 'bcs_outbox',
    what: '已发送、已跳过或已放弃的短信和邮件',
    setting: 'RETENTION_OUTBOX_DAYS',
    statements: (now, s) => [
      sql`delete from bcs_outbox where status <> 'pending' and coalesce(sent_at, next_attempt_at, created_at) < ${before(now, s.RETENTION_OUTBOX_DAYS)} returning 1 as id`,
    ],
  },
  {
    name: 'rate-counters',
    table: 'bpm_rate_counter',
    what: '匿名写入的限流计数窗口',
    setting: 'RETENTION_RATE_COUNTER_DAYS',
    statements: (now, s) => [sql`delete from bpm_rate_counter where window_start < ${before(now, s.RETENTION_RATE_COUNTER_DAYS)} returning 1 as id`],
  },
  {
    name: 'auth-attempts',
    table: 'bpr_auth_attempt',
    what: '登录、注册、改密尝试（失败的一天后；成功的在“常用地址”期满后）',
    setting: null,
    statements: (now) => [
      sql`delete from bpr_auth_attempt where (success = false and created_at < ${before(now, 1)}) or created_at < ${at(new Date(now.getTime() - LIMITS.knownAddressMs))} returning 1 as id`,
    ],
  },
  {
    name: 'kept-answers',
    table: 'bqn_kept_answers',
    what: '无脚本问卷被退回时暂存的答案',
    setting: null,
    statements: (now) => [sql`delete from bqn_kept_answers where expires_at <= ${at(now)} returning 1 as id`],
  },
  {
    name: 'deleted-accounts',
    table: 'bdd_allotment_intention, bcs_case, bpr_account_deletion',
    what: '注销账号保留期满的配售登记、其办件和注销记录',
    setting: null,
    statements: (now) => {
      const due = sql`(select user_id from bpr_account_deletion where keep_until is not null and keep_until < ${at(now)})`;
      return [
        sql`delete from bcs_case where user_id in ${due} returning 1 as id`,
        sql`delete from bdd_allotment_intention where user_id in ${due} returning 1 as id`,
        sql`delete from bpr_account_deletion where keep_until is not null and keep_until < ${at(now)} returning 1 as id`,
      ];
    },
  },
];

export type RetentionResult = LockedPassResult<{ removed: Record<string, number> }>;

export type RunRetentionOptions = {
  now?: Date;
  settings?: RetentionSettings;
  /**
   * Called while the pass holds the lock, after its deletes and before it commits: lets a test run a
   * second pass at that moment to see it skip.
   */
  whileLocked?: () => Promise<void>;
};

/** One pass of every rule, or `{ skipped: true }` when another instance's pass holds the lock. */
export async function runRetentionOnce(db: Db, options: RunRetentionOptions = {}): Promise<RetentionResult> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? getEnv();
  return runLockedPass(
    db,
    RETENTION_LOCK,
    async (t) => {
      const removed: Record<string, number> = {};
      for (const rule of RETENTION_RULES) {
        let n = 0;
        for (const statement of rule.statements(now, settings)) {
          const rows = await queryRows<{ id: number }>(t, statement);
          n += rows.filter((r) => Number(r.id) === 1).length;
        }
        removed[rule.name] = n;
      }
      return { removed };
    },
    options.whileLocked,
  );
}

/** The log line of a pass: counts per rule only. */
export function describeRetention(result: RetentionResult): string {
  if (result.skipped) return '[retention] skipped: another instance is running the pass';
  const parts = Object.entries(result.removed).map(([name, n]) => `${name}=${n}`);
  return `[retention] removed ${parts.join(' ')}`;
}

/**
 * Starts this process's retention timer (instrumentation.ts, at server start; never during
 * `next build`): a first pass a minute after start, then one every RETENTION_INTERVAL_MS.
 */
export function startRetentionWorker(options: { intervalMs?: number; firstDelayMs?: number; database?: () => Promise<Db> } = {}): LockedJob | null {
  return startLockedJob({
    name: 'retention',
    intervalMs: () => options.intervalMs ?? getEnv().RETENTION_INTERVAL_MS,
    firstDelayMs: () => options.firstDelayMs ?? 60_000,
    database: options.database,
    run: (db) => runRetentionOnce(db),
    describe: describeRetention,
  });
}
