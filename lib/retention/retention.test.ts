/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { openDatabase, queryRows, type Db, type DatabaseHandle } from '@/lib/db/client';
import { parseEnv } from '@/lib/env';
import { addTestUser } from '@/lib/register/test-users';
import { describeRetention, RETENTION_RULES, runRetentionOnce, type RetentionResult, type RetentionSettings } from './retention';

const NOW = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000).toISOString();
const settings: RetentionSettings = parseEnv({});

async function count(db: Db, table: string, where = sql`true`): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from ${sql.identifier(table)} where ${where}`);
  return Number(row!.n);
}

async function sameDatabaseUrl(db: Db): Promise<string> {
  const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}

/** One old (past its period) and one fresh row of every kind the job removes, for a user and a staff member. */
async function ageRows(db: Db): Promise<{ userId: number }> {
  const { userId } = await addTestUser(db);
  const [staffRow] = await queryRows<{ id: number }>(
    db,
    sql`insert into bps_staff (login, display_name, role, password_hash) values ('retention.test', '测试', 'editor', 'x') returning id`,
  );
  const staffId = staffRow!.id;
  // The session addTestUser opened is fresh; add one expired 31 days ago and one revoked 31 days ago.
  await db.execute(sql`insert into bpr_user_session (token_hash, user_id, expires_at) values ('old-expired', ${userId}, ${daysAgo(31)}::timestamptz)`);
  await db.execute(sql`insert into bpr_user_session (token_hash, user_id, expires_at, revoked_at) values ('old-revoked', ${userId}, ${daysAgo(-1)}::timestamptz, ${daysAgo(31)}::timestamptz)`);
  await db.execute(sql`insert into bpr_user_session (token_hash, user_id, expires_at) values ('recently-expired', ${userId}, ${daysAgo(2)}::timestamptz)`);
  await db.execute(sql`insert into bpr_device_binding (user_id, device_hash, fingerprint_hash, expires_at) values (${userId}, 'old-dev', 'f', ${daysAgo(40)}::timestamptz), (${userId}, 'new-dev', 'f', ${daysAgo(-100)}::timestamptz)`);
  await db.execute(
    sql`insert into bps_staff_session (token_hash, staff_id, stage, created_at, last_seen_at) values ('s-old', ${staffId}, 'full', ${daysAgo(3)}::timestamptz, ${daysAgo(3)}::timestamptz), ('s-new', ${staffId}, 'full', ${daysAgo(0)}::timestamptz, ${daysAgo(0)}::timestamptz)`,
  );
  await db.execute(
    sql`insert into bpr_login_ticket (ticket_hash, user_id, purpose, expires_at) values ('t-old', ${userId}, 'reauth', ${daysAgo(2)}::timestamptz), ('t-new', ${userId}, 'reauth', ${daysAgo(-0.01)}::timestamptz)`,
  );
  await db.execute(sql`insert into bpm_module_access (module_key, accessed_at) values ('gzf', ${daysAgo(120)}::timestamptz), ('gzf', ${daysAgo(10)}::timestamptz)`);
  await db.execute(
    sql`insert into brc_draft (user_id, kind, post_id, data, updated_at) values (${userId}, 'resume', 0, '{}'::jsonb, ${daysAgo(200)}::timestamptz), (${userId}, 'quick', 7, '{}'::jsonb, ${daysAgo(5)}::timestamptz)`,
  );
  await db.execute(
    sql`insert into bcs_outbox (user_id, channel, title, body, status, sent_at, created_at) values
        (${userId}, 'email', '旧', '旧', 'sent', ${daysAgo(40)}::timestamptz, ${daysAgo(40)}::timestamptz),
        (${userId}, 'email', '新', '新', 'sent', ${daysAgo(3)}::timestamptz, ${daysAgo(3)}::timestamptz),
        (${userId}, 'sms', '待发', '待发', 'pending', null, ${daysAgo(60)}::timestamptz)`,
  );
  await db.execute(sql`insert into bpm_rate_counter (bucket, window_start, hits) values ('b', ${daysAgo(2)}::timestamptz, 3), ('b', ${daysAgo(0)}::timestamptz, 3)`);
  return { userId };
}

describeEachDatabase('the retention job', (database) => {
  const db = () => database().db;

  test('removes each rule’s rows past their period and keeps the fresh ones, logging counts only', async () => {
    await ageRows(db());
    const result = await runRetentionOnce(db(), { now: NOW, settings });
    expect(result.skipped).toBe(false);
    if (result.skipped) return;
    expect(result.removed).toMatchObject({
      'citizen-sessions': 2,
      'remembered-devices': 1,
      'staff-sessions': 1,
      'login-tickets': 1,
      visits: 1,
      drafts: 1,
      outbox: 1,
      'rate-counters': 1,
    });
    expect(Object.keys(result.removed).sort()).toEqual(RETENTION_RULES.map((r) => r.name).sort());

    // What is still within its period is still there.
    expect(await count(db(), 'bpr_user_session')).toBe(2);
    expect(await count(db(), 'bpr_user_session', sql`token_hash = 'recently-expired'`)).toBe(1);
    expect(await count(db(), 'bpr_device_binding')).toBe(1);
    expect(await count(db(), 'bps_staff_session', sql`token_hash = 's-new'`)).toBe(1);
    expect(await count(db(), 'bps_staff_session')).toBe(1);
    expect(await count(db(), 'bpr_login_ticket', sql`ticket_hash = 't-new'`)).toBe(1);
    expect(await count(db(), 'bpr_login_ticket')).toBe(1);
    expect(await count(db(), 'bpm_module_access')).toBe(1);
    expect(await count(db(), 'brc_draft', sql`kind = 'quick'`)).toBe(1);
    expect(await count(db(), 'brc_draft')).toBe(1);
    expect(await count(db(), 'bcs_outbox')).toBe(2);
    expect(await count(db(), 'bcs_outbox', sql`status = 'pending'`)).toBe(1);
    expect(await count(db(), 'bpm_rate_counter')).toBe(1);
    // The pruned visit's day was rolled up first: its figure is kept.
    expect(await count(db(), 'bpm_module_access_daily', sql`visits = 1`)).toBeGreaterThanOrEqual(2);

    const line = describeRetention(result);
    expect(line).toContain('citizen-sessions=2');
    expect(line).not.toMatch(/旧|old-|retention\.test|\d{11}/);

    // A second pass finds nothing more to remove.
    const again = await runRetentionOnce(db(), { now: NOW, settings });
    expect(again.skipped).toBe(false);
    if (!again.skipped) expect(Object.values(again.removed).every((n) => n === 0)).toBe(true);
  });

  test('a longer draft period set by RETENTION_DRAFT_DAYS keeps a draft the default would remove', async () => {
    const { userId } = await addTestUser(db());
    await db().execute(sql`insert into brc_draft (user_id, kind, post_id, data, updated_at) values (${userId}, 'resume', 0, '{}'::jsonb, ${daysAgo(200)}::timestamptz)`);
    const result = await runRetentionOnce(db(), { now: NOW, settings: { ...settings, RETENTION_DRAFT_DAYS: 365 } });
    expect(!result.skipped && result.removed.drafts).toBe(0);
    expect(await count(db(), 'brc_draft', sql`user_id = ${userId}`)).toBe(1);
  });

  test('a deleted account’s kept registrations go when their keeping period is over', async () => {
    const { userId } = await addTestUser(db());
    await db().execute(sql`update bpr_portal_user set deleted_at = ${daysAgo(3000)}::timestamptz where id = ${userId}`);
    await db().execute(
      sql`insert into bpr_account_deletion (user_id, deleted_at, keep_until, removed, kept) values (${userId}, ${daysAgo(3000)}::timestamptz, ${daysAgo(1)}::timestamptz, '[]'::jsonb, '[]'::jsonb)`,
    );
    const result = await runRetentionOnce(db(), { now: NOW, settings });
    expect(!result.skipped && result.removed['deleted-accounts']).toBe(1);
    expect(await count(db(), 'bpr_account_deletion', sql`user_id = ${userId}`)).toBe(0);
  });

  test('two passes at once on PostgreSQL: only one works, the other reports it skipped', async () => {
    if (database().driver !== 'postgres') {
      // PGlite is one process with one connection: the lock is always free, a pass always works.
      const r = await runRetentionOnce(db(), { now: NOW, settings });
      expect(r.skipped).toBe(false);
      return;
    }
    let second: DatabaseHandle | undefined;
    try {
      second = await openDatabase({ url: await sameDatabaseUrl(db()), poolMax: 2 });
      const other = second.db;
      let during: RetentionResult | undefined;
      const first = await runRetentionOnce(db(), {
        now: NOW,
        settings,
        whileLocked: async () => {
          during = await runRetentionOnce(other, { now: NOW, settings });
        },
      });
      expect(first.skipped).toBe(false);
      expect(during).toEqual({ skipped: true });
      expect(describeRetention(during!)).toContain('skipped');
      // Once the first has committed, the lock is free again.
      expect((await runRetentionOnce(other, { now: NOW, settings })).skipped).toBe(false);
    } finally {
      await second?.close();
    }
  });
});
