/** @jest-environment node */
import { call, expectRefused } from '@/lib/api/test-helpers';

const PATH = '/api/bzf-portal-cms/bpcCacheEntity/revalidate';
const TOKEN = 'operator-token-0123456789abcdef0123456789';

/** The route module as a server started with `token` (or none) in its environment would load it. */
async function routeWith(token: string | undefined) {
  jest.resetModules();
  if (token === undefined) delete process.env.REVALIDATE_TOKEN;
  else process.env.REVALIDATE_TOKEN = token;
  return import('./bpcCacheEntity/revalidate/route');
}

const post = (body: unknown, authorization?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
  body: JSON.stringify(body),
});

afterAll(() => {
  delete process.env.REVALIDATE_TOKEN;
});

describe('cache refresh for the content system (POST bpcCacheEntity/revalidate)', () => {
  it('is refused with 403 and a Chinese reason while no REVALIDATE_TOKEN is configured', async () => {
    const route = await routeWith(undefined);
    const result = await call(route.POST, PATH, post({ tags: ['cms:contents'] }, `Bearer ${TOKEN}`));
    expectRefused(result, 403, '4030');
    expect(result.body.msg).toContain('REVALIDATE_TOKEN');
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer operator-token-0123456789abcdef012345678X'],
    ['a shorter token', 'Bearer operator'],
  ])('answers 401 (code 4010) to %s', async (_what, authorization) => {
    const route = await routeWith(TOKEN);
    expectRefused(await call(route.POST, PATH, post({ tags: ['cms:contents'] }, authorization)), 401, '4010');
  });

  it('names the allowed tags when asked for an unknown one, and wants at least one', async () => {
    const route = await routeWith(TOKEN);
    const unknown = await call(route.POST, PATH, post({ tags: ['everything'] }, `Bearer ${TOKEN}`));
    expectRefused(unknown, 400, '4000');
    expect(unknown.body.msg).toContain('cms:contents');
    expectRefused(await call(route.POST, PATH, post({ tags: [] }, `Bearer ${TOKEN}`)), 400, '4000');
  });
});
