import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerThroughApi } from './helpers/citizen';

/**
 * The 配售型保障性住房 online registration (/t1/ywbl_01) signed in, as a citizen meets it (issue #25
 * parts 1 and 7): no wider than the phone, the way to 家庭信息 and back without losing what was
 * typed, a registration and its withdraw, and the same form without JavaScript.
 */
test.describe.configure({ timeout: 120_000 });

const FORM = '/t1/ywbl_01';
const RECORDS = '/t1/personalCenter/allotment_sale_record/intention_register';
const ID_NUMBER = '110101199003074477';

const registerCitizen = (request: APIRequestContext) => registerThroughApi(request, 'Allot2026ok');

for (const width of [360, 375, 414]) {
  test(`signed in at ${width} px the registration fits the screen`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await registerCitizen(page.request);
    await page.goto(FORM);
    await expect(page.getByRole('button', { name: '提交意向登记' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const select = await page.getByLabel('意向户型').boundingBox();
    expect(select!.x + select!.width).toBeLessThanOrEqual(width);
    await context.close();
  });
}

test('leaving for 家庭信息 offers the way back and keeps what was typed; then register and withdraw', async ({ page }) => {
  await registerCitizen(page.request);
  await page.goto(FORM);
  await page.getByLabel('登记人姓名').fill('张安居');
  await page.getByLabel('居民身份证号码').fill(ID_NUMBER);
  await page.getByRole('radio', { name: /北湖·安和苑/ }).check();
  const link = page.getByRole('link', { name: '添加或修改家庭成员' });
  await expect(link).toHaveAttribute('href', `/t1/personalCenter/personal_info/gzf_familyInfo?returnTo=${encodeURIComponent(FORM)}`);
  await link.click();
  await expect(page).toHaveURL(/\/personal_info\/gzf_familyInfo\?returnTo=/);
  await page.goto(FORM);
  await expect(page.getByLabel('居民身份证号码')).toHaveValue(ID_NUMBER);
  await expect(page.getByLabel('登记人姓名')).toHaveValue('张安居');
  await expect(page.getByRole('radio', { name: /北湖·安和苑/ })).toBeChecked();

  await page.getByLabel('意向户型').selectOption({ index: 1 });
  await page.getByRole('button', { name: '提交意向登记' }).click();
  await expect(page).toHaveURL(new RegExp(`${RECORDS}\\?submitted=\\d+$`));
  await expect(page.getByRole('status').filter({ hasText: '意向登记已提交' })).toBeVisible();
  // Back on the form, nothing of the first visit comes back.
  await page.goto(FORM);
  await expect(page.getByLabel('居民身份证号码')).toHaveValue('');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a wrong field comes back as ?failed=invalid&fields=… naming it, never its value; a right one is stored and withdrawn', async ({ page }) => {
    await registerCitizen(page.request);
    await page.goto(FORM);
    await page.getByLabel('登记人姓名').fill('张安居');
    await page.getByLabel('居民身份证号码').fill('110101199003074478');
    await page.getByRole('radio', { name: /滨湖·澜湾苑/ }).check();
    await page.getByRole('button', { name: '提交意向登记' }).click();
    await expect(page).toHaveURL(`${FORM}?failed=invalid&fields=idNumber,unitTypeId`);
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveText(['居民身份证号码', '意向户型']);
    expect(page.url()).not.toContain('1101');

    // Nothing typed comes back in the URL, so it is typed again.
    await page.getByLabel('登记人姓名').fill('张安居');
    await page.getByLabel('居民身份证号码').fill(ID_NUMBER);
    await page.getByRole('radio', { name: /滨湖·澜湾苑/ }).check();
    await page.getByLabel('意向户型').selectOption({ label: await page.locator('optgroup[label="滨湖·澜湾苑"] option').first().innerText() });
    await page.getByRole('button', { name: '提交意向登记' }).click();
    await expect(page).toHaveURL(new RegExp(`${RECORDS}\\?submitted=\\d+$`));
    // The one confirmation (components/form/ConfirmAction): a native disclosure, then 确定撤回.
    await page.locator('main summary', { hasText: '滨湖·澜湾苑' }).click();
    await page.getByRole('button', { name: '确定撤回' }).click();
    await expect(page).toHaveURL(new RegExp(`${RECORDS}\\?withdrawn=\\d+$`));
  });
});
