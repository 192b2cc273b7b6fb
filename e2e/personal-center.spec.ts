import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerThroughApi } from './helpers/citizen';

/**
 * Personal-centre journeys: the guard, favourites from an article page to 我的收藏 and back out,
 * basic information and family members that survive a reload. Each test registers its own
 * citizen (unique mobile) through the API, which signs the browser context in.
 */
const PASSWORD = 'Portal2026ok';
const ARTICLE_COLLECTION = '/t1/personalCenter/collection_content/article_collection';
const BASIC_INFO = '/t1/personalCenter/personal_info/basic_info';
const FAMILY = '/t1/personalCenter/personal_info/gzf_familyInfo';

const register = (request: APIRequestContext) => registerThroughApi(request, PASSWORD);

/** Up to `n` notice links from the notices list. */
async function noticeLinks(page: Page, n: number): Promise<{ href: string; title: string }[]> {
  await page.goto('/t3/news_list');
  const links = page.locator('main a[href*="/t3/news_list/article_content"]');
  await expect(links.first()).toBeVisible();
  const out: { href: string; title: string }[] = [];
  for (let i = 0; out.length < n; i++) {
    const link = links.nth(i);
    const href = (await link.getAttribute('href')) ?? '';
    if (out.some((o) => o.href === href)) continue;
    out.push({ href, title: (await link.innerText()).replace(/^置顶\s*/, '').trim() });
  }
  return out;
}

test('an anonymous visitor of a personal-centre page is sent to /login and, after signing in, back to that page', async ({ page }) => {
  const mobile = await register(page.context().request);
  await page.context().clearCookies();
  await page.goto(`${ARTICLE_COLLECTION}?pageNum=1`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${ARTICLE_COLLECTION}?pageNum=1`);

  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE_COLLECTION}\\?pageNum=1$`));
  await expect(page.getByRole('heading', { level: 1, name: '文章收藏' })).toBeVisible();
});

test('personal-centre pages are private: noindex, not cached, and a stale cookie is checked on the server', async ({ page, request }) => {
  const stale = await request.get(BASIC_INFO, { headers: { cookie: `tokenId=${'A'.repeat(43)}` }, maxRedirects: 0 });
  // Middleware lets a cookie through; the layout finds no session and sends the visitor to sign in.
  const location = stale.headers()['location'] ?? (await stale.text());
  expect(location).toContain('/login?redirect=');
  await register(page.context().request);
  const response = await page.goto(BASIC_INFO);
  expect(response?.headers()['cache-control']).toMatch(/no-store|private/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a citizen favourites a notice from its page, finds it under 我的收藏 and removes two at once', async ({ page }) => {
  await register(page.context().request);
  const notices = await noticeLinks(page, 3);

  for (const notice of notices) {
    await page.goto(notice.href);
    const button = page.getByRole('button', { name: `收藏「${notice.title}」` });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByRole('button', { name: `取消收藏「${notice.title}」` })).toHaveAttribute('aria-pressed', 'true');
  }
  // Still favourited after a reload (the server, not the page, remembers).
  await page.reload();
  await expect(page.getByRole('button', { name: `取消收藏「${notices[2]!.title}」` })).toHaveText('已收藏');

  await page.goto(ARTICLE_COLLECTION);
  await expect(page.getByRole('navigation', { name: '个人中心' }).first()).toBeVisible();
  for (const n of notices) await expect(page.getByRole('link', { name: n.title })).toBeVisible();

  await page.getByRole('checkbox', { name: `选择「${notices[0]!.title}」` }).check();
  await page.getByRole('checkbox', { name: `选择「${notices[1]!.title}」` }).check();
  await page.getByRole('button', { name: '移除所选（2）' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已移除 2 项收藏' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: notices[2]!.title })).toBeVisible();
  await expect(page.getByRole('link', { name: notices[0]!.title })).toHaveCount(0);
  await expect(page.getByRole('link', { name: notices[1]!.title })).toHaveCount(0);
});

test('basic information is saved, shown masked and still there after a reload; wrong input gets a Chinese message', async ({ page }) => {
  await register(page.context().request);
  await page.goto(BASIC_INFO);
  await page.getByRole('button', { name: '编辑' }).click();
  await page.getByLabel('姓名').fill('张三');
  await page.getByLabel('身份证号码').fill('110101199003074478');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入正确的 18 位居民身份证号码')).toBeVisible();

  await page.getByLabel('身份证号码').fill('110101199003074477');
  await page.getByLabel('电子邮箱').fill('zhangsan@example.cn');
  await page.getByLabel('联系地址').fill('杭州市西湖区文三路 1 号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();

  await page.reload();
  const facts = page.locator('main dl');
  await expect(facts).toContainText('张三');
  await expect(facts).toContainText('1101**********4477');
  await expect(facts).toContainText('zhangsan@example.cn');
  await expect(facts).toContainText('杭州市西湖区文三路 1 号');
  await expect(page.locator('body')).not.toContainText('110101199003074477');
});

test('a family member is added, edited and removed, and each change survives a reload', async ({ page }) => {
  await register(page.context().request);
  await page.goto(FAMILY);
  await expect(page.locator('#main-content').getByText('暂无家庭成员')).toBeVisible();

  await page.getByRole('button', { name: '添加家庭成员' }).click();
  await page.getByLabel('姓名').fill('李四');
  await page.getByLabel('与申请人关系').selectOption('配偶');
  await page.getByLabel('身份证号码').fill('11010519491231002X');
  await page.getByLabel('联系电话').fill('13800138000');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('cell', { name: '李四', exact: true })).toBeVisible();

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: '李四' });
  await expect(row).toContainText('配偶');
  await expect(row).toContainText('1101**********002X');

  await page.getByRole('button', { name: '编辑「李四」' }).click();
  await page.getByLabel('与申请人关系').selectOption('父母');
  await page.getByLabel('联系电话').fill('0571-88886666');
  await page.getByRole('button', { name: '保存' }).click();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: '李四' })).toContainText('0571-88886666');
  await expect(page.getByRole('row').filter({ hasText: '李四' })).toContainText('父母');

  await page.locator('main summary', { hasText: '删除家庭成员「李四」' }).click();
  await page.getByRole('button', { name: '确定删除' }).click();
  await expect(page.locator('#main-content').getByText('暂无家庭成员')).toBeVisible();
  await page.reload();
  await expect(page.locator('#main-content').getByText('暂无家庭成员')).toBeVisible();
});

test('the record pages show one honest empty state each, under the 个人中心 menu', async ({ page }) => {
  await register(page.context().request);
  await page.goto('/t1/personalCenter/business_record/zhongbao');
  await expect(page.getByRole('heading', { level: 1, name: '配租记录' })).toBeVisible();
  await expect(page.getByText('暂无记录')).toBeVisible();
  await expect(page.getByText(/工作人员为您登记配租后/)).toBeVisible();
  await page.goto('/t1/personalCenter/business_record/nope');
  await expect(page).toHaveURL(/\/home$/);
});
