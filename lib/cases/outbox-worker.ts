/**
 * The outbox worker (issue #28 part 4): claims due rows of bcs_outbox, sends them, and marks each
 * sent, due again after a back-off, dead after its last attempt, or skipped when the user has no
 * address for the channel any more. Every portal instance runs one; on PostgreSQL the claim is
 * `FOR UPDATE SKIP LOCKED` plus a lease, so two instances never take the same row, and the
 * transaction is over before anything is sent (no connection is held while a mail server answers).
 */
import { sql } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { logError } from '@/lib/log';
import { outboxSettings, type OutboxChannel, type OutboxSettings } from './outbox';
import { createMailTransport, createSmsTransport, OutboxSendError, SMTP_TIMEOUTS, SMS_TIMEOUT_MS, type OutboxTransports } from './outbox-transports';

/**
 * How long a claimed row belongs to the worker that claimed it. A worker starts no send after half
 * of it and hands the rest back; one send takes at most SMTP_TIMEOUTS' sum (50 s) or
 * SMS_TIMEOUT_MS, so a live worker always finishes inside its lease, and the row of a worker that
 * died is due again when the lease ends.
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;
const LONGEST_SEND_MS = Math.max(SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout, SMS_TIMEOUT_MS);
if (LONGEST_SEND_MS * 2 >= OUTBOX_LEASE_MS) throw new Error('the outbox lease must outlast a batch started in its first half');

export const OUTBOX_BATCH = 20;

export type RunOutboxOptions = {
  transports: OutboxTransports;
  /** Rows claimed in this run; default OUTBOX_BATCH. */
  limit?: number;
  /** The run's clock (tests move it to make retries due); default the real time. */
  now?: Date;
  maxAttempts?: number;
  backoffMinutes?: number[];
  leaseMs?: number;
};

export type RunOutboxResult = { claimed: number; sent: number; retried: number; dead: number; skipped: number; released: number };

type ClaimedRow = { id: number | string; channel: OutboxChannel; title: string; body: string; attempts: number; email: string | null; mobile: string | null; consent: boolean };

/** Minutes to wait after failed attempt `attempt` (1-based); the last value repeats. */
export function backoffMinutesAfter(attempt: number, schedule: readonly number[]): number {
  if (schedule.length === 0) return 1;
  return schedule[Math.min(attempt, schedule.length) - 1] ?? schedule[schedule.length - 1] ?? 1;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * One pass: claims up to `limit` due rows of the channels that have a transport and sends them one
 * by one. The recipient is read from the account in the claim itself and kept only for the send.
 */
export async function runOutboxOnce(db: Db, options: RunOutboxOptions): Promise<RunOutboxResult> {
  const result: RunOutboxResult = { claimed: 0, sent: 0, retried: 0, dead: 0, skipped: 0, released: 0 };
  const channels = (Object.keys(options.transports) as OutboxChannel[]).filter((c) => options.transports[c]);
  if (channels.length === 0) return result;
  const now = options.now ?? new Date();
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  const defaults = options.maxAttempts === undefined || options.backoffMinutes === undefined ? outboxSettings() : undefined;
  const maxAttempts = options.maxAttempts ?? defaults!.maxAttempts;
  const backoff = options.backoffMinutes ?? defaults!.backoffMinutes;
  const started = Date.now();

  // Claimed and leased in one statement (its own transaction): a row locked by another worker's
  // claim is skipped, not waited for, and once leased it is not due for anyone else.
  const claimed = await queryRows<ClaimedRow>(
    db,
    sql`with due as (
          select id from bcs_outbox
          where status = 'pending' and next_attempt_at <= ${at(now)}
            and channel in (${sql.join(channels.map((c) => sql`${c}`), sql`, `)})
          order by next_attempt_at, id
          limit ${options.limit ?? OUTBOX_BATCH}
          for update skip locked
        )
        update bcs_outbox o
        set attempts = o.attempts + 1, next_attempt_at = ${at(new Date(now.getTime() + leaseMs))}
        from due, bpr_portal_user u
        where o.id = due.id and u.id = o.user_id
        returning o.id, o.channel, o.title, o.body, o.attempts, u.email, u.mobile, u.contact_consent and u.deleted_at is null as consent`,
  );
  result.claimed = claimed.length;
  claimed.sort((a, b) => Number(a.id) - Number(b.id));

  for (const [index, row] of claimed.entries()) {
    const id = Number(row.id);
    if (Date.now() - started > leaseMs / 2) {
      // Too late to be sure of finishing inside the lease: give the rest back, attempt not counted.
      const rest = claimed.slice(index).map((r) => Number(r.id));
      await db.execute(
        sql`update bcs_outbox set attempts = attempts - 1, next_attempt_at = ${at(now)}
            where status = 'pending' and id in (${sql.join(rest.map((r) => sql`${r}`), sql`, `)})`,
      );
      result.released = rest.length;
      break;
    }
    // Consent withdrawn after the row was written (我的数据's switch): not sent.
    const to = row.consent === false ? '' : row.channel === 'email' ? (row.email ?? '') : (row.mobile ?? '');
    if (!to) {
      await db.execute(sql`update bcs_outbox set status = 'skipped', last_error = ${row.consent === false ? 'no consent' : 'no address'} where id = ${id}`);
      result.skipped += 1;
      continue;
    }
    try {
      await options.transports[row.channel]!.send({ id, channel: row.channel, to, title: row.title, body: row.body });
    } catch (error) {
      const failure = error instanceof OutboxSendError ? error : new OutboxSendError(error instanceof Error ? error.name : 'Error', false);
      const finished = new Date(Math.max(now.getTime(), Date.now()));
      if (failure.permanent || row.attempts >= maxAttempts) {
        await db.execute(sql`update bcs_outbox set status = 'dead', last_error = ${failure.message} where id = ${id}`);
        // The operator's cue to look (docs/deploy.md "E-mail and SMS"); the text holds no address.
        console.warn(`[outbox] message ${id} (${row.channel}) dead after ${row.attempts} attempt(s): ${failure.message}`);
        result.dead += 1;
      } else {
        const due = new Date(now.getTime() + backoffMinutesAfter(row.attempts, backoff) * 60_000);
        await db.execute(sql`update bcs_outbox set next_attempt_at = ${at(due < finished ? finished : due)}, last_error = ${failure.message} where id = ${id}`);
        result.retried += 1;
      }
      continue;
    }
    await db.execute(sql`update bcs_outbox set status = 'sent', sent_at = ${at(new Date(Math.max(now.getTime(), Date.now())))} where id = ${id}`);
    result.sent += 1;
  }
  return result;
}

/** The transports of the configured channels (nodemailer is loaded only when e-mail is on). */
export async function createConfiguredTransports(settings: OutboxSettings = outboxSettings()): Promise<OutboxTransports> {
  const transports: OutboxTransports = {};
  if (settings.email) {
    const env = getEnv();
    transports.email = await createMailTransport(settings.email, {
      messageIdHost: new URL(env.SITE_URL).hostname,
      signature: `${env.SITE_NAME} ${env.SITE_URL}`,
    });
  }
  if (settings.sms) transports.sms = createSmsTransport(settings.sms);
  return transports;
}

export type OutboxWorker = { stop: () => Promise<void> };

type GlobalWithWorker = typeof globalThis & { __bzfOutboxWorker?: OutboxWorker };

/**
 * Starts this process's worker when a channel is configured (instrumentation.ts, at server start;
 * never during `next build`). Each pass drains what is due, a batch at a time, then waits
 * OUTBOX_INTERVAL_MS. Returns null when no channel is configured.
 */
export function startOutboxWorker(options: { settings?: OutboxSettings; database?: () => Promise<Db> } = {}): OutboxWorker | null {
  if (process.env.NEXT_PHASE === 'phase-production-build') return null;
  const settings = options.settings ?? outboxSettings();
  if (!settings.email && !settings.sms) return null;
  const g = globalThis as GlobalWithWorker;
  if (g.__bzfOutboxWorker) return g.__bzfOutboxWorker;
  const database = options.database ?? getDb;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const transports = createConfiguredTransports(settings);
  // A failure here is logged by the pass that awaits it, not left to crash the process unhandled.
  transports.catch(() => undefined);

  const pass = async () => {
    try {
      const db = await database();
      const t = await transports;
      for (;;) {
        const r = await runOutboxOnce(db, { transports: t, maxAttempts: settings.maxAttempts, backoffMinutes: settings.backoffMinutes });
        if (stopped || r.claimed < OUTBOX_BATCH || r.released > 0) break;
      }
    } catch (error) {
      logError('outbox', 'outbox pass failed', error);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(schedule);
    }, settings.intervalMs);
    // The worker never keeps a process alive that is otherwise done.
    timer.unref();
  };
  schedule();

  const worker: OutboxWorker = {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      for (const t of Object.values(await transports)) t?.close?.();
      if (g.__bzfOutboxWorker === worker) g.__bzfOutboxWorker = undefined;
    },
  };
  g.__bzfOutboxWorker = worker;
  return worker;
}
