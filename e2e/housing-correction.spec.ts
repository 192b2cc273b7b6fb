import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signInStaff, staffAccount } from './helpers/staff';
import { makePdf } from '../lib/files/demo-pdf';
import { fillHouseholdForm, newMobile, registerThroughPage } from './helpers/citizen';

/**
 * Issue #29 parts 1, 2 and 3 as people use them: a new citizen applies for 公租房 from the guide's
 * link, uploads a document of the checklist; the caseworker accepts and asks for 补正 (a missing
 * document, a deadline); the citizen reads the message, uploads it and submits the 补正; the case is
 * back at 受理 and goes on through 初审, 复核, 公示 to 轮候; the citizen sees the 轮候序号; staff
 * record 配租 and 选房 in the console; the citizen finds each step on 历史记录, 配租记录, 选房记录 and
 * in the 站内信.
 */

async function uploadItem(page: Page, item: string, fileName: string) {
  const row = page.locator(`li[data-item="${item}"]`);
  await row.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: makePdf(fileName) });
  await row.getByRole('button', { name: '上传' }).click();
  await expect(page.getByRole('status').filter({ hasText: '材料已上传' })).toBeVisible();
  await expect(page.locator(`li[data-item="${item}"]`).getByRole('link', { name: fileName })).toBeVisible();
}

async function move(clerk: Page, to: string) {
  await clerk.getByRole('button', { name: `变更为「${to}」` }).click();
  await expect(clerk.getByTestId('case-status')).toHaveText(to);
}

test.describe('housing application 补正, queue, 配租 and 选房', () => {
  test.describe.configure({ timeout: 300_000, mode: 'serial' });

  test('from the 公租房 guide to a chosen room, with a 补正 on the way', async ({ page, browser }) => {
    // The guide's action link, signed out: sign-in (here a new account) comes back to the form.
    await page.goto('/t1/ywbl_02');
    const apply = page.getByRole('link', { name: '在线申请公租房' }).first();
    await expect(apply).toHaveAttribute('href', '/t1/housingApply?product=gzf');
    await apply.click();
    await expect(page).toHaveURL(/\/login\?.*redirect=/);
    await registerThroughPage(page, '/t1/housingApply?product=gzf', 'Apply2026ok');
    await fillHouseholdForm(page, { name: '钱补正', age: '36', address: '云溪区和园路 8 号 1 栋 101', income: 'under3000', district: 'yx', layout: 'one' });
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
    const receiptNo = (await page.locator('dd').first().innerText()).trim();
    expect(receiptNo).toMatch(/^GZ-\d{8}-\d{4}$/);

    // The checklist of the guide, as uploads: the ID card now.
    await expect(page.getByRole('heading', { name: '申请材料' })).toBeVisible();
    await uploadItem(page, 'id_card', '身份证.pdf');
    // A text file named .pdf is refused at its item, with the recruitment files' words.
    const income = page.locator('li[data-item="income"]');
    await income.locator('input[type=file]').setInputFiles({ name: '收入证明.pdf', mimeType: 'application/pdf', buffer: Buffer.from('不是 PDF') });
    await income.getByRole('button', { name: '上传' }).click();
    await expect(page.locator('li[data-item="income"]').getByRole('alert')).toContainText('附件仅支持 PDF 或 Word');

    // 受理, then 补正 of the missing 婚姻状况证明.
    const clerk = await (await browser.newContext()).newPage();
    await signInStaff(clerk, staffAccount('caseworker'));
    await clerk.goto('/admin/cases?kind=housing_application');
    await clerk.getByRole('link', { name: receiptNo, exact: true }).click();
    const caseUrl = clerk.url();
    await move(clerk, '受理');
    await expect(clerk.getByTestId('case-materials')).toContainText('身份证.pdf');
    await clerk.getByRole('checkbox', { name: '婚姻状况证明' }).check();
    await clerk.getByLabel('补正说明（给群众）').fill('未上传婚姻状况证明，请上传结婚证或单身承诺。');
    await clerk.getByRole('button', { name: '要求补正' }).click();
    await expect(clerk.getByTestId('case-status')).toHaveText('补正');
    await expect(clerk.getByTestId('case-correction')).toContainText('婚姻状况证明');
    expect(await seriousViolations(clerk)).toEqual([]);

    // The citizen is told, sees what is asked and by when, uploads it and submits the 补正.
    await page.goto('/t1/personalCenter/message_center/messages');
    await expect(page.getByText('住房保障申请需要补正材料').first()).toBeVisible();
    await page.goto('/t1/housingApply?product=gzf');
    const asked = page.getByTestId('correction-request');
    await expect(asked).toContainText('婚姻状况证明');
    await expect(asked).toContainText(/请于 \d{4}-\d{2}-\d{2} 前上传/);
    expect(await seriousViolations(page)).toEqual([]);
    await uploadItem(page, 'marriage', '结婚证.pdf');
    await page.getByRole('button', { name: '提交补正' }).click();
    await expect(page.getByRole('status').filter({ hasText: '补正材料已提交' })).toBeVisible();

    // Back at 受理 in the console; on through 初审, 复核, 公示 to 轮候.
    await clerk.goto(caseUrl);
    await expect(clerk.getByTestId('case-status')).toHaveText('受理');
    await expect(clerk.getByTestId('case-materials')).toContainText('结婚证.pdf');
    for (const to of ['初审', '复核', '公示', '轮候']) await move(clerk, to);

    await page.goto('/t1/personalCenter/business_record/allotment');
    const line = page.getByRole('row', { name: new RegExp(receiptNo) });
    await expect(line).toContainText('轮候中');
    await expect(line).toContainText(/轮候序号 GZ-\d{6}/);

    // 配租 and 选房 in the console (a room number of this run: a room is chosen once).
    const roomNo = `${1 + Math.floor(Math.random() * 9)}栋${1000 + Math.floor(Math.random() * 8999)}室`;
    await clerk.goto('/admin/allocations?product=gzf');
    const queued = clerk.getByRole('row', { name: new RegExp(receiptNo) });
    await queued.getByLabel('配租房源').selectOption({ index: 1 });
    await queued.getByRole('button', { name: '登记配租' }).click();
    await expect(clerk.getByRole('status').filter({ hasText: '配租已登记' })).toBeVisible();
    const allocated = clerk.getByRole('row', { name: new RegExp(receiptNo) });
    await allocated.getByLabel('选定房号').fill(roomNo);
    await allocated.getByLabel('选房时段').fill('2026-12-20T09:30');
    await allocated.getByRole('button', { name: '登记选房' }).click();
    await expect(clerk.getByRole('status').filter({ hasText: '选房已登记' })).toBeVisible();
    await clerk.context().close();

    // Each step where the personal centre puts it, and in the 站内信.
    await page.goto('/t1/personalCenter/business_record/zhongbao');
    await expect(page.getByRole('main')).toContainText(receiptNo);
    await page.goto('/t1/personalCenter/business_record/real_time_rental');
    await expect(page.getByRole('main')).toContainText(roomNo);
    await page.goto('/t1/personalCenter/message_center/messages');
    for (const title of ['住房保障申请需要补正材料', '住房保障申请补正材料已提交', '住房保障申请轮候', '配租结果通知', '选房结果通知']) await expect(page.getByText(title).first()).toBeVisible();
  });

  test('without JavaScript: a 保租房 applicant uploads a checklist file, a renamed one is refused at its item, and removes a file', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const r = await context.request.post('/api/bzf-portal-register/portal/register', { data: { mobile: newMobile(), password: 'Apply2026ok', agreeUser: true, agreeRegister: true } });
    expect((await r.json()).code).toBe('1');
    const page = await context.newPage();
    await page.goto('/t1/housingApply?product=bzf');
    await fillHouseholdForm(page, { name: '孙无脚本', age: '27', address: '高新区科创路 1 号', income: 'under3000', district: 'yx', layout: 'studio' });
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
    await uploadItem(page, 'employment', '劳动合同.pdf');
    const hukou = page.locator('li[data-item="hukou"]');
    await hukou.locator('input[type=file]').setInputFiles({ name: '户口簿.pdf', mimeType: 'application/pdf', buffer: Buffer.from('不是 PDF') });
    await hukou.getByRole('button', { name: '上传' }).click();
    await expect(page).toHaveURL(/failed=attachment_type/);
    await expect(page.locator('li[data-item="hukou"]').getByRole('alert')).toContainText('附件仅支持 PDF 或 Word');
    await page.locator('li[data-item="employment"]').getByRole('button', { name: '删除 劳动合同.pdf' }).click();
    await expect(page.getByRole('status').filter({ hasText: '材料已删除' })).toBeVisible();
    await expect(page.locator('li[data-item="employment"]')).toContainText('尚未上传');
    await context.close();
  });
});
