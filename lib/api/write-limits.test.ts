/** @jest-environment node */
import { ApiError } from '@/lib/api/respond';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { assertWriteAllowed, WRITE_LIMITS, writersPerAddress } from './write-limits';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const from = (address: string) => new Request('http://localhost/api/x', { method: 'POST', headers: { 'x-portal-client-address': address } });

async function outcome(promise: Promise<void>): Promise<'ok' | { status: number; code: string; msg: string; retryAfter: string | null }> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const response = new Response(null);
    const headers = { set: (k: string, v: string) => response.headers.set(k, v) };
    error.decorate?.({ headers } as never);
    return { status: error.status, code: error.code, msg: error.userMessage, retryAfter: response.headers.get('retry-after') };
  }
}

/** Not writes a person repeats: 我的数据 builds a whole ZIP (a few a day is plenty), 注销 happens once. */
const ONCE_IN_A_WHILE = ['dataExport', 'accountDelete'];

it('a citizen’s pace is far below every limit: at least 5 a minute and 30 a day of each write', () => {
  for (const [kind, windows] of Object.entries(WRITE_LIMITS)) {
    if (ONCE_IN_A_WHILE.includes(kind)) continue;
    const perMinute = windows.find((w) => w.windowMs === MINUTE)?.max ?? 0;
    const perDay = windows.find((w) => w.windowMs === DAY)?.max ?? 0;
    expect({ kind, minute: perMinute >= 5, day: perDay >= 30 }).toEqual({ kind, minute: true, day: true });
  }
  expect(writersPerAddress()).toBe(20);
});

it('a citizen can still take their data out a few times and retry a 注销 that failed', () => {
  expect(WRITE_LIMITS.dataExport).toEqual([{ max: 3, windowMs: 10 * MINUTE }, { max: 10, windowMs: DAY }]);
  expect(WRITE_LIMITS.accountDelete.find((w) => w.windowMs === MINUTE)?.max).toBeGreaterThanOrEqual(3);
});

describeEachDatabase('write limits', () => {
  it('the day’s allowance holds when the writes are spread over the day, and the wait is named in hours', async () => {
    // 30 shop registrations a day for one account, sent two minutes apart (never a burst).
    const dayStart = Math.ceil(Date.now() / DAY) * DAY + DAY;
    const results = [];
    for (let i = 0; i < 32; i += 1) results.push(await outcome(assertWriteAllowed('shopIntention', from('10.24.7.1'), 900_001, new Date(dayStart + i * 2 * MINUTE))));
    expect(results.slice(0, 30)).toEqual(Array(30).fill('ok'));
    const refused = results[30] as Exclude<(typeof results)[number], 'ok'>;
    const secondsLeft = (DAY - 30 * 2 * MINUTE) / 1000;
    expect(refused).toEqual({ status: 429, code: '4290', msg: `操作过于频繁，请 ${Math.ceil(secondsLeft / 3600)} 小时后再试`, retryAfter: String(secondsLeft) });
    // The next day starts afresh.
    expect(await outcome(assertWriteAllowed('shopIntention', from('10.24.7.1'), 900_001, new Date(dayStart + DAY)))).toBe('ok');
  });

  it('many accounts behind one address share 20 × the per-user allowance; another address and the accounts elsewhere are not affected', async () => {
    const minute = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + 10 * DAY);
    const perUser = WRITE_LIMITS.userInfo[0].max;
    const perAddress = perUser * writersPerAddress();
    const results = [];
    // 21 accounts, each within its own allowance, all from one address.
    for (let user = 0; user <= writersPerAddress(); user += 1) {
      for (let i = 0; i < perUser; i += 1) results.push(await outcome(assertWriteAllowed('userInfo', from('10.24.7.50'), 910_000 + user, minute)));
    }
    expect(results.slice(0, perAddress)).toEqual(Array(perAddress).fill('ok'));
    expect(results.slice(perAddress).every((r) => typeof r === 'object' && r.status === 429)).toBe(true);
    expect(await outcome(assertWriteAllowed('userInfo', from('10.24.7.51'), 920_000, minute))).toBe('ok');
    // Each kind of write has its own counts: the same account may still save a family member.
    expect(await outcome(assertWriteAllowed('familyMember', from('10.24.7.52'), 910_000 + writersPerAddress(), minute))).toBe('ok');
  });
});
