import { expect, test, type Page } from '@playwright/test';
import { totpCodeAt } from '../lib/staff/totp';
import { seriousViolations, signInStaff, staffAccount } from './helpers/staff';

/**
 * Staff accounts from the console (issue #26 parts 1 and 5): the administrator creates an editor
 * and is shown a one-time password once; the editor signs in with it, scans their own QR code
 * (here: the secret printed beside it), chooses their own password and lands in the console; the
 * administrator disables the account and the editor's session ends at once.
 */

const CHOSEN = 'Bianji2026mine';

async function signOut(page: Page) {
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/);
}

test.describe('staff accounts in the console', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the administrator creates an editor, who signs in with the one-time password, enrols their own authenticator, chooses a password, and is shut out when disabled', async ({ browser }) => {
    const admin = staffAccount('admin');
    const login = `e2e.ed${Date.now().toString(36)}`;
    const adminContext = await browser.newContext();
    const page = await adminContext.newPage();

    await signInStaff(page, admin);
    await page.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '工作人员' }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(page.getByRole('row').filter({ hasText: admin.login })).toContainText('（您本人）');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: '新建工作人员账号' }).click();
    await expect(page).toHaveURL(/\/admin\/staff\/new$/);
    // Bad input: the message stands at the field and nothing is created.
    await page.getByLabel('登录名').fill('1 坏名字');
    await page.getByRole('button', { name: '创建账号' }).click();
    await expect(page.locator('#staff-create-login-error')).toContainText('登录名须为 3 到 32 位小写字母');
    await expect(page.locator('#staff-create-role-error')).toHaveText('请选择角色');
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page).toHaveURL(/\/admin\/staff\/new$/);

    await page.getByLabel('登录名').fill(login);
    await page.getByLabel('姓名').fill('周新编');
    await page.getByLabel('角色').selectOption({ label: '编辑' });
    await page.getByRole('button', { name: '创建账号' }).click();
    await expect(page).toHaveURL(/\/admin\/staff\/\d+\?done=created$/);
    const oneTime = (await page.getByTestId('one-time-password').innerText()).trim();
    expect(oneTime).toMatch(/^[A-Za-z0-9]{16}$/);
    await expect(page.getByText('只显示这一次')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const memberUrl = page.url().replace(/\?.*$/, '');
    // Shown once: the same page again no longer has it.
    await page.reload();
    await expect(page.getByTestId('one-time-password')).toHaveCount(0);
    await expect(page.getByText('现已不能再次查看')).toBeVisible();
    await signOut(page);

    // The new editor, on their own browser.
    const editorContext = await browser.newContext();
    const editorPage = await editorContext.newPage();
    await editorPage.goto('/admin/login');
    await editorPage.getByLabel('登录名').fill(login);
    await editorPage.getByLabel('密码').fill(oneTime);
    await editorPage.getByRole('button', { name: '下一步' }).click();
    await expect(editorPage).toHaveURL(/\/admin\/enrol$/);
    expect(await seriousViolations(editorPage)).toEqual([]);
    await expect(editorPage.getByRole('img', { name: '验证器二维码' })).toBeVisible();
    // The QR code's text alternative on the page: the secret, grouped by four.
    const secret = (await editorPage.locator('p', { hasText: '密钥：' }).locator('span').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await editorPage.getByLabel('6 位动态验证码').fill(totpCodeAt(secret));
    await editorPage.getByRole('button', { name: '完成绑定并登录' }).click();

    await expect(editorPage).toHaveURL(/\/admin\/password$/);
    await expect(editorPage.getByRole('heading', { name: '设置新密码' })).toBeVisible();
    expect(await seriousViolations(editorPage)).toEqual([]);
    // The console stays shut until the one-time password is replaced.
    const shut = await editorPage.request.get('/admin', { maxRedirects: 0 });
    expect(shut.status()).toBe(307);
    await editorPage.getByLabel('新密码', { exact: true }).fill(oneTime);
    await editorPage.getByLabel('再次输入新密码', { exact: true }).fill(oneTime);
    await editorPage.getByRole('button', { name: '设置密码并进入控制台' }).click();
    await expect(editorPage.locator('#staff-password-password-error')).toHaveText('新密码不能与初始密码相同');
    await editorPage.getByLabel('新密码', { exact: true }).fill(CHOSEN);
    await editorPage.getByLabel('再次输入新密码', { exact: true }).fill(CHOSEN);
    await editorPage.getByRole('button', { name: '设置密码并进入控制台' }).click();
    await expect(editorPage).toHaveURL(/\/admin\/recovery-codes$/);
    await expect(editorPage.locator('ol li')).toHaveCount(10);
    await editorPage.getByRole('link', { name: '进入控制台首页' }).click();
    await expect(editorPage.getByRole('heading', { name: '您好，周新编' })).toBeVisible();
    await expect(editorPage.getByText('角色：编辑')).toBeVisible();
    // An editor may not manage staff: the server answers 403, whatever the links show.
    await expect(editorPage.getByRole('link', { name: '工作人员' })).toHaveCount(0);
    expect((await editorPage.goto('/admin/staff'))?.status()).toBe(403);
    await editorPage.goto('/admin');

    // The administrator, back again, disables the account after the one confirmation.
    await signInStaff(page, admin);
    await page.goto(memberUrl);
    await expect(page.getByText('已绑定验证器')).toBeVisible();
    await expect(page.getByText('本人设置')).toBeVisible();
    await page.locator('summary', { hasText: '停用账号' }).click();
    await expect(page.getByText(`确定停用「周新编（${login}）」的账号吗？`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '确定停用' }).click();
    await expect(page).toHaveURL(/\?done=disabled$/);
    await expect(page.getByRole('status')).toContainText('账号已停用');
    await page.goto('/admin/staff?state=disabled');
    await expect(page.getByRole('row').filter({ hasText: login })).toContainText('已停用');

    // The editor's session ended at once; their password no longer signs in.
    await editorPage.reload();
    await expect(editorPage).toHaveURL(/\/admin\/login$/);
    await editorPage.getByLabel('登录名').fill(login);
    await editorPage.getByLabel('密码').fill(CHOSEN);
    await editorPage.getByRole('button', { name: '下一步' }).click();
    await expect(editorPage.locator('#signin-error')).toHaveText('登录名或密码错误');

    // Every step is in the audit log.
    await page.goto(`/admin/audit?staff=${admin.login}&action=staff.disable`);
    await expect(page.locator('tbody tr').first()).toContainText('停用工作人员账号');
    await page.goto(`/admin/audit?staff=${login}`);
    for (const action of ['绑定验证器', '设置新密码（替换一次性密码）']) await expect(page.locator('tbody')).toContainText(action);
    await editorContext.close();
    await adminContext.close();
  });

  test('without JavaScript, the administrator cannot disable themself and bad input comes back at its field', async ({ browser }) => {
    const admin = staffAccount('admin');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInStaff(page, admin);
    await page.goto('/admin/staff');
    await page.getByRole('row').filter({ hasText: admin.login }).getByRole('link', { name: admin.login }).click();
    await expect(page.getByText('这是您本人的账号')).toBeVisible();
    await expect(page.getByText('停用账号')).toHaveCount(0);
    // A hand-made post for oneself: refused, said in Chinese, nothing changed.
    const id = page.url().match(/\/admin\/staff\/(\d+)/)![1]!;
    const origin = new URL(page.url()).origin;
    const refused = await page.request.post('/admin/api/staff/disable', { form: { id }, headers: { Origin: origin }, maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    expect(refused.headers().location).toBe(`/admin/staff/${id}?failed=self`);

    await page.goto('/admin/staff/new');
    await page.getByLabel('登录名').fill('Bad Name');
    await page.getByLabel('姓名').fill('无脚本');
    await page.getByRole('button', { name: '创建账号' }).click();
    await expect(page).toHaveURL(/\/admin\/staff\/new\?failed=invalid&fields=login,role$/);
    await expect(page.locator('#staff-create-login-error')).toContainText('登录名须为');
    await expect(page.getByRole('alert')).toContainText('角色');
    await context.close();
  });
});
