import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * The account forms work without JavaScript (issue #25 part 1): registration, sign-in, password
 * change, basic information and family members are plain forms posting to their routes, which
 * answer 303 onward or back to the form with ?failed= (and ?fields=, names only, never values).
 * And the family page takes a same-origin ?returnTo= and offers 「返回」 to it.
 */

const API = '/api/bzf-portal-register/portal';
const PASSWORD = 'Portal2026ok';
const BASIC_INFO = '/t1/personalCenter/personal_info/basic_info';
const FAMILY = '/t1/personalCenter/personal_info/gzf_familyInfo';
const ALERT = '[role="alert"]:not(#__next-route-announcer__)';

const uniqueMobile = () => `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

async function noScript(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled: false, baseURL });
}

/** A citizen registered (and signed in) through the API in this context's cookie jar. */
async function signedInContext(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page; mobile: string }> {
  const context = await noScript(browser, baseURL);
  const mobile = uniqueMobile();
  const r = await context.request.post(`${API}/register`, { data: { mobile, password: PASSWORD, agreeUser: true, agreeRegister: true } });
  expect((await r.json()).code).toBe('1');
  return { context, page: await context.newPage(), mobile };
}

test.describe('with JavaScript off', () => {
  // Each test loads several pages (every step is a page without a script): more than the default 30 s on a busy runner.
  test.describe.configure({ timeout: 90_000 });
  test('registration: a missing agreement comes back named, then the account is made and signed in', async ({ browser, baseURL }) => {
    const context = await noScript(browser, baseURL);
    const page = await context.newPage();
    const mobile = uniqueMobile();
    await page.goto(`/login?redirect=${encodeURIComponent(BASIC_INFO)}`);
    await page.getByRole('tab', { name: '新用户注册' }).click();
    await expect(page).toHaveURL(/type=register/);
    await page.getByLabel('手机号码').fill(mobile);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '注册并登录' }).click();
    await expect(page).toHaveURL(/\/login\?failed=invalid&fields=agree&type=register&redirect=/);
    expect(page.url()).not.toContain(mobile);
    await expect(page.locator(ALERT)).toContainText('提交未成功');

    await page.getByLabel('手机号码').fill(mobile);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await page.getByRole('button', { name: '注册并登录' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASIC_INFO}$`));
    await expect(page.locator('main')).toContainText(masked(mobile));
    await context.close();
  });

  test('password change: the new password is set, the old one no longer signs in, the new one does', async ({ browser, baseURL }) => {
    const { context, page, mobile } = await signedInContext(browser, baseURL);
    const NEW = 'Portal2027ok';
    await page.goto('/login?type=password');
    await page.getByLabel('手机号码').fill(mobile);
    await page.getByLabel('原密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('新密码', { exact: true }).fill(NEW);
    await page.getByLabel('确认新密码', { exact: true }).fill('Portal2027no');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page).toHaveURL(/\/login\?failed=invalid&fields=confirm&type=password/);

    await page.getByLabel('手机号码').fill(mobile);
    await page.getByLabel('原密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('新密码', { exact: true }).fill(NEW);
    await page.getByLabel('确认新密码', { exact: true }).fill(NEW);
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page).toHaveURL(/\/home$/);

    const fresh = await noScript(browser, baseURL);
    const signIn = await fresh.newPage();
    await signIn.goto('/login');
    await signIn.getByLabel('手机号码').fill(mobile);
    await signIn.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await signIn.getByRole('button', { name: '登录', exact: true }).click();
    await expect(signIn).toHaveURL(/\/login\?failed=wrong/);
    await signIn.getByLabel('手机号码').fill(mobile);
    await signIn.getByLabel('密码', { exact: true }).fill(NEW);
    await signIn.getByRole('button', { name: '登录', exact: true }).click();
    await expect(signIn).toHaveURL(/\/home$/);
    await fresh.close();
    await context.close();
  });

  test('basic information: 编辑 opens the form, a wrong ID number comes back named (not echoed), the right one is saved', async ({ browser, baseURL }) => {
    const { context, page } = await signedInContext(browser, baseURL);
    await page.goto(BASIC_INFO);
    await page.getByRole('button', { name: '编辑' }).click();
    await expect(page).toHaveURL(/edit=1/);
    await page.getByLabel('姓名').fill('张三');
    await page.getByLabel('身份证号码').fill('110101199003074478');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/failed=invalid&fields=idNumber/);
    expect(page.url()).not.toContain('110101199003074478');
    await expect(page.locator(ALERT)).toContainText('身份证号码');

    await page.getByLabel('姓名').fill('张三');
    await page.getByLabel('身份证号码').fill('110101199003074477');
    await page.getByLabel('电子邮箱').fill('zhangsan@example.cn');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASIC_INFO}\\?saved=1$`));
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    const facts = page.locator('main dl');
    await expect(facts).toContainText('张三');
    await expect(facts).toContainText('1101**********4477');
    await context.close();
  });

  test('family members: added, edited and removed (asked first), and 「返回」 leads back to the page that sent the citizen', async ({ browser, baseURL }) => {
    const { context, page } = await signedInContext(browser, baseURL);
    const from = '/t1/personalCenter/business_record/allotment';
    await page.goto(`${FAMILY}?returnTo=${encodeURIComponent(from)}`);
    await page.getByRole('button', { name: '添加家庭成员' }).click();
    await page.getByLabel('姓名').fill('李四');
    await page.getByLabel('与申请人关系').selectOption('配偶');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/failed=invalid&fields=idNumber/);
    await expect(page.locator(ALERT)).toContainText('身份证号码');

    await page.getByLabel('姓名').fill('李四');
    await page.getByLabel('与申请人关系').selectOption('配偶');
    await page.getByLabel('身份证号码').fill('11010519491231002X');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('cell', { name: '李四', exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '已保存家庭成员「李四」' })).toBeVisible();
    const back = page.getByRole('link', { name: '返回' });
    await expect(back).toHaveAttribute('href', from);

    await page.getByRole('button', { name: '编辑「李四」' }).click();
    await page.getByLabel('与申请人关系').selectOption('父母');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('row').filter({ hasText: '李四' })).toContainText('父母');

    // The one confirmation (components/form/ConfirmAction): a native disclosure, no script needed.
    await page.locator('main summary', { hasText: '删除家庭成员「李四」' }).click();
    await expect(page.getByText('确定删除家庭成员「李四」吗？')).toBeVisible();
    await page.getByRole('button', { name: '确定删除' }).click();
    await expect(page.locator('#main-content').getByText('暂无家庭成员')).toBeVisible();
    await page.getByRole('link', { name: '返回' }).click();
    await expect(page).toHaveURL(new RegExp(`${from}(\\?|$)`));
    await context.close();
  });

  test('the family page ignores a return path to another site', async ({ browser, baseURL }) => {
    const { context, page } = await signedInContext(browser, baseURL);
    await page.goto(`${FAMILY}?returnTo=${encodeURIComponent('//evil.example/x')}`);
    await expect(page.getByRole('heading', { level: 1, name: '家庭信息' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回' })).toHaveCount(0);
    await context.close();
  });
});

test('with JavaScript, a member added from a form that sent the citizen here offers 「返回」 to it', async ({ page }) => {
  const mobile = uniqueMobile();
  const r = await page.context().request.post(`${API}/register`, { data: { mobile, password: PASSWORD, agreeUser: true, agreeRegister: true } });
  expect((await r.json()).code).toBe('1');
  const from = '/t1/personalCenter/business_record/allotment';
  await page.goto(`${FAMILY}?returnTo=${encodeURIComponent(from)}`);
  await page.getByRole('button', { name: '添加家庭成员' }).click();
  await page.getByLabel('姓名').fill('王五');
  await page.getByLabel('与申请人关系').selectOption('子女');
  await page.getByLabel('身份证号码').fill('440524198001010013');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('cell', { name: '王五', exact: true })).toBeVisible();
  await page.getByRole('link', { name: '返回' }).click();
  await expect(page).toHaveURL(new RegExp(`${from}(\\?|$)`));
});
