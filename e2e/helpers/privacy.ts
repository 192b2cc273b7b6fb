import { expect, type Page } from '@playwright/test';

export const MY_DATA = '/t1/personalCenter/privacy/my_data';
export const PASSWORD = 'Privacy2026ok';

/** A fresh citizen (never the demo one: other specs share the server), registered and sent to `redirect`. */
export async function registerCitizen(page: Page, redirect: string): Promise<string> {
  const mobile = `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.goto(`/login?type=register&redirect=${encodeURIComponent(redirect)}`);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(new RegExp(redirect.replace(/[?]/g, '\\?')));
  await page.waitForLoadState('networkidle');
  return mobile;
}

/** The password typed again on 我的数据. */
export async function reauthenticate(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: '登录密码' }).fill(PASSWORD);
  await page.getByRole('button', { name: '验证', exact: true }).click();
  await expect(page.getByRole('button', { name: '下载 ZIP' })).toBeVisible();
}
