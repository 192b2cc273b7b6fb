import { expect, test, type APIResponse, type Page } from '@playwright/test';

/**
 * Issue #11 part 1, job posts through the pages: a job seeker filters the posts, shares the URL
 * (the same list without JavaScript), opens a post and finds the two ways to apply; a closed or
 * ended post says so and offers none; an unknown post is a real 404; the post carries JobPosting
 * JSON-LD. Runs on the demo posts (dates relative to the seed, so some are always open and some
 * past their deadline).
 */

const LIST = '/t1/PostInformation';

async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('main article h2 a').allInnerTexts();
}

/** The redirect target (Next 16.4 sends Location twice, with the same value, for a render's redirect). */
function location(res: APIResponse): string {
  const values = new Set(res.headersArray().filter((h) => h.name.toLowerCase() === 'location').map((h) => h.value));
  expect(values.size).toBe(1);
  return [...values][0]!;
}

async function shownCount(page: Page): Promise<number> {
  return Number((await page.getByText(/^共 \d+ 个岗位$/).innerText()).match(/\d+/)![0]);
}

test('a job seeker filters posts by type, place and status; the URL carries the filters and gives the same list without JavaScript; a post offers both ways to apply', async ({ page, browser }) => {
  // Found through the menu: 加入我们 → 招聘信息.
  await page.goto('/home');
  await page.goto((await page.locator('a[href*="/t1/PostInformation"]').first().getAttribute('href')) as string);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const all = await shownCount(page);
  expect(all).toBeGreaterThanOrEqual(18);

  await page.getByLabel('招聘类型').selectOption('social');
  await page.getByLabel('工作地点').selectOption('cj');
  await page.getByLabel('招聘状态').selectOption('open');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/type=social/);
  await expect(page).toHaveURL(/place=cj/);
  await expect(page).toHaveURL(/status=open/);
  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  expect(await shownCount(page)).toBe(titles.length);
  expect(titles.length).toBeLessThan(all);
  for (const card of await page.locator('main article').allInnerTexts()) {
    expect(card).toContain('社会招聘');
    expect(card).toContain('澄江区');
    expect(card).toContain('报名中');
    expect(card).toMatch(/报名截止 \d{4}-\d{2}-\d{2}/);
  }
  // The form shows the filters it was sent with.
  await expect(page.getByLabel('招聘类型')).toHaveValue('social');
  await expect(page.getByLabel('工作地点')).toHaveValue('cj');

  const shared = page.url();
  const other = await browser.newContext({ javaScriptEnabled: false });
  const theirs = await other.newPage();
  const response = await theirs.goto(shared);
  expect(response?.status()).toBe(200);
  expect(await cardTitles(theirs)).toEqual(titles);
  await other.close();

  await page.getByRole('link', { name: titles[0]! }).click();
  await expect(page).toHaveURL(/\/t1\/PostDeatil\?postId=\d+$/);
  const postId = new URL(page.url()).searchParams.get('postId');
  await expect(page.getByRole('heading', { level: 1, name: titles[0]! })).toBeVisible();
  const facts = page.getByRole('table');
  await expect(facts).toContainText('澄江区');
  await expect(facts).toContainText('社会招聘');
  await expect(facts).toContainText('报名中');
  await expect(page.getByRole('heading', { name: '岗位职责' })).toBeVisible();
  expect(await page.locator('main section ol').first().locator('li').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('heading', { name: '任职要求' })).toBeVisible();

  await expect(page.locator('main').getByRole('link', { name: '快速投递', exact: true })).toHaveAttribute('href', `/t1/RegisteForm?postId=${postId}`);
  const form = page.locator('form[action="/api/bzf-portal-recruit/brcApplicationEntity/insertRecord"]');
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form.locator('input[type="hidden"][name="postId"]')).toHaveValue(postId!);
  await expect(form.locator('input[type="hidden"][name="source"]')).toHaveValue('resume');
  await expect(form.getByRole('button', { name: '使用我的简历投递' })).toBeVisible();

  // Back to the filtered list the seeker came from.
  await page.getByRole('link', { name: '返回招聘信息' }).click();
  await expect(page).toHaveURL(/type=social/);
  expect(await cardTitles(page)).toEqual(titles);
});

for (const [status, message] of [
  ['closed', '该岗位已截止报名'],
  ['ended', '该岗位招聘已结束'],
] as const) {
  test(`a post that is ${status} says “${message}” and offers no way to apply`, async ({ page }) => {
    await page.goto(`${LIST}?status=${status}`);
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    await page.getByRole('link', { name: titles[0]! }).click();
    await expect(page).toHaveURL(/\/t1\/PostDeatil\?postId=\d+$/);
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: '快速投递', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '使用我的简历投递' })).toHaveCount(0);
    await expect(page.locator('form[action*="brcApplicationEntity"]')).toHaveCount(0);
    await page.getByRole('link', { name: '查看报名中的岗位' }).click();
    await expect(page).toHaveURL(/status=open/);
    for (const card of await page.locator('main article').allInnerTexts()) expect(card).toContain('报名中');
  });
}

test('an unknown or malformed postId is a real 404 page', async ({ page, request }) => {
  for (const id of ['987654', 'abc', '0']) {
    const res = await request.get(`/t1/PostDeatil?postId=${id}`, { maxRedirects: 0 });
    expect(res.status()).toBe(404);
  }
  expect((await request.get('/t1/PostDeatil', { maxRedirects: 0 })).status()).toBe(404);
  await page.goto('/t1/PostDeatil?postId=987654');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('a post page carries valid JobPosting JSON-LD in the server HTML', async ({ page, request }) => {
  await page.goto(`${LIST}?status=open`);
  const href = (await page.locator('main article h2 a').first().getAttribute('href')) as string;
  const html = await (await request.get(href)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const job = blocks.find((b) => b['@type'] === 'JobPosting') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON
  expect(job).toBeTruthy();
  await page.goto(href);
  expect(job['@context']).toBe('https://schema.org');
  expect(job.title).toBe((await page.getByRole('heading', { level: 1 }).innerText()).trim());
  expect(job.description).toContain('岗位职责');
  expect(Number.isNaN(Date.parse(job.datePosted))).toBe(false);
  expect(job.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+08:00$/);
  expect(Date.parse(job.validThrough)).toBeGreaterThan(Date.parse(job.datePosted));
  expect(job.employmentType).toBe('FULL_TIME');
  expect(job.hiringOrganization).toMatchObject({ '@type': 'Organization', name: expect.stringMatching(/青禾安居/) });
  expect(job.jobLocation).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressRegion: '青禾市', addressCountry: 'CN' } });
  expect(job.jobLocation.address.addressLocality).toMatch(/区$/);
  expect(job.url).toMatch(/\/t1\/PostDeatil\?postId=\d+$/);
  if (job.baseSalary) {
    expect(job.baseSalary).toMatchObject({ '@type': 'MonetaryAmount', currency: 'CNY', value: { '@type': 'QuantitativeValue', unitText: 'MONTH' } });
    expect(job.baseSalary.value.minValue).toBeLessThanOrEqual(job.baseSalary.value.maxValue);
  }
  expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
});

test('paging, a keyword search and junk filters: the list stays on canonical URLs', async ({ page, request }) => {
  const first = await request.get(LIST, { maxRedirects: 0 });
  expect(first.status()).toBe(200);
  // Page 2 is a page of its own (cached), a page past the end goes to the last one.
  await page.goto(`${LIST}?pageNum=2`);
  await expect(page).toHaveURL(/pageNum=2$/);
  const second = await cardTitles(page);
  expect(second.length).toBeGreaterThan(0);
  await page.goto(LIST);
  expect(await cardTitles(page)).not.toEqual(second);
  const far = await request.get(`${LIST}?pageNum=999`, { maxRedirects: 0 });
  expect(far.status()).toBe(308);
  expect(location(far)).toMatch(/^\/t1\/PostInformation\?pageNum=\d$/);
  // A company that does not exist is dropped (308); unknown codes show the whole list.
  const nobody = await request.get(`${LIST}?company=99999`, { maxRedirects: 0 });
  expect(nobody.status()).toBe(308);
  expect(location(nobody)).toBe(LIST);
  // With a second filter the list is rendered per request (issue #24 part 3): the unknown company is dropped there too.
  await page.goto(`${LIST}?type=campus`);
  const campus = await shownCount(page);
  await page.goto(`${LIST}?company=99999&type=campus`);
  expect(await shownCount(page)).toBe(campus);
  await page.goto(`${LIST}?type=parttime&place=nowhere&status=expired`);
  const junk = await shownCount(page);
  await page.goto(LIST);
  expect(junk).toBe(await shownCount(page));
  // A keyword is searched per request (never stored) and shown back in the search box.
  await page.goto(`${LIST}?keyword=${encodeURIComponent('会计')}`);
  await expect(page.getByLabel('关键词')).toHaveValue('会计');
  expect((await cardTitles(page)).some((t) => t.includes('会计'))).toBe(true);
});
