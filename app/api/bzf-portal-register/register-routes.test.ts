/** @jest-environment node */
process.env.COOKIE_PARENT_DOMAIN = '.anju.example.cn';

import { eq } from 'drizzle-orm';
import { authAttempts, loginTickets, portalUsers, userSessions } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { CHINESE } from '@/lib/api/test-helpers';
import { createSession, resolveSession, SESSION_TTL_MS } from '@/lib/register/sessions';
import { peekHandoverTicket, TICKET_TTL_MS } from '@/lib/register/accounts';
import { sha256Hex } from '@/lib/register/secrets';
import * as register from './portal/register/route';
import * as login from './portal/login/route';
import * as changePassword from './portal/changePassword/route';
import * as fingerprintLogin from './portal/fingerprintLogin/route';
import * as checkToken from './portal/checkToken/route';
import * as selectUserInfo from './portal/selectUserInfo/route';
import * as autoLogin from './portal/autoLogin/route';
import * as issueHandover from './portal/issueHandoverTicket/route';
import * as confirmHandover from './portal/confirmHandover/route';
import { attemptKey, LIMITS, pairDelayMs } from '@/lib/register/attempts';
import { challengeAnswer, challengeImage, challengeNonce, CHALLENGE_TTL_MS, newChallenge } from '@/lib/register/challenge';
import * as loginChallenge from './portal/loginChallenge/route';
import * as logout from './portal/logout/route';
import * as redeemTicket from './portal/redeemTicket/route';

type Handler = (request: Request) => Promise<Response>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call answers its own data shape; the tests read fields directly
type Reply = { status: number; body: { code: string; msg: string; data: any }; cookies: Record<string, string>; setCookie: string[]; raw: string };

const BASE = '/api/bzf-portal-register/portal/';
let addressSeq = 0;
/** Each test signs in from its own address unless it says otherwise, so limits do not leak between tests. */
const freshAddress = () => `10.0.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

async function send(
  handler: Handler,
  name: string,
  opts: { body?: unknown; rawBody?: string; method?: string; headers?: Record<string, string>; cookies?: Record<string, string>; address?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.address ?? '10.9.9.9', ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
  if (opts.cookies) headers.cookie = Object.entries(opts.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
  const method = opts.method ?? (opts.body !== undefined || opts.rawBody !== undefined ? 'POST' : 'GET');
  const response = await handler(
    new Request(`http://localhost${BASE}${name}`, { method, headers, body: opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined) }),
  );
  const raw = await response.text();
  const setCookie = response.headers.getSetCookie();
  const cookies: Record<string, string> = {};
  for (const line of setCookie) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    if (!/Domain=/i.test(line)) cookies[pair!.slice(0, eq)] = decodeURIComponent(pair!.slice(eq + 1));
  }
  return { status: response.status, body: JSON.parse(raw), cookies, setCookie, raw };
}

const cookieLine = (r: Reply, name: string) => r.setCookie.find((l) => l.startsWith(`${name}=`) && !/Domain=/i.test(l)) ?? '';
let mobileSeq = 0;
const newMobile = () => `139${String(Date.now() % 1e5).padStart(5, '0')}${String(++mobileSeq).padStart(3, '0')}`;
const PASSWORD = 'Anju2026ok';

describeEachDatabase('sign-in calls', (database) => {
  async function registered(mobile = newMobile(), name?: string, address = freshAddress()) {
    const r = await send(register.POST, 'register', {
      body: { mobile, password: PASSWORD, agreeUser: true, agreeRegister: true, ...(name ? { name } : {}) },
      address,
    });
    expect(r.body.code).toBe('1');
    return { mobile, token: r.cookies.tokenId!, reply: r };
  }

  describe('registration', () => {
    it('signs the new user in: HttpOnly session cookie, readable masked number and login flag, no token in the body', async () => {
      const mobile = newMobile();
      const { reply, token } = await registered(mobile);
      expect(reply.body.data).toEqual({ userMobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}` });
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(reply.raw).not.toContain(token);
      expect(reply.raw).not.toContain(PASSWORD);
      expect(cookieLine(reply, 'tokenId')).toMatch(/HttpOnly/i);
      expect(cookieLine(reply, 'tokenId')).toMatch(/SameSite=lax/i);
      expect(cookieLine(reply, 'showNumber')).not.toMatch(/HttpOnly/i);
      expect(reply.cookies.showNumber).toBe(reply.body.data.userMobile);
      expect(reply.cookies.login).toBe('true');
      const [stored] = await database().db.select().from(portalUsers).where(eqMobile(mobile));
      expect(stored!.passwordHash).toMatch(/^scrypt\$/);
      const sessions = await database().db.select().from(userSessions);
      expect(sessions.some((s) => s.tokenHash === sha256Hex(token))).toBe(true);
      expect(sessions.some((s) => s.tokenHash === token)).toBe(false);
    });

    it('refuses a number that is already registered with 409 and keeps the first account', async () => {
      const { mobile } = await registered();
      const again = await send(register.POST, 'register', {
        body: { mobile, password: 'Other2026pw', agreeUser: true, agreeRegister: true },
        address: freshAddress(),
      });
      expect([again.status, again.body.code]).toEqual([409, '4090']);
      expect(again.cookies.tokenId).toBeUndefined();
      const ok = await send(login.POST, 'login', { body: { mobile, password: PASSWORD }, address: freshAddress() });
      expect(ok.body.code).toBe('1');
    });

    it.each([
      ['no agreement', { agreeRegister: false }],
      ['a weak password', { password: '12345678' }],
      ['an SQL string as mobile', { mobile: "1' OR '1'='1" }],
      ['an emoji name', { name: '😀' }],
      ['an unknown field', { userType: 'Admin' }],
    ])('refuses %s with 400 4000 and a Chinese message, creating nobody', async (_what, patch) => {
      const before = (await database().db.select({ id: portalUsers.id }).from(portalUsers)).length;
      const r = await send(register.POST, 'register', {
        body: { mobile: newMobile(), password: PASSWORD, agreeUser: true, agreeRegister: true, ...patch },
        address: freshAddress(),
      });
      expect([r.status, r.body.code]).toEqual([400, '4000']);
      expect(r.body.msg).toMatch(CHINESE);
      expect((await database().db.select({ id: portalUsers.id }).from(portalUsers)).length).toBe(before);
    });

    it('limits registrations per address to 10 an hour', async () => {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const r = await send(register.POST, 'register', { body: { mobile: newMobile(), password: PASSWORD, agreeUser: true, agreeRegister: true }, address });
        statuses.push(r.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('sign-in', () => {
    it('answers a wrong password and an unknown number with the same 401 words', async () => {
      const { mobile } = await registered();
      const wrong = await send(login.POST, 'login', { body: { mobile, password: 'Wrong2026x' }, address: freshAddress() });
      const unknown = await send(login.POST, 'login', { body: { mobile: '13000000001', password: 'Wrong2026x' }, address: freshAddress() });
      const malformed = await send(login.POST, 'login', { body: { mobile: 'abc', password: 'Wrong2026x' }, address: freshAddress() });
      for (const r of [wrong, unknown, malformed]) {
        expect([r.status, r.body.code, r.body.msg]).toEqual([401, '4010', '手机号或密码错误']);
        expect(r.cookies.tokenId).toBeUndefined();
      }
    });

    it('guessing from one address slows down: after 3 failures each try waits, doubling, even with the right password, and says when to retry', async () => {
      const { mobile } = await registered();
      const address = freshAddress();
      for (let i = 0; i < 3; i++) {
        expect((await send(login.POST, 'login', { body: { mobile, password: `Wrong${i}pass` }, address })).status).toBe(401);
      }
      const locked = await send(login.POST, 'login', { body: { mobile, password: PASSWORD }, address });
      expect([locked.status, locked.body.code]).toEqual([429, '4290']);
      expect(locked.body.msg).toMatch(/请 1 分钟后再试/);
      expect(locked.cookies.tokenId).toBeUndefined();
      expect([pairDelayMs(2), pairDelayMs(3), pairDelayMs(4), pairDelayMs(5), pairDelayMs(20)]).toEqual([0, 30_000, 60_000, 120_000, 15 * 60_000]);
    });

    it('a stranger cannot lock a citizen out: failures from other addresses leave the owner signing in from elsewhere', async () => {
      const { mobile } = await registered();
      for (let i = 0; i < 5; i++) {
        expect((await send(login.POST, 'login', { body: { mobile, password: `Wrong${i}pass` }, address: freshAddress() })).status).toBe(401);
      }
      const owner = await send(login.POST, 'login', { body: { mobile, password: PASSWORD }, address: freshAddress() });
      expect([owner.status, owner.body.code]).toEqual([200, '1']);
    });

    /** Spreads failures for a number over fresh addresses, as a botnet guessing it would. */
    async function failFromElsewhere(mobile: string, times: number = LIMITS.challengeAfterMobileFailures) {
      for (let i = 0; i < times; i++) {
        const r = await send(login.POST, 'login', { body: { mobile, password: `Wrong${i}pass` }, address: freshAddress() });
        expect(r.status).toBe(401);
      }
    }

    async function challengeFor(mobile: string): Promise<string> {
      const r = await send(loginChallenge.POST, 'loginChallenge', { body: { mobile } });
      expect(r.body.code).toBe('1');
      expect(r.body.data.image).toBe(`/api/bzf-portal-register/portal/loginChallenge?id=${encodeURIComponent(r.body.data.challengeId)}`);
      return r.body.data.challengeId as string;
    }

    it('strangers failing from many addresses cannot lock the owner out: the right password from a new address is asked for the picture\'s digits, and passes with them', async () => {
      const home = freshAddress();
      const { mobile } = await registered(undefined, undefined, home);
      // 30 strangers' failures: what used to lock the number for every address it had not used.
      await failFromElsewhere(mobile, 30);

      const asked = await send(login.POST, 'login', { body: { mobile, password: PASSWORD }, address: freshAddress() });
      expect([asked.status, asked.body.code]).toEqual([401, '4011']);
      expect(asked.body.msg).toBe('此账号近期有多次错误登录，为保护账号安全，请输入图中的 4 位数字后再登录');
      expect(asked.cookies.tokenId).toBeUndefined();

      const challengeId = await challengeFor(mobile);
      const image = await loginChallenge.GET(new Request(`http://localhost/api/bzf-portal-register/portal/loginChallenge?id=${encodeURIComponent(challengeId)}`));
      expect(image.status).toBe(200);
      // Pixels, not the SVG: there each digit is a readable list of strokes.
      expect(image.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await image.arrayBuffer());
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.includes('<svg')).toBe(false);
      // The source drawing has no text node and no script: the digits are drawn, never written.
      expect(challengeImage(challengeId)).not.toMatch(/<text|<script|<foreignObject/);

      const owner = await send(login.POST, 'login', { body: { mobile, password: PASSWORD, challengeId, challengeAnswer: challengeAnswer(challengeId) }, address: freshAddress() });
      expect([owner.status, owner.body.code]).toEqual([200, '1']);
      expect(owner.cookies.tokenId).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // From the address the number signed in from before, no question at all.
      await failFromElsewhere(mobile);
      const fromHome = await send(login.POST, 'login', { body: { mobile, password: PASSWORD }, address: home });
      expect([fromHome.status, fromHome.body.code]).toEqual([200, '1']);
    });

    it('a scripted guesser gets no guess for free: a wrong, reused, forged or other number\'s challenge is refused before the password counts, and each answer costs a fresh picture', async () => {
      const { mobile } = await registered();
      await failFromElsewhere(mobile);
      const attempt = (extra: Record<string, string>, password = PASSWORD) => send(login.POST, 'login', { body: { mobile, password, ...extra }, address: freshAddress() });

      const wrongDigits = await challengeFor(mobile);
      const guessed = await attempt({ challengeId: wrongDigits, challengeAnswer: challengeAnswer(wrongDigits) === '0000' ? '1111' : '0000' });
      expect([guessed.status, guessed.body.code, guessed.body.msg]).toEqual([401, '4011', '图中数字输入有误或已过期，请看新的图片重新输入']);
      expect(guessed.cookies.tokenId).toBeUndefined();
      // That picture is spent: its right digits no longer help.
      const late = await attempt({ challengeId: wrongDigits, challengeAnswer: challengeAnswer(wrongDigits) });
      expect([late.status, late.body.code]).toEqual([401, '4011']);

      // Right digits, wrong password: an ordinary failure; the picture is spent all the same.
      const once = await challengeFor(mobile);
      const wrongPassword = await attempt({ challengeId: once, challengeAnswer: challengeAnswer(once) }, 'Wrong9pass');
      expect([wrongPassword.status, wrongPassword.body.code]).toEqual([401, '4010']);
      const replay = await attempt({ challengeId: once, challengeAnswer: challengeAnswer(once) });
      expect([replay.status, replay.body.code]).toEqual([401, '4011']);

      // A picture drawn for another number, or an id made up, is worth nothing here.
      const other = await send(loginChallenge.POST, 'loginChallenge', { body: { mobile: '13000000002' } });
      const foreign = other.body.data.challengeId as string;
      expect((await attempt({ challengeId: foreign, challengeAnswer: challengeAnswer(foreign) })).body.code).toBe('4011');
      const forged = `${'A'.repeat(16)}.zzzzzz.${'B'.repeat(22)}`;
      expect((await attempt({ challengeId: forged, challengeAnswer: challengeAnswer(forged) })).body.code).toBe('4011');

      // Full-width digits from a Chinese keyboard are the same digits.
      const wide = await challengeFor(mobile);
      const fullWidth = [...challengeAnswer(wide)].map((d) => String.fromCharCode(0xff10 + Number(d))).join('');
      expect((await attempt({ challengeId: wide, challengeAnswer: fullWidth })).body.code).toBe('1');
    });

    it('a challenge expires after ten minutes', () => {
      const key = attemptKey('13912345678');
      const issued = new Date('2026-11-26T10:00:00Z');
      const id = newChallenge(key, issued);
      expect(challengeNonce(id, key, new Date(issued.getTime() + CHALLENGE_TTL_MS - 1000))).not.toBeNull();
      expect(challengeNonce(id, key, new Date(issued.getTime() + CHALLENGE_TTL_MS + 1000))).toBeNull();
      expect(challengeNonce(id, attemptKey('13912345679'), issued)).toBeNull();
    });

    it('an unknown number is asked exactly like a registered one (the challenge tells nothing about accounts)', async () => {
      const unknown = `1370${String(Date.now() % 1e7).padStart(7, '0')}`;
      await failFromElsewhere(unknown);
      const r = await send(login.POST, 'login', { body: { mobile: unknown, password: PASSWORD }, address: freshAddress() });
      expect([r.status, r.body.code]).toEqual([401, '4011']);
    });

    it('a password change from a new address is asked the same, never locked', async () => {
      const { mobile } = await registered();
      await failFromElsewhere(mobile);
      const body = { mobile, oldPassword: PASSWORD, newPassword: 'Anju2027ok' };
      const asked = await send(changePassword.POST, 'changePassword', { body, address: freshAddress() });
      expect([asked.status, asked.body.code]).toEqual([401, '4011']);
      const id = await challengeFor(mobile);
      const changed = await send(changePassword.POST, 'changePassword', { body: { ...body, challengeId: id, challengeAnswer: challengeAnswer(id) }, address: freshAddress() });
      expect(changed.body.code).toBe('1');
    });

    it('without JavaScript the sign-in form posts, is sent back with the picture to answer, and then signs in (303, nothing typed in the address)', async () => {
      const { mobile } = await registered();
      await failFromElsewhere(mobile);
      const address = freshAddress();
      const post = async (fields: Record<string, string>) => {
        const response = await login.POST(
          new Request('http://localhost/api/bzf-portal-register/portal/login', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', 'x-forwarded-for': address },
            body: new URLSearchParams({ redirect: '/t1/personalCenter/personal_info/basic_info', ...fields }).toString(),
          }),
        );
        return { status: response.status, location: new URL(response.headers.get('location') ?? '/', 'http://localhost'), setCookie: response.headers.getSetCookie() };
      };
      const first = await post({ mobile, password: PASSWORD });
      expect(first.status).toBe(303);
      expect(first.location.pathname).toBe('/login');
      expect(first.location.searchParams.get('failed')).toBe('challengeRequired');
      expect(first.location.searchParams.get('redirect')).toBe('/t1/personalCenter/personal_info/basic_info');
      expect(first.location.search).not.toContain(mobile);
      expect(first.location.search).not.toContain(PASSWORD);
      const challengeId = first.location.searchParams.get('challenge') as string;
      expect(challengeNonce(challengeId, attemptKey(mobile))).not.toBeNull();

      const second = await post({ mobile, password: PASSWORD, challengeId, challengeAnswer: challengeAnswer(challengeId) });
      expect(second.status).toBe(303);
      expect(second.location.pathname).toBe('/t1/personalCenter/personal_info/basic_info');
      expect(second.setCookie.some((l) => /^tokenId=[A-Za-z0-9_-]{43};/.test(l))).toBe(true);

      const wrong = await post({ mobile, password: 'Wrong1pass' });
      expect(wrong.location.searchParams.get('failed')).toBe('wrong');
      const crossSite = await login.POST(
        new Request('http://localhost/api/bzf-portal-register/portal/login', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
          body: new URLSearchParams({ mobile, password: PASSWORD }).toString(),
        }),
      );
      expect(crossSite.status).toBe(403);
    });

    it('a burst of parallel guesses from one address cannot get past the limit', async () => {
      const { mobile } = await registered();
      const address = freshAddress();
      const replies = await Promise.all(
        Array.from({ length: 12 }, (_, i) => send(login.POST, 'login', { body: { mobile, password: `Guess${i}pass` }, address })),
      );
      expect(replies.filter((r) => r.status === 401).length).toBeLessThanOrEqual(3);
      expect(replies.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(9);
    });

    it('locks an address after 20 failures across numbers, while other addresses still sign in', async () => {
      const address = freshAddress();
      for (let i = 0; i < 20; i++) {
        await send(login.POST, 'login', { body: { mobile: `1370000${String(i).padStart(4, '0')}`, password: 'Wrong2026x' }, address });
      }
      const { mobile } = await registered();
      expect((await send(login.POST, 'login', { body: { mobile, password: PASSWORD }, address })).status).toBe(429);
      expect((await send(login.POST, 'login', { body: { mobile, password: PASSWORD }, address: freshAddress() })).status).toBe(200);
    });

    it('a successful sign-in forgives earlier failures of the number', async () => {
      const { mobile } = await registered();
      for (let i = 0; i < 4; i++) await send(login.POST, 'login', { body: { mobile, password: 'Wrong2026x' }, address: freshAddress() });
      expect((await send(login.POST, 'login', { body: { mobile, password: PASSWORD }, address: freshAddress() })).status).toBe(200);
      for (let i = 0; i < 4; i++) await send(login.POST, 'login', { body: { mobile, password: 'Wrong2026x' }, address: freshAddress() });
      expect((await send(login.POST, 'login', { body: { mobile, password: PASSWORD }, address: freshAddress() })).status).toBe(200);
    });

    it('refuses a cross-site sign-in before looking at the password', async () => {
      const { mobile } = await registered();
      const before = (await database().db.select({ id: authAttempts.id }).from(authAttempts)).length;
      const r = await send(login.POST, 'login', { body: { mobile, password: PASSWORD }, headers: { origin: 'https://evil.example' }, address: freshAddress() });
      expect([r.status, r.body.code]).toEqual([403, '4030']);
      expect(r.cookies.tokenId).toBeUndefined();
      expect((await database().db.select({ id: authAttempts.id }).from(authAttempts)).length).toBe(before);
    });
  });

  describe('sessions', () => {
    it('selectUserInfo reads the token from the tokenId header or the cookie, and is null for visitors', async () => {
      const { token, mobile } = await registered(undefined, '王建国');
      const viaHeader = await send(selectUserInfo.GET, 'selectUserInfo', { headers: { tokenId: token } });
      const viaCookie = await send(selectUserInfo.GET, 'selectUserInfo', { cookies: { tokenId: token } });
      const expected = { userMobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`, name: '王建国', idNumberMasked: '', type: 'Certified', canSeeAdmin: true, email: '', address: '' };
      expect(viaHeader.body.data).toEqual(expected);
      expect(viaCookie.body.data).toEqual(expected);
      expect(viaHeader.raw).not.toContain(mobile);
      const anonymous = await send(selectUserInfo.GET, 'selectUserInfo');
      expect([anonymous.status, anonymous.body.code, anonymous.body.data]).toEqual([200, '1', null]);
    });

    it('canSeeAdmin is false for the user named dontHaveAccess (spec §6)', async () => {
      const { token } = await registered(undefined, 'dontHaveAccess');
      expect((await send(selectUserInfo.GET, 'selectUserInfo', { headers: { tokenId: token } })).body.data.canSeeAdmin).toBe(false);
    });

    it('an expired session is refused and checkToken expires the cookies', async () => {
      const { mobile } = await registered();
      const [user] = await database().db.select().from(portalUsers).where(eqMobile(mobile));
      const old = await createSession(user!.id, null, new Date(Date.now() - SESSION_TTL_MS - 1000));
      // The user's password "changed" at registration: make the old session younger than that check.
      await database().db.update(portalUsers).set({ passwordChangedAt: new Date(0) }).where(eqMobile(mobile));
      expect(await resolveSession(old.token)).toBeNull();
      const r = await send(checkToken.POST, 'checkToken', { body: {}, cookies: { tokenId: old.token } });
      expect([r.status, r.body.code]).toEqual([401, '4010']);
      for (const name of ['tokenId', 'showNumber', 'login']) expect(cookieLine(r, name)).toMatch(/Max-Age=0/);
    });

    it('a forged token is refused by every call', async () => {
      const forged = 'A'.repeat(43);
      expect((await send(checkToken.POST, 'checkToken', { body: { tokenId: forged } })).status).toBe(401);
      expect((await send(autoLogin.GET, 'autoLogin', { headers: { tokenId: forged } })).status).toBe(401);
      expect((await send(selectUserInfo.GET, 'selectUserInfo', { headers: { tokenId: forged } })).body.data).toBeNull();
    });

    it('checkToken confirms a live session, re-sets the cookies and hands out a rental-centre ticket', async () => {
      const { token, mobile } = await registered();
      const r = await send(checkToken.POST, 'checkToken', { body: {}, cookies: { tokenId: token } });
      expect(r.body.code).toBe('1');
      expect(r.body.data.userMobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
      expect(r.body.data.rentCenterTicket).toMatch(/^tk_/);
      expect(r.cookies.tokenId).toBe(token);
      expect(r.raw).not.toContain(token);
      const redeemed = await send(redeemTicket.POST, 'redeemTicket', { body: { ticket: r.body.data.rentCenterTicket } });
      expect(redeemed.body.data).toEqual({ userMobile: r.body.data.userMobile });
      const again = await send(redeemTicket.POST, 'redeemTicket', { body: { ticket: r.body.data.rentCenterTicket } });
      expect([again.status, again.body.code]).toEqual([401, '4010']);
    });

    it('a rental-centre ticket stops working after two minutes', async () => {
      const { token } = await registered();
      const r = await send(checkToken.POST, 'checkToken', { body: { tokenId: token } });
      await database().db.update(loginTickets).set({ expiresAt: new Date(Date.now() - 1) }).where(eqTicket(r.body.data.rentCenterTicket));
      expect((await send(redeemTicket.POST, 'redeemTicket', { body: { ticket: r.body.data.rentCenterTicket } })).status).toBe(401);
      expect(TICKET_TTL_MS).toBe(120_000);
    });

    it('GET autoLogin only reads the session: a link cannot extend it', async () => {
      const { token } = await registered();
      const before = await resolveSession(token);
      const r = await send(autoLogin.GET, 'autoLogin', { cookies: { tokenId: token } });
      expect(r.body.code).toBe('1');
      expect(r.setCookie).toEqual([]);
      expect((await resolveSession(token))?.expiresAt.getTime()).toBe(before?.expiresAt.getTime());
    });

    it('POST autoLogin from our page slides the session to seven days from now; without same-site proof it is refused', async () => {
      const { token } = await registered();
      const refused = await send(autoLogin.POST, 'autoLogin', { rawBody: '', cookies: { tokenId: token } });
      expect([refused.status, refused.body.code]).toEqual([403, '4030']);
      const r = await send(autoLogin.POST, 'autoLogin', { rawBody: '', cookies: { tokenId: token }, headers: { origin: 'http://localhost' } });
      expect(r.body.code).toBe('1');
      expect(Math.abs(new Date(r.body.data.expiresAt).getTime() - (Date.now() + SESSION_TTL_MS))).toBeLessThan(10_000);
      expect(cookieLine(r, 'tokenId')).toMatch(/Max-Age=(60479\d|604800);/);
    });

    it('checkToken with a session token in the body only validates it: no cookie is set, so a token read from a link signs nobody in', async () => {
      const { token, mobile } = await registered();
      const r = await send(checkToken.POST, 'checkToken', { body: { tokenId: token } });
      expect(r.body.code).toBe('1');
      expect(r.body.data.userMobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
      expect(r.setCookie).toEqual([]);
    });

    it('a hand-over ticket (?token=) signs a signed-out browser in once, and never replaces a live session', async () => {
      const sender = await registered();
      const issued = await send(issueHandover.POST, 'issueHandoverTicket', { rawBody: '', headers: { tokenId: sender.token } });
      expect(issued.body.code).toBe('1');
      const ticket = issued.body.data.ticket as string;
      expect(ticket).toMatch(/^tk_[A-Za-z0-9_-]{32}$/);
      expect(issued.raw).not.toContain(sender.token);

      // A reader who is signed in keeps their own session; the ticket is dropped unused.
      const reader = await registered();
      const kept = await send(checkToken.POST, 'checkToken', { body: {}, cookies: { tokenId: reader.token, bzf_handover: ticket } });
      expect(kept.body.data.userMobile).toBe(`${reader.mobile.slice(0, 3)}****${reader.mobile.slice(7)}`);
      expect(kept.cookies.tokenId).toBe(reader.token);
      expect(kept.setCookie.some((l) => l.startsWith('bzf_handover=;') && /Max-Age=0/.test(l))).toBe(true);

      // A signed-out browser is signed in by it, once.
      const fresh = await send(checkToken.POST, 'checkToken', { body: {}, cookies: { bzf_handover: ticket } });
      expect(fresh.body.code).toBe('1');
      expect(fresh.body.data.userMobile).toBe(`${sender.mobile.slice(0, 3)}****${sender.mobile.slice(7)}`);
      expect(fresh.cookies.tokenId).toBeTruthy();
      expect(fresh.cookies.tokenId).not.toBe(sender.token);
      const twice = await send(checkToken.POST, 'checkToken', { body: {}, cookies: { bzf_handover: ticket } });
      expect([twice.status, twice.body.code]).toEqual([401, '4010']);
    });

    /** The confirmation page's plain form post (issue #24 part 2): no JavaScript, a 303 onward. */
    async function answerHandover(decision: string, opts: { ticket?: string; tokenId?: string; headers?: Record<string, string> } = {}) {
      const cookies = [opts.ticket ? `bzf_handover_ask=${opts.ticket}` : '', opts.tokenId ? `tokenId=${opts.tokenId}` : ''].filter(Boolean).join('; ');
      const response = await confirmHandover.POST(
        new Request(`http://localhost${BASE}confirmHandover`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', 'sec-fetch-site': 'same-origin', ...(cookies ? { cookie: cookies } : {}), ...opts.headers },
          body: new URLSearchParams({ decision, redirect: '/t1/personalCenter/personal_info/basic_info?entry=token' }).toString(),
        }),
      );
      const setCookie = response.headers.getSetCookie();
      return { status: response.status, location: response.headers.get('location'), setCookie, session: setCookie.find((l) => /^tokenId=[^;]+/.test(l))?.split(';')[0]?.slice('tokenId='.length) };
    }

    async function handoverTicketOf(token: string): Promise<string> {
      const issued = await send(issueHandover.POST, 'issueHandoverTicket', { rawBody: '', headers: { tokenId: token } });
      return issued.body.data.ticket as string;
    }

    it('a hand-over ticket taken from an address into checkToken\'s body signs nobody in (an attacker\'s link cannot skip the confirmation)', async () => {
      const attacker = await registered();
      const ticket = await handoverTicketOf(attacker.token);
      const r = await send(checkToken.POST, 'checkToken', { body: { tokenId: ticket } });
      expect([r.status, r.body.code]).toEqual([401, '4010']);
      expect(r.setCookie.some((l) => /^tokenId=[^;]+/.test(l))).toBe(false);
      // Not spent either: the citizen can still be asked, and decline.
      expect(await peekHandoverTicket(ticket)).toEqual({ userMobile: `${attacker.mobile.slice(0, 3)}****${attacker.mobile.slice(7)}` });
    });

    it('the confirmation names the account, masked, without spending the ticket; 确认登录 signs in once, then the link is spent', async () => {
      const sender = await registered();
      const ticket = await handoverTicketOf(sender.token);
      expect(await peekHandoverTicket(ticket)).toEqual({ userMobile: `${sender.mobile.slice(0, 3)}****${sender.mobile.slice(7)}` });
      expect(await peekHandoverTicket(ticket)).not.toBeNull();

      const yes = await answerHandover('confirm', { ticket });
      expect(yes.status).toBe(303);
      expect(yes.location).toBe('/t1/personalCenter/personal_info/basic_info?entry=token');
      expect(yes.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(yes.session).not.toBe(sender.token);
      expect((await resolveSession(yes.session))?.userMobile).toBe(`${sender.mobile.slice(0, 3)}****${sender.mobile.slice(7)}`);
      expect(yes.setCookie.some((l) => l.startsWith('bzf_handover_ask=;') && /Max-Age=0/.test(l))).toBe(true);
      expect(await peekHandoverTicket(ticket)).toBeNull();

      const again = await answerHandover('confirm', { ticket });
      expect(again.status).toBe(303);
      expect(again.location).toBe(`/login?handover=expired&redirect=${encodeURIComponent('/t1/personalCenter/personal_info/basic_info?entry=token')}`);
      expect(again.session).toBeUndefined();
    });

    it('取消 drops the ticket and signs nobody in; a signed-in browser confirming keeps its own session', async () => {
      const sender = await registered();
      const ticket = await handoverTicketOf(sender.token);
      const no = await answerHandover('cancel', { ticket });
      expect([no.status, no.location, no.session]).toEqual([303, '/home', undefined]);
      expect(no.setCookie.some((l) => l.startsWith('bzf_handover_ask=;') && /Max-Age=0/.test(l))).toBe(true);

      const reader = await registered();
      const kept = await answerHandover('confirm', { ticket, tokenId: reader.token });
      expect([kept.status, kept.session]).toEqual([303, undefined]);
      expect(await peekHandoverTicket(ticket)).not.toBeNull();
    });

    it('the confirmation cannot be posted from another site', async () => {
      const sender = await registered();
      const ticket = await handoverTicketOf(sender.token);
      const forged = await answerHandover('confirm', { ticket, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect([forged.status, forged.session]).toEqual([403, undefined]);
      const noProof = await confirmHandover.POST(
        new Request(`http://localhost${BASE}confirmHandover`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `bzf_handover_ask=${ticket}` },
          body: 'decision=confirm',
        }),
      );
      expect(noProof.status).toBe(403);
      expect(await peekHandoverTicket(ticket)).not.toBeNull();
    });

    it('a ticket is issued only for a live session', async () => {
      const r = await send(issueHandover.POST, 'issueHandoverTicket', { rawBody: '', headers: { tokenId: 'Z'.repeat(43) } });
      expect([r.status, r.body.code]).toEqual([401, '4010']);
    });

    it('logout revokes the session on the server: the old token is refused everywhere, and every cookie is expired, parent domain too', async () => {
      const { token } = await registered();
      const r = await send(logout.POST, 'logout', {
        rawBody: 'tokenId=ignored',
        headers: { tokenId: token, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      });
      expect([r.status, r.body.code]).toEqual([200, '1']);
      for (const name of ['tokenId', 'showNumber', 'login', 'bzf_device', 'bzf_remembered']) {
        expect(cookieLine(r, name)).toMatch(/Max-Age=0/);
        expect(r.setCookie.some((l) => l.startsWith(`${name}=;`) && l.includes('Domain=.anju.example.cn') && l.includes('Max-Age=0'))).toBe(true);
      }
      expect((await send(checkToken.POST, 'checkToken', { body: { tokenId: token } })).status).toBe(401);
      expect((await send(autoLogin.GET, 'autoLogin', { headers: { tokenId: token } })).status).toBe(401);
      expect((await send(selectUserInfo.GET, 'selectUserInfo', { headers: { tokenId: token } })).body.data).toBeNull();
      // Twice is fine.
      expect((await send(logout.POST, 'logout', { rawBody: '', headers: { tokenId: token, 'sec-fetch-site': 'same-origin' } })).body.code).toBe('1');
    });

    it('logout without Origin or Sec-Fetch-Site (a text/plain form from anywhere) is refused and the session stays alive', async () => {
      const { token } = await registered();
      const r = await send(logout.POST, 'logout', { rawBody: 'x', headers: { 'content-type': 'text/plain' }, cookies: { tokenId: token } });
      expect([r.status, r.body.code]).toEqual([403, '4030']);
      expect(await resolveSession(token)).not.toBeNull();
    });

    it('logout refuses a cross-site request and leaves the session alive', async () => {
      const { token } = await registered();
      const r = await send(logout.POST, 'logout', { rawBody: '', headers: { tokenId: token, 'sec-fetch-site': 'cross-site' } });
      expect([r.status, r.body.code]).toEqual([403, '4030']);
      expect(await resolveSession(token)).not.toBeNull();
    });

    it('changing the password signs out every other session', async () => {
      const { mobile, token } = await registered();
      const r = await send(changePassword.POST, 'changePassword', { body: { mobile, oldPassword: PASSWORD, newPassword: 'NewPass2026' }, address: freshAddress() });
      expect(r.body.code).toBe('1');
      expect(await resolveSession(token)).toBeNull();
      expect(await resolveSession(r.cookies.tokenId)).not.toBeNull();
      expect((await send(login.POST, 'login', { body: { mobile, password: PASSWORD }, address: freshAddress() })).status).toBe(401);
      expect((await send(login.POST, 'login', { body: { mobile, password: 'NewPass2026' }, address: freshAddress() })).status).toBe(200);
    });

    it('a wrong old password changes nothing', async () => {
      const { mobile, token } = await registered();
      const r = await send(changePassword.POST, 'changePassword', { body: { mobile, oldPassword: 'Wrong2026x', newPassword: 'NewPass2026' }, address: freshAddress() });
      expect([r.status, r.body.msg]).toEqual([401, '手机号或密码错误']);
      expect(await resolveSession(token)).not.toBeNull();
    });
  });

  describe('fingerprint sign-in (spec §4) bound to the device cookie', () => {
    const FP = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

    async function remembered() {
      const { mobile } = await registered();
      const r = await send(login.POST, 'login', { body: { mobile, password: PASSWORD, remember: true, fingerprint: FP }, address: freshAddress() });
      expect(cookieLine(r, 'bzf_device')).toMatch(/HttpOnly/i);
      return { mobile, device: r.cookies.bzf_device!, token: r.cookies.tokenId! };
    }

    it('a remembered sign-in also sets the readable bzf_remembered=1, so the page knows a fingerprint is worth computing', async () => {
      const { mobile } = await registered();
      const r = await send(login.POST, 'login', { body: { mobile, password: PASSWORD, remember: true, fingerprint: FP }, address: freshAddress() });
      expect(r.cookies.bzf_remembered).toBe('1');
      expect(cookieLine(r, 'bzf_remembered')).not.toMatch(/HttpOnly/i);
      expect(cookieLine(r, 'bzf_remembered')).toMatch(/Max-Age=31536000/i);
    });

    it('with the same fingerprint and device cookie it answers a ticket that checkToken exchanges for a session', async () => {
      const { device, mobile } = await remembered();
      const lookup = await send(fingerprintLogin.POST, 'fingerprintLogin', { body: { fingerprint: FP }, cookies: { bzf_device: device } });
      expect(lookup.body.code).toBe('1');
      expect(lookup.body.data).toMatch(/^tk_/);
      const checked = await send(checkToken.POST, 'checkToken', { body: { tokenId: lookup.body.data }, cookies: { bzf_device: device } });
      expect(checked.body.code).toBe('1');
      expect(checked.body.data.userMobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
      expect(await resolveSession(checked.cookies.tokenId)).not.toBeNull();
    });

    it('a browser that is still signed in gets no ticket, so no extra session piles up', async () => {
      const { device, token } = await remembered();
      const r = await send(fingerprintLogin.POST, 'fingerprintLogin', { body: { fingerprint: FP }, cookies: { bzf_device: device, tokenId: token } });
      expect([r.body.code, r.body.data]).toEqual(['1', null]);
    });

    it('the fingerprint alone, without the device cookie, gets nothing', async () => {
      await remembered();
      const r = await send(fingerprintLogin.POST, 'fingerprintLogin', { body: { fingerprint: FP } });
      expect([r.body.code, r.body.data]).toEqual(['1', null]);
      const stranger = await send(fingerprintLogin.POST, 'fingerprintLogin', { body: { fingerprint: FP }, cookies: { bzf_device: 'B'.repeat(43) } });
      expect(stranger.body.data).toBeNull();
    });

    it('the device cookie with another fingerprint gets nothing', async () => {
      const { device } = await remembered();
      const r = await send(fingerprintLogin.POST, 'fingerprintLogin', { body: { fingerprint: 'ffffffffffffffffffffffffffffffff' }, cookies: { bzf_device: device } });
      expect(r.body.data).toBeNull();
    });

    it('a ticket works once, on its own device only', async () => {
      const { device } = await remembered();
      const ticket = (await send(fingerprintLogin.POST, 'fingerprintLogin', { body: { fingerprint: FP }, cookies: { bzf_device: device } })).body.data;
      expect((await send(checkToken.POST, 'checkToken', { body: { tokenId: ticket }, cookies: { bzf_device: 'C'.repeat(43) } })).status).toBe(401);
      expect((await send(checkToken.POST, 'checkToken', { body: { tokenId: ticket }, cookies: { bzf_device: device } })).status).toBe(200);
      expect((await send(checkToken.POST, 'checkToken', { body: { tokenId: ticket }, cookies: { bzf_device: device } })).status).toBe(401);
    });

    it('a fingerprint ticket is not a rental-centre ticket, and a rental-centre ticket signs nobody in', async () => {
      const { device, token } = await remembered();
      const fpTicket = (await send(fingerprintLogin.POST, 'fingerprintLogin', { body: { fingerprint: FP }, cookies: { bzf_device: device } })).body.data;
      expect((await send(redeemTicket.POST, 'redeemTicket', { body: { ticket: fpTicket } })).status).toBe(401);
      const rentTicket = (await send(checkToken.POST, 'checkToken', { body: { tokenId: token } })).body.data.rentCenterTicket;
      expect((await send(checkToken.POST, 'checkToken', { body: { tokenId: rentTicket }, cookies: { bzf_device: device } })).status).toBe(401);
    });

    it('changing the password on a remembered device forgets the device here too: both device cookies expire and the fingerprint no longer signs in', async () => {
      const { device, mobile, token } = await remembered();
      const r = await send(changePassword.POST, 'changePassword', {
        body: { mobile, oldPassword: PASSWORD, newPassword: 'NewPass2026' },
        cookies: { tokenId: token, bzf_device: device, bzf_remembered: '1' },
        address: freshAddress(),
      });
      expect(r.body.code).toBe('1');
      expect(await resolveSession(r.cookies.tokenId)).not.toBeNull();
      for (const name of ['bzf_device', 'bzf_remembered']) {
        expect(r.cookies[name]).toBe('');
        expect(cookieLine(r, name)).toMatch(/Max-Age=0/i);
      }
      expect((await send(fingerprintLogin.POST, 'fingerprintLogin', { body: { fingerprint: FP }, cookies: { bzf_device: device } })).body.data).toBeNull();
    });

    it('after logout on the device the fingerprint no longer signs in', async () => {
      const { device, token } = await remembered();
      await send(logout.POST, 'logout', { rawBody: '', cookies: { tokenId: token, bzf_device: device }, headers: { origin: 'http://localhost' } });
      expect((await send(fingerprintLogin.POST, 'fingerprintLogin', { body: { fingerprint: FP }, cookies: { bzf_device: device } })).body.data).toBeNull();
    });

    it('without "remember" no device cookie is set and nothing is bound', async () => {
      const { mobile } = await registered();
      const r = await send(login.POST, 'login', { body: { mobile, password: PASSWORD, fingerprint: FP }, address: freshAddress() });
      expect(r.cookies.bzf_device).toBeUndefined();
      expect(r.cookies.bzf_remembered).toBeUndefined();
    });

    it.each([
      ['an SQL string', "x' OR 1=1 --"],
      ['an emoji', '😀'],
      ['a number', 12345],
      ['a huge value', 'a'.repeat(200)],
    ])('refuses %s as fingerprint with 400', async (_what, fingerprint) => {
      const r = await send(fingerprintLogin.POST, 'fingerprintLogin', { body: { fingerprint } });
      expect([r.status, r.body.code]).toEqual([400, '4000']);
    });
  });
});

const eqMobile = (mobile: string) => eq(portalUsers.mobile, mobile);
const eqTicket = (ticket: string) => eq(loginTickets.ticketHash, sha256Hex(ticket));
