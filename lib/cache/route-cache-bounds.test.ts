/** @jest-environment node */
import RouteCacheHandler from './route-cache-handler.js';

describe('route cache bounds', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  test('the handler and lib/env.ts agree on the defaults (the handler cannot import lib/env)', async () => {
    delete process.env.ROUTE_CACHE_MAX_ENTRIES;
    delete process.env.ROUTE_CACHE_MAX_MB;
    const { getEnv } = await import('@/lib/env');
    const env = getEnv();
    expect({ maxEntries: env.ROUTE_CACHE_MAX_ENTRIES, maxMb: env.ROUTE_CACHE_MAX_MB }).toEqual(RouteCacheHandler.ROUTE_CACHE_DEFAULTS);
  });

  test('an invalid bound is refused at start-up instead of silently falling back', async () => {
    process.env.ROUTE_CACHE_MAX_MB = '0';
    const { getEnv } = await import('@/lib/env');
    expect(() => getEnv()).toThrow(/ROUTE_CACHE_MAX_MB/);
  });
});
