/**
 * How an outbox row leaves the portal: e-mail through the operator's SMTP server (nodemailer) and
 * SMS through a provider-neutral HTTP gateway (docs/api.md "SMS gateway"). A transport gets the
 * recipient only for the one send and reports a failure as an OutboxSendError whose text carries
 * the transport's code and no address or number: it is stored in bcs_outbox.last_error.
 */
import { createHmac } from 'node:crypto';
import type { MailSettings, OutboxChannel, SmsSettings } from './outbox';

/** One message to send now; `to` is the address or mobile read from the account for this send. */
export type OutgoingMessage = { id: number; channel: OutboxChannel; to: string; title: string; body: string };

export type OutboxTransport = { send: (message: OutgoingMessage) => Promise<void>; close?: () => void };

export type OutboxTransports = Partial<Record<OutboxChannel, OutboxTransport>>;

/** A failed send: `permanent` when trying again cannot help (the recipient was refused for good). */
export class OutboxSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'OutboxSendError';
  }
}

/** Longest last_error kept: enough for a code and the server's reason, short enough to list. */
const ERROR_MAX = 200;

/** Removes what could identify a person from a server's reply: addresses, <…> paths, long digit runs. */
export function redactTransportText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '<…>')
    .replace(/[^\s<>"']+@[^\s<>"']+/g, '[address]')
    .replace(/\d{6,}/g, '[number]')
    .replace(/\s+/g, ' ')
    .trim();
}

function clip(text: string): string {
  return text.length > ERROR_MAX ? `${text.slice(0, ERROR_MAX - 1)}…` : text;
}

// --- E-mail ---------------------------------------------------------------------------------------

/** A connection that does not answer costs a send at most about 50 s (lease: lib/cases/outbox-worker.ts). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

type SmtpErrorLike = { code?: unknown; responseCode?: unknown; command?: unknown; response?: unknown; name?: unknown };

/**
 * A refusal of this recipient or this message (5xx to RCPT TO or DATA) is permanent; a refused
 * login, a 4xx, a connection that failed or timed out is tried again later.
 */
export function smtpSendError(error: unknown): OutboxSendError {
  const e = (error ?? {}) as SmtpErrorLike;
  const code = typeof e.code === 'string' ? e.code : typeof e.name === 'string' ? e.name : 'Error';
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const permanent = responseCode !== undefined && responseCode >= 500 && (code === 'EENVELOPE' || code === 'EMESSAGE');
  const parts = [code];
  if (responseCode !== undefined) parts.push(String(responseCode));
  if (typeof e.command === 'string') parts.push(e.command);
  if (typeof e.response === 'string') parts.push(redactTransportText(e.response));
  return new OutboxSendError(clip(parts.join(' ')), permanent);
}

export type MailOptions = {
  /** Host name in each message's Message-ID (the portal's, from SITE_URL). */
  messageIdHost: string;
  /** Closing line of every e-mail: the portal's name and address. */
  signature: string;
};

/**
 * E-mail through the operator's SMTP server. Each message has a Message-ID fixed by its outbox row,
 * so a retry after a lost answer is recognisable as the same message downstream.
 */
export async function createMailTransport(settings: MailSettings, options: MailOptions): Promise<OutboxTransport> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport({ url: settings.url, ...SMTP_TIMEOUTS }, { from: settings.from });
  return {
    send: async (message) => {
      try {
        await transporter.sendMail({
          to: message.to,
          subject: message.title,
          text: `${message.body}\n\n${options.signature}\n`,
          messageId: `<outbox-${message.id}@${options.messageIdHost}>`,
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
      } catch (error) {
        throw smtpSendError(error);
      }
    },
    close: () => transporter.close(),
  };
}

// --- SMS --------------------------------------------------------------------------------------------

export const SMS_TIMEOUT_MS = 10_000;
export const SMS_TIMESTAMP_HEADER = 'X-Bzf-Timestamp';
export const SMS_SIGNATURE_HEADER = 'X-Bzf-Signature';

/** The JSON body the gateway receives (docs/api.md "SMS gateway"). */
export type SmsRequest = {
  /** outbox-<id>: the same on every retry of one message, so the gateway can drop a repeat. */
  id: string;
  to: string;
  sign: string;
  template: string;
  params: { title: string; body: string };
};

/** hex HMAC-SHA256 over "<timestamp>.<raw body>" with SMS_GATEWAY_KEY. */
export function signSmsRequest(key: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** 400 and 422 refuse this message for good (a number or parameters the carrier will not take). */
const PERMANENT_STATUS = new Set([400, 422]);

export function createSmsTransport(settings: SmsSettings, options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): OutboxTransport {
  const doFetch = options.fetchImpl ?? fetch;
  return {
    send: async (message) => {
      const payload: SmsRequest = {
        id: `outbox-${message.id}`,
        to: message.to,
        sign: settings.signName,
        template: settings.template,
        params: { title: message.title, body: message.body },
      };
      const raw = JSON.stringify(payload);
      const timestamp = String(Math.floor(Date.now() / 1000));
      let response: Response;
      try {
        response = await doFetch(settings.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            [SMS_TIMESTAMP_HEADER]: timestamp,
            [SMS_SIGNATURE_HEADER]: signSmsRequest(settings.key, timestamp, raw),
          },
          body: raw,
          signal: AbortSignal.timeout(options.timeoutMs ?? SMS_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (error) {
        const e = error as { name?: unknown; cause?: { code?: unknown } };
        const code = typeof e.cause?.code === 'string' ? e.cause.code : typeof e.name === 'string' ? e.name : 'Error';
        throw new OutboxSendError(clip(`gateway ${code}`), false);
      }
      // The reply's body is not stored: a gateway may echo the number back.
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) return;
      throw new OutboxSendError(`gateway HTTP ${response.status}`, PERMANENT_STATUS.has(response.status));
    },
  };
}
