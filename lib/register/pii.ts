import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { getEnv } from '@/lib/env';

/**
 * Personal data that a filing needs in full (resident ID numbers) is stored encrypted with
 * AES-256-GCM under a key that never sits in the database: PII_KEY (base64, 32 bytes) in
 * production; for the embedded database a key file is created beside its data folder. Lookups use
 * an HMAC digest, and pages only ever show the masked form.
 */
let cachedKey: Buffer | undefined;

function loadKey(): Buffer {
  if (cachedKey) return cachedKey;
  const env = getEnv();
  if (env.PII_KEY) {
    cachedKey = Buffer.from(env.PII_KEY, 'base64');
  } else if (env.DATABASE_URL) {
    // Several instances share the database: a per-instance key file would make data unreadable.
    throw new Error('PII_KEY must be set when DATABASE_URL is set (base64 of 32 random bytes).');
  } else if (process.env.NODE_ENV === 'test') {
    cachedKey = randomBytes(32);
  } else {
    const file = path.join(path.dirname(env.PGLITE_DATA_DIR), 'pii.key');
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // wx: two processes racing to create it must not overwrite each other's key.
      try {
        fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    cachedKey = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  }
  if (cachedKey.length !== 32) throw new Error('PII key must be 32 bytes.');
  return cachedKey;
}

/** "v1.<iv>.<tag>.<ciphertext>", all base64url. */
export function encryptPii(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', loadKey(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function decryptPii(stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown PII format');
  const decipher = createDecipheriv('aes-256-gcm', loadKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** Keyed digest for equality lookups (one person once per family) without decrypting. */
export function piiDigest(plain: string): string {
  return createHmac('sha256', loadKey()).update(plain.toUpperCase(), 'utf8').digest('hex');
}

/** Keyed digest of a value for one purpose (e.g. signing a cookie the server issued); never uppercased. */
export function keyedDigest(purpose: string, value: string): string {
  return createHmac('sha256', loadKey()).update(`${purpose}\n${value}`, 'utf8').digest('base64url');
}

/** 13800138000 → 138****8000 */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}

/** 110101199003071234 → 1101**********1234 (first four and last four kept, as on official forms). */
export function maskIdNumber(idNumber: string): string {
  return idNumber.length === 18 ? `${idNumber.slice(0, 4)}${'*'.repeat(10)}${idNumber.slice(14)}` : '';
}
