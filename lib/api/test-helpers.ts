/** Calls an exported route handler the way Next does, and reads the envelope back. */
export type Called = { status: number; cacheControl: string | null; retryAfter: string | null; body: { code: string; msg: string; data: unknown } };

export async function call(handler: (request: Request) => Promise<Response>, path: string, init?: RequestInit): Promise<Called> {
  const response = await handler(new Request(`http://localhost${path}`, init));
  const text = await response.text();
  return { status: response.status, cacheControl: response.headers.get('cache-control'), retryAfter: response.headers.get('retry-after'), body: JSON.parse(text) as Called['body'] };
}

export const CHINESE = /[\u4e00-\u9fff]/;

/** A refused request: 4xx, a non-"1" code, a Chinese message, no data and nothing that looks like a stack. */
export function expectRefused(result: Called, status: number, code: string): void {
  expect({ status: result.status, code: result.body.code }).toEqual({ status, code });
  expect(result.body.msg).toMatch(CHINESE);
  expect(result.body.data).toBeNull();
  expect(Object.keys(result.body).sort()).toEqual(['code', 'data', 'msg']);
  expect(JSON.stringify(result.body)).not.toMatch(/\bat .+\.(ts|js):\d+|Error:/);
  expect(result.cacheControl).toBe('no-store');
}

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Freezes the clock (Date only; timers and I/O run normally) at the start of a fresh minute, so a
 * test that counts requests in a one-minute window cannot straddle two windows. Undo with
 * jest.useRealTimers().
 */
export function freezeClockAtFreshMinute(): void {
  const next = Math.ceil(Date.now() / 60_000) * 60_000 + 1_000;
  jest.useFakeTimers({
    now: next,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}
