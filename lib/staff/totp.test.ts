/** @jest-environment node */
import { matchTotpStep, newTotpSecret, totpCodeAt, totpStepAt, totpUri } from './totp';
import { looksLikeTotpCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';

// RFC 6238 appendix B, SHA-1: the secret "12345678901234567890" (base32 below) at T = 59 s → 94287082 (8 digits), so 287082 for 6.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('gives the RFC 6238 test vector', () => {
    expect(totpCodeAt(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, new Date(1111111109_000))).toBe('081804');
  });

  it('takes the code of this step and of the steps either side, and names the step it matched', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-26T10:00:15Z');
    const step = totpStepAt(now);
    expect(matchTotpStep(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() - 90_000)), now)).toBeNull();
  });

  it('refuses a wrong code and anything that is not six digits', () => {
    const now = new Date('2026-11-26T10:00:15Z');
    const code = totpCodeAt(RFC_SECRET, now);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotpStep(RFC_SECRET, wrong, now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, `${code}0`, now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, 'abcdef', now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now)).not.toBeNull();
  });

  it('writes an otpauth link an authenticator app reads', () => {
    const uri = new URL(totpUri(RFC_SECRET, 'demo.admin'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(RFC_SECRET);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain('demo.admin');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes that read back however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) {
      expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(normaliseRecoveryCode(c.toUpperCase().replace('-', ' '))).toBe(c);
      expect(looksLikeTotpCode(c)).toBe(false);
    }
    expect(normaliseRecoveryCode('abc')).toBeNull();
    expect(normaliseRecoveryCode('abcde-1234o')).toBeNull();
  });
});
