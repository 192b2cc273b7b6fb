import { expect, test, type Browser, type BrowserContext } from '@playwright/test';

/**
 * Every page reads without JavaScript (issue #9 part 0): a browser with scripts off, an old
 * browser, a page whose script failed to load or a crawler sees the content in the first HTML,
 * where it stays, never the 加载中 spinner. And a private page is refused with a real 307 before
 * anything is streamed (part 10).
 */

const PASSWORD = 'Portal2026ok';

async function noScriptContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled: false, baseURL });
}

/** Pages and a phrase that only their real content carries. */
const PAGES: [string, string, RegExp][] = [
  ['home', '/home', /通知公告/],
  ['notice overview', '/t3', /通知公告/],
  ['notice list', '/t3/news_list', /共\s*\d+\s*条|第\s*1\s*页|\d{4}-\d{2}-\d{2}/],
  ['news list', '/t1/news_list', /\d{4}-\d{2}-\d{2}/],
  ['company profile', '/t1/company_profile', /公司简介/],
  ['organisational structure', '/t1/organizational_structure', /组织架构/],
  ['leaders', '/t1/leader_profile', /领导班子/],
  ['subsidiaries', '/t1/children_company_profile', /下属公司/],
  ['timeline', '/t1/memory', /大事记/],
  ['help centre', '/t1/question_answer', /问/],
  ['project finder', '/t1/xmzs?district=yx', /共 \d+ 个项目/],
  ['project page', '/t1/projectDetail?projectId=1', /可申请|暂无可申请房源/],
  ['job list', '/t1/PostInformation?type=social', /共 \d+ 个岗位/],
  ['job post', '/t1/PostDeatil?postId=1', /岗位职责/],
  ['eligibility self-check', '/t1/self_check?residence=local&income=under3000', /自测结果/],
  ['privacy policy', '/privacypolicy/privacy', /隐私/],
  ['user agreement', '/privacypolicy/user', /协议/],
  ['sign-in page', '/login', /手机号码/],
  ['questionnaire list', '/questionnaireFilling', /正在进行的问卷/],
  ['site search results', '/t1/search?keyword=%E5%85%AC%E7%A7%9F%E6%88%BF%20%E7%A7%9F%E9%87%91&kind=notice', /在“通知公告”中找到 \d+ 条结果/],
  ['site search, nothing found', '/t1/search?keyword=qxzvk', /大家常看的办事指南/],
  ['site map', '/t1/siteMap', /栏目导航/],
];

test.describe('with JavaScript off', () => {
  for (const [name, path, phrase] of PAGES) {
    test(`the ${name} (${path}) shows its content, not 加载中`, async ({ browser, baseURL }) => {
      const context = await noScriptContext(browser, baseURL);
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      await expect(main).toBeVisible();
      await expect(main).toContainText(phrase);
      await expect(main.getByText('加载中')).toHaveCount(0);
      // Real, visible content: a heading and more than a line of text.
      await expect(main.getByRole('heading').first()).toBeVisible();
      expect((await main.innerText()).length).toBeGreaterThan(80);
      await context.close();
    });
  }

  test('an article shows its title and body', async ({ browser, baseURL }) => {
    const context = await noScriptContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto('/t3/news_list');
    const link = page.locator('main a[href*="/t3/news_list/article_content"]').first();
    const title = (await link.innerText()).replace(/^置顶\s*/, '').trim();
    await page.goto((await link.getAttribute('href')) as string);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 8));
    await expect(page.locator('main').getByText('加载中')).toHaveCount(0);
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
    await context.close();
  });

  test('a signed-in citizen reads the personal centre', async ({ browser, baseURL }) => {
    const context = await noScriptContext(browser, baseURL);
    const mobile = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    // Registering through the API signs the context in (the session cookie lands in its jar).
    const r = await context.request.post('/api/bzf-portal-register/portal/register', {
      data: { mobile, password: PASSWORD, agreeUser: true, agreeRegister: true },
    });
    expect((await r.json()).code).toBe('1');
    const page = await context.newPage();
    const response = await page.goto('/t1/personalCenter/personal_info/basic_info');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '基本信息' })).toBeVisible();
    await expect(page.locator('main').getByText('加载中')).toHaveCount(0);
    await expect(page.locator('main')).toContainText(mobile.slice(-4));
    await context.close();
  });
});

test.describe('a private page is refused before anything is streamed', () => {
  const PRIVATE = [
    '/t1/personalCenter/personal_info/basic_info?from=mail',
    '/t1/personalCenter/collection_content/article_collection',
    '/t1/personalCenter/business_record/allotment',
    '/t1/personalCenter/job_information/job_Wanted_Record',
  ];
  for (const path of PRIVATE) {
    for (const cookie of [undefined, `tokenId=${'F'.repeat(43)}`]) {
      test(`${path} ${cookie ? 'with a forged session cookie' : 'without a session'} answers 307 to /login?redirect=`, async ({ request }) => {
        const response = await request.get(path, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
        expect(response.status()).toBe(307);
        const location = new URL(response.headers()['location'] ?? '', 'http://portal.invalid');
        expect(location.pathname).toBe('/login');
        expect(location.searchParams.get('redirect')).toBe(path);
      });
    }
  }
});
