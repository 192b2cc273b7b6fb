/** @jest-environment node */
import { ApiError } from '@/lib/api/respond';
import { noParams } from '@/lib/validation/common';
import { assertSameSite, getRoute, readJsonBody } from './route';

const post = (headers: Record<string, string>, body?: BodyInit, extra?: RequestInit) =>
  new Request('http://localhost/api/x', { method: 'POST', headers, body, ...extra });

function refusal(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('assertSameSite', () => {
  it('lets same-origin and header-less (non-browser) requests through', () => {
    expect(() => assertSameSite(post({}))).not.toThrow();
    expect(() => assertSameSite(post({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }))).not.toThrow();
    expect(() => assertSameSite(post({ origin: 'https://portal.example.cn', host: 'portal.example.cn' }))).not.toThrow();
    expect(() => assertSameSite(post({ 'sec-fetch-site': 'none' }))).not.toThrow();
  });

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'Cross-Site', origin: 'http://localhost' }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'http://localhost:8080' }],
    [{ origin: 'https://portal.example.cn.evil.example', host: 'portal.example.cn' }],
    [{ origin: 'null' }],
    [{ origin: 'not a url' }],
  ])('refuses %j with 403 / 4030', (headers) => {
    const error = refusal(() => assertSameSite(post(headers)));
    expect({ status: error.status, code: error.code }).toEqual({ status: 403, code: '4030' });
  });
});

describe('readJsonBody', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };

  it('parses a small JSON body', async () => {
    await expect(readJsonBody(post(json, '{"a":"汉字😀"}'), 100)).resolves.toEqual({ a: '汉字😀' });
  });

  it.each([
    ['a wrong content type', { 'content-type': 'text/plain' }, '{}', 415, '4001'],
    ['a look-alike content type', { 'content-type': 'text/plain; x=application/json' }, '{}', 415, '4001'],
    ['malformed JSON', json, '{"a":', 400, '4001'],
    ['an empty body', json, '', 400, '4001'],
    ['invalid UTF-8', json, new Uint8Array([0x22, 0xff, 0x22]), 400, '4001'],
    ['a declared length over the cap', { ...json, 'content-length': '101' }, '{}', 413, '4130'],
    ['an actual length over the cap', json, `"${'x'.repeat(200)}"`, 413, '4130'],
  ])('refuses %s', async (_what, headers, body, status, code) => {
    const error = await readJsonBody(post(headers, body), 100).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect({ status: (error as ApiError).status, code: (error as ApiError).code }).toEqual({ status, code });
  });

  it('stops reading a streamed body once it passes the cap', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64).fill(0x20));
        if (pulled > 1000) controller.close();
      },
    });
    const error = await readJsonBody(post(json, stream, { duplex: 'half' } as RequestInit), 1000).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(413);
    expect(pulled).toBeLessThan(50);
  });
});

describe('getRoute', () => {
  it('turns an unexpected failure into a 500 envelope with no detail, logged once', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const GET = getRoute('test.failing', noParams, async () => {
        throw new Error('relation "bpc_content" does not exist at /srv/app/lib/cms/contents.ts:42');
      });
      const response = await GET(new Request('http://localhost/api/x'));
      expect(response.status).toBe(500);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as { code: string; msg: string; data: unknown };
      expect(body).toEqual({ code: '5000', msg: '系统繁忙，请稍后再试', data: null });
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      log.mockRestore();
    }
  });
});
