/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { openDatabase, queryRows, type Db, type DatabaseHandle } from '@/lib/db/client';
import { outbox, portalUsers } from '@/lib/db/schema';
import { parseEnv } from '@/lib/env';
import { addTestUser } from '@/lib/register/test-users';
import { configuredChannels, enqueueNotifications, outboxSettings, type OutboxChannel } from './outbox';
import {
  createMailTransport,
  createSmsTransport,
  signSmsRequest,
  SMS_SIGNATURE_HEADER,
  SMS_TIMESTAMP_HEADER,
  smtpSendError,
  type OutboxTransports,
  type SmsRequest,
} from './outbox-transports';
import { backoffMinutesAfter, OUTBOX_LEASE_MS, runOutboxOnce, startOutboxWorker } from './outbox-worker';

// --- A tiny SMTP server inside the test ------------------------------------------------------------

type Received = { rcptTo: string[]; subject: string; text: string; raw: string; messageId: string };

/** Decodes RFC 2047 words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) of an unfolded header value. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

/** Headers and text body of a single-part message as nodemailer writes a text-only mail. */
function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
        : body;
  return { headers, text };
}

type TestSmtp = {
  url: string;
  received: Received[];
  /** DATA commands seen, accepted or not. */
  attempts: () => number;
  /** Refuse the next n messages with 451 (try again later). */
  failNext: (n: number) => void;
  close: () => Promise<void>;
};

async function startSmtp(opts: { rejectRecipients?: boolean; delayMs?: number } = {}): Promise<TestSmtp> {
  const received: Received[] = [];
  let failing = 0;
  let attempts = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === 'portal' && auth.password === 'secret' ? callback(null, { user: 'portal' }) : callback(new Error('bad credentials')),
    onRcptTo: (_address, _session, callback) => {
      if (!opts.rejectRecipients) return callback();
      const error = Object.assign(new Error('5.1.1 <nobody@example.cn>: Recipient address rejected'), { responseCode: 550 });
      callback(error);
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        attempts += 1;
        const finish = () => {
          if (failing > 0) {
            failing -= 1;
            return callback(Object.assign(new Error('4.7.1 greylisted, try again later'), { responseCode: 451 }));
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const { headers, text } = parseMail(raw);
          received.push({
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            subject: decodeWords(headers.get('subject') ?? ''),
            text,
            raw,
            messageId: headers.get('message-id') ?? '',
          });
          callback();
        };
        if (opts.delayMs) setTimeout(finish, opts.delayMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://portal:secret@127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    failNext: (n) => {
      failing = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const MAIL = { messageIdHost: 'portal.example.gov.cn', signature: '安居住房保障服务门户 https://portal.example.gov.cn' };
const mailTransport = (smtp: TestSmtp) => createMailTransport({ url: smtp.url, from: '门户 <noreply@portal.example.gov.cn>' }, MAIL);

const TITLE = '商铺意向登记 SY-20261126-0001 状态更新';
const BODY = '您的商铺意向登记（受理编号 SY-20261126-0001）状态已更新为：已受理。登录查看详情';
/** The workers' clock: an hour ahead, so every row written during the run is due. */
const NOW = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000);
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

async function addUserWithEmail(db: Db, email: string) {
  const user = await addTestUser(db, { name: '王小明' });
  await db.update(portalUsers).set({ email }).where(eq(portalUsers.id, user.userId));
  return user;
}

async function notify(db: Db, userId: number, channels: OutboxChannel[], title = TITLE) {
  await enqueueNotifications(db, { userId, caseId: null, messageId: null, title, body: BODY }, channels);
}

const rowsOf = (db: Db) => db.select().from(outbox).orderBy(outbox.id);

// --- Settings ----------------------------------------------------------------------------------------

describe('outbox settings', () => {
  it('have both channels off when nothing is configured', () => {
    expect(configuredChannels(outboxSettings(parseEnv({})))).toEqual([]);
  });

  it('turn e-mail on with SMTP_URL and MAIL_FROM, and SMS with the gateway URL, key, sign name and template', () => {
    const env = parseEnv({
      SMTP_URL: 'smtps://portal:secret@mail.example.gov.cn:465',
      MAIL_FROM: 'noreply@example.gov.cn',
      SMS_GATEWAY_URL: 'https://sms.example.gov.cn/send',
      SMS_GATEWAY_KEY: 'k'.repeat(32),
      SMS_SIGN_NAME: '安居住房保障',
      SMS_TEMPLATE_CASE_STATUS: 'TPL_0001',
    });
    expect(configuredChannels(outboxSettings(env))).toEqual(['email', 'sms']);
    expect(outboxSettings(env)).toMatchObject({ maxAttempts: 6, backoffMinutes: [1, 5, 15, 60, 180] });
  });

  it('refuse to start with a channel half configured, naming what is missing', () => {
    expect(() => parseEnv({ SMTP_URL: 'smtp://mail.example.gov.cn:587' })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ SMS_GATEWAY_URL: 'https://sms.example.gov.cn/send', SMS_SIGN_NAME: '安居' })).toThrow(/SMS_GATEWAY_KEY.*SMS_TEMPLATE_CASE_STATUS/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.gov.cn', MAIL_FROM: 'a@b.cn' })).toThrow(/SMTP_URL/);
  });

  it('wait 1, 5, 15, 60, 180 minutes after failed attempts, the last value repeating', () => {
    const schedule = [1, 5, 15, 60, 180];
    expect([1, 2, 3, 4, 5, 6, 9].map((a) => backoffMinutesAfter(a, schedule))).toEqual([1, 5, 15, 60, 180, 180, 180]);
  });
});

describe('transport errors kept in last_error', () => {
  it('carry the SMTP code and reply without the address, and only a refused recipient is permanent', () => {
    const refused = smtpSendError({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO', response: '550 5.1.1 <wang.xiaoming@example.cn>: Recipient address rejected' });
    expect(refused.permanent).toBe(true);
    expect(refused.message).toContain('EENVELOPE 550 RCPT TO');
    expect(refused.message).not.toContain('wang.xiaoming');
    const login = smtpSendError({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN', response: '535 authentication failed' });
    expect(login.permanent).toBe(false);
    const refusedConnection = smtpSendError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }));
    expect(refusedConnection.permanent).toBe(false);
    expect(smtpSendError({ code: 'EMESSAGE', responseCode: 552, response: `552 message for 13912345678 ${'x'.repeat(400)}` }).message).not.toMatch(/13912345678|.{201}/);
  });
});

// --- The outbox on both databases ------------------------------------------------------------------

describeEachDatabase('the case notification outbox', (database) => {
  const db = () => database().db;
  let smtp: TestSmtp;

  beforeEach(async () => {
    await db().delete(outbox);
    smtp = await startSmtp();
  });
  afterEach(() => smtp.close());

  it('writes nothing when no channel is configured, one row per configured channel otherwise', async () => {
    const { userId } = await addUserWithEmail(db(), 'wang@example.cn');
    await notify(db(), userId, []);
    expect(await rowsOf(db())).toHaveLength(0);
    await notify(db(), userId, ['email', 'sms']);
    const rows = await rowsOf(db());
    expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['email', 'pending', 0],
      ['sms', 'pending', 0],
    ]);
  });

  it('copies no address, number or name into the outbox: they are read from the account when sent', async () => {
    const { userId, mobile } = await addUserWithEmail(db(), 'wang@example.cn');
    await notify(db(), userId, ['email', 'sms']);
    const stored = JSON.stringify(await rowsOf(db()));
    expect(stored).not.toContain('wang@example.cn');
    expect(stored).not.toContain(mobile);
    expect(stored).not.toContain('王小明');
  });

  it('gives a user without an e-mail address no e-mail row (the SMS row still)', async () => {
    const { userId } = await addTestUser(db());
    await notify(db(), userId, ['email', 'sms']);
    expect((await rowsOf(db())).map((r) => r.channel)).toEqual(['sms']);
  });

  it('leaves no outbox row when the change that enqueued it rolls back', async () => {
    const { userId } = await addUserWithEmail(db(), 'wang@example.cn');
    await expect(
      db().transaction(async (tx) => {
        await notify(tx as unknown as Db, userId, ['email', 'sms']);
        throw new Error('the status change failed after its notifications were written');
      }),
    ).rejects.toThrow('the status change failed');
    expect(await rowsOf(db())).toHaveLength(0);
    await db().transaction((tx) => notify(tx as unknown as Db, userId, ['email']));
    expect(await rowsOf(db())).toHaveLength(1);
  });

  it('delivers the e-mail to the user’s address with the status and 登录查看详情, and nothing personal', async () => {
    const { userId, mobile } = await addUserWithEmail(db(), 'wang@example.cn');
    await notify(db(), userId, ['email']);
    const transport = await mailTransport(smtp);
    const result = await runOutboxOnce(db(), { transports: { email: transport }, now: NOW, maxAttempts: 6, backoffMinutes: [1, 5] });
    transport.close?.();
    expect(result).toMatchObject({ claimed: 1, sent: 1, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.rcptTo).toEqual(['wang@example.cn']);
    expect(mail.subject).toBe(TITLE);
    expect(mail.text).toContain('状态已更新为：已受理。登录查看详情');
    expect(mail.text).toContain('https://portal.example.gov.cn');
    expect(mail.raw).toMatch(/^Auto-Submitted: auto-generated/m);
    const [row] = await rowsOf(db());
    expect(mail.messageId).toBe(`<outbox-${row!.id}@portal.example.gov.cn>`);
    expect(mail.raw).not.toContain(mobile);
    expect(mail.text).not.toContain('王小明');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).not.toBeNull();
    // Sent is final: a later pass finds nothing to do.
    expect((await runOutboxOnce(db(), { transports: { email: transport }, now: minutes(600), maxAttempts: 6, backoffMinutes: [1] })).claimed).toBe(0);
  });

  it('tries again after the back-off when the mail server refuses for now, then delivers once', async () => {
    const { userId } = await addUserWithEmail(db(), 'wang@example.cn');
    await notify(db(), userId, ['email']);
    smtp.failNext(1);
    const transports = { email: await mailTransport(smtp) };
    const run = (now: Date) => runOutboxOnce(db(), { transports, now, maxAttempts: 6, backoffMinutes: [1, 5] });

    expect(await run(NOW)).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    let [row] = await rowsOf(db());
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/^EMESSAGE 451/);
    expect(row!.lastError).not.toContain('wang@example.cn');
    expect(row!.nextAttemptAt.getTime()).toBe(minutes(1).getTime());

    // Not due before its minute is up.
    expect((await run(new Date(NOW.getTime() + 30_000))).claimed).toBe(0);
    expect(await run(minutes(1))).toMatchObject({ claimed: 1, sent: 1 });
    [row] = await rowsOf(db());
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.attempts()).toBe(2);
    expect(smtp.received).toHaveLength(1);
    transports.email.close?.();
  });

  it('dead-letters a message after the last attempt, and sends it no more', async () => {
    const { userId } = await addUserWithEmail(db(), 'wang@example.cn');
    await notify(db(), userId, ['email']);
    smtp.failNext(100);
    const transports = { email: await mailTransport(smtp) };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let now = NOW;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const r = await runOutboxOnce(db(), { transports, now, maxAttempts: 3, backoffMinutes: [1, 5] });
      expect(r.claimed).toBe(1);
      const [row] = await rowsOf(db());
      expect(row!.attempts).toBe(attempt);
      expect(row!.status).toBe(attempt < 3 ? 'pending' : 'dead');
      now = row!.nextAttemptAt;
    }
    expect(smtp.attempts()).toBe(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[outbox\] message \d+ \(email\) dead after 3 attempt\(s\): EMESSAGE 451/);
    expect(String(warn.mock.calls[0]![0])).not.toContain('wang@example.cn');
    warn.mockRestore();
    expect((await runOutboxOnce(db(), { transports, now: minutes(10_000), maxAttempts: 3, backoffMinutes: [1] })).claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);
    transports.email.close?.();
  });

  it('dead-letters at once a message whose recipient the server refuses for good (550)', async () => {
    const refusing = await startSmtp({ rejectRecipients: true });
    try {
      const { userId } = await addUserWithEmail(db(), 'nobody@example.cn');
      await notify(db(), userId, ['email']);
      const transports = { email: await mailTransport(refusing) };
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(await runOutboxOnce(db(), { transports, now: NOW, maxAttempts: 6, backoffMinutes: [1] })).toMatchObject({ dead: 1 });
      const [row] = await rowsOf(db());
      expect(warn).toHaveBeenCalledWith(`[outbox] message ${row!.id} (email) dead after 1 attempt(s): ${row!.lastError}`);
      warn.mockRestore();
      expect(row).toMatchObject({ status: 'dead', attempts: 1 });
      expect(row!.lastError).toMatch(/^EENVELOPE 550/);
      expect(row!.lastError).not.toContain('nobody@');
      transports.email.close?.();
    } finally {
      await refusing.close();
    }
  });

  it('skips an e-mail whose user removed the address before it was sent', async () => {
    const { userId } = await addUserWithEmail(db(), 'wang@example.cn');
    await notify(db(), userId, ['email']);
    await db().update(portalUsers).set({ email: '' }).where(eq(portalUsers.id, userId));
    const transports = { email: await mailTransport(smtp) };
    expect(await runOutboxOnce(db(), { transports, now: NOW, maxAttempts: 6, backoffMinutes: [1] })).toMatchObject({ skipped: 1, sent: 0 });
    expect((await rowsOf(db()))[0]).toMatchObject({ status: 'skipped' });
    expect(smtp.attempts()).toBe(0);
    transports.email.close?.();
  });

  it('sends nothing queued before the citizen withdrew consent to e-mail and SMS (我的数据), and queues nothing after', async () => {
    const { userId } = await addUserWithEmail(db(), 'li@example.cn');
    await notify(db(), userId, ['email']);
    await db().update(portalUsers).set({ contactConsent: false }).where(eq(portalUsers.id, userId));
    const transports = { email: await mailTransport(smtp) };
    expect(await runOutboxOnce(db(), { transports, now: NOW, maxAttempts: 6, backoffMinutes: [1] })).toMatchObject({ skipped: 1, sent: 0 });
    expect((await rowsOf(db()))[0]).toMatchObject({ status: 'skipped', lastError: 'no consent' });
    expect(smtp.attempts()).toBe(0);
    await notify(db(), userId, ['email']);
    expect(await rowsOf(db())).toHaveLength(1);
    transports.email.close?.();
  });

  it('leaves a channel without a transport pending, and gives a dead worker’s rows to another when its lease ends', async () => {
    const { userId } = await addUserWithEmail(db(), 'wang@example.cn');
    await notify(db(), userId, ['email', 'sms']);
    const transports = { email: await mailTransport(smtp) };
    // A worker claimed the e-mail and died before sending: attempt counted, leased until NOW + lease.
    await db().execute(sql`update bcs_outbox set attempts = 1, next_attempt_at = ${new Date(NOW.getTime() + OUTBOX_LEASE_MS).toISOString()}::timestamptz where channel = 'email'`);
    expect((await runOutboxOnce(db(), { transports, now: NOW, maxAttempts: 6, backoffMinutes: [1] })).claimed).toBe(0);
    const after = new Date(NOW.getTime() + OUTBOX_LEASE_MS);
    expect(await runOutboxOnce(db(), { transports, now: after, maxAttempts: 6, backoffMinutes: [1] })).toMatchObject({ claimed: 1, sent: 1 });
    const rows = await rowsOf(db());
    expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['email', 'sent', 2],
      ['sms', 'pending', 0],
    ]);
    transports.email.close?.();
  });

  it('sends each message exactly once when two instances’ workers run at the same time', async () => {
    const slow = await startSmtp({ delayMs: 5 });
    // On PostgreSQL the second worker is a second instance: its own connection pool on the same database.
    let second: DatabaseHandle | undefined;
    try {
      const secondDb = database().driver === 'postgres' ? (second = await openDatabase({ url: await sameDatabaseUrl(db()), poolMax: 2 })).db : db();
      const users = await Promise.all(Array.from({ length: 4 }, (_, i) => addUserWithEmail(db(), `user${i}@example.cn`)));
      for (let i = 0; i < 40; i++) await notify(db(), users[i % 4]!.userId, ['email'], `${TITLE} #${i}`);
      const worker = async (handle: Db) => {
        const transports: OutboxTransports = { email: await mailTransport(slow) };
        let claimed = 0;
        for (;;) {
          const r = await runOutboxOnce(handle, { transports, limit: 3, now: NOW, maxAttempts: 6, backoffMinutes: [1] });
          if (r.claimed === 0) break;
          claimed += r.claimed;
        }
        transports.email?.close?.();
        return claimed;
      };
      const [a, b] = await Promise.all([worker(db()), worker(secondDb)]);
      expect(a + b).toBe(40);
      if (database().driver === 'postgres') expect(Math.min(a, b)).toBeGreaterThan(0);
      const ids = slow.received.map((m) => m.messageId);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
      expect(new Set(slow.received.map((m) => m.subject)).size).toBe(40);
      const rows = await rowsOf(db());
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await second?.close();
      await slow.close();
    }
  });

  // --- SMS through a local gateway ---------------------------------------------------------------

  const SMS = { key: 'test-gateway-key-0123456789abcdef0123', signName: '安居住房保障', template: 'TPL_CASE_STATUS_01' };

  async function startGateway(statuses: number[]) {
    const requests: { verified: boolean; fresh: boolean; body: SmsRequest }[] = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const timestamp = String(req.headers[SMS_TIMESTAMP_HEADER.toLowerCase()] ?? '');
        const signature = String(req.headers[SMS_SIGNATURE_HEADER.toLowerCase()] ?? '');
        requests.push({
          verified: signature === signSmsRequest(SMS.key, timestamp, raw),
          fresh: Math.abs(Date.now() / 1000 - Number(timestamp)) < 300,
          body: JSON.parse(raw) as SmsRequest,
        });
        res.writeHead(statuses.shift() ?? 200, { 'Content-Type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/sms/send`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it('sends the SMS to the account’s mobile, signed, with the configured sign name and template, retrying after a 5xx', async () => {
    const gateway = await startGateway([503]);
    try {
      const { userId, mobile } = await addTestUser(db(), { name: '王小明' });
      await notify(db(), userId, ['sms']);
      const transports = { sms: createSmsTransport({ url: gateway.url, ...SMS }) };
      expect(await runOutboxOnce(db(), { transports, now: NOW, maxAttempts: 6, backoffMinutes: [1] })).toMatchObject({ retried: 1 });
      const [failed] = await rowsOf(db());
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'gateway HTTP 503' });
      expect(await runOutboxOnce(db(), { transports, now: minutes(1), maxAttempts: 6, backoffMinutes: [1] })).toMatchObject({ sent: 1 });
      expect(gateway.requests).toHaveLength(2);
      for (const r of gateway.requests) {
        expect(r.verified).toBe(true);
        expect(r.fresh).toBe(true);
        expect(r.body).toEqual({ id: `outbox-${failed!.id}`, to: mobile, sign: SMS.signName, template: SMS.template, params: { title: TITLE, body: BODY } });
        expect(JSON.stringify(r.body.params)).not.toContain('王小明');
      }
      expect((await rowsOf(db()))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await gateway.close();
    }
  });

  it('dead-letters at once an SMS the gateway refuses for good (400), and a wrong key fails the signature', async () => {
    const gateway = await startGateway([400]);
    try {
      const { userId } = await addTestUser(db());
      await notify(db(), userId, ['sms']);
      const transports = { sms: createSmsTransport({ url: gateway.url, ...SMS, key: 'another-key-that-the-gateway-does-not-know' }) };
      expect(await runOutboxOnce(db(), { transports, now: NOW, maxAttempts: 6, backoffMinutes: [1] })).toMatchObject({ dead: 1 });
      expect((await rowsOf(db()))[0]).toMatchObject({ status: 'dead', lastError: 'gateway HTTP 400' });
      expect(gateway.requests[0]!.verified).toBe(false);
    } finally {
      await gateway.close();
    }
  });

  it('retries an SMS whose gateway does not answer in time', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { userId } = await addTestUser(db());
      await notify(db(), userId, ['sms']);
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
      const transports = { sms: createSmsTransport({ url, ...SMS }, { timeoutMs: 300 }) };
      expect(await runOutboxOnce(db(), { transports, now: NOW, maxAttempts: 6, backoffMinutes: [1] })).toMatchObject({ retried: 1 });
      expect((await rowsOf(db()))[0]!.lastError).toBe('gateway TimeoutError');
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('is sent by the background worker of the instance, which starts only with a channel configured', async () => {
    expect(startOutboxWorker({ settings: { ...outboxSettings(parseEnv({})), intervalMs: 50 }, database: async () => db() })).toBeNull();
    const gateway = await startGateway([]);
    const settings = { ...outboxSettings(parseEnv({})), intervalMs: 50, sms: { url: gateway.url, ...SMS } };
    const worker = startOutboxWorker({ settings, database: async () => db() });
    try {
      expect(worker).not.toBeNull();
      const { userId } = await addTestUser(db());
      await db().transaction((tx) => notify(tx as unknown as Db, userId, ['sms']));
      for (let waited = 0; gateway.requests.length === 0 && waited < 5_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      await worker?.stop();
      expect(gateway.requests).toHaveLength(1);
      expect((await rowsOf(db()))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await worker?.stop();
      await gateway.close();
    }
  });
});

/** The URL of the PostgreSQL test database `db` is open on, for a second pool (a second instance). */
async function sameDatabaseUrl(db: Db): Promise<string> {
  const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}
