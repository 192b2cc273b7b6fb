/**
 * Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30-second steps, what every
 * authenticator app reads from an otpauth:// link) with otpauth. A code is taken for the step
 * before or after the current one as well (clock drift), and the step it matched is returned so
 * the caller can refuse it a second time (lib/staff/sign-in.ts).
 */
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = '门户管理控制台';

/** A new random secret, base32 (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secretBase32: string, login = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: login,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// link an authenticator app scans. */
export function totpUri(secretBase32: string, login: string): string {
  return totpOf(secretBase32, login).toString();
}

export function totpStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The step a code matches at `now`, or null. Six digits only (spaces are dropped). */
export function matchTotpStep(secretBase32: string, code: string, now = new Date()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32).validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totpStepAt(now) + delta;
}

/** The code of a secret at a time (the demo README, tests). */
export function totpCodeAt(secretBase32: string, now = new Date()): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}
