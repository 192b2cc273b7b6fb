/**
 * mulberry32: a small deterministic generator of numbers in [0, 1). Not for secrets: for data that
 * must come out the same from the same seed (a flood a failing test can repeat, a bench's corpus,
 * a challenge picture drawn the same way every time it is asked for). Plain ESM, so scripts use it too.
 * @param {number} seed
 * @returns {() => number}
 */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
