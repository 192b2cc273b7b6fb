import { expect, test } from '@playwright/test';
import { MY_DATA, PASSWORD, reauthenticate, registerCitizen } from './helpers/privacy';

// Registration, re-authentication and the download on a loaded machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** Issue #30 part 2: a citizen closes the account; it never signs in again and the number registers anew. */
test('注销账号: what goes and what is kept is stated, the account cannot sign in afterwards, the number registers again', async ({ page }) => {
  const mobile = await registerCitizen(page, MY_DATA);
  await expect(page.getByRole('heading', { name: '注销账号' })).toBeVisible();
  await expect(page.getByText(/立即删除：.*家庭成员/)).toBeVisible();
  await expect(page.getByText(/配售型保障房意向登记：/)).toBeVisible();
  await reauthenticate(page);

  await page.locator('main summary', { hasText: '注销账号' }).click();
  await page.getByRole('button', { name: '我已了解，注销账号' }).click();
  await expect(page).toHaveURL(/\/login\?deleted=1/);
  await expect(page.getByRole('status')).toContainText('账号已注销');

  // The old password no longer opens anything.
  const signIn = await page.request.post('/api/bzf-portal-register/portal/login', {
    headers: { origin: new URL(page.url()).origin, 'content-type': 'application/json' },
    data: { mobile, password: PASSWORD },
  });
  expect(signIn.status()).toBe(401);
  // The personal centre asks to sign in.
  await page.goto(MY_DATA);
  await expect(page).toHaveURL(/\/login\?redirect=/);

  // The number is free again.
  await page.goto(`/login?type=register&redirect=${encodeURIComponent(MY_DATA)}`);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(new RegExp(MY_DATA));
});
