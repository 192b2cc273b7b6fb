import { expect, test, type Page } from '@playwright/test';
import { registerThroughPage } from './helpers/citizen';

/**
 * Issue #10 parts 6–9 through the pages: a company searches shops, registers its intention,
 * finds it under 企业意向登记查询 and in the personal centre, and withdraws it; the demo citizen's
 * personal centre shows real records.
 */
const PASSWORD = 'Company2026ok';

const registerAndReturn = (page: Page, redirect: string) => registerThroughPage(page, redirect, PASSWORD);

test('a company searches shops, registers intention, sees it under CheckCompanyregister and in the personal centre, and withdraws it', async ({ page }) => {
  // Found through the menu: 多元业务 → 商业服务 → 商铺查询.
  await page.goto('/t1/serviceIntroduction');
  await page.getByRole('complementary').getByRole('link', { name: '商铺查询' }).click();
  await expect(page).toHaveURL(/\/t1\/businessHandle/);
  await page.getByLabel('所在区域').selectOption('gx');
  await page.getByLabel('招租状态').selectOption('leasing');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/district=gx/);
  await expect(page.getByText(/^共 \d+ 间商铺$/)).toBeVisible();
  const firstShop = page.getByRole('list', { name: '商铺列表' }).getByRole('link').first();
  const shopName = (await firstShop.innerText()).trim();
  await firstShop.click();
  await expect(page).toHaveURL(/\/t1\/shopInfo\?shopId=\d+/);
  const shopId = new URL(page.url()).searchParams.get('shopId')!;

  // 登记意向 needs a session: sign-in (here: registration) and back to the form with the shop ticked.
  await page.getByRole('link', { name: '登记意向' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const mobile = await registerAndReturn(page, `/t1/register?shopId=${shopId}`);
  await expect(page).toHaveURL(new RegExp(`/t1/register\\?shopId=${shopId}`));
  await expect(page.locator(`input[name="shopIds"][value="${shopId}"]`)).toBeChecked();

  await page.getByLabel('企业', { exact: true }).check();
  await page.getByLabel('企业名称').fill('青禾市安居便利店有限公司');
  // A wrong check character is named as the person types.
  await page.getByLabel('统一社会信用代码').fill('91350100M000100Y44');
  await page.getByLabel('统一社会信用代码').blur();
  await expect(page.getByText(/校验/).first()).toBeVisible();
  await page.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
  await page.getByLabel('联系人').fill('王经理');
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('拟经营业态').selectOption('convenience');
  await page.getByRole('button', { name: '提交登记' }).dblclick();

  await expect(page).toHaveURL(/\/t1\/CheckCompanyregister\?submitted=\d+/);
  const rows = page.locator('main table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('已提交');
  await expect(rows.first()).toContainText('青禾市安居便利店有限公司');
  // The receipt number to read aloud, in the notice and on the row.
  const receipt = /SY-\d{8}-\d{4}/;
  await expect(page.locator('main p[role=status]')).toContainText(receipt);
  await expect(rows.first()).toContainText(receipt);

  // The personal centre lists it too, on its own page (业务记录 › 商铺意向登记).
  await page.goto('/t1/personalCenter/business_record/shop_intention');
  await expect(page.getByRole('table', { name: '我的商铺意向登记' })).toContainText('青禾市安居便利店有限公司');

  // Withdraw while 已提交, through the one confirmation: the row stays, as 已撤回.
  await page.goto('/t1/CheckCompanyregister');
  await page.locator('main summary', { hasText: /撤回受理编号 SY-\d{8}-\d{4}/ }).click();
  await page.getByRole('button', { name: '确定撤回' }).click();
  await expect(page.locator('main table tbody tr').first()).toContainText('已撤回');
  await expect(page.locator('main summary', { hasText: /撤回登记/ })).toHaveCount(0);
  expect(shopName.length).toBeGreaterThan(0);
});

test('another user never sees a registration that is not theirs', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerAndReturn(page, '/t1/CheckCompanyregister');
  await expect(page).toHaveURL(/\/t1\/CheckCompanyregister/);
  await expect(page.locator('main table tbody tr')).toHaveCount(0);
  await expect(page.getByText('您还没有提交过商铺意向登记。')).toBeVisible();
  await context.close();
});

test('the demo citizen signs in and sees allocation, room-selection and allotment records', async ({ page }) => {
  await page.goto('/login?redirect=%2Ft1%2FpersonalCenter%2Fbusiness_record%2Fzhongbao');
  await page.getByLabel('手机号码').fill('13800000001');
  await page.getByLabel('密码', { exact: true }).fill('Anju2026qh');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/business_record\/zhongbao/);
  await expect(page.locator('main table tbody tr').first()).toBeVisible();
  await page.goto('/t1/personalCenter/business_record/real_time_rental');
  await expect(page.locator('main table tbody tr').first()).toBeVisible();
  await page.goto('/t1/personalCenter/allotment_sale_record/intention_register');
  await expect(page.locator('main table').first()).toContainText('审核中');
  await page.goto('/t1/personalCenter/collection_content/project_Collection');
  await expect(page.locator('main a[href*="/t1/projectDetail?projectId="]').first()).toBeVisible();
});

test('shop pages: a real 404 for an unknown shop, and the bare 商铺信息 lists the shops open for rent', async ({ request }) => {
  expect((await request.get('/t1/shopInfo?shopId=987654')).status()).toBe(404);
  const bare = await request.get('/t1/shopInfo', { maxRedirects: 0 });
  expect(bare.status()).toBe(200);
  expect(await bare.text()).toMatch(/href="\/t1\/shopInfo\?shopId=\d+"/);
  expect((await request.get('/t1/shopProjectInfo?projectId=987654')).status()).toBe(404);
});
