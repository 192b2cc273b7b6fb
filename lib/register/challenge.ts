/**
 * The sign-in challenge (issue #24 part 8a): once a number has many recent failures from around the
 * network, a sign-in from an address it never signed in from needs, besides the password, the four
 * digits drawn in an image. The owner reads them; a guessing script must recognise a distorted
 * drawing for every single guess, instead of getting each guess for free. It replaces the old hard
 * lock of the number, which strangers could use to keep the owner out.
 *
 * Stateless until used: a challenge id is `nonce.expiry.mac`, the MAC (keyed with the server's
 * PII key, shared by every instance) binds it to one mobile number and its expiry, and the digits
 * come from the nonce under the same key, so any instance draws and checks it without storing
 * anything. Spending is recorded (lib/register/attempts.ts), so each id answers one sign-in.
 */
import { randomBytes } from 'node:crypto';
import { mulberry32 } from '@/lib/random.mjs';
import { keyedDigest } from './pii';

/** Long enough for an elderly visitor to read, type and send. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const CHALLENGE_DIGITS = 4;
export const CHALLENGE_ID_PATTERN = /^[A-Za-z0-9_-]{16}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{22}$/;

const macOf = (mobileKey: string, nonce: string, exp: string) => keyedDigest('login-challenge', `${mobileKey}.${nonce}.${exp}`).slice(0, 22);

/** A new challenge for the number whose attempt key (attemptKey(mobile)) is given. */
export function newChallenge(mobileKey: string, now = new Date()): string {
  const nonce = randomBytes(12).toString('base64url');
  const exp = Math.floor((now.getTime() + CHALLENGE_TTL_MS) / 1000).toString(36);
  return `${nonce}.${exp}.${macOf(mobileKey, nonce, exp)}`;
}

/** The nonce of a well-formed, unexpired challenge issued by us for this number; else null. */
export function challengeNonce(id: string, mobileKey: string, now = new Date()): string | null {
  if (!CHALLENGE_ID_PATTERN.test(id)) return null;
  const [nonce = '', exp = '', mac = ''] = id.split('.');
  if (parseInt(exp, 36) * 1000 <= now.getTime()) return null;
  return macOf(mobileKey, nonce, exp) === mac ? nonce : null;
}

/** The digits drawn for a challenge: what its owner reads and types. */
export function challengeAnswer(id: string): string {
  const nonce = id.split('.')[0] ?? '';
  const bytes = Buffer.from(keyedDigest('login-challenge-digits', nonce), 'base64url');
  return Array.from(bytes.subarray(0, CHALLENGE_DIGITS), (b) => String(b % 10)).join('');
}

/** Typed answers: full-width digits (from a Chinese IME) and spaces are forgiven. */
export function normaliseAnswer(typed: string): string {
  return typed.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10)).replace(/\s+/g, '');
}

// ---- the image -----------------------------------------------------------------------------

/** Seven-segment strokes per digit, as pairs of corner names of a 0..1 × 0..2 glyph. */
const CORNERS = { tl: [0, 0], tr: [1, 0], ml: [0, 1], mr: [1, 1], bl: [0, 2], br: [1, 2] } as const;
type Corner = keyof typeof CORNERS;
const SEGMENTS: Record<string, [Corner, Corner]> = { a: ['tl', 'tr'], b: ['tr', 'mr'], c: ['mr', 'br'], d: ['bl', 'br'], e: ['ml', 'bl'], f: ['tl', 'ml'], g: ['ml', 'mr'] };
const DIGIT_SEGMENTS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];

/** Deterministic per challenge: the same id always draws the same picture, so asking again teaches nothing. */
function randomFor(id: string): () => number {
  return mulberry32(Buffer.from(keyedDigest('login-challenge-image', id), 'base64url').readUInt32LE(0));
}

/**
 * The challenge as an SVG picture (160 × 60): each digit drawn as jittered strokes, tilted and
 * shifted, over crossing lines. No text node: the digits are not in the markup.
 */
export function challengeImage(id: string): string {
  const rnd = randomFor(id);
  const between = (a: number, b: number) => a + (b - a) * rnd();
  const f = (n: number) => n.toFixed(1);
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(`<path d="M${f(between(0, 20))} ${f(between(5, 55))} Q${f(between(50, 110))} ${f(between(0, 60))} ${f(between(140, 160))} ${f(between(5, 55))}" stroke="#8a919c" stroke-width="${f(between(1, 2.2))}" fill="none"/>`);
  }
  [...challengeAnswer(id)].forEach((digit, i) => {
    const w = between(13, 17);
    const h = between(15, 19);
    const x = 14 + i * 36 + between(-3, 3);
    const y = 10 + between(-4, 4);
    const tilt = between(-16, 16);
    const point = (c: Corner) => {
      const [cx, cy] = CORNERS[c];
      return `${f(cx * w + between(-2, 2))} ${f(cy * h + between(-2, 2))}`;
    };
    const strokes = [...(DIGIT_SEGMENTS[Number(digit)] ?? '')].map((s) => {
      const [from, to] = SEGMENTS[s] as [Corner, Corner];
      return `M${point(from)} L${point(to)}`;
    });
    parts.push(`<path transform="translate(${f(x)} ${f(y)}) rotate(${f(tilt)} ${f(w / 2)} ${f(h)})" d="${strokes.join(' ')}" stroke="#1f2329" stroke-width="${f(between(3.2, 4.4))}" stroke-linecap="round" fill="none"/>`);
  });
  for (let i = 0; i < 3; i++) {
    parts.push(`<path d="M${f(between(0, 60))} ${f(between(0, 60))} L${f(between(100, 160))} ${f(between(0, 60))}" stroke="#4e5561" stroke-width="${f(between(0.8, 1.6))}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60" viewBox="0 0 160 60"><rect width="160" height="60" fill="#f4f5f7"/>${parts.join('')}</svg>`;
}
