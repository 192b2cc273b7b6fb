/** @jest-environment node */
import zlib from 'node:zlib';
import { acceptsGzip, createHtmlBodyCache, isSharedBody } from './html-body-cache.mjs';

const page = (n: number) => Buffer.from(`<!DOCTYPE html><html><body>${'公租房申请指南 '.repeat(300)}<p>${n}</p></body></html>`);

describe('which requests get gzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['*', true],
    ['GZIP', true],
    ['identity', false],
    ['', false],
    [undefined, false],
    ['gzip;q=0, *', false],
    ['br, *;q=0', false],
    ['deflate', false],
    ['gzip;q=abc', false],
  ])('Accept-Encoding %p → %p', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('which pages are shared between visitors', () => {
  it.each([
    ['s-maxage=300, stale-while-revalidate=31535700', true],
    ['public, max-age=0, must-revalidate', true],
    ['private, no-cache, no-store, max-age=0, must-revalidate', false],
    ['no-store', false],
    ['private', false],
    ['', false],
    [undefined, false],
  ])('Cache-Control %p → %p', (value, expected) => {
    expect(isSharedBody(value)).toBe(expected);
  });
});

describe('the HTML body cache', () => {
  it('computes a page policy once per distinct body', () => {
    const policyOf = jest.fn((html: Buffer) => `policy-${html.length}`);
    const cache = createHtmlBodyCache({ policyOf });
    const a = page(1);
    expect(cache.policy(a)).toBe(cache.policy(Buffer.from(a)));
    expect(policyOf).toHaveBeenCalledTimes(1);
    cache.policy(page(2));
    expect(policyOf).toHaveBeenCalledTimes(2);
  });

  it('computes a personal page\'s policy for its response only, never keeping it', () => {
    const policyOf = jest.fn((html: Buffer) => `policy-${html.length}`);
    const cache = createHtmlBodyCache({ policyOf });
    const body = page(5);
    cache.policy(body, false);
    cache.policy(body, false);
    expect(policyOf).toHaveBeenCalledTimes(2);
    expect(cache.stats().entries).toBe(0);
  });

  it('compresses a shared page once and gives back bytes that inflate to the page', () => {
    const cache = createHtmlBodyCache({ policyOf: () => 'p' });
    const body = page(3);
    const first = cache.gzip(body, true);
    expect(cache.gzip(Buffer.from(body), true)).toBe(first);
    expect(zlib.gunzipSync(first).equals(body)).toBe(true);
    expect(first.length).toBeLessThan(body.length / 5);
  });

  it('does not keep the compressed bytes of a personal page', () => {
    const cache = createHtmlBodyCache({ policyOf: () => 'p' });
    const body = page(4);
    const one = cache.gzip(body, false);
    const two = cache.gzip(body, false);
    expect(one).not.toBe(two);
    expect(zlib.gunzipSync(two).equals(body)).toBe(true);
    expect(cache.stats().entries).toBe(0);
  });

  it('stays within its byte and entry bounds, dropping the least recently used first', () => {
    const policyOf = jest.fn(() => 'p');
    const cache = createHtmlBodyCache({ policyOf, maxEntries: 3 });
    const bodies: Buffer[] = [page(10), page(11), page(12)];
    const [oldest, second] = bodies as [Buffer, Buffer, Buffer];
    bodies.forEach((b) => cache.gzip(b, true));
    // Touch the oldest, so the second one is the one a fourth page pushes out.
    cache.policy(oldest);
    cache.gzip(page(13), true);
    expect(cache.stats().entries).toBe(3);
    expect(policyOf).toHaveBeenCalledTimes(4);
    cache.policy(oldest);
    expect(policyOf).toHaveBeenCalledTimes(4);
    cache.policy(second);
    expect(policyOf).toHaveBeenCalledTimes(5);

    const small = createHtmlBodyCache({ policyOf, maxBytes: 4096 });
    for (let i = 0; i < 20; i++) small.gzip(page(100 + i), true);
    expect(small.stats().bytes).toBeLessThanOrEqual(4096);
  });
});
