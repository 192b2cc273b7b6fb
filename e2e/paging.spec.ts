import { expect, test } from '@playwright/test';

const LIST = '/t3/news_list?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz';

async function titles(page: import('@playwright/test').Page): Promise<string[]> {
  return page.locator('main a[href*="article_content"]').allInnerTexts();
}

test('a long notice list pages through with real links and keeps its column', async ({ page }) => {
  await page.goto(LIST);
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
  await expect(page.locator('main a[href*="article_content"]').first()).toBeVisible();
  const firstPage = await titles(page);
  expect(firstPage).toHaveLength(10);

  await pager.getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNum=2/);
  await expect(page).toHaveURL(/col3=tzgg_gzf_pz/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  const secondPage = await titles(page);
  expect(secondPage.some((t) => firstPage.includes(t))).toBe(false);

  await pager.getByRole('link', { name: '末页' }).click();
  await expect(pager.getByText('下一页')).toHaveAttribute('aria-disabled', 'true');
});

test('a malformed or too large page number shows a page, not an error', async ({ page }) => {
  for (const pageNum of ['abc', '-3', '99999']) {
    const res = await page.goto(`${LIST}&pageNum=${pageNum}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('main a[href*="article_content"]').first()).toBeVisible();
  }
});
