/**
 * The outbox of case notifications (issue #28 part 4): e-mail and SMS, each off until configured.
 * A change that tells the citizen something (a status change, a note) calls enqueueNotifications
 * inside its own transaction, so the notification exists exactly when the change does; the worker
 * (lib/cases/outbox-worker.ts) sends it later. No address or number is copied into the outbox: the
 * worker reads them from the user's account when it sends (docs/decisions: outbox).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { outbox, portalUsers, type OUTBOX_CHANNELS } from '@/lib/db/schema';
import { getEnv, type Env } from '@/lib/env';
import { eq } from 'drizzle-orm';

export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export type MailSettings = { url: string; from: string };
export type SmsSettings = { url: string; key: string; signName: string; template: string };

export type OutboxSettings = {
  email?: MailSettings;
  sms?: SmsSettings;
  maxAttempts: number;
  /** Minutes to wait after the 1st, 2nd, … failed attempt; the last value repeats. */
  backoffMinutes: number[];
  intervalMs: number;
};

/** The outbox settings of an environment (lib/env.ts has already checked that a channel is whole). */
export function outboxSettings(env: Env = getEnv()): OutboxSettings {
  return {
    email: env.SMTP_URL && env.MAIL_FROM ? { url: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
    sms:
      env.SMS_GATEWAY_URL && env.SMS_GATEWAY_KEY && env.SMS_SIGN_NAME && env.SMS_TEMPLATE_CASE_STATUS
        ? { url: env.SMS_GATEWAY_URL, key: env.SMS_GATEWAY_KEY, signName: env.SMS_SIGN_NAME, template: env.SMS_TEMPLATE_CASE_STATUS }
        : undefined,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    backoffMinutes: env.OUTBOX_BACKOFF_MINUTES.split(',').map(Number),
    intervalMs: env.OUTBOX_INTERVAL_MS,
  };
}

export function configuredChannels(settings: OutboxSettings = outboxSettings()): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (settings.email) channels.push('email');
  if (settings.sms) channels.push('sms');
  return channels;
}

export type Notification = { userId: number; caseId: number | null; messageId: number | null; title: string; body: string };

/**
 * Writes one outbox row per configured channel, in the caller's transaction `t` (none when no
 * channel is configured). `title` and `body` must already be free of personal data: they name the
 * kind, the receipt number and the status, and end with 登录查看详情. A user without an e-mail
 * address gets no e-mail row; the worker marks a row skipped if the address is removed before it
 * is sent. `channels` is for tests; callers leave it to the configuration.
 */
export async function enqueueNotifications(t: Db, n: Notification, channels: readonly OutboxChannel[] = configuredChannels()): Promise<void> {
  if (channels.length === 0) return;
  // Only whether there is an address, and whether the citizen agreed to e-mail and SMS at all
  // (我的数据's switch): the address itself stays in the account.
  const [user] = await t
    .select({ hasEmail: sql<boolean>`${portalUsers.email} <> ''`, consent: portalUsers.contactConsent })
    .from(portalUsers)
    .where(eq(portalUsers.id, n.userId));
  if (!user?.consent) return;
  let wanted = channels;
  if (!user.hasEmail) wanted = channels.filter((c) => c !== 'email');
  if (wanted.length === 0) return;
  await t.insert(outbox).values(
    wanted.map((channel) => ({ userId: n.userId, caseId: n.caseId, messageId: n.messageId, channel, title: n.title, body: n.body })),
  );
}
