import { expect, test } from '@playwright/test';

test('losing the network shows /404, and coming back online returns to /home', async ({ page, context }) => {
  await page.goto('/home');
  await expect(page.locator('main')).toBeVisible();
  await context.setOffline(true);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('网络连接异常')).toBeVisible();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/home$/);
});

test('coming back online returns to /home even when the router never heard of the move to /404 (the network dropped during hydration)', async ({ page, context }) => {
  await page.goto('/home');
  await expect(page.locator('#site-nav[data-enhanced]')).toBeAttached();
  // What an offline moment during hydration leaves: the address on /404, written before the App
  // Router patched history, so its own pathname is still /home (NetworkWatcher.client.tsx).
  await page.evaluate(() => History.prototype.pushState.call(window.history, null, '', '/404'));
  await context.setOffline(true);
  await expect(page.getByText('网络连接异常')).toBeVisible();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('网络连接异常')).toBeHidden();
});

test('opening /404 while online goes to /home', async ({ page }) => {
  await page.goto('/404');
  await expect(page).toHaveURL(/\/home$/);
});
