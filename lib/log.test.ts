/** @jest-environment node */
import { portalUsers } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { toErrorResponse } from '@/lib/api/respond';
import { databaseErrorCode, describeError } from './log';

/** Recognisable personal data, as a failing query would carry it in its parameters. */
const PII = {
  mobile: '13912345678',
  passwordHash: 'scrypt$32768$8$1$c2FsdHNhbHQ$SECRETHASHVALUE',
  name: '张秘密',
  email: 'zhang.mimi@example.cn',
  address: '幸福路88号3单元502室',
  idNumberCipher: 'v1:CIPHERTEXT-OF-THE-ID-NUMBER',
};

function captureConsole(): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const spies = (['error', 'warn', 'log', 'info'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '));
    }),
  );
  return { lines, restore: () => spies.forEach((s) => s.mockRestore()) };
}

describe.each(testTargets().map((t) => [t.name, t] as const))('a failing query is logged without its parameters on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('a unique violation while storing a user logs the error name and SQLSTATE 23505, never a mobile, hash, name, e-mail, address or ID cipher', async () => {
    await handle!.db.insert(portalUsers).values(PII);
    let failure: unknown;
    try {
      await handle!.db.insert(portalUsers).values(PII);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeDefined();
    // The raw error does carry the values: that is what must never reach the log.
    expect(String((failure as Error).message)).toContain(PII.mobile);
    expect(databaseErrorCode(failure)).toBe('23505');

    const output = captureConsole();
    try {
      const response = toErrorResponse(failure, 'register.register');
      expect(response.status).toBe(500);
      expect(JSON.stringify(await response.json())).not.toContain(PII.mobile);
    } finally {
      output.restore();
    }
    const logged = output.lines.join('\n');
    expect(logged).toContain('[api] register.register failed');
    expect(logged).toContain('sqlstate=23505');
    for (const value of Object.values(PII)) expect(logged).not.toContain(value);
  });
});

describe('describeError', () => {
  it('keeps the message of an error that is not from the database', () => {
    expect(describeError(new TypeError('x is not a function'))).toBe('TypeError x is not a function');
  });

  it('withholds the message of a driver error and of drizzle\'s wrapper', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint, Key (mobile)=(13912345678)'), { code: '23505' });
    expect(describeError(driver)).not.toContain('13912345678');
    const wrapped = Object.assign(new Error('Failed query: insert … params: 13912345678'), { name: 'DrizzleQueryError', cause: driver });
    expect(describeError(wrapped)).toMatch(/^DrizzleQueryError sqlstate=23505/);
    expect(describeError(wrapped)).not.toContain('13912345678');
  });
});
