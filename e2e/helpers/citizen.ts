import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { completeResidentId } from '../../lib/validation/resident-id.mjs';

/** A mobile number no other test run uses (the server keeps one account per number). */
export const newMobile = (): string => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A valid GB 11643 number, different on every run (one ID number sits in one open application). */
export function freshIdNumber(): string {
  const birth = `19${String(60 + Math.floor(Math.random() * 35))}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}`;
  return completeResidentId(`110101${birth}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`);
}

/**
 * A new citizen registered through the page as a person does (login → 注册, the agreement ticked),
 * landing signed in on `redirect`. Returns the mobile. Waits until the landing page is idle, so
 * what a test does next meets the hydrated page (the form kit keeps values typed earlier too).
 */
export async function registerThroughPage(page: Page, redirect: string, password: string): Promise<string> {
  const mobile = newMobile();
  await page.goto(`/login?type=register&redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(new RegExp(redirect.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.waitForLoadState('networkidle');
  return mobile;
}

/** A new citizen registered through the API, which signs `request`'s context in. Returns the mobile. */
export async function registerThroughApi(request: APIRequestContext, password: string): Promise<string> {
  const mobile = newMobile();
  const r = await request.post('/api/bzf-portal-register/portal/register', { data: { mobile, password, agreeUser: true, agreeRegister: true } });
  expect((await r.json()).code).toBe('1');
  return mobile;
}
