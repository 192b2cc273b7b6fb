import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signInStaff as signIn, staffAccount as account } from './helpers/staff';

/**
 * The search intent rules console (issue #27 part 2): a 审核 tries a how-to question, sees the how-to
 * rule match and the first five differ from the words alone; disables the rule and the preview ranks
 * as the words alone; the site search follows; then turns it on again. Every change goes through the console.
 */

const QUERY = '公租房怎么申请';
const RULE = '办事问句：怎么办、要什么材料';

const topFive = async (page: Page, id: string) => (await page.getByTestId(id).getByRole('listitem').allInnerTexts()).join('\n');

async function setEnabled(page: Page, enabled: boolean) {
  const form = page.getByRole('form', { name: `规则：${RULE}` });
  const box = form.getByLabel('启用此规则');
  if (enabled) await box.check();
  else await box.uncheck();
  await form.getByRole('button', { name: '审核并保存' }).click();
  await expect(page.getByRole('heading', { name: enabled ? RULE : `${RULE}（已停用）`, exact: true })).toBeVisible();
}

test.describe('search intent rules are reviewed in the console', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  test('a reviewer disables the how-to rule: the preview and the site search rank by the words alone, then as before once it is on again', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await signIn(page, account('reviewer'));
      await page.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '搜索意图规则' }).click();
      await expect(page).toHaveURL(/\/admin\/search-rules$/);

      await page.getByLabel('搜索词').fill(QUERY);
      await page.getByRole('button', { name: '预览' }).click();
      await expect(page.getByTestId('rules-matched')).toContainText(RULE);
      const withoutRules = await topFive(page, 'preview-before');
      const withRule = await topFive(page, 'preview-after');
      expect(withRule).not.toBe(withoutRules);
      expect(withRule.split('\n')[0]).toMatch(/^\[(办事指南|在线服务)\]/);
      expect(await seriousViolations(page)).toEqual([]);

      await setEnabled(page, false);
      await expect(page.getByText(/最近审核：demo\.reviewer/).first()).toBeVisible();
      await page.goto(`/admin/search-rules?q=${encodeURIComponent(QUERY)}`);
      await expect(page.getByTestId('rules-matched')).toHaveText('没有规则匹配这个搜索词。');
      expect(await topFive(page, 'preview-after')).toBe(withoutRules);

      await setEnabled(page, true);
      await page.goto(`/admin/search-rules?q=${encodeURIComponent(QUERY)}`);
      expect(await topFive(page, 'preview-after')).toBe(withRule);
    } finally {
      await context.close();
    }
  });

  test('a reviewer adds a rule for a class of question, sees it on the page at 1440 and 375 px, and deletes it (confirmed)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const name = '投诉举报：联系方式（演示）';
    try {
      await signIn(page, account('reviewer'));
      await page.goto('/admin/search-rules');
      const form = page.getByRole('form', { name: '新增规则' });
      await form.getByLabel('名称').fill(name);
      await form.getByLabel('触发词').fill('投诉 举报');
      await form.getByLabel('类别倍数').fill('栏目页面 1.5');
      await form.getByRole('button', { name: '审核并添加' }).click();
      const heading = page.getByRole('heading', { name, exact: true });
      await expect(heading).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('search-rules-1440.png'), fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await heading.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('search-rules-375.png') });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousViolations(page)).toEqual([]);

      await page.locator('summary', { hasText: `规则「${name}」` }).click();
      await page.getByRole('button', { name: /^确定删除/ }).click();
      await expect(page.getByRole('status').filter({ hasText: '已删除规则' })).toBeVisible();
      await expect(heading).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
