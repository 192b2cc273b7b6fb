import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { completeResidentId } from '../../lib/validation/resident-id.mjs';

/** A mobile number no other test run uses (the server keeps one account per number). */
export const newMobile = (): string => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A valid GB 11643 number, different on every run (one ID number sits in one open application). */
export function freshIdNumber(): string {
  const birth = `19${String(60 + Math.floor(Math.random() * 35))}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}`;
  return completeResidentId(`110101${birth}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`);
}

/** What a test answers on a personal housing form (公租房, 保租房, 共有产权 申购); the rest is a local household with no home. */
export type HouseholdAnswers = { name?: string; age: string; address?: string; income: string; district: string; layout: string };

/**
 * Fills a personal housing form as a person does, top to bottom, with a fresh ID number, and ticks
 * the declaration and the consent; the test presses the submit button. `name` and `address` are
 * left as they are when not given (the account's name, a draft's address).
 */
export async function fillHouseholdForm(page: Page, a: HouseholdAnswers): Promise<void> {
  if (a.name !== undefined) await page.getByLabel('申请人姓名').fill(a.name);
  await page.getByLabel('申请人身份证号码').fill(freshIdNumber());
  await page.getByLabel('申请人年龄（周岁）').fill(a.age);
  await page.getByLabel('户籍或居住证').selectOption('local');
  await page.getByLabel('在本市就业并连续缴纳社会保险').selectOption('from36');
  await page.getByLabel('家庭在本市的住房').selectOption('none');
  if (a.address !== undefined) await page.getByLabel('现居住地址').fill(a.address);
  await page.getByLabel('家庭人均月收入').selectOption(a.income);
  await page.getByLabel('意向区域').selectOption(a.district);
  await page.getByLabel('意向户型').selectOption(a.layout);
  await page.getByRole('checkbox', { name: /本人承诺所填信息真实/ }).check();
  await page.getByRole('checkbox', { name: /同意有关部门核查/ }).check();
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
