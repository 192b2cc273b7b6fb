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

test('opening /404 while online goes to /home', async ({ page }) => {
  await page.goto('/404');
  await expect(page).toHaveURL(/\/home$/);
});
