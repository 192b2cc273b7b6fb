/**
 * zod must never probe `new Function("")` in the browser: the Content-Security-Policy has no
 * 'unsafe-eval', so the probe is a reported violation even though zod catches the error. Each module
 * that builds schemas is loaded alone, in a fresh module registry, as the first module of a page's
 * chunk would be, while `Function` records every construction.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const schemaModules = [
  ...fs
    .readdirSync(path.join(root, 'lib/validation'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts') && f !== 'zod.ts')
    .map((f) => `@/lib/validation/${f.replace(/\.ts$/, '')}`),
  '@/lib/eligibility/questions',
];

describe('zod in the browser', () => {
  const realFunction = globalThis.Function;
  let constructed: string[] = [];
  beforeEach(() => {
    constructed = [];
    // zod keeps its configuration on globalThis: a fresh page starts without it.
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args: string[]) {
        constructed.push(args.join(','));
        return Reflect.construct(target, args);
      },
      apply(target, self, args: string[]) {
        constructed.push(args.join(','));
        return Reflect.apply(target, self, args);
      },
    });
  });
  afterEach(() => {
    globalThis.Function = realFunction;
  });

  it.each(schemaModules)('%s builds its schemas without ever constructing a Function (no eval probe)', async (name) => {
    await jest.isolateModulesAsync(async () => {
      const mod = (await import(name)) as Record<string, unknown>;
      // Parsing must not compile either.
      for (const value of Object.values(mod)) {
        const schema = value as { _zod?: unknown; safeParse?: (v: unknown) => unknown } | null;
        if (schema && typeof schema === 'object' && schema._zod && typeof schema.safeParse === 'function') schema.safeParse({});
      }
    });
    expect(constructed).toEqual([]);
  });

  it('the probe would be seen: zod configured without jitless constructs a Function for its first object schema', async () => {
    await jest.isolateModulesAsync(async () => {
      const { z } = await import('zod');
      z.object({ a: z.string() }).safeParse({ a: 'x' });
    });
    expect(constructed.length).toBeGreaterThan(0);
  });
});
