/** @jest-environment node */
import { portalUsers } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { toErrorResponse } from '@/lib/api/respond';
import { inspect } from 'node:util';
import { DatabaseQueryError } from '@/lib/db/query-errors';
import { redactedConsoleLine } from '@/lib/server/console-redaction';
import { databaseErrorCode, describeError, redactLogText } from './log';

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
    // The error the database layer throws carries none of the values, however it is printed (Next's
    // logger prints message, stack, own properties and cause), yet keeps the SQLSTATE callers need.
    expect(failure).toBeInstanceOf(DatabaseQueryError);
    expect((failure as Error).message).toBe('database query failed: insert into "bpr_portal_user" (sqlstate 23505)');
    const printed = `${inspect(failure, { depth: 8 })} ${(failure as Error).stack}`;
    for (const value of Object.values(PII)) expect(printed).not.toContain(value);
    expect(printed).not.toContain('params');
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

describe('the console filter (second line: Next\'s own error logger, libraries)', () => {
  const tokenHash = 'f158e3fd44a39015970350d27786d2579faece9a649e4a25675dfa9f95af49cd';

  it('a drizzle error printed whole, as Next\'s logger does, loses its SQL parameters, token hash, mobile and ID number', () => {
    const driver = Object.assign(new Error('Query read timeout'), {});
    const drizzleError = Object.assign(new Error(`Failed query: select … where token_hash = $1 and mobile = $2\nparams: ${tokenHash},13912345678,11010519491231002X`), {
      name: 'DrizzleQueryError',
      query: 'select … where token_hash = $1',
      params: [tokenHash, '13912345678', '11010519491231002X'],
      cause: driver,
    });
    const line = redactedConsoleLine([' ⨯', drizzleError]);
    for (const secret of [tokenHash, '13912345678', '11010519491231002X', 'params:']) expect(line).not.toContain(secret);
    expect(line).toContain('DrizzleQueryError');
  });

  it('any other line keeps its words but not a parameter list, a long hex digest, a mobile or an ID number', () => {
    const line = redactedConsoleLine(['lookup %s for %s failed', tokenHash, '用户 13912345678', { id: '11010519491231002x' }]);
    expect(line).toBe("lookup [hex withheld] for 用户 [mobile withheld] failed { id: '[ID number withheld]' }");
    expect(redactLogText('Failed query: insert …\nparams: 张三,幸福路88号\n    at x')).toBe('Failed query: insert …\nparams: [withheld]\n    at x');
  });

  it('leaves ordinary numbers alone: ports, timestamps, counts and short digests', () => {
    const line = 'portal ready on http://localhost:4415 at 1764165365953, 12 requests, digest 3850064849';
    expect(redactLogText(line)).toBe(line);
  });
});
