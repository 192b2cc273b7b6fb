import { expect, request as apiRequest, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { signOutFromHeader } from './helpers/sign-out';

/**
 * Accounts and sessions, in the browser: register → sign out → sign in → reload → logout, the
 * cookies gone and the old token refused everywhere; rate limit; forged tokens and reused tickets;
 * cross-site POSTs; the start-up login of spec §4 (?token= hand-over, fingerprint + device cookie).
 *
 * Every test comes from 127.0.0.1, so playwright.config.ts raises the per-address limits for the
 * test servers; the per-number limit tested here is the production one.
 */

const API = '/api/bzf-portal-register/portal';
const PORTAL_COOKIES = ['tokenId', 'showNumber', 'login', 'bzf_device', 'bzf_remembered'];
const PASSWORD = 'Anju2024ok';
const BASIC_INFO = '/t1/personalCenter/personal_info/basic_info';

const uniqueMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
const headerNumber = (page: Page) => page.getByTestId('header-show-number');
const utilityNav = (page: Page) => page.getByRole('navigation', { name: '用户服务' });

async function portalCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => PORTAL_COOKIES.includes(c.name));
}

async function tokenOf(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((c) => c.name === 'tokenId')?.value;
  expect(token, 'tokenId cookie').toBeTruthy();
  return token as string;
}

/** Registers through the API and returns the session token from the Set-Cookie answer. */
async function registerByApi(baseURL: string, mobile: string): Promise<{ token: string; api: APIRequestContext }> {
  const api = await apiRequest.newContext({ baseURL });
  const res = await api.post(`${API}/register`, { data: { mobile, password: PASSWORD, agreeUser: true, agreeRegister: true } });
  expect(res.status(), await res.text()).toBe(200);
  const line = res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value)
    .find((v) => v.startsWith('tokenId='));
  const token = line?.slice('tokenId='.length).split(';')[0] ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { token, api };
}

async function signInWithForm(page: Page, mobile: string, opts: { remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  if (opts.remember) await page.getByLabel('在此设备上保持登录').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(headerNumber(page)).toHaveText(masked(mobile));
}

test('register → sign out → sign in → reload → logout: every cookie gone and the old token refused everywhere', async ({ page, context, request }) => {
  const mobile = uniqueMobile();

  await page.goto('/login?type=register');
  await expect(page).toHaveTitle(/登录/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '注册并登录' }).click();
  // Agreement required: nothing is sent until it is ticked.
  await expect(page.getByText('请阅读并同意《用户协议》、《隐私政策》和《注册协议》')).toBeVisible();
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(headerNumber(page)).toHaveText(masked(mobile));

  // The session cookie is HttpOnly; the display cookies are readable.
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'tokenId')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(cookies.find((c) => c.name === 'showNumber')).toMatchObject({ httpOnly: false, value: masked(mobile) });
  expect(await page.evaluate(() => document.cookie)).not.toContain('tokenId');

  await signOutFromHeader(page, utilityNav(page));
  await expect(utilityNav(page).getByRole('link', { name: '登录' })).toBeVisible();
  expect(await portalCookies(context)).toEqual([]);

  await signInWithForm(page, mobile);
  await page.reload();
  await expect(headerNumber(page)).toHaveText(masked(mobile));

  // The rental-centre frame shows the synchronised sign-in; the ticket is gone from its address.
  const section = page.locator('section', { has: page.getByRole('heading', { name: '租赁服务中心' }) });
  await section.scrollIntoViewIfNeeded();
  const frame = page.frameLocator('iframe[title="租赁服务中心（登录状态同步）"]');
  await expect(frame.getByText(`已同步登录：${masked(mobile)}`)).toBeVisible();
  const frameUrl = await page.locator('iframe[title="租赁服务中心（登录状态同步）"]').evaluate((f) => (f as HTMLIFrameElement).contentWindow?.location.href);
  expect(frameUrl).not.toContain('token=');

  const oldToken = await tokenOf(context);
  await signOutFromHeader(page, utilityNav(page));
  await expect(page).toHaveURL(/\/home$/);
  await expect(utilityNav(page).getByRole('link', { name: '登录' })).toBeVisible();
  expect(await portalCookies(context)).toEqual([]);

  const headers = { tokenId: oldToken };
  const info = await request.get(`${API}/selectUserInfo`, { headers });
  expect((await info.json()).data).toBeNull();
  const check = await request.post(`${API}/checkToken`, { headers, data: {} });
  expect(check.status()).toBe(401);
  expect((await check.json()).code).toBe('4010');
  const again = await request.post(`${API}/checkToken`, { data: { tokenId: oldToken } });
  expect(again.status()).toBe(401);
  const auto = await request.get(`${API}/autoLogin`, { headers });
  expect(auto.status()).toBe(401);
  const fav = await request.get('/api/bzf-portal-background/BpbArticleCollectEntity/selectIfCollect?contentId=1', { headers });
  expect(fav.status()).toBe(401);
  const favAdd = await request.post('/api/bzf-portal-background/BpbArticleCollectEntity/insertRecord', { headers, data: { contentId: 1 } });
  expect(favAdd.status()).toBe(401);
});

test('rate limit: after 3 wrong passwords from one address the 4th try is refused with 429, and so is the right one', async ({ baseURL, request }) => {
  const mobile = uniqueMobile();
  await registerByApi(baseURL as string, mobile);
  for (let i = 1; i <= 3; i++) {
    const res = await request.post(`${API}/login`, { data: { mobile, password: `Wrong${i}pass` } });
    expect(res.status(), `attempt ${i}`).toBe(401);
    expect(await res.json()).toMatchObject({ code: '4010', msg: '手机号或密码错误', data: null });
  }
  const fourth = await request.post(`${API}/login`, { data: { mobile, password: 'Wrong4pass' } });
  expect(fourth.status()).toBe(429);
  const body = await fourth.json();
  expect(body.code).toBe('4290');
  expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  const right = await request.post(`${API}/login`, { data: { mobile, password: PASSWORD } });
  expect(right.status()).toBe(429);
  expect(right.headers()['set-cookie'] ?? '').not.toContain('tokenId=');
});

test('the login form shows the server’s messages in its alert region: wrong password, then too many attempts', async ({ page }) => {
  const mobile = uniqueMobile();
  await page.goto('/login');
  await page.getByLabel('手机号码').fill(mobile);
  const alert = page.locator('[role="alert"]:not(#__next-route-announcer__)');
  for (let i = 1; i <= 4; i++) {
    await page.getByLabel('密码', { exact: true }).fill(`Nope${i}2345`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/login'));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await answered;
    if (i < 4) await expect(alert).toHaveText(/手机号或密码错误/);
  }
  await expect(alert).toHaveText(/尝试次数过多，请 \d+ 分钟后再试/);
  await expect(page.getByLabel('手机号码')).toHaveValue(mobile);
  await expect(page).toHaveURL(/\/login$/);
});

test('without JavaScript the sign-in form still signs in: a wrong password comes back with the message, the right one lands on the page asked for', async ({ browser, baseURL }) => {
  const mobile = uniqueMobile();
  const { api } = await registerByApi(baseURL as string, mobile);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(BASIC_INFO)}`);
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill('Wrong2026x');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?failed=wrong&redirect=/);
  expect(page.url()).not.toContain(mobile);
  await expect(page.locator('[role="alert"]:not(#__next-route-announcer__)')).toHaveText(/手机号或密码错误/);

  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASIC_INFO}$`));
  await expect(page.getByRole('heading', { level: 1, name: '基本信息' })).toBeVisible();
  await expect(page.locator('main')).toContainText(masked(mobile));
  await context.close();
  await api.dispose();
});

test('a forged token or ticket is refused by every call', async ({ request }) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const forged = Array.from({ length: 43 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
  const info = await request.get(`${API}/selectUserInfo`, { headers: { tokenId: forged } });
  expect(await info.json()).toMatchObject({ code: '1', data: null });
  expect((await request.post(`${API}/checkToken`, { data: { tokenId: forged } })).status()).toBe(401);
  expect((await request.post(`${API}/checkToken`, { data: { tokenId: `tk_${forged.slice(0, 32)}` } })).status()).toBe(401);
  expect((await request.get(`${API}/autoLogin`, { headers: { tokenId: forged } })).status()).toBe(401);
  expect((await request.post(`${API}/redeemTicket`, { data: { ticket: `tk_${forged.slice(0, 32)}` } })).status()).toBe(401);
  const fav = await request.get('/api/bzf-portal-background/BpbArticleCollectEntity/selectIfCollect?contentId=1', { headers: { tokenId: forged } });
  expect(fav.status()).toBe(401);
});

test('a rental-centre ticket names the user to the rental centre but never opens a portal session', async ({ baseURL, request }) => {
  const mobile = uniqueMobile();
  const { token } = await registerByApi(baseURL as string, mobile);
  const check = await request.post(`${API}/checkToken`, { data: { tokenId: token } });
  expect(check.status()).toBe(200);
  const ticket = (await check.json()).data.rentCenterTicket as string;
  expect(ticket).toMatch(/^tk_/);
  const redeemed = await request.post(`${API}/redeemTicket`, { data: { ticket } });
  expect(await redeemed.json()).toMatchObject({ code: '1', data: { userMobile: masked(mobile) } });
  // Not a key to the portal: token validation refuses it and sets no session cookie.
  const asSession = await request.post(`${API}/checkToken`, { data: { tokenId: ticket } });
  expect(asSession.status()).toBe(401);
  expect(asSession.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie' && /^tokenId=[^;]+/.test(h.value))).toBe(false);
  const info = await request.get(`${API}/selectUserInfo`, { headers: { tokenId: ticket } });
  expect((await info.json()).data).toBeNull();
});

test('cross-site POSTs to login and logout are refused with 403 4030', async ({ request }) => {
  for (const path of ['login', 'logout', 'register', 'checkToken']) {
    const res = await request.post(`${API}/${path}`, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      data: path === 'login' ? { mobile: '13800138000', password: 'Whatever1' } : {},
    });
    expect(res.status(), path).toBe(403);
    expect((await res.json()).code, path).toBe('4030');
  }
  const originOnly = await request.post(`${API}/logout`, {
    headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  expect(originOnly.status()).toBe(403);
});

/** Spec §4 hand-over: a partner holding the user's session asks the portal for a single-use ticket. */
async function handoverTicket(api: APIRequestContext, token: string): Promise<string> {
  const res = await api.post(`${API}/issueHandoverTicket`, { headers: { tokenId: token } });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe('1');
  return body.data.ticket as string;
}

/**
 * Follows a hand-over link the way a partner's page does: a link on a page of the rental centre,
 * which on localhost is the portal's own /rentCenter page (lib/register/rent-center.ts).
 */
async function followLinkFromRentalCentre(page: Page, href: string) {
  await page.goto('/rentCenter/syncloginportal.html');
  await page.evaluate((to) => {
    const a = document.createElement('a');
    a.href = to;
    a.textContent = '进入门户个人中心';
    document.body.append(a);
  }, href);
  await page.getByRole('link', { name: '进入门户个人中心' }).click();
}

test('start-up login: ?token=<hand-over ticket> from the rental centre on the basic-info path signs the browser in and leaves the address', async ({ browser, baseURL }) => {
  const mobile = uniqueMobile();
  const { token, api } = await registerByApi(baseURL as string, mobile);
  const ticket = await handoverTicket(api, token);
  const context = await browser.newContext();
  const page = await context.newPage();
  await followLinkFromRentalCentre(page, `${BASIC_INFO}?token=${ticket}`);
  await expect(page).not.toHaveURL(/token=/);
  await expect(page.getByRole('heading', { level: 1, name: '基本信息' })).toBeVisible();
  await page.goto('/home');
  await expect(headerNumber(page)).toHaveText(masked(mobile));
  const session = (await context.cookies()).find((c) => c.name === 'tokenId');
  expect(session?.httpOnly).toBe(true);
  // A new session of its own, not the partner's.
  expect(session?.value).not.toBe(token);
  // Single use: the same link signs nobody in a second time.
  const other = await browser.newContext();
  const again = await other.newPage();
  await followLinkFromRentalCentre(again, `${BASIC_INFO}?token=${ticket}`);
  await expect(again).toHaveURL(/\/login\?redirect=/);
  await other.close();
  await context.close();
  await api.dispose();
});

test('a stranger\'s hand-over link does not sign a signed-out citizen into the stranger\'s account: it asks 「以 139****xxxx 登录？」 first', async ({ browser, baseURL }) => {
  // The attacker mints a ticket with their own session and puts it in a link on their own site.
  const attackerMobile = uniqueMobile();
  const attacker = await registerByApi(baseURL as string, attackerMobile);
  const ticket = await handoverTicket(attacker.api, attacker.token);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('http://evil.example/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html><a href="${baseURL}${BASIC_INFO}?token=${ticket}">住房补贴领取</a>` }),
  );
  await page.goto('http://evil.example/offer');
  await page.getByRole('link', { name: '住房补贴领取' }).click();

  await expect(page).toHaveURL(/\/login\?handover=confirm/);
  expect(page.url()).not.toContain(ticket);
  await expect(page.getByText(`以 ${masked(attackerMobile)} 登录？`)).toBeVisible();
  await expect(page.getByRole('button', { name: '确认登录' })).toBeVisible();
  // Not signed in while the question stands: no session cookie, the header offers 登录.
  expect((await context.cookies()).find((c) => c.name === 'tokenId')).toBeUndefined();
  await expect(utilityNav(page).getByRole('link', { name: '登录' })).toBeVisible();
  // Going straight to the personal centre does not get in either.
  await page.goto(BASIC_INFO);
  await expect(page).toHaveURL(/\/login\?redirect=/);

  // The citizen declines: still nobody, and the ticket cookie is gone.
  await page.goBack();
  await expect(page.getByText(`以 ${masked(attackerMobile)} 登录？`)).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(utilityNav(page).getByRole('link', { name: '登录' })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('tokenId');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('bzf_handover_ask');
  await context.close();
  await attacker.api.dispose();
});

test('a hand-over link opened from another app is confirmed with a plain form, without JavaScript, and lands signed in', async ({ browser, baseURL }) => {
  const mobile = uniqueMobile();
  const { token, api } = await registerByApi(baseURL as string, mobile);
  const ticket = await handoverTicket(api, token);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Opened from a chat or the app: the browser says nothing about where it came from.
  await page.goto(`${BASIC_INFO}?token=${ticket}`);
  await expect(page).toHaveURL(/\/login\?handover=confirm/);
  await expect(page.getByText(`以 ${masked(mobile)} 登录？`)).toBeVisible();
  await page.getByRole('button', { name: '确认登录' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASIC_INFO}\\?entry=token$`));
  await expect(page.getByRole('heading', { level: 1, name: '基本信息' })).toBeVisible();
  await expect(page.locator('main')).toContainText(masked(mobile));
  const session = (await context.cookies()).find((c) => c.name === 'tokenId');
  expect(session?.httpOnly).toBe(true);
  expect(session?.value).not.toBe(token);
  await context.close();
  await api.dispose();
});

test('no session fixation: a link carrying the sender\'s session token or ticket never signs a signed-in reader into the sender\'s account', async ({ browser, baseURL }) => {
  const senderMobile = uniqueMobile();
  const sender = await registerByApi(baseURL as string, senderMobile);
  const readerMobile = uniqueMobile();
  const context = await browser.newContext();
  const page = await context.newPage();
  const r = await context.request.post(`${API}/register`, { data: { mobile: readerMobile, password: PASSWORD, agreeUser: true, agreeRegister: true } });
  expect((await r.json()).code).toBe('1');

  await page.goto(`${BASIC_INFO}?token=${sender.token}`);
  await expect(page.getByRole('heading', { level: 1, name: '基本信息' })).toBeVisible();
  await expect(page.locator('main')).toContainText(masked(readerMobile));
  await expect(page.locator('main')).not.toContainText(masked(senderMobile));

  const ticket = await handoverTicket(sender.api, sender.token);
  await page.goto(`${BASIC_INFO}?token=${ticket}`);
  await expect(page.getByRole('heading', { level: 1, name: '基本信息' })).toBeVisible();
  await expect(page.locator('main')).toContainText(masked(readerMobile));
  await page.goto('/home');
  await expect(headerNumber(page)).toHaveText(masked(readerMobile));
  await context.close();
  await sender.api.dispose();
});

test('start-up login: ?token= on a page signs in when the address still carries a ticket (client branch)', async ({ browser, baseURL }) => {
  const mobile = uniqueMobile();
  const { token, api } = await registerByApi(baseURL as string, mobile);
  const ticket = await handoverTicket(api, token);
  const context = await browser.newContext();
  const page = await context.newPage();
  // A visitor: no remembered device and nothing stored, so the start-up login asks nothing.
  await page.goto('/home', { waitUntil: 'load' });
  // Hydrated (its effects ran, the start-up login's among them) before the address changes: 'load'
  // can come first, and a start-up login that ran late would take the ticket from this page's address.
  await page.locator('#site-nav[data-enhanced]').waitFor({ state: 'attached' });
  // Simulate an address the middleware did not see (e.g. set by a client-side redirect).
  await page.evaluate((t) => window.history.replaceState(null, '', `/home?token=${t}`), ticket);
  const second = page.waitForResponse((r) => r.url().endsWith('/checkToken') && r.status() === 200);
  await page.reload();
  await second;
  await expect(headerNumber(page)).toHaveText(masked(mobile));
  await context.close();
  await api.dispose();
});

test('remember: a new page with the session cookies deleted is signed in again by fingerprint + device cookie, a fresh context is not', async ({ browser }) => {
  const mobile = uniqueMobile();
  const context = await browser.newContext();
  const page = await context.newPage();
  // Register first (without remember), then sign in with remember ticked.
  await page.goto('/login?type=register');
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(headerNumber(page)).toHaveText(masked(mobile));
  await signInWithForm(page, mobile, { remember: true });
  expect((await context.cookies()).find((c) => c.name === 'bzf_device')?.httpOnly).toBe(true);
  expect((await context.cookies()).find((c) => c.name === 'bzf_remembered')).toMatchObject({ value: '1', httpOnly: false });

  // Close the signed-in page first: its own start-up login would otherwise see the cleared cookies
  // and spend the device's fingerprint ticket before the new page asks for one.
  await page.close();
  await context.clearCookies({ name: 'tokenId' });
  await context.clearCookies({ name: 'showNumber' });
  await context.clearCookies({ name: 'login' });
  const again = await context.newPage();
  const fingerprinted = again.waitForResponse((r) => r.url().endsWith('/fingerprintLogin'));
  await again.goto('/home');
  const lookup = await (await fingerprinted).json();
  expect(lookup.data).toMatch(/^tk_/);
  await expect(headerNumber(again)).toHaveText(masked(mobile));
  expect((await context.cookies()).find((c) => c.name === 'tokenId')).toBeTruthy();
  // That fingerprint ticket is spent: the same device, signed out again, cannot exchange it a second
  // time (while a session is live, checkToken confirms that session and ignores any ticket).
  await context.clearCookies({ name: 'tokenId' });
  const reuse = await again.request.post(`${API}/checkToken`, { data: { tokenId: lookup.data } });
  expect(reuse.status()).toBe(401);

  // Same browser (same fingerprint), but no device cookie: the lookup could not answer a ticket, so
  // no fingerprint is computed and nothing is asked; nothing stored either, so no validation (and
  // no 401 in the console).
  const fresh = await browser.newContext();
  const stranger = await fresh.newPage();
  const strangerCalls: string[] = [];
  stranger.on('request', (r) => {
    if (/\/(fingerprintLogin|checkToken)$/.test(r.url())) strangerCalls.push(r.url());
  });
  await stranger.goto('/home', { waitUntil: 'load' });
  await stranger.waitForTimeout(2500);
  expect(strangerCalls).toEqual([]);
  await expect(utilityNav(stranger).getByRole('link', { name: '登录' })).toBeVisible();
  expect(await portalCookies(fresh)).toEqual([]);
  await fresh.close();
  await context.close();
});

test('the rental-centre page may be framed by the portal only (X-Frame-Options SAMEORIGIN), and explains a bad ticket', async ({ page, request }) => {
  const res = await request.get('/rentCenter/syncloginportal.html');
  expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await page.goto(`/rentCenter/syncloginportal.html?token=tk_${'x'.repeat(32)}`);
  await expect(page.getByText(/未能同步登录/)).toBeVisible();
  expect(page.url()).not.toContain('token=');
});
