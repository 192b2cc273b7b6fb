import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations, signInStaff as signIn, staffAccount as account } from './helpers/staff';

/**
 * Best bets and statistics in the console (issue #27 part 4): a 审核 pins a result for a query and
 * the site search shows it first, marked 推荐; a query that found nothing is listed on 搜索统计; an
 * 编辑 may read the statistics but the server refuses them the best bets page (403).
 */

const PINNED_QUERY = '续租';
/** Rare characters no document holds, and no correction reaches. */
const NOTHING_QUERY = '龘靐齉';

const pinRows = (page: Page) => page.getByTestId('best-bets').getByRole('row').filter({ hasText: PINNED_QUERY });

/** 删除, then 确定删除 in the confirmation that opens in place. */
async function removePin(row: Locator) {
  await row.locator('summary').click();
  await row.getByRole('button', { name: /确定/ }).click();
  await expect(row.page()).toHaveURL(/saved=betRemoved/);
}

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('search best bets and statistics in the console', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a reviewer pins a result for a query and the search shows it first, marked 推荐', async ({ page }) => {
    await signIn(page, account('reviewer'));
    // A run that stopped half-way may have left its pin: start without one.
    await page.goto('/admin/search');
    for (let left = await pinRows(page).count(); left > 0; left = await pinRows(page).count()) await removePin(pinRows(page).first());

    // The result to pin: one the ranking does not put first.
    await page.goto(`/t1/search?keyword=${encodeURIComponent(PINNED_QUERY)}`);
    const links = page.locator('li:not([class*="pinned"]) > h2 a');
    await expect(links.nth(2)).toBeVisible();
    const href = (await links.nth(2).getAttribute('href'))!;
    const title = (await links.nth(2).innerText()).trim();
    expect(await links.first().getAttribute('href')).not.toBe(href);

    await page.goto('/admin');
    await page.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '搜索推荐与同义词' }).click();
    await expect(page).toHaveURL(/\/admin\/search$/);
    await expect(page.getByRole('heading', { name: '搜索推荐与同义词', level: 1 })).toBeVisible();
    // A result that is not in the index is refused at its field.
    await page.getByLabel('搜索词').fill(PINNED_QUERY);
    await page.getByLabel('置顶的结果').fill('/t1/no-such-page');
    await page.getByRole('button', { name: '添加推荐' }).click();
    await expect(page.locator('#best-bet-target-error')).toContainText('搜索索引中没有这个结果');

    await page.getByLabel('置顶的结果').fill(href);
    await page.getByRole('button', { name: '添加推荐' }).click();
    await expect(page).toHaveURL(/\/admin\/search\?saved=bet$/);
    const row = page.getByTestId('best-bets').getByRole('row').filter({ hasText: PINNED_QUERY }).filter({ hasText: title });
    await expect(row).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'admin-search');

    await page.goto(`/t1/search?keyword=${encodeURIComponent(PINNED_QUERY)}`);
    const first = page.locator('li:has(> h2 a)').first();
    await expect(first).toContainText('推荐');
    await expect(first.locator('h2 a')).toHaveAttribute('href', href);
    // Listed once: the ranking's own copy is left out.
    await expect(page.locator(`ol li h2 a[href="${href}"]`)).toHaveCount(1);
    // Opening a result is reported to the statistics without a script (hyperlink auditing).
    await expect(first.locator('h2 a')).toHaveAttribute('ping', /\/api\/bzf-portal-cms\/search\/click\?keyword=/);
    await shoot(page, 'search-pinned');

    // Removed again (the confirmation works without JavaScript too), so reruns start alike.
    await page.goto('/admin/search');
    await removePin(pinRows(page).filter({ hasText: title }));
    await expect(page.getByTestId('best-bets').getByRole('row').filter({ hasText: PINNED_QUERY }).filter({ hasText: title })).toHaveCount(0);
  });

  test('a query that found nothing is listed on 搜索统计; an editor reads the statistics but is refused the best bets (403)', async ({ page }) => {
    await page.goto(`/t1/search?keyword=${encodeURIComponent(NOTHING_QUERY)}`);
    await expect(page.getByText('没有找到相关结果').first()).toBeVisible();

    await signIn(page, account('editor'));
    const nav = page.getByRole('navigation', { name: '控制台导航' });
    await expect(nav.getByRole('link', { name: '搜索推荐与同义词' })).toHaveCount(0);
    await nav.getByRole('link', { name: '搜索统计' }).click();
    await expect(page).toHaveURL(/\/admin\/search\/stats$/);
    await expect(page.getByTestId('stats-no-result').getByRole('row').filter({ hasText: NOTHING_QUERY })).toBeVisible();
    // The demo's weeks are there, and say they are demo data.
    await expect(page.getByTestId('stats-top')).toContainText('演示数据');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'admin-search-stats');

    const refused = await page.goto('/admin/search');
    expect(refused?.status()).toBe(403);
  });
});
