/**
 * The anti-scripting challenge of anonymous questionnaires whose results are public (pure: the
 * form's script solves it, the server checks it). A challenge is a string the server signed; a
 * solution is a counter such that SHA-256("<challenge>:<counter>") starts with `bits` zero bits.
 * Finding one takes 2^bits hashes on average; checking it takes one. docs/security.md
 * "Questionnaires".
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
  0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
  0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
  0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INIT = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19] as const;

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** One SHA-256 compression of the 16 words at m[0..15] into h (m is a 64-word scratch). */
function compress(h: Uint32Array, m: Uint32Array): void {
  for (let i = 16; i < 64; i++) {
    const x = m[i - 15]!;
    const y = m[i - 2]!;
    m[i] = (m[i - 16]! + (rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3)) + m[i - 7]! + (rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10))) | 0;
  }
  let a = h[0]!, b = h[1]!, c = h[2]!, d = h[3]!, e = h[4]!, f = h[5]!, g = h[6]!, k = h[7]!;
  for (let i = 0; i < 64; i++) {
    const t1 = (k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + m[i]!) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    k = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = h[0]! + a;
  h[1] = h[1]! + b;
  h[2] = h[2]! + c;
  h[3] = h[3]! + d;
  h[4] = h[4]! + e;
  h[5] = h[5]! + f;
  h[6] = h[6]! + g;
  h[7] = h[7]! + k;
}

/**
 * A hasher of "<prefix><suffix>" for many short suffixes (ASCII): the prefix's whole 64-byte
 * blocks are compressed once, so each try costs one or two compressions and no allocation.
 * Answers the digest's first two words (what the difficulty looks at).
 */
export function prefixHasher(prefix: string): (suffix: string) => [number, number] {
  const whole = prefix.length - (prefix.length % 64);
  const mid = Uint32Array.from(INIT);
  const m = new Uint32Array(64);
  for (let b = 0; b < whole; b += 64) {
    m.fill(0, 0, 16);
    for (let i = 0; i < 64; i++) m[i >> 2]! |= (prefix.charCodeAt(b + i) & 0xff) << (24 - (i & 3) * 8);
    compress(mid, m);
  }
  const rest = prefix.slice(whole);
  const h = new Uint32Array(8);
  const tail = new Uint32Array(32);
  return (suffix) => {
    const text = rest + suffix;
    const length = text.length;
    const blocks = length + 9 > 64 ? 2 : 1;
    tail.fill(0);
    for (let i = 0; i < length; i++) tail[i >> 2]! |= (text.charCodeAt(i) & 0xff) << (24 - (i & 3) * 8);
    tail[length >> 2]! |= 0x80 << (24 - (length & 3) * 8);
    tail[blocks * 16 - 1] = (whole + length) * 8;
    h.set(mid);
    for (let b = 0; b < blocks; b++) {
      for (let i = 0; i < 16; i++) m[i] = tail[b * 16 + i]!;
      compress(h, m);
    }
    return [h[0]!, h[1]!];
  };
}

/** Leading zero bits of a digest's first two words (up to 64). */
export function leadingZeroBits([first, second]: readonly [number, number]): number {
  return first >>> 0 !== 0 ? Math.clz32(first) : 32 + Math.clz32(second >>> 0);
}

/** The difficulty a challenge asks for: "v1.<questionnaire>.<expires>.<bits>.<nonce>.<mac>". */
export function challengeBits(challenge: string): number | null {
  const bits = Number(challenge.split('.')[3]);
  return Number.isInteger(bits) && bits >= 1 && bits <= 40 ? bits : null;
}

/**
 * Finds a solution, a slice of hashes at a time with a pause between slices, so the page stays
 * responsive while the person fills in the form. Rejects when `signal` aborts.
 */
export async function solveChallenge(challenge: string, options: { slice?: number; signal?: AbortSignal } = {}): Promise<string> {
  const bits = challengeBits(challenge);
  if (bits === null) throw new Error('malformed challenge');
  const hash = prefixHasher(`${challenge}:`);
  const slice = options.slice ?? 50_000;
  for (let counter = 0; ; ) {
    for (const end = counter + slice; counter < end; counter++) {
      if (leadingZeroBits(hash(String(counter))) >= bits) return String(counter);
    }
    if (options.signal?.aborted) throw new Error('aborted');
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
