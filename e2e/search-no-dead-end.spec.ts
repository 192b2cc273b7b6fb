import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue #27 part 3 through the pages: the header box suggests as a citizen types (keyboard and
 * screen-reader semantics of a combobox), a query typed in pinyin initials or with a wrong
 * character shows what was meant, a query that finds nothing offers the most-read guides and the
 * hotline, and the 网站地图 page lists the columns and is found by its name.
 */

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('suggestions in the header box (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  // The first suggestion of a process builds the search lexicon (lib/search/lexicon.ts): asked once
  // before typing, so the list's timing is the typing's, not the build's.
  test.beforeEach(async ({ request }) => {
    test.slow();
    expect((await request.get(`/api/bzf-portal-cms/search/suggest?keyword=${encodeURIComponent('公')}`)).status()).toBe(200);
  });

  test('typing shows suggestions; ↓ and Enter open the one chosen; Esc closes the list', async ({ page }) => {
    await page.goto('/home');
    const box = page.locator('#site-search-header');
    await box.click();
    await box.pressSequentially('问卷', { delay: 40 });
    const list = page.locator('#site-search-header-suggestions');
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('role', 'combobox');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', 'site-search-header-suggestions');
    const options = list.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.filter({ hasText: '问卷调查' }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('问卷');

    await box.press('ArrowDown');
    await expect(list).toBeVisible();
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) as string);
    const text = (await first.locator('span').first().innerText()).trim();
    expect(text).toBe('问卷调查');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/questionnaireFilling$/);
  });

  test('Enter with no option chosen searches what was typed, as without JavaScript', async ({ page }) => {
    await page.goto('/t1/company_profile');
    const box = page.locator('#site-search-header');
    await box.click();
    await box.pressSequentially('公租房', { delay: 40 });
    await expect(page.locator('#site-search-header-suggestions')).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/t1\/search\?keyword=%E5%85%AC%E7%A7%9F%E6%88%BF$/);
  });
});

test.describe('no dead end on the results page', () => {
  test('pinyin initials show what they spell, with a way back to the query as typed', async ({ page }) => {
    await page.goto('/t1/search?keyword=gzf');
    const main = page.getByRole('main');
    const didYouMean = main.locator('p', { hasText: '您是不是要找：' });
    await expect(didYouMean.getByRole('link')).toHaveText('公租房');
    await expect(didYouMean.getByRole('link')).toHaveAttribute('href', /keyword=%E5%85%AC%E7%A7%9F%E6%88%BF/);
    await expect(main.getByText('没有找到与“gzf”完全相符的结果，以下为“公租房”的结果。')).toBeVisible();
    await expect(main.locator('ol > li').first()).toBeVisible();
    await main.getByRole('link', { name: '仍然搜索“gzf”' }).click();
    await expect(page).toHaveURL(/exact=1/);
    await expect(didYouMean).toHaveCount(0);
  });

  test('a query that finds nothing offers the most-read guides and the hotline', async ({ page }) => {
    await page.goto(`/t1/search?keyword=${encodeURIComponent('qxzvk')}`);
    const help = page.getByRole('region', { name: '没有找到想要的内容？' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('heading', { name: '大家常看的办事指南' })).toBeVisible();
    await expect(help.getByRole('listitem').first()).toBeVisible();
    await expect(help.getByRole('link', { name: /^\d[\d-]+$/ })).toHaveAttribute('href', /^tel:/);
    expect(await seriousViolations(page)).toEqual([]);
    await help.getByRole('listitem').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('with JavaScript off, a typo shows the corrected results and the help shows too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/home');
    await page.locator('#site-search-header').fill('报休');
    await page.locator('#site-search-header').press('Enter');
    await expect(page.getByRole('main').locator('p', { hasText: '您是不是要找：' }).getByRole('link')).toHaveText('报修');
    await expect(page.getByRole('main').locator('ol > li').first()).toBeVisible();
    await page.goto(`/t1/search?keyword=${encodeURIComponent('qxzvk')}`);
    await expect(page.getByRole('region', { name: '没有找到想要的内容？' })).toBeVisible();
    await context.close();
  });
});

test('网站地图: linked from the footer, lists the columns, found by its name', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('contentinfo').getByRole('link', { name: '网站地图' }).click();
  await expect(page).toHaveURL(/\/t1\/siteMap$/);
  await expect(page.getByRole('heading', { level: 1, name: '网站地图' })).toBeVisible();
  const columns = page.getByRole('region', { name: '栏目导航' });
  await expect(columns.getByRole('link', { name: '通知公告' }).first()).toBeVisible();
  expect(await columns.getByRole('link').count()).toBeGreaterThan(20);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/t1/search?keyword=${encodeURIComponent('网站地图')}`);
  await expect(page.getByRole('main').locator('ol > li h2 a').first()).toHaveAttribute('href', '/t1/siteMap');
});
