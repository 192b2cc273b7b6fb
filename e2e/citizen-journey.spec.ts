import { expect, test, type Page } from '@playwright/test';
import { signOutFromHeader } from './helpers/sign-out';

/**
 * Issue #4 in one sitting, through the pages only (no API shortcuts): a citizen registers, signs
 * out and in, favourites two notices, finds them under 个人中心 → 我的收藏, removes both at once,
 * and signs out — after which no portal cookie is left and the personal centre is closed again.
 */
const PASSWORD = 'Citizen2026ok';
const PORTAL_COOKIES = ['tokenId', 'showNumber', 'login', 'bzf_device', 'bzf_remembered'];
const mobile = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

const utility = (page: Page) => page.getByRole('navigation', { name: '用户服务' });

async function favouriteNotice(page: Page, index: number): Promise<string> {
  await page.goto('/t3/news_list');
  const link = page.locator('main a[href*="/t3/news_list/article_content"]').nth(index);
  const title = (await link.innerText()).replace(/^置顶\s*/, '').trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  const button = page.getByRole('button', { name: `收藏「${title}」` });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole('button', { name: `取消收藏「${title}」` })).toHaveAttribute('aria-pressed', 'true');
  return title;
}

test('a citizen registers, signs in, favourites two notices, removes both from 我的收藏 at once and signs out with every cookie gone', async ({ page, context }) => {
  // Register (both agreements ticked) → signed in, masked number in the header.
  await page.goto('/home');
  await utility(page).getByRole('link', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/login\?.*type=register/);
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page.getByTestId('header-show-number')).toHaveText(masked);

  // Sign out, sign in again with the password.
  await signOutFromHeader(page, utility(page));
  await expect(utility(page).getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await utility(page).getByRole('link', { name: '登录', exact: true }).click();
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('header-show-number')).toHaveText(masked);

  // Favourite two notices from their article pages.
  const first = await favouriteNotice(page, 0);
  const second = await favouriteNotice(page, 1);

  // 个人中心 → 我的收藏 → 文章收藏 shows both.
  await utility(page).getByRole('link', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/t1\/personalCenter\/personal_info\/basic_info/);
  await page.getByRole('navigation', { name: '个人中心' }).first().getByRole('link', { name: '文章收藏' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '文章收藏' })).toBeVisible();
  await expect(page.getByRole('link', { name: first })).toBeVisible();
  await expect(page.getByRole('link', { name: second })).toBeVisible();

  // Remove both at once; still gone after a reload.
  await page.getByRole('checkbox', { name: `选择「${first}」` }).check();
  await page.getByRole('checkbox', { name: `选择「${second}」` }).check();
  await page.getByRole('button', { name: '移除所选（2）' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已移除 2 项收藏' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: first })).toHaveCount(0);
  await expect(page.getByRole('link', { name: second })).toHaveCount(0);

  // Sign out: back on /home, no portal cookie left, the personal centre asks for sign-in again.
  const token = (await context.cookies()).find((c) => c.name === 'tokenId')?.value;
  expect(token).toBeTruthy();
  await signOutFromHeader(page, utility(page));
  await expect(page).toHaveURL(/\/home$/);
  await expect(utility(page).getByRole('link', { name: '登录', exact: true })).toBeVisible();
  expect((await context.cookies()).filter((c) => PORTAL_COOKIES.includes(c.name))).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/showNumber|login=/);

  const after = await page.request.get('/api/bzf-portal-register/portal/selectUserInfo', { headers: { tokenId: token! } });
  expect((await after.json()).data).toBeNull();
  await page.goto('/t1/personalCenter/collection_content/article_collection');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
