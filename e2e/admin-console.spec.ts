import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousViolations, signInStaff as signIn, staffAccount as account } from './helpers/staff';

/**
 * The staff console (issue #26 parts 1, 2, 5): a demo administrator signs in with password and a
 * TOTP code computed here from the seeded secret, finds their own sign-in in the audit log and
 * signs out; an editor is refused the audit log by the server (HTTP 403), not just by a hidden link.
 */




test.describe('staff console', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a demo administrator signs in with password and TOTP, reads their sign-in in the audit log, exports it and signs out (no JavaScript needed)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const admin = account('admin');

    const login = await page.goto('/admin/login');
    expect(login?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(login?.headers()['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
    expect(login?.headers()['content-security-policy']).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // A wrong password comes back with a message and nothing typed in the address.
    await page.getByLabel('登录名').fill(admin.login);
    await page.getByLabel('密码').fill('Wrong2026demo');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.locator('#signin-error')).toHaveText('登录名或密码错误');
    expect(page.url()).not.toContain(admin.login);

    await signIn(page, admin);
    const cookie = (await context.cookies()).find((c) => c.name === 'bzf_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    expect((await context.cookies()).some((c) => c.name === 'tokenId')).toBe(false);
    await expect(page.getByRole('heading', { name: `您好，${admin.displayName}` })).toBeVisible();
    await expect(page.getByText('角色：管理员')).toBeVisible();

    await page.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '审计日志' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    const ownSignIn = page.getByRole('row').filter({ hasText: admin.login }).filter({ hasText: '登录' });
    await expect(ownSignIn.first()).toBeVisible();
    await expect(ownSignIn.first()).toContainText('"totp"');

    // Filter by this administrator and the sign-in action; then a bad date range is refused at the field.
    await page.getByLabel('工作人员').selectOption(admin.login);
    await page.getByLabel('操作').selectOption('staff.signIn');
    await page.getByRole('button', { name: '筛选', exact: true }).click();
    await expect(page).toHaveURL(/staff=demo\.admin/);
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allInnerTexts()) expect(text).toContain(admin.login);

    // The export is a download, and is itself written to the log.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出 CSV/ }).click();
    const csv = fs.readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain('时间,工作人员,角色,操作,对象,对象编号,变更内容,来源地址');
    expect(csv).toContain(`,${admin.login},admin,staff.signIn,staff,`);
    await page.goto('/admin/audit?action=audit.export');
    await expect(page.locator('tbody tr').first()).toContainText('导出审计日志');

    await page.goto('/admin/audit?from=2026-12-31&to=2026-01-01');
    await expect(page.getByText('开始日期不能晚于结束日期')).toBeVisible();

    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/);
    await expect(page.getByRole('status')).toHaveText('您已安全退出。');
    expect((await context.cookies()).some((c) => c.name === 'bzf_staff')).toBe(false);
    await page.goto('/admin/audit');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await context.close();
  });

  test('an editor sees their role and cannot open or export the audit log: the server answers 403', async ({ page }) => {
    const editor = account('editor');
    await signIn(page, editor, { checkA11y: true });
    await expect(page.getByText('角色：编辑')).toBeVisible();
    await expect(page.getByText('撰写和修改内容草稿')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByRole('link', { name: '审计日志' })).toHaveCount(0);

    const refused = await page.goto('/admin/audit');
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);

    const origin = new URL(page.url()).origin;
    const exported = await page.request.post('/admin/api/audit-export', { form: {}, headers: { Origin: origin }, maxRedirects: 0 });
    expect(exported.status()).toBe(403);
    expect(await exported.text()).not.toContain('时间,工作人员');
  });

  test('the console refuses a cross-site post and a wrong code, and keeps the keyboard path', async ({ page }) => {
    const crossSite = await page.request.post('/admin/api/sign-in', {
      form: { login: 'demo.admin', password: 'x' },
      headers: { Origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);

    const reviewer = account('reviewer');
    await page.goto('/admin/login');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('登录名')).toBeFocused();
    await page.keyboard.type(reviewer.login);
    await page.keyboard.press('Tab');
    await page.keyboard.type(reviewer.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/login\/verify$/);
    await page.getByLabel('动态验证码或恢复码').fill('12345');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.locator('#code-error')).toHaveText('请输入 6 位动态验证码或一个恢复码');
    await expect(page.getByLabel('动态验证码或恢复码')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: '取消，返回登录页' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/);
  });
});

test('the administrator\'s pages are axe clean: dashboard, audit log, its filter error', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = account('admin');
  await signIn(page, admin);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/admin/audit');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/admin/audit?from=2026-12-31&to=2026-01-01');
  await expect(page.getByText('开始日期不能晚于结束日期')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
