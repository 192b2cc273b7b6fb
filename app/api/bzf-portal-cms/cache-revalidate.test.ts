/** @jest-environment node */
import { call, CHINESE, expectRefused } from '@/lib/api/test-helpers';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { testTargets, type TestDatabase } from '@/lib/db/testing';

const PATH = '/api/bzf-portal-cms/bpcCacheEntity/revalidate';
const TOKEN = 'operator-token-0123456789abcdef0123456789';

/** The route module (and the token check) as a server started with `token` (or none) would load them. */
async function routeWith(token: string | undefined) {
  jest.resetModules();
  if (token === undefined) delete process.env.REVALIDATE_TOKEN;
  else process.env.REVALIDATE_TOKEN = token;
  return { route: await import('./bpcCacheEntity/revalidate/route'), guard: await import('@/lib/cache/revalidate-token') };
}

let addressSeq = 0;
/** A client address of its own for each test, so the per-address limit of one test never meets another's. */
const nextAddress = () => `10.24.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

const post = (body: unknown, authorization: string | undefined, address: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(authorization ? { authorization } : {}) },
  body: JSON.stringify(body),
});

afterAll(() => {
  delete process.env.REVALIDATE_TOKEN;
});

describe('cache refresh for the content system (POST bpcCacheEntity/revalidate)', () => {
  it('is refused with 403 and a Chinese reason while no REVALIDATE_TOKEN is configured', async () => {
    const { route } = await routeWith(undefined);
    const result = await call(route.POST, PATH, post({ tags: ['cms:contents'] }, `Bearer ${TOKEN}`, nextAddress()));
    expectRefused(result, 403, '4030');
    expect(result.body.msg).toContain('REVALIDATE_TOKEN');
  });
});

describe.each(testTargets().map((t) => [t.name, t] as const))('the operators’ token on %s (issue #24 part 8c)', (_name, target) => {
  let handle: TestDatabase | undefined;
  let modules: Awaited<ReturnType<typeof routeWith>>;
  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    modules = await routeWith(TOKEN);
  });
  afterAll(() => closeServiceDatabase(handle));

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer operator-token-0123456789abcdef012345678X'],
    ['a shorter token', 'Bearer operator'],
    ['a longer token', `Bearer ${TOKEN}0`],
  ])('answers 401 (code 4010) to %s', async (_what, authorization) => {
    expectRefused(await call(modules.route.POST, PATH, post({ tags: ['cms:contents'] }, authorization, nextAddress())), 401, '4010');
  });

  it('a wrong token is refused before a byte of the body is read', async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled = true;
        controller.enqueue(new TextEncoder().encode('{"tags":["cms:contents"]}'));
        controller.close();
      },
    }, { highWaterMark: 0 }); // pulled only when someone reads
    const init = { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), authorization: 'Bearer wrong' }, body, duplex: 'half' } as RequestInit;
    expectRefused(await call(modules.route.POST, PATH, init), 401, '4010');
    expect(pulled).toBe(false);
    // Nor does a malformed body change the answer: the caller is refused first.
    expectRefused(await call(modules.route.POST, PATH, { ...post(null, 'Bearer wrong', nextAddress()), body: '{not json' }), 401, '4010');
  });

  it(`after ${10} wrong tokens from one address every attempt from it is 429 with Retry-After, the right token too; other addresses are not affected`, async () => {
    const { WRONG_TOKEN_LIMIT, WRONG_TOKEN_WINDOW_MS } = modules.guard;
    expect(WRONG_TOKEN_LIMIT).toBe(10);
    const guesser = nextAddress();
    // Sent all at once: each is counted before its token is compared, so a burst cannot slip past.
    const burst = await Promise.all(
      Array.from({ length: WRONG_TOKEN_LIMIT + 5 }, (_, i) => call(modules.route.POST, PATH, post({ tags: ['cms:contents'] }, `Bearer guess-${i}`, guesser))),
    );
    expect(burst.filter((r) => r.status === 401)).toHaveLength(WRONG_TOKEN_LIMIT);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(5);

    const limited = await call(modules.route.POST, PATH, post({ tags: ['cms:contents'] }, `Bearer ${TOKEN}`, guesser));
    expectRefused(limited, 429, '4290');
    expect(limited.body.msg).toMatch(CHINESE);
    expect(limited.body.msg).toMatch(/\d+ 分钟后再试/);
    const retryAfter = Number(limited.retryAfter);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WRONG_TOKEN_WINDOW_MS / 1000);

    // Another address still reaches the check: a wrong token is 401 there, the right one passes.
    const other = nextAddress();
    expectRefused(await call(modules.route.POST, PATH, post({ tags: ['cms:contents'] }, 'Bearer wrong', other)), 401, '4010');
    await expect(modules.guard.assertRevalidateOperator(new Request(`http://localhost${PATH}`, post({}, `Bearer ${TOKEN}`, other)))).resolves.toBeUndefined();
  });

  it('the right token is never limited: an operator may call it as often as edits need', async () => {
    const operator = nextAddress();
    for (let i = 0; i < 25; i += 1) {
      // An unknown tag is refused after the token passed (400, naming the allowed tags), so nothing is revalidated here.
      const unknown = await call(modules.route.POST, PATH, post({ tags: ['everything'] }, `Bearer ${TOKEN}`, operator));
      expectRefused(unknown, 400, '4000');
      expect(unknown.body.msg).toContain('cms:contents');
    }
    expectRefused(await call(modules.route.POST, PATH, post({ tags: [] }, `Bearer ${TOKEN}`, operator)), 400, '4000');
  });
});
