import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signInStaff as signIn, staffAccount as account } from './helpers/staff';

/**
 * The console's article list (issue #26 part 7), written as one HTML string by a route handler
 * (docs/decisions/draft-h2-console-list-route.md): the same console page for staff with and
 * without JavaScript — styled by the console's sheets, filtered and paged by its plain GET form and
 * links, never indexed nor stored, its one inline script allowed by the policy and run.
 */

const rowCells = (page: Page) => page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));

test.describe('the console article list', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a reviewer without JavaScript filters it by column, status and title, pages through it and clears the filter; the page is styled, never stored and not indexed', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, account('reviewer'));
    const [answer] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/content'), page.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '文章' }).click()]);
    await expect(page).toHaveURL(/\/admin\/content$/);
    const headers = answer.headers();
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['cache-control']).toMatch(/no-store/);
    const scriptSrc = headers['content-security-policy']!.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    await expect(page.getByRole('heading', { level: 1, name: '文章' })).toBeVisible();
    await expect(page.getByRole('link', { name: '新建文章' })).toHaveCount(0);

    // The console's style sheets are the ones served, and they apply (the frame's header is laid out by them).
    const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(sheets.length).toBeGreaterThan(0);
    for (const href of sheets) {
      const css = await page.request.get(href);
      expect(css.status()).toBe(200);
      expect(css.headers()['content-type']).toMatch(/text\/css/);
    }
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(sheets.length);
    expect(await page.locator('header').evaluate((h) => getComputedStyle(h).display)).not.toBe('inline');

    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`content-list-${width}.png`), fullPage: width === 375 });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // Pages: plain links that keep the (empty) filter.
    const pager = page.getByRole('navigation', { name: '分页' });
    await expect(pager).toContainText(/第 1 \/ \d+ 页/);
    await pager.getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/\/admin\/content\?column=&status=&title=&page=2$/);
    await expect(pager).toContainText(/第 2 \/ \d+ 页/);

    // Column and status through the form.
    await page.getByLabel('栏目').selectOption('tzgg');
    await page.getByLabel('状态').selectOption('published');
    await page.getByRole('button', { name: '筛选', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/content\?column=tzgg&status=published&title=$/);
    const notices = await rowCells(page);
    expect(notices.length).toBeGreaterThan(0);
    for (const [, , column, status] of notices) expect([column, status]).toEqual(['通知公告', '已发布']);
    await expect(page.getByLabel('栏目')).toHaveValue('tzgg');
    await expect(page.getByLabel('状态')).toHaveValue('published');

    // A title keyword taken from a listed title finds it, and every row contains it.
    const keyword = [...notices[0]![1]!].slice(2, 6).join('');
    await page.getByLabel('标题').fill(keyword);
    await page.getByRole('button', { name: '筛选', exact: true }).click();
    expect(new URL(page.url()).searchParams.get('title')).toBe(keyword);
    await expect(page.getByLabel('标题')).toHaveValue(keyword);
    const found = await rowCells(page);
    expect(found.map((r) => r[1])).toContain(notices[0]![1]);
    for (const [, title] of found) expect(title).toContain(keyword);

    // Too long a keyword: the message at the field, what was typed kept.
    await page.goto(`/admin/content?title=${encodeURIComponent('长'.repeat(51))}`);
    await expect(page.locator('#f-title-error')).toHaveText('标题关键词不能超过 50 个字');
    await expect(page.getByLabel('标题')).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('link', { name: '清除筛选' }).click();
    await expect(page).toHaveURL(/\/admin\/content$/);
    await context.close();
  });

  test('with JavaScript an editor gets the same list (新建文章, no script error, axe clean, elderly mode before first paint), and returns to it from an article', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, account('editor'));
    await page.goto('/admin/content');
    await expect(page.getByRole('link', { name: '新建文章' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '文章' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/content\/\d+$/);
    await page.getByRole('link', { name: '返回文章列表' }).click();
    await expect(page).toHaveURL(/\/admin\/content$/);
    await expect(page.getByRole('heading', { level: 1, name: '文章' })).toBeVisible();

    // 长者模式: the boot script (the page's one inline script) runs under the policy.
    await page.context().addCookies([{ name: 'elderly', value: '1', url: new URL(page.url()).origin }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-elderly', '');
    await page.screenshot({ path: testInfo.outputPath('content-list-elderly.png') });
    expect(errors).toEqual([]);
  });

  test('a 业务经办 is refused the list by the server (403, no article in the answer)', async ({ page }) => {
    await signIn(page, account('caseworker'));
    const refused = await page.goto('/admin/content');
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
  });
});
