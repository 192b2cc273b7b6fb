import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Session tokens: 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tickets are told apart from session tokens by their prefix. */
export const TICKET_PREFIX = 'tk_';

export function newTicket(): string {
  return TICKET_PREFIX + randomBytes(24).toString('base64url');
}

export const isTicket = (value: string) => value.startsWith(TICKET_PREFIX);

/** Per-device cookie value. */
export function newDeviceId(): string {
  return randomBytes(32).toString('base64url');
}

/** How tokens, tickets, device ids and fingerprints are stored: never the value itself. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function constantTimeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
