import { expect, test, type Page } from '@playwright/test';

/**
 * Issue #10, the housing services through the pages: the project finder, a project page, its
 * favourite landing under 项目收藏, a shared filtered URL, and the eligibility self-check.
 */
const PASSWORD = 'Citizen2026ok';

async function cardNames(page: Page): Promise<string[]> {
  return page.locator('main article h2 a').allInnerTexts();
}

test('a citizen filters public-rental projects by district, opens one, favourites it and finds it under 项目收藏', async ({ page }) => {
  // Found through the menu: 多元业务 → 公共租赁住房 → 项目展示.
  await page.goto('/t1/ywjs_03');
  await page.getByRole('complementary').getByRole('link', { name: '项目展示' }).first().click();
  await expect(page).toHaveURL(/\/t1\/xmzs/);

  await page.getByLabel('业务类型').selectOption('gzf');
  await page.getByLabel('所在区域').selectOption('yx');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(/type=gzf/);
  await expect(page).toHaveURL(/district=yx/);
  const count = Number((await page.getByText(/^共 \d+ 个项目$/).innerText()).match(/\d+/)![0]);
  const names = await cardNames(page);
  expect(count).toBe(names.length);
  expect(count).toBeGreaterThan(0);
  for (const badge of await page.locator('main article').allInnerTexts()) {
    expect(badge).toContain('公租房');
    expect(badge).toContain('云溪区');
  }

  // The project page: facts, unit types, map links, how to apply.
  await page.getByRole('link', { name: names[0]! }).click();
  await expect(page).toHaveURL(/\/t1\/projectDetail\?projectId=\d+/);
  const projectUrl = new URL(page.url());
  await expect(page.getByRole('heading', { level: 1, name: names[0]! })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('月租金');
  await expect(page.getByText(/现有 \d+ 套可申请 \/ 共 \d+ 套|暂无可申请房源/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '高德地图' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '前往「公租房业务办理」' })).toHaveAttribute('href', '/t1/ywbl_02');

  // 收藏 while signed out leads to sign-in; after registering, the favourite is completed on return.
  await page.locator('main').getByRole('link', { name: '收藏' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const mobile = `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.goto(`/login?type=register&redirect=${encodeURIComponent(projectUrl.pathname + projectUrl.search)}`);
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(/\/t1\/projectDetail\?projectId=\d+/);
  await expect(page.getByRole('button', { name: `取消收藏「${names[0]}」` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/t1/personalCenter/collection_content/project_Collection');
  await expect(page.getByRole('link', { name: names[0]! })).toBeVisible();
  await page.goto('/t1/personalCenter/collection_content/article_collection');
  await expect(page.getByRole('link', { name: names[0]! })).toHaveCount(0);
});

test('a shared filtered URL renders the same list for someone else, without JavaScript', async ({ page, browser }) => {
  const url = '/t1/project_show?district=bhx&sort=available';
  await page.goto(url);
  const mine = await cardNames(page);
  expect(mine.length).toBeGreaterThan(0);
  const other = await browser.newContext({ javaScriptEnabled: false });
  const theirs = await other.newPage();
  const response = await theirs.goto(url);
  expect(response?.status()).toBe(200);
  expect(await cardNames(theirs)).toEqual(mine);
  await other.close();
});

test('filters that name nothing show the canonical list, and unknown projects are a real 404', async ({ page, request }) => {
  await page.goto('/t1/xmzs?district=nowhere&rent=1-2&layout=9');
  await expect(page.getByText(/^共 \d+ 个项目$/)).toBeVisible();
  const all = await request.get('/t1/xmzs');
  const junk = await request.get('/t1/xmzs?district=nowhere&rent=1-2&layout=9');
  expect(junk.status()).toBe(200);
  expect((await junk.text()).match(/共 \d+ 个项目/)?.[0]).toBe((await all.text()).match(/共 \d+ 个项目/)?.[0]);
  expect((await request.get('/t1/projectDetail?projectId=987654')).status()).toBe(404);
  expect((await request.get('/t1/projectDetail?projectId=abc')).status()).toBe(404);
  const past = await request.get('/t1/xmzs?pageNum=999', { maxRedirects: 0 });
  expect(past.status()).toBe(308);
});

const HOUSEHOLDS: [string, Record<string, string>, Record<string, RegExp>][] = [
  [
    'a local low-income family of three without a home',
    { residence: 'local', socialInsurance: 'from36', housing: 'none', income: 'under3000', familySize: '3', age: '35', talent: 'none' },
    { 公租房: /可能符合/, 共有产权住房: /可能符合/ },
  ],
  [
    'a well-paid local couple who own a large flat',
    { residence: 'local', socialInsurance: 'from36', housing: 'more', income: 'from15000', familySize: '2', age: '45', talent: 'none' },
    { 公租房: /不符合/, 保租房: /不符合/ },
  ],
  [
    'a young graduate with a residence permit and a year of social insurance',
    { residence: 'permit', socialInsurance: 'from12', housing: 'none', income: 'from6000', familySize: '1', age: '24', talent: 'graduate' },
    { 保租房: /可能符合/ },
  ],
];

for (const [who, answers, expected] of HOUSEHOLDS) {
  test(`the self-check answers for ${who}`, async ({ page }) => {
    await page.goto('/t1/self_check');
    for (const [id, value] of Object.entries(answers)) {
      const input = page.locator(`input[name="${id}"]`);
      if ((await input.first().getAttribute('type')) === 'radio') await page.locator(`input[name="${id}"][value="${value}"]`).check();
      else await input.fill(value);
    }
    await page.getByRole('button', { name: '查看自测结果' }).click();
    await expect(page.getByRole('heading', { name: '自测结果' })).toBeVisible();
    for (const [product, outcome] of Object.entries(expected)) {
      await expect(page.getByRole('article', { name: new RegExp(`^${product}：`) }).locator('p').first()).toHaveText(outcome);
    }
  });
}
