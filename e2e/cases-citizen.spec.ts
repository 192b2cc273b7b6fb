import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInStaff as signIn, staffAccount as account } from './helpers/staff';
import { registerThroughPage } from './helpers/citizen';

/**
 * Issue #28 part 9, as people use it: a company registers its intention for a shop; the demo
 * caseworker accepts it with a note; the company sees the unread count in the header, reads the
 * message and the case's timeline with the note; the case is closed and the company rates it; a
 * visitor looks the case up by receipt number and the mobile's last four digits; a citizen asks a
 * question with consent to publish, the caseworker answers it, and it appears on 留言咨询.
 */
const PASSWORD = 'Company2026ok';

const registerCitizen = (page: Page, redirect: string) => registerThroughPage(page, redirect, PASSWORD);

async function caseworker(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account('caseworker'));
  return page;
}

/** The caseworker opens a case of `kind` by its receipt number from the inbox and makes one move with a note to the citizen. */
async function move(clerk: Page, kind: string, receiptNo: string, to: string, note: string) {
  await clerk.goto(`/admin/cases?kind=${kind}`);
  await clerk.getByRole('link', { name: receiptNo, exact: true }).click();
  await expect(clerk.getByRole('heading', { level: 1 })).toContainText(receiptNo);
  const form = clerk.locator('form', { has: clerk.getByRole('button', { name: `变更为「${to}」` }) });
  await form.getByLabel('给群众的说明').fill(note);
  await form.getByRole('button', { name: `变更为「${to}」` }).click();
  await expect(clerk.getByTestId('case-status')).toHaveText(to);
}

test.describe('a citizen is told each step of a case', () => {
  test.describe.configure({ timeout: 240_000, mode: 'serial' });

  test('a company registers intention, a handler accepts it with a note, the company reads the message and the timeline, then rates the closed case; a visitor looks it up by receipt', async ({ page, browser }) => {
    // The company: register, choose a leasing shop, send the registration.
    const mobile = await registerCitizen(page, '/t1/register');
    await page.getByRole('radio', { name: '企业' }).check();
    await page.getByLabel('企业名称').fill('青禾市安居便利店有限公司');
    await page.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
    await page.getByLabel('联系人').fill('王经理');
    await page.getByLabel('手机号码').fill(mobile);
    await page.getByLabel('拟经营业态').selectOption('convenience');
    await page.locator('input[name="shopIds"]').first().check();
    await page.getByRole('button', { name: '提交登记' }).click();
    await expect(page).toHaveURL(/\/t1\/CheckCompanyregister\?submitted=\d+/);
    const receiptNo = (await page.getByRole('status').innerText()).match(/SY-\d{8}-\d{4,}/)![0];

    // The handler accepts it with a note to the citizen.
    const clerk = await caseworker(browser);
    await move(clerk, 'shop_intention', receiptNo, '已受理', '已受理，招商专员将于三个工作日内与您联系。');

    // The company: the header counts one unread message; the message centre opens it; the case page shows the note.
    await page.goto('/home');
    await expect(page.getByTestId('unread-count').first()).toContainText('1');
    await page.getByRole('link', { name: /个人中心/ }).first().click();
    await expect(page).toHaveURL(/message_center\/messages/);
    const message = page.getByRole('list', { name: /消息列表/ }).getByRole('link').first();
    await expect(message).toContainText('已受理');
    await expect(message).toContainText('未读');
    await message.click();
    await expect(page.getByRole('article')).toContainText(receiptNo);
    await expect(page.getByRole('list', { name: /消息列表/ }).getByRole('link').first()).toContainText('已读');
    await page.getByRole('link', { name: '查看办件详情' }).click();
    const steps = page.getByRole('list', { name: /办理进度/ });
    await expect(steps).toContainText('已提交');
    await expect(steps).toContainText('已受理');
    await expect(steps).toContainText('已受理，招商专员将于三个工作日内与您联系。');

    // The handler contacts and closes it; the company rates it.
    await move(clerk, 'shop_intention', receiptNo, '已联系', '已电话联系，约定下周看铺。');
    await move(clerk, 'shop_intention', receiptNo, '已结束', '意向已登记完毕，感谢关注。');
    await clerk.context().close();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: '服务评价' })).toBeVisible();
    await page.getByRole('radio', { name: '满意', exact: true }).check();
    await page.getByLabel(/意见建议/).fill('联系及时，态度很好。');
    await page.getByRole('button', { name: '提交评价' }).click();
    await expect(page.getByText('您的评价：满意')).toBeVisible();

    // A visitor, not signed in, looks the case up by its receipt and the mobile's last four digits.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/t1/caseQuery');
    await visitor.getByLabel('受理编号').fill(receiptNo.toLowerCase());
    await visitor.getByLabel('申请人姓名或手机号后四位').fill('0000' === mobile.slice(-4) ? '1111' : '0000');
    await visitor.getByRole('button', { name: '查询' }).click();
    await expect(visitor.getByText(/没有找到与该受理编号/).first()).toBeVisible();
    await visitor.getByLabel('申请人姓名或手机号后四位').fill(mobile.slice(-4));
    await visitor.getByRole('button', { name: '查询' }).click();
    await expect(visitor).toHaveURL(/\/t1\/caseQuery\?receiptNo=/);
    await expect(visitor.getByRole('main')).toContainText(receiptNo);
    await expect(visitor.getByRole('main')).toContainText('已结束');
    await expect(visitor.getByRole('main')).not.toContainText('王经理');
    await expect(visitor.getByRole('main')).not.toContainText('约定下周看铺');
    await visitor.context().close();
  });

  test('a citizen asks a question with consent to publish; a handler answers it and it is published on 留言咨询 with the name masked', async ({ page, browser }) => {
    await registerCitizen(page, '/t1/askQuestion');
    const title = `公租房租金可以按季度缴纳吗 ${Date.now().toString(36).slice(-4)}`;
    await page.getByLabel('咨询类别').selectOption({ label: '公租房' });
    await page.getByLabel('标题').fill(title);
    await page.getByLabel('咨询内容').fill('我家承租公租房，请问租金能否按季度缴纳，在哪里办理？');
    await page.getByRole('checkbox', { name: /同意在答复后公开/ }).check();
    await page.getByRole('button', { name: '提交留言' }).click();
    await expect(page).toHaveURL(/message_center\/questions\?asked=\d+/);
    const receiptNo = (await page.getByRole('status').innerText()).match(/ZX-\d{8}-\d{4,}/)![0];

    const clerk = await caseworker(browser);
    await move(clerk, 'consultation', receiptNo, '已答复', '可以。请携带身份证到项目服务中心签订按季缴纳补充协议。');
    await clerk.context().close();

    await page.goto('/t1/consultation');
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('可以。请携带身份证到项目服务中心签订按季缴纳补充协议。');
    await expect(item).toContainText('受理日期');
    await expect(item).toContainText('答复日期');
  });
});

test('on a 375 px phone the top bar shows the signed-in citizen’s unread count, in 长者模式 too, and it opens the message centre', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  // The demo citizen, whose demo cases left unread 站内信 (lib/db/seed/demo-cases.ts).
  const signIn = await page.request.post('/api/bzf-portal-register/portal/login', { data: { mobile: '13800000001', password: 'Anju2026qh' }, headers: { origin: baseURL! } });
  expect(signIn.status()).toBe(200);
  const unread = ((await (await page.request.get('/api/bzf-portal-case/messages/unreadCount')).json()) as { data: { count: number } }).data.count;
  expect(unread).toBeGreaterThan(0);
  for (const elderly of [false, true]) {
    if (elderly) await context.addCookies([{ name: 'elderly', value: '1', url: baseURL! }]);
    await page.goto('/home');
    // The first count is the top bar's (the drawer's is inside the closed menu).
    const count = page.getByTestId('unread-count').first();
    await expect(count).toBeVisible();
    await expect(count).toContainText(String(unread > 99 ? '99+' : unread));
    const box = (await count.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath(`phone-unread${elderly ? '-elderly' : ''}.png`), clip: { x: 0, y: 0, width: 375, height: 200 } });
  }
  await page.getByTestId('unread-count').first().click();
  await expect(page).toHaveURL(/message_center\/messages/);
  await context.close();
});
