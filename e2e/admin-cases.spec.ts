import { expect, test } from '@playwright/test';
import { DEMO_CITIZEN } from '../lib/db/seed/demo-citizen';
import { seriousViolations, signInStaff as signIn, staffAccount as account } from './helpers/staff';

/**
 * 业务办理 (issue #28 part 2): the demo caseworker signs in, opens the shop-intention inbox (names
 * and phones masked), filters it to 已提交, opens a case and accepts it with a note to the citizen;
 * the case page then reads 已受理 with the note on the timeline.
 */
test.describe('case handling in the console', () => {
  test.describe.configure({ timeout: 180_000 });

  test('demo.clerk accepts a shop intention from the inbox with a note to the citizen', async ({ page }) => {
    await signIn(page, account('caseworker'));
    await page.getByRole('link', { name: '业务办理' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '业务办理' })).toBeVisible();
    await expect(page.getByRole('link', { name: '商铺意向登记' })).toHaveAttribute('aria-current', 'page');

    const table = page.getByRole('region', { name: '商铺意向登记列表' });
    await expect(table).toContainText('138****0001');
    await expect(table).not.toContainText(DEMO_CITIZEN.name);
    await expect(table).not.toContainText(DEMO_CITIZEN.mobile);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('状态').selectOption({ label: '已提交' });
    await page.getByRole('button', { name: '筛选', exact: true }).click();
    await expect(page).toHaveURL(/status=submitted/);
    const receipt = table.getByRole('link', { name: /^SY-\d{8}-\d{4,}$/ }).first();
    const receiptNo = (await receipt.textContent())!.trim();
    await receipt.click();

    await expect(page.getByRole('heading', { level: 1 })).toContainText(receiptNo);
    await expect(page.getByTestId('case-status')).toHaveText('已提交');
    const accept = page.locator('form', { has: page.getByRole('button', { name: '变更为「已受理」' }) });
    await accept.getByLabel('给群众的说明').fill('已受理，招商专员将于三个工作日内联系您。');
    await accept.getByLabel('内部备注').fill('e2e：核对意向面积');
    await accept.getByRole('button', { name: '变更为「已受理」' }).click();

    await expect(page.getByRole('status').filter({ hasText: '状态已变更' })).toBeVisible();
    await expect(page.getByTestId('case-status')).toHaveText('已受理');
    const timeline = page.getByRole('region', { name: '办理记录' }).or(page.locator('section', { has: page.getByRole('heading', { name: '办理记录' }) }));
    await expect(timeline).toContainText('给群众的说明：已受理，招商专员将于三个工作日内联系您。');
    await expect(timeline).toContainText('内部备注：e2e：核对意向面积');
    // Now 已受理: the next allowed steps are offered, accepting again is not.
    await expect(page.getByRole('button', { name: '变更为「已联系」' })).toBeVisible();
    await expect(page.getByRole('button', { name: '变更为「已受理」' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
