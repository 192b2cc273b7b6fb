import { expect, test } from '@playwright/test';

/** Issue #13 part 4: on a phone-width screen a long list grows at the bottom; the pager stays in the HTML. */
test.use({ viewport: { width: 375, height: 740 } });

test('the notice list grows with the next page when a phone reader reaches the bottom', async ({ page, request }) => {
  // Crawlers and no-script browsers get the numbered pager in the HTML.
  const html = await (await request.get('/t3/news_list')).text();
  expect(html).toMatch(/rel="next"[^>]*>|href="\/t3\/news_list\?[^"]*pageNum=2/);

  await page.goto('/t3/news_list');
  const items = page.locator('main [data-grow-list] > li');
  const first = await items.count();
  expect(first).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: /已显示前 1 页/ })).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => items.count(), { timeout: 10_000 }).toBeGreaterThan(first);
  // Reaching the bottom may load several pages in a row, up to the last one.
  await expect(page.getByRole('status').filter({ hasText: /已显示前 [2-9] 页|已全部显示/ })).toBeAttached();
  // The page address is unchanged: the reader is still on the list.
  await expect(page).toHaveURL(/\/t3\/news_list$/);
});

test('at desktop width the list keeps its numbered pager and does not grow', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/t3/news_list');
  const items = page.locator('main [data-grow-list] > li');
  const first = await items.count();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(1000);
  expect(await items.count()).toBe(first);
  await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible();
});
