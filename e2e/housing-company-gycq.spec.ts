import { expect, test } from '@playwright/test';
import { fillHouseholdForm, freshIdNumber, registerThroughPage } from './helpers/citizen';

/**
 * Issue #29 part 1 (h2): a citizen follows the 澄江·同心苑 申购公告's link to the 共有产权 申购 with
 * the project chosen and subscribes (receipt GC-); a company's 经办人 applies for 保租房 for its staff
 * (receipt BZQ-); what was typed survives leaving the form for 家庭信息 (the draft).
 */

/** A valid 统一社会信用代码 (GB 32100), different on every run. */
function freshCreditCode(): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const body = Array.from({ length: 8 }, () => '0123456789'[Math.floor(Math.random() * 10)]).join('');
  const ow = [3, 7, 9, 10, 5, 8, 4, 2];
  const os = [...body].reduce((s, c, i) => s + Number(c) * ow[i]!, 0);
  const oc = 11 - (os % 11);
  const org = body + (oc === 10 ? 'X' : oc === 11 ? '0' : String(oc));
  const first17 = `91330100${org}`;
  const w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const s = [...first17].reduce((acc, c, i) => acc + chars.indexOf(c) * w[i]!, 0);
  return first17 + chars[(31 - (s % 31)) % 31]!;
}

test.describe('保租房 企业申请 and 共有产权 申购', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the 申购公告 link opens the 共有产权 申购 with its project chosen; the subscription gets a GC- receipt; a draft survives going to 家庭信息', async ({ page }) => {
    await registerThroughPage(page, '/t1/housingApply?product=gycq', 'Apply2026ok');
    await page.goto('/t3/news_list?col1=tzgg&col2=tzgg_gycq');
    await page.getByRole('link', { name: '澄江·同心苑共有产权住房申购公告' }).first().click();
    await page.getByRole('link', { name: /共有产权住房申购—澄江·同心苑/ }).click();
    await expect(page).toHaveURL(/product=gycq&projectId=\d+/);
    await expect(page.getByLabel('申购项目')).toHaveValue(/\d+/);
    await expect(page.getByLabel('申购项目').locator('option:checked')).toContainText('澄江·同心苑');

    await page.getByLabel('申请人姓名').fill('孙共有');
    await page.getByLabel('现居住地址').fill('澄江区同心路 1 号 2 栋 301');
    // Leaving for 家庭信息 and coming back keeps what was typed.
    await page.getByRole('link', { name: '到“家庭信息”添加或修改家庭成员' }).click();
    await expect(page).toHaveURL(/gzf_familyInfo/);
    await page.goBack();
    // Back on the form before reloading it (a reload during the back navigation aborts it).
    await expect(page).not.toHaveURL(/gzf_familyInfo/);
    await page.reload();
    await expect(page.getByLabel('现居住地址')).toHaveValue('澄江区同心路 1 号 2 栋 301');

    await fillHouseholdForm(page, { age: '34', income: 'from6000', district: 'cj', layout: 'two' });
    await page.getByRole('button', { name: '提交申购' }).click();
    await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
    expect((await page.locator('dd').first().innerText()).trim()).toMatch(/^GC-\d{8}-\d{4}$/);
  });

  test('a company applies for 保租房 for its staff from the 企业申请 link: a wrong credit code is named, then a BZQ- receipt', async ({ page }) => {
    await registerThroughPage(page, '/t1/housingApply?product=bzf_company', 'Apply2026ok');
    const code = freshCreditCode();
    await page.getByLabel('企业名称').fill('青禾测试科技有限公司');
    await page.getByLabel('统一社会信用代码').fill(code.slice(0, 17) + (code[17] === '0' ? '1' : '0'));
    await page.getByLabel('经办联系人').fill('王经办');
    await page.getByLabel('联系人手机号码').fill('13900000009');
    await page.getByLabel('申请套数').fill('2');
    await page.getByLabel('职工名单').fill(`赵一职 ${freshIdNumber()}\n钱二职 ${freshIdNumber()}`);
    await page.getByLabel('意向区域').selectOption('cj');
    await page.getByLabel('意向户型').selectOption('one');
    await page.getByRole('checkbox', { name: /本企业承诺所填信息真实/ }).check();
    await page.getByRole('checkbox', { name: /同意有关部门核查企业及职工/ }).check();
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('第 18 位校验码不正确，请核对是否输错')).toBeVisible();
    await page.getByLabel('统一社会信用代码').fill(code);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
    expect((await page.locator('dd').first().innerText()).trim()).toMatch(/^BZQ-\d{8}-\d{4}$/);
  });
});
