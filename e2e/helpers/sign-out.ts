import type { Locator, Page } from '@playwright/test';

/**
 * Clicks 退出登录 in `area` and waits for the full load of /home that ends a logout: the header
 * shows 登录 as soon as the server answers, before that load, so a test that goes on at once
 * (page.goto, a click) can be interrupted by it.
 */
export async function signOutFromHeader(page: Page, area: Locator): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await area.getByRole('button', { name: '退出登录' }).click();
  await reloaded;
}
