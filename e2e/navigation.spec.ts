import { expect, test } from '@playwright/test';

test('the four-level menu leads from 多元业务 to the 个人申请 guide, with the trail highlighted', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' }).first();
  // A mouse user hovers the top item; its panel shows all lower levels.
  await nav.locator('button[aria-controls="menu-panel-dyyw"]').hover();
  await expect(nav.locator('#menu-panel-dyyw')).toBeVisible();
  await nav.locator('#menu-panel-dyyw').getByRole('link', { name: '个人申请' }).click();
  await expect(page).toHaveURL(/\/t1\/ywbl\?col1=dyyw&col2=bzf&col3=bzf_ywbl&col4=bzf_ywbl_gr/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: '当前位置' });
  await expect(crumbs).toContainText('多元业务');
  await expect(crumbs).toContainText('保障性租赁住房');
  await expect(crumbs).toContainText('个人申请');
  // The menu marks the same trail: its top column and, in its panel, the page itself.
  await expect(nav.getByRole('link', { name: '多元业务' })).toHaveAttribute('aria-current', 'true');
  await expect(nav.locator('#menu-panel-dyyw').getByRole('link', { name: '个人申请', includeHidden: true })).toHaveAttribute('aria-current', 'page');
});

test('a visitor reads a notice: 通知公告 → 配租公告 → the article', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' }).first();
  await nav.locator('button[aria-controls="menu-panel-tzgg"]').hover();
  await expect(nav.locator('#menu-panel-tzgg')).toBeVisible();
  await nav.locator('#menu-panel-tzgg').getByRole('link', { name: '配租公告' }).click();
  await expect(page).toHaveURL(/\/t3\/news_list\?.*col3=tzgg_gzf_pz/);
  const first = page.locator('main a[href*="article_content"]').first();
  const title = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/t3\/news_list\/article_content\?.*contentId=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.replace(/^置顶\s*/, ''));
  await expect(page.locator('main')).toContainText('发布时间');
});

test('the header menu can be used with the keyboard alone', async ({ page }) => {
  await page.goto('/home');
  const toggle = page.locator('button[aria-controls="menu-panel-gsgk"]');
  // Reaching the toggle with the keyboard opens its panel; ArrowDown moves into it. The cached
  // /home arrives before its scripts: a focus that lands before the menu hydrates is tried again.
  await expect(async () => {
    await toggle.blur();
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.closest('#menu-panel-gsgk') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('company pages, the timeline and the help centre show their content', async ({ page }) => {
  await page.goto('/t1/company_profile?col1=gsgk&col2=gsjj');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('公司简介');
  await expect(page.locator('main')).toContainText('成立');
  await page.goto('/t1/memory?col1=gsgk&col2=dsj');
  await expect(page.locator('main')).toContainText('2015');
  await page.goto('/t1/help_center?col1=bzzx&col2=bzzx_cjwt');
  const question = page.locator('main details summary').filter({ visible: true }).first();
  await question.click();
  await expect(page.locator('main details[open]').filter({ visible: true }).first()).toBeVisible();
});

test('without JavaScript the panels open on hover and the links still lead to their pages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/home');
  const panel = page.locator('#menu-panel-tzgg');
  await expect(panel).toBeHidden();
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '通知公告' }).hover();
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: '配租公告' }).click();
  await expect(page).toHaveURL(/col3=tzgg_gzf_pz/);
  await context.close();
});
