import { expect, test, type Browser } from '@playwright/test';
import { USER_AGENTS } from '../lib/device/test-user-agents';
import { APP_OPEN_FALLBACK_MS } from '../lib/app-entry/open-app';

/**
 * The app page (/t1/app_download, issue #13 part 2): versions, notes, QR codes drawn on the
 * server, and 打开 App with each device's fallback (spec §4, §8, §9), in a real browser with the
 * device's user agent.
 */
const APP_PAGE = '/t1/app_download';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function phone(browser: Browser, userAgent: string) {
  const context = await browser.newContext({ userAgent, viewport: { width: 375, height: 800 }, locale: 'zh-CN' });
  return { context, page: await context.newPage() };
}

test('the footer leads to the app page with both versions, their notes, links and server-drawn QR codes', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('contentinfo').getByRole('link', { name: 'App 下载' }).click();
  await expect(page).toHaveURL(/\/t1\/app_download$/);
  await expect(page.getByRole('heading', { level: 1, name: 'App 下载' })).toBeVisible();
  for (const [name, link, qr] of [
    ['Android 版', '下载 Android 安装包', 'Android 版的下载二维码'],
    ['iOS 版', '前往 App Store 下载', 'iOS 版的下载二维码'],
  ]) {
    const card = page.getByRole('region', { name });
    await expect(card.getByText(/当前版本 \d+\.\d+\.\d+/)).toBeVisible();
    await expect(card.getByRole('listitem').first()).toBeVisible();
    await expect(card.getByRole('link', { name: link })).toHaveAttribute('href', /download\.html#(android|ios)-help$/);
    // An inline SVG with real modules, named for screen readers; no image request, no outside service.
    const code = card.getByRole('img', { name: qr });
    await expect(code).toBeVisible();
    expect((await code.locator('path').getAttribute('d'))!.length).toBeGreaterThan(500);
  }
});

test('打开 App on Android goes to the download page once 4000 ms pass with the page still visible', async ({ browser }) => {
  const { context, page } = await phone(browser, USER_AGENTS.androidChrome);
  await page.goto(APP_PAGE);
  const started = Date.now();
  await page.getByTestId('open-app').click();
  await expect(page.getByRole('status').filter({ hasText: '正在尝试打开 App' })).toBeVisible();
  await page.waitForURL(/download\.html#android-help$/, { timeout: APP_OPEN_FALLBACK_MS.android + 6000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(APP_OPEN_FALLBACK_MS.android - 100);
  await context.close();
});

test('打开 App on an iPhone goes to the App Store page after 2000 ms', async ({ browser }) => {
  const { context, page } = await phone(browser, USER_AGENTS.iphoneSafari);
  await page.goto(APP_PAGE);
  const started = Date.now();
  await page.getByTestId('open-app').click();
  await page.waitForURL(/download\.html#ios-help$/, { timeout: APP_OPEN_FALLBACK_MS.ios + 6000 });
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThanOrEqual(APP_OPEN_FALLBACK_MS.ios - 100);
  expect(waited).toBeLessThan(APP_OPEN_FALLBACK_MS.android);
  await context.close();
});

test('inside the messenger browser 打开 App says to open the page in a browser, and stays', async ({ browser }) => {
  const { context, page } = await phone(browser, USER_AGENTS.weixinAndroid);
  await page.goto(APP_PAGE);
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(`${d.type()}: ${d.message()}`);
    void d.accept();
  });
  await page.getByTestId('open-app').click();
  await expect.poll(() => alerts).toEqual([expect.stringMatching(/^alert: .*在浏览器中打开/)]);
  await page.waitForTimeout(APP_OPEN_FALLBACK_MS.android + 500);
  await expect(page).toHaveURL(/\/t1\/app_download$/);
  await context.close();
});

test('screenshots of the app page at 375 and 1440 px', async ({ browser }) => {
  test.skip(!SHOTS, 'set E2E_SHOTS_DIR to keep the screenshots');
  for (const width of [375, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(APP_PAGE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/app-page-${width}.png`, fullPage: true });
    await context.close();
  }
});
