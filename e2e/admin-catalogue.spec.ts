import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signInStaff as signIn, staffAccount as account } from './helpers/staff';

/**
 * The console's site catalogue and mourning switch (issue #26 part 4): the administrator turns
 * mourning mode on and the public home page is grey from its first HTML, then off and it is in
 * colour; a reviewer renames a column and the public header menu says the new name (then the old
 * one again). No database is touched from outside: every change goes through the console, and the
 * cache tags it expires make the public pages follow.
 */

const GRAY_HTML = /<html[^>]*class="[^"]*skin-gray/;



/** Axe clean and no sideways scrolling, at the desktop width and at tablet width. */
async function checkWidths(page: Page) {
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no overflow at ${width}px`).toBe(true);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}


test.describe('the console changes what citizens read', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  test('the administrator turns mourning mode on (the home page is grey from its first HTML) and off again (colour)', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const visitor = await browser.newContext();
    try {
      await signIn(page, account('admin'));
      await page.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '哀悼模式' }).click();
      await expect(page).toHaveURL(/\/admin\/skin$/);
      await expect(page.getByTestId('skin-state')).toContainText('彩色');
      await checkWidths(page);

      // A window that ends before it starts is refused at the field, and nothing changes.
      await page.getByLabel('按时段开启（北京时间）').check();
      await page.getByLabel('开始时间').fill('2099-01-02T08:00');
      await page.getByLabel('结束时间').fill('2099-01-01T08:00');
      await page.getByRole('button', { name: '保存设置' }).click();
      await expect(page.locator('#mourning-until-error')).toHaveText('结束时间须晚于开始时间');
      await expect(page.getByLabel('结束时间')).toBeFocused();

      await page.getByLabel('立即开启，直到手动关闭').check();
      await page.getByRole('button', { name: '保存设置' }).click();
      await expect(page).toHaveURL(/\/admin\/skin\?saved=1$/);
      await expect(page.getByTestId('skin-state')).toContainText('灰色');

      // The skin's cache tag expired on save: the next public page is rendered grey on the server.
      await expect.poll(async () => (await visitor.request.get('/home')).text(), { timeout: 10_000 }).toMatch(GRAY_HTML);
      const home = await visitor.newPage();
      await home.goto('/home');
      await expect(home.locator('html')).toHaveClass(/skin-gray/);
      expect(await home.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('grayscale(1)');

      // Later, the administrator comes back to switch it off.
      await page.goto('/admin/skin');
      await expect(page.getByLabel('立即开启，直到手动关闭')).toBeChecked();
      await page.getByLabel('关闭（网站正常显示彩色）').check();
      await page.getByRole('button', { name: '保存设置' }).click();
      await expect(page.getByTestId('skin-state')).toContainText('彩色');
      await expect.poll(async () => (await visitor.request.get('/home')).text(), { timeout: 10_000 }).not.toMatch(GRAY_HTML);
      await home.goto('/home');
      await expect(home.locator('html')).not.toHaveClass(/skin-gray/);
      expect(await home.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('none');

      // Both switches are in the audit log, with the field that changed.
      await page.goto('/admin/audit?action=skin.mourning');
      await expect(page.getByRole('row').filter({ hasText: '设置哀悼模式' }).first()).toContainText('webSkinStatus');
    } finally {
      // Never leave the shared e2e site grey, whatever failed above.
      if (page.url().includes('/admin')) {
        await page.goto('/admin/skin');
        if (await page.getByLabel('关闭（网站正常显示彩色）').isVisible()) {
          await page.getByLabel('关闭（网站正常显示彩色）').check();
          await page.getByRole('button', { name: '保存设置' }).click();
        }
      }
      await context.close();
      await visitor.close();
    }
  });

  test('a mourning window turns the cached home page grey at its start and back to colour at its end, with no cron', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const visitor = await browser.newContext();
    const beijing = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19);
    const grey = async () => GRAY_HTML.test(await (await visitor.request.get('/home')).text());
    try {
      await signIn(page, account('admin'));
      const start = Date.now() + 20_000;
      // The form's JSON call (the page's inputs take minutes; the schema takes seconds too).
      const saved = await page.request.post('/admin/api/skin', {
        data: { mode: 'window', from: beijing(start), until: beijing(start + 20_000) },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(saved.status()).toBe(200);
      // Cached now, in colour; grey once the window starts; colour again once it ends. The skin's
      // revalidate time here is 60 s, so only the capped expiry makes these switches this quick.
      expect(await grey()).toBe(false);
      await expect.poll(grey, { timeout: 30_000, intervals: [1000] }).toBe(true);
      expect(Date.now()).toBeGreaterThanOrEqual(start);
      await expect.poll(grey, { timeout: 30_000, intervals: [1000] }).toBe(false);
      expect(Date.now()).toBeGreaterThanOrEqual(start + 20_000);
    } finally {
      await page.request.post('/admin/api/skin', { data: { mode: 'off' }, headers: { origin: new URL(page.url()).origin } });
      await context.close();
      await visitor.close();
    }
  });

  test('a reviewer renames a column and the public header menu follows; the editor is refused the catalogue by the server', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const visitor = await browser.newContext();
    const rename = async (from: string, to: string) => {
      await page.goto('/admin/catalogue/columns');
      await page.getByLabel('关键词').fill(from);
      await page.getByRole('button', { name: '筛选' }).click();
      await page.getByRole('link', { name: from, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`修改栏目：${from}`);
      await page.getByLabel('栏目名称').fill(to);
      await page.getByRole('button', { name: '保存修改' }).click();
      await expect(page).toHaveURL(/\/admin\/catalogue\/columns\?saved=\d+$/);
      await expect(page.getByText('已保存，网站已更新。')).toBeVisible();
    };
    try {
      await signIn(page, account('reviewer'));
      await page.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '站点目录' }).click();
      await expect(page.getByRole('link', { name: '栏目' })).toBeVisible();
      await page.getByRole('link', { name: '栏目' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('栏目');
      await checkWidths(page);

      // Bad input: a clear message at the field, nothing stored.
      await page.getByLabel('关键词').fill('新闻中心');
      await page.getByRole('button', { name: '筛选' }).click();
      await page.getByRole('link', { name: '新闻中心', exact: true }).click();
      await checkWidths(page);
      await page.getByLabel('栏目名称').fill('');
      await page.getByLabel('页面路径').fill('/no/such/page');
      await page.getByRole('button', { name: '保存修改' }).click();
      await expect(page.locator('#catalogue-columns-label-error')).toHaveText('请填写栏目名称');
      await expect(page.locator('#catalogue-columns-route-error')).toHaveText('页面路径须为本站已有的页面路径，如 /t1/news_list');

      await rename('新闻中心', '新闻资讯');
      const homeHtml = async () => (await visitor.request.get('/home')).text();
      await expect.poll(async () => (await homeHtml()).includes('>新闻资讯<'), { timeout: 10_000 }).toBe(true);
      const home = await visitor.newPage();
      await home.goto('/home');
      await expect(home.getByRole('navigation').getByRole('link', { name: '新闻资讯' }).first()).toBeVisible();

      await rename('新闻资讯', '新闻中心');
      await expect.poll(async () => (await homeHtml()).includes('>新闻资讯<'), { timeout: 10_000 }).toBe(false);

      // The editor may not open the catalogue nor post to it: the server answers 403 both times.
      const editor = await browser.newContext();
      const editorPage = await editor.newPage();
      await signIn(editorPage, account('editor'));
      await expect(editorPage.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '站点目录' })).toHaveCount(0);
      expect((await editorPage.goto('/admin/catalogue/columns'))?.status()).toBe(403);
      expect((await editorPage.goto('/admin/skin'))?.status()).toBe(403);
      const refused = await editorPage.request.post('/admin/api/catalogue/columns/1/state', { form: { to: 'off' }, headers: { origin: new URL(editorPage.url()).origin }, maxRedirects: 0 });
      expect(refused.status()).toBe(403);
      await editor.close();
    } finally {
      await context.close();
      await visitor.close();
    }
  });
});
