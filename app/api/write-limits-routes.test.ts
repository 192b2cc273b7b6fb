/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { call, CHINESE, expectRefused, freezeClockAtFreshMinute } from '@/lib/api/test-helpers';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { recruitFiles, shopIntentions } from '@/lib/db/schema';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import { makePdf } from '@/lib/recruitment/test-files';
import * as insertShopIntention from './bzf-portal-data-docking/dataMiddleOffice/insertShopIntention/route';
import * as upload from './bzf-portal-recruit/brcFileEntity/upload/route';

/**
 * Issue #24 part 6: one signed-in account could store 150 shop registrations in 5 s and churn
 * uploads without end. Every signed-in write is now counted per user and per client address
 * (lib/api/write-limits.ts); these tests send what a script sends.
 */

const SAME_SITE = { origin: 'http://localhost' };
const SHOP = '/api/bzf-portal-data-docking/dataMiddleOffice/insertShopIntention';

/** An area-only registration (no shop chosen), so only the rate limit can stop it. */
const areaOnly = () => ({
  applicantKind: 'person',
  personName: '王小二',
  contactName: '王小二',
  mobile: '13912345678',
  areaMin: '30',
  areaMax: '60',
  intendedUse: 'retail',
  experience: '',
  idempotencyKey: randomUUID(),
});

const postShop = (user: TestUser, headers: Record<string, string> = {}) =>
  call(insertShopIntention.POST, SHOP, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SAME_SITE, cookie: `tokenId=${user.token}`, ...headers },
    body: JSON.stringify(areaOnly()),
  });

function expectTooMany(result: { status: number; retryAfter: string | null; body: { code: string; msg: string } }, atMostSeconds: number): void {
  expect({ status: result.status, code: result.body.code }).toEqual({ status: 429, code: '4290' });
  expect(result.body.msg).toMatch(CHINESE);
  expect(result.body.msg).toMatch(/^操作过于频繁，请 \d+ (秒|分钟|小时)后再试$/);
  const seconds = Number(result.retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(atMostSeconds);
}

describeEachDatabase('signed-in writes are limited', (database) => {
  afterEach(() => jest.useRealTimers());

  it('one account sending shop registrations as fast as it can stores 10 in a minute; the rest are 429 with Retry-After', async () => {
    freezeClockAtFreshMinute();
    const user = await addTestUser(database().db);
    const results = [];
    for (let i = 0; i < 15; i += 1) results.push(await postShop(user, { 'x-forwarded-for': '10.24.6.1' }));
    expect(results.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(200));
    for (const refused of results.slice(10)) {
      expectRefused(refused, 429, '4290');
      expectTooMany(refused, 60);
    }
    const rows = await database().db.select({ id: shopIntentions.id }).from(shopIntentions).where(eq(shopIntentions.userId, user.userId));
    expect(rows).toHaveLength(10);
    // Another citizen is not held up by this one.
    expect((await postShop(await addTestUser(database().db), { 'x-forwarded-for': '10.24.6.2' })).status).toBe(200);
  });

  it('the form without JavaScript meets the same limit: 429 with a page in Chinese and a way back, not a page that says it was stored', async () => {
    freezeClockAtFreshMinute();
    const user = await addTestUser(database().db);
    // What a browser sends when a plain form is submitted: a navigation from the form's page.
    const form = () =>
      insertShopIntention.POST(
        new Request(`http://localhost${SHOP}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...SAME_SITE,
            'sec-fetch-mode': 'navigate',
            referer: 'http://localhost/t1/register?shopId=3',
            cookie: `tokenId=${user.token}`,
          },
          body: new URLSearchParams(Object.entries(areaOnly())).toString(),
        }),
      );
    const statuses = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await form()).status);
    expect(statuses).toEqual([...Array(10).fill(303), 429, 429]);
    const last = await form();
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // The browser shows what comes back: a page saying why, not the JSON envelope as raw text.
    expect(last.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(last.headers.get('cache-control')).toBe('no-store');
    const page = await last.text();
    expect(page).toMatch(/<p>操作过于频繁，请 \d+ (秒|分钟|小时)后再试<\/p>/);
    expect(page).toContain('<a class="primary" href="/t1/register?shopId=3">返回上一页</a>');
    expect(page).not.toMatch(/<script/i);
  });

  it('churning uploads stops at 20 a minute per account', async () => {
    freezeClockAtFreshMinute();
    const user = await addTestUser(database().db);
    const pdf = makePdf('cv');
    const send = () => {
      const body = new FormData();
      body.append('purpose', 'attachment');
      body.append('file', new File([new Uint8Array(pdf)], 'cv.pdf', { type: 'application/pdf' }));
      return upload.POST(new Request('http://localhost/api/bzf-portal-recruit/brcFileEntity/upload', { method: 'POST', headers: { ...SAME_SITE, cookie: `tokenId=${user.token}` }, body }));
    };
    const statuses = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await send()).status);
    expect(statuses).toEqual([...Array(20).fill(200), 429, 429]);
    expect(await database().db.select({ id: recruitFiles.id }).from(recruitFiles).where(eq(recruitFiles.userId, user.userId))).toHaveLength(20);
  });
});

/**
 * Every POST handler either counts its writes (requireWriter / assertWriteAllowed / handleFormPost
 * with a `limit` / formRoute or fileRoute with a `writer`) or is named here with the limit it has instead, so a new write cannot forget.
 */
const LIMITED_ELSEWHERE: Record<string, string> = {
  'bzf-portal-register/portal/login': 'sign-in attempts (lib/register/attempts.ts)',
  'bzf-portal-register/portal/register': 'registrations per address (lib/register/attempts.ts)',
  'bzf-portal-register/portal/changePassword': 'password attempts (lib/register/attempts.ts)',
  'bzf-portal-register/portal/fingerprintLogin': 'sign-in: a device cookie and a fingerprint, answered with a ticket',
  'bzf-portal-register/portal/checkToken': 'sign-in: spends a single-use ticket',
  'bzf-portal-register/portal/autoLogin': 'slides the caller’s own session, stores nothing new',
  'bzf-portal-register/portal/logout': 'revokes the caller’s own session',
  'bzf-portal-register/portal/redeemTicket': 'the rental centre spends a single-use ticket',
  'bzf-portal-register/portal/confirmHandover': 'spends the single-use hand-over ticket held in its 120-second cookie',
  'bzf-portal-register/portal/loginChallenge': 'stores nothing (a signed challenge id); its picture is limited per address',
  'bzf-portal-background/bpbQuestionnaireEntity/submit': 'one response per respondent (lib/questionnaires)',
  'bzf-portal-background/getAppVersion': 'a read (spec §7 makes it a POST)',
  'bzf-portal-cms/bpcCacheEntity/revalidate': 'the content system, with its bearer token',
  'bzf-portal-cms/bpcContentEntity/countView': 'anonymous writes per address (ANONYMOUS_WRITE_LIMITS)',
  'bzf-portal-case/lookup': 'a read without a session: tries per address (RATE_LIMIT_CASE_LOOKUPS_PER_HOUR)',
  'bzf-portal-cms/search/click': 'a link ping adding to an existing week’s count in memory, never a row of its own',
  'bzf-portal-register/subscriptions/oneClick': 'stores nothing: removes only the one subscription its signed token names (RFC 8058 one-click, no session)',
  'bzf-portal-monitoring/bpmModuleAccessEntity/recordAmount': 'anonymous writes per address (ANONYMOUS_WRITE_LIMITS)',
};

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === 'route.ts' ? [full] : [];
  });
}

it('every POST handler counts its writes per user and address, or names the limit it has instead', () => {
  const apiDir = path.join(process.cwd(), 'app', 'api');
  const unlimited: string[] = [];
  let limited = 0;
  for (const file of routeFiles(apiDir)) {
    const source = fs.readFileSync(file, 'utf8');
    if (!/export (const POST|async function POST)/.test(source)) continue;
    const route = path.relative(apiDir, path.dirname(file)).split(path.sep).join('/');
    const counts =
      (/requireWriter\(request, '\w+'\)|assertWriteAllowed\('\w+'/.test(source) || ((source.includes('formRoute(') || source.includes('fileRoute(')) && /writer: '\w+'/.test(source))) &&
      (!source.includes('handleFormPost(') || /limit: '\w+'/.test(source));
    if (counts) limited += 1;
    else if (!(route in LIMITED_ELSEWHERE)) unlimited.push(route);
  }
  expect(unlimited).toEqual([]);
  expect(limited).toBeGreaterThanOrEqual(18);
});
