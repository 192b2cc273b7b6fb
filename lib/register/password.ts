import { randomBytes, scrypt as scryptCallback, type ScryptOptions } from 'node:crypto';
import { constantTimeEqual } from './secrets';

/**
 * Passwords are hashed with scrypt (memory-hard, in node:crypto, no native add-on to build).
 * N = 2^15, r = 8, p = 1 uses 32 MiB and about 50–100 ms per hash on this class of machine:
 * cheap for one sign-in, expensive for an offline guesser. Parameters live in the stored string so
 * they can be raised later without invalidating old hashes.
 */
const LOG_N = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const optionsFor = (logN: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** logN,
  r,
  p,
  // 128 * N * r bytes, plus headroom.
  maxmem: 128 * 2 ** logN * r * 2,
});

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_LENGTH, optionsFor(LOG_N, R, P));
  return ['scrypt', LOG_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logN, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const numbers = [Number(logN), Number(r), Number(p)];
  if (!numbers.every((n) => Number.isInteger(n) && n > 0) || Number(logN) > 20) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, optionsFor(Number(logN), Number(r), Number(p)));
  return constantTimeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash, so a sign-in for a number that does not exist takes as long
 * as one that does (no timing hint whether the number is registered).
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummy);
  return false;
}
