/**
 * Recovery codes: ten per enrolment, each usable once, for a lost phone. 10 random characters of an
 * alphabet without look-alikes (about 50 bits each), shown once as xxxxx-xxxxx and stored only as
 * SHA-256 (their entropy makes a slow hash unnecessary).
 */
import { randomInt } from 'node:crypto';
import { sha256Hex } from '@/lib/register/secrets';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let s = '';
    for (let i = 0; i < LENGTH; i++) s += ALPHABET[randomInt(ALPHABET.length)];
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

/** What a person types (any case, with or without the hyphen or spaces) → the stored form. */
export function normaliseRecoveryCode(input: string): string | null {
  const s = input.toLowerCase().replace(/[\s-]+/g, '');
  if (s.length !== LENGTH || [...s].some((c) => !ALPHABET.includes(c))) return null;
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

export const recoveryCodeHash = (code: string) => sha256Hex(`bzf-staff-recovery:${code}`);

/** Six digits is a TOTP code; anything else is tried as a recovery code. */
export const looksLikeTotpCode = (input: string) => /^\d{6}$/.test(input.replace(/\s+/g, ''));
