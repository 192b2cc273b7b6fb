/** @jest-environment node */
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { decryptPii, encryptPii, maskIdNumber, maskMobile, piiDigest } from './pii';
import { isTicket, newSessionToken, newTicket, sha256Hex } from './secrets';
import { isWellFormedToken } from './sessions';

describe('password hashing', () => {
  it('stores a salted scrypt hash that verifies the right password only', async () => {
    const stored = await hashPassword('Anju2026ok');
    expect(stored).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain('Anju2026ok');
    expect(await verifyPassword('Anju2026ok', stored)).toBe(true);
    expect(await verifyPassword('Anju2026OK', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('gives the same password a different hash each time (random salt)', async () => {
    expect(await hashPassword('Same1234')).not.toBe(await hashPassword('Same1234'));
  });

  it('refuses malformed or tampered stored hashes instead of throwing', async () => {
    const stored = await hashPassword('Anju2026ok');
    expect(await verifyPassword('Anju2026ok', 'plain-text')).toBe(false);
    expect(await verifyPassword('Anju2026ok', stored.replace('scrypt$15', 'scrypt$30'))).toBe(false);
    expect(await verifyPassword('Anju2026ok', stored.slice(0, -4) + 'AAAA')).toBe(false);
  });

  it('the dummy check for unknown numbers always fails', async () => {
    expect(await burnPasswordCheck('anything1')).toBe(false);
  });
});

describe('tokens and tickets', () => {
  it('session tokens are 256-bit random base64url and are stored only as their SHA-256', () => {
    const a = newSessionToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isWellFormedToken(a)).toBe(true);
    expect(a).not.toBe(newSessionToken());
    expect(sha256Hex(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tickets are told apart from session tokens and are not accepted as sessions', () => {
    const t = newTicket();
    expect(isTicket(t)).toBe(true);
    expect(isTicket(newSessionToken())).toBe(false);
    expect(isWellFormedToken(t)).toBe(false);
  });

  it('rejects tokens that cannot be ours without a query', () => {
    for (const bad of ['', 'short', 'x'.repeat(44), "' OR 1=1 --".padEnd(43, 'x'), '😀'.repeat(43), null, undefined, 42]) {
      expect(isWellFormedToken(bad)).toBe(false);
    }
  });
});

describe('personal data', () => {
  it('masks mobiles and ID numbers the way official forms do', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
  });

  it('encrypts ID numbers with a fresh IV each time and decrypts them back', () => {
    const a = encryptPii('11010519491231002X');
    const b = encryptPii('11010519491231002X');
    expect(a).not.toBe(b);
    expect(a).not.toContain('11010519491231002X');
    expect(decryptPii(a)).toBe('11010519491231002X');
  });

  it('detects tampering with the ciphertext', () => {
    const stored = encryptPii('11010519491231002X');
    const parts = stored.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => decryptPii(parts.join('.'))).toThrow();
  });

  it('digests the same ID number equally regardless of the x case', () => {
    expect(piiDigest('11010519491231002x')).toBe(piiDigest('11010519491231002X'));
    expect(piiDigest('11010519491231002X')).not.toBe(piiDigest('110105194912310037'));
  });
});
