import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Issue #12 through the pages: the search box in the header (and the phone drawer) leads to
 * /t1/search, which filters by kind and date, opens a result, works without JavaScript, and shows
 * whatever was typed as text. The notice list and the help centre have their own keyword search.
 */

const QUERY = '公租房 租金';
const results = (page: Page) => page.getByRole('main').locator('ol > li');
const resultLinks = (page: Page) => page.getByRole('main').locator('ol > li h2 a');
const summary = (page: Page) => page.getByRole('main').getByRole('status').first();

/** The count in a line such as “公租房 租金”共找到 39 条结果. */
async function countOf(line: Locator): Promise<number> {
  const m = /(\d+)\s*条结果/.exec(await line.innerText());
  expect(m, 'a result count').not.toBeNull();
  return Number(m![1]);
}

async function expectHighlightedResults(page: Page) {
  await expect(page).toHaveURL(/\/t1\/search\?keyword=/);
  await expect(page.getByRole('heading', { level: 1, name: '站内搜索' })).toBeVisible();
  await expect(summary(page)).toContainText(`“${QUERY}”共找到`);
  expect(await countOf(summary(page))).toBeGreaterThan(0);
  await expect(results(page).first()).toBeVisible();
  // The words are marked in the results.
  await expect(results(page).locator('mark').filter({ hasText: /公租房|公共租赁住房|租金/ }).first()).toBeVisible();
  await expect(page.getByLabel('关键词', { exact: true })).toHaveValue(QUERY);
}

async function noHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a citizen searches from the header box and reads highlighted results that fit the screen', async ({ page }) => {
    await page.goto('/home');
    const box = page.locator('#site-search-header');
    await expect(box).toBeVisible();
    await box.fill(QUERY);
    await box.press('Enter');
    await expectHighlightedResults(page);
    await noHorizontalScroll(page);
  });

  test('the drawer has its own search box', async ({ page }) => {
    await page.goto('/t1/company_profile');
    await page.getByRole('button', { name: '菜单' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('searchbox', { name: '站内搜索' }).fill(QUERY);
    await drawer.getByRole('button', { name: '搜索' }).click();
    await expectHighlightedResults(page);
  });

  test('in 长者模式 the results page fits the screen too', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'elderly', value: '1', url: baseURL as string }]);
    await page.goto(`/t1/search?keyword=${encodeURIComponent(QUERY)}`);
    await expect(page.locator('html')).toHaveAttribute('data-elderly', '');
    await expect(results(page).first()).toBeVisible();
    await noHorizontalScroll(page);
  });
});

test.describe('on a desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('search from the header, filter by kind and by date, sort by date, then open a result', async ({ page }) => {
    // Five pages in a row, each rendered per request.
    test.setTimeout(90_000);
    await page.goto('/t1/news_list');
    await page.getByRole('search', { name: '站内搜索' }).getByRole('searchbox').fill(QUERY);
    await page.getByRole('search', { name: '站内搜索' }).getByRole('button', { name: '搜索' }).click();
    await expectHighlightedResults(page);
    const all = await countOf(summary(page));

    // By kind: the 通知公告 link of the kind list; every result is then a notice.
    const kinds = page.getByRole('navigation', { name: '按类别查看结果' });
    await kinds.getByRole('link', { name: /^通知公告（\d+）$/ }).click();
    await expect(page).toHaveURL(/kind=notice/);
    await expect(kinds.getByRole('link', { name: /^通知公告/ })).toHaveAttribute('aria-current', 'page');
    await expect(summary(page)).toContainText('在“通知公告”中找到');
    const notices = await countOf(summary(page));
    expect(notices).toBeGreaterThan(0);
    expect(notices).toBeLessThan(all);
    const kindLabels = await page.getByRole('main').locator('ol > li p:last-child > span:first-child').allInnerTexts();
    expect(new Set(kindLabels)).toEqual(new Set(['通知公告']));

    // By date (the form keeps the kind), newest first.
    await page.getByLabel('类别', { exact: true }).selectOption('');
    await page.getByLabel('发布日期从', { exact: true }).fill('2026-01-01');
    await page.getByLabel('排序', { exact: true }).selectOption('date');
    await page.getByRole('search', { name: '搜索本站' }).getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/from=2026-01-01/);
    await expect(page).toHaveURL(/sort=date/);
    const dates = await page.getByRole('main').locator('ol > li time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) expect(d >= '2025-12-31T16:00:00.000Z').toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await countOf(summary(page))).toBeLessThan(all);

    // Open the first result: its page carries the title as a heading (the page's own, or, for an
    // answered question on 留言咨询, the question's at the result's anchor).
    const first = resultLinks(page).first();
    const title = (await first.innerText()).trim();
    await first.click();
    await expect(page).not.toHaveURL(/\/t1\/search/);
    await expect(page.getByRole('main').getByRole('heading').filter({ hasText: title.slice(0, 10) }).first()).toBeVisible();
  });

  test('a query that no record holds whole shows partial matches and says so', async ({ page }) => {
    await page.goto(`/t1/search?keyword=${encodeURIComponent('退租 火箭发射')}`);
    await expect(page.getByText('没有同时包含全部关键词的结果，以下为包含部分关键词的结果。')).toBeVisible();
    await expect(results(page).first()).toBeVisible();
  });
});

test('a page is found by its name and shown as what it is, without a date: 问卷调查 opens the questionnaires, 商铺 出租 the shop search', async ({ page }) => {
  await page.goto(`/t1/search?keyword=${encodeURIComponent('问卷调查')}`);
  const hit = results(page).filter({ has: page.getByRole('heading', { level: 2, name: '问卷调查', exact: true }) });
  await expect(hit).toHaveCount(1);
  await expect(hit.locator('p:last-child > span:first-child')).toHaveText('在线服务');
  await expect(hit.locator('time')).toHaveCount(0);
  await hit.getByRole('link').click();
  await expect(page).toHaveURL(/\/questionnaireFilling$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('问卷调查');

  await page.goto(`/t1/search?keyword=${encodeURIComponent('商铺 出租')}`);
  const kinds = await page.getByRole('main').locator('ol > li p:last-child > span:first-child').allInnerTexts();
  expect(kinds).toContain('商铺');
  expect(kinds).not.toContain('办事指南');
  await expect(resultLinks(page).filter({ hasText: '商铺查询' })).toHaveAttribute('href', '/t1/businessHandle');
});

test.describe('hostile and odd input is only text', () => {
  const inputs: [string, string][] = [
    ['markup', '<script>alert(1)</script>'],
    ['SQL', "' or 1=1 --"],
    ['60 characters', '公租房'.repeat(20)],
  ];
  for (const [name, typed] of inputs) {
    test(`${name}: shown as typed (cut to 50 characters), no script runs, no error`, async ({ page }) => {
      const dialogs: string[] = [];
      const errors: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/home');
      const box = page.locator('#site-search-header');
      // The box holds at most 50 characters; the URL below carries all 60 as a link would.
      await box.fill(typed);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/t1\/search\?keyword=/);
      const response = await page.goto(`/t1/search?keyword=${encodeURIComponent(typed)}`);
      expect(response?.status()).toBe(200);
      const shown = [...typed].slice(0, 50).join('');
      await expect(page.getByLabel('关键词', { exact: true })).toHaveValue(shown);
      const main = page.getByRole('main');
      await expect(main).toContainText(`“${shown}”`);
      if ([...typed].length > 50) await expect(main).toContainText('关键词不能超过 50 个字，已按前 50 个字查询');
      // Text, not markup: no element came from the query.
      expect(await main.locator('script').count()).toBe(0);
      expect(await page.content()).not.toContain('<script>alert(1)</script>');
      await expect(page.getByRole('heading', { level: 1, name: '站内搜索' })).toBeVisible();
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test('with JavaScript off the same search, kind filter and paging work', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/home');
  await page.locator('#site-search-header').fill(QUERY);
  await page.locator('#site-search-header').press('Enter');
  await expectHighlightedResults(page);
  await page.getByRole('navigation', { name: '按类别查看结果' }).getByRole('link', { name: /^办事指南/ }).click();
  await expect(page).toHaveURL(/kind=guide/);
  await expect(summary(page)).toContainText('在“办事指南”中找到');
  await page.getByLabel('类别', { exact: true }).selectOption('');
  await page.getByRole('search', { name: '搜索本站' }).getByRole('button', { name: '搜索' }).click();
  await expect(page).not.toHaveURL(/kind=[a-z]/);
  const next = page.getByRole('link', { name: '下一页' });
  if (await next.count()) {
    await next.click();
    await expect(page).toHaveURL(/pageNum=2/);
    await expect(results(page).first()).toBeVisible();
  }
  await resultLinks(page).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('the notice list filters by its own keyword, and clearing the filter shows every notice', async ({ page }) => {
  await page.goto('/t3/news_list');
  const filter = page.getByRole('search', { name: '筛选列表' });
  await filter.getByLabel('关键词').fill(QUERY);
  await filter.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=/);
  const found = page.getByText(/^共找到 \d+ 条$/);
  await expect(found).toBeVisible();
  const n = Number(/\d+/.exec(await found.innerText())![0]);
  expect(n).toBeGreaterThan(0);
  const titles = await page.getByRole('main').locator('a[href*="/t3/news_list/article_content"]').allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  await filter.getByRole('link', { name: '清除筛选' }).click();
  await expect(page).not.toHaveURL(/keyword=/);
  await expect(page.getByText(/^共找到 \d+ 条$/)).toHaveCount(0);
});

test('the help centre finds “公租房 租金”, and says when it can only offer questions with some of the words', async ({ page }) => {
  await page.goto('/t1/help_center');
  const form = page.getByRole('search', { name: '搜索问题' });
  await form.getByLabel('关键词').fill(QUERY);
  await form.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText(new RegExp(`“${QUERY}”共找到 [1-9]\\d* 个问题`))).toBeVisible();
  await expect(page.getByText('公共租赁住房和保障性租赁住房有什么区别？')).toBeVisible();
  await expect(page.getByText('没有同时包含全部关键词的问题')).toHaveCount(0);

  await form.getByLabel('关键词').fill('退租 火箭发射');
  await form.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('没有同时包含全部关键词的问题，以下为包含部分关键词的问题。')).toBeVisible();
  await expect(page.getByRole('main').locator('ul > li > details > summary').first()).toContainText('退租');
});
