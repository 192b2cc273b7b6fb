import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getEnv } from '@/lib/env';
import { hitCounter } from '@/lib/monitoring/rate-counters';
import { keyedDigest } from '@/lib/register/pii';

/**
 * The server half of the browser check (proof-of-work.ts) that an anonymous answer to a
 * questionnaire with public results must carry: the page hands out a signed, single-use challenge
 * for one questionnaire, the form's script finds a counter whose hash with it starts with
 * QUESTIONNAIRE_CHALLENGE_BITS zero bits, and the server checks it with one hash. A person filling
 * in the form never waits (the search runs while they answer); a script pays about 2^bits hashes
 * for every answer, and a new device cookie does not spare it. docs/security.md "Questionnaires".
 */
const PURPOSE = 'questionnaire-challenge';
/** Long enough to fill in a long questionnaire slowly. */
export const CHALLENGE_TTL_SECONDS = 3 * 3600;
const SOLUTION_PATTERN = /^\d{1,15}$/;

export type Proof = { challenge: string; solution: string };

export const CHALLENGE_TEXT = {
  required: '本问卷的统计结果公开，未登录填写须由浏览器完成防刷验证：请开启浏览器脚本后重新提交，或登录后填写',
  invalid: '防刷验证无效或已过期，请刷新页面后重新提交',
  used: '该防刷验证已使用过，请刷新页面后重新提交',
} as const;

export function issueChallenge(questionnaireId: number, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + CHALLENGE_TTL_SECONDS;
  const body = `v1.${questionnaireId}.${expires}.${getEnv().QUESTIONNAIRE_CHALLENGE_BITS}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${keyedDigest(PURPOSE, body)}`;
}

function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

const forbidden = (msg: string) => new ApiError(ERROR_CODES.FORBIDDEN, msg, 403);

/**
 * Checks a proof for this questionnaire: ours (signed), not expired, at least today's difficulty,
 * solved; 403 otherwise. Does not spend it, so wrong answers can be corrected and sent again.
 */
export function checkProof(questionnaireId: number, proof: Proof | undefined, now = new Date()): { nonce: string; expiresAt: Date } {
  if (!proof) throw forbidden(CHALLENGE_TEXT.required);
  const parts = proof.challenge.split('.');
  if (parts.length !== 6 || parts[0] !== 'v1' || !SOLUTION_PATTERN.test(proof.solution)) throw forbidden(CHALLENGE_TEXT.invalid);
  const [, id, expires, bits, nonce, mac] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyedDigest(PURPOSE, parts.slice(0, 5).join('.')));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw forbidden(CHALLENGE_TEXT.invalid);
  const expiresAt = new Date(Number(expires) * 1000);
  if (id !== String(questionnaireId) || !(expiresAt > now) || Number(bits) < getEnv().QUESTIONNAIRE_CHALLENGE_BITS) throw forbidden(CHALLENGE_TEXT.invalid);
  const digest = createHash('sha256').update(`${proof.challenge}:${proof.solution}`).digest();
  if (leadingZeroBits(digest) < Number(bits)) throw forbidden(CHALLENGE_TEXT.invalid);
  return { nonce, expiresAt };
}

/**
 * Spends a checked proof: a second use is refused (403). The nonce's counter sits in a window
 * fixed by the challenge's own expiry, so every use of one challenge lands in the same row, and the
 * counters' housekeeping (windows older than a day) never removes it while it is valid.
 */
export async function spendProof(checked: { nonce: string; expiresAt: Date }): Promise<void> {
  const { hits } = await hitCounter(`qn-proof:${checked.nonce}`, 24 * 3600_000, checked.expiresAt);
  if (hits > 1) throw forbidden(CHALLENGE_TEXT.used);
}
