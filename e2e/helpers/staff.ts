import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO_STAFF } from '../../lib/staff/demo-accounts';
import { totpCodeAt } from '../../lib/staff/totp';

/** The console specs' demo staff, their sign-in and their axe check, written once. */

export type DemoStaff = (typeof DEMO_STAFF)[number];

export const staffAccount = (role: string): DemoStaff => {
  const found = DEMO_STAFF.find((s) => s.role === role);
  if (!found) throw new Error(`no demo staff with role ${role}`);
  return found;
};

export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Password, then the code of this moment. A code is accepted once per 30-second step, so when the
 * account already signed in during this step (another test, a retry) the next step's code is used.
 * On a fresh database the demo staff may be seeded again just after the first password step (which
 * ends that half-way session: ?failed=expired); the next try finds the seed done. `checkA11y` runs
 * axe on the sign-in page and the code page on the way.
 */
export async function signInStaff(page: Page, who: DemoStaff, opts: { checkA11y?: boolean } = {}) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.goto('/admin/login');
    if (opts.checkA11y && attempt === 0) expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('登录名').fill(who.login);
    await page.getByLabel('密码').fill(who.password);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(/\/admin\/login(\/verify$|\?failed=expired$)/);
    if (!page.url().includes('failed=expired')) break;
    await page.waitForTimeout(2_000);
  }
  await expect(page).toHaveURL(/\/admin\/login\/verify$/);
  if (opts.checkA11y) expect(await seriousViolations(page)).toEqual([]);
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByLabel('动态验证码或恢复码').fill(totpCodeAt(who.totpSecret));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/admin(\/login\/verify\?failed=\w+)?$/);
    if (!page.url().includes('failed=replayed')) break;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await expect(page).toHaveURL(/\/admin$/);
}
