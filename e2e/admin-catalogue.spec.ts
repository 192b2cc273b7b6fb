import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
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
  test('a reviewer creates a housing project with a unit type and an uploaded photo, and a shop: citizens find both; a hostile upload is refused', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const visitor = await browser.newContext();
    const stamp = String(Date.now()).slice(-6);
    const name = `东港测试苑${stamp}`;
    const unitNo = `E2E-${stamp}`;
    const created: { entity: string; id: string }[] = [];
    const savedId = () => new URL(page.url()).searchParams.get('saved')!;
    const photo = await sharp({ create: { width: 640, height: 420, channels: 3, background: '#4a7f5c' } })
      .png()
      .toBuffer();
    try {
      await signIn(page, account('reviewer'));
      await page.goto('/admin/catalogue/housingProjects');
      await page.getByRole('link', { name: '新增房源项目' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('新增房源项目');
      await page.getByLabel('项目名称').fill(name);
      await page.getByLabel('业务类型').selectOption('bzf');
      await page.getByLabel('所在区域').selectOption('东港区');
      await page.getByLabel('地址', { exact: true }).fill('青禾市东港区测试路 8 号');
      await page.getByLabel('经度').fill('120.21');
      await page.getByLabel('纬度').fill('30.25');
      await page.getByLabel('项目状态').selectOption('open');

      // A script dressed as a picture is refused at the field, in Chinese; nothing is added.
      const upload = page.getByLabel('上传项目图片（JPG 或 PNG）');
      await upload.setInputFiles({ name: 'photo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') });
      await expect(page.locator('#catalogue-housingProjects-images-error')).toHaveText('图片仅支持 JPG 或 PNG 格式（文件内容须是真正的图片）');
      await expect(page.getByRole('img', { name: '项目图片预览 1' })).toHaveCount(0);
      await upload.setInputFiles({ name: '外景.png', mimeType: 'image/png', buffer: photo });
      await expect(page.getByRole('img', { name: '项目图片预览 1' })).toBeVisible();
      await expect(page.locator('#catalogue-housingProjects-images-error')).toHaveCount(0);
      await page.getByLabel('图片 1 的说明').fill('小区南门');
      await checkWidths(page);
      await page.getByRole('button', { name: '新增房源项目' }).click();
      await expect(page).toHaveURL(/\/admin\/catalogue\/housingProjects\?saved=\d+$/);
      const projectId = savedId();
      created.push({ entity: 'housingProjects', id: projectId });

      // Its unit types, from the project's row: the project is already chosen.
      await page.getByRole('link', { name: `户型 ：${name}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`户型：${name}`);
      await page.getByRole('link', { name: '新增户型' }).click();
      await expect(page.getByLabel('所属项目')).toHaveValue(projectId);
      await page.getByLabel('户型名称').fill('两室一厅');
      await page.getByLabel('卧室数').fill('2');
      await page.getByLabel('最小面积（㎡）').fill('68.5');
      await page.getByLabel('最大面积（㎡）').fill('75');
      await page.getByLabel('总套数').fill('80');
      await page.getByLabel('可租（售）套数').fill('12');
      await page.getByLabel('最低月租金（元）').fill('1600');
      await page.getByLabel('最高月租金（元）').fill('1900');
      await page.getByRole('button', { name: '新增户型' }).click();
      await expect(page).toHaveURL(/\/admin\/catalogue\/unitTypes\?saved=\d+$/);
      created.unshift({ entity: 'unitTypes', id: savedId() });

      // Citizens find it in the guaranteed-rental finder and on its page, with its photo and unit type.
      const finder = `/t1/xmzs?type=bzf&district=dg&keyword=${encodeURIComponent(name)}`;
      await expect.poll(async () => (await visitor.request.get(finder)).text(), { timeout: 10_000 }).toContain(name);
      const citizen = await visitor.newPage();
      await citizen.goto(finder);
      await citizen.getByRole('link', { name }).first().click();
      await expect(citizen).toHaveURL(new RegExp(`/t1/projectDetail\\?projectId=${projectId}$`));
      await expect(citizen.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(citizen.getByRole('table')).toContainText('两室一厅');
      await expect(citizen.getByText('现有 12 套可申请 / 共 80 套')).toBeVisible();
      const img = citizen.getByRole('img', { name: '小区南门' });
      await expect(img).toBeVisible();
      const src = (await img.getAttribute('src'))!;
      expect(src).toMatch(/^\/api\/bzf-portal-cms\/contentFile\/\d+\/[\w-]+$/);
      const served = await visitor.request.get(src);
      expect(served.headers()['content-type']).toBe('image/jpeg');

      // A shop in a commercial project: it is in the public shop search.
      await page.goto('/admin/catalogue/shops');
      await page.getByRole('link', { name: '新增商铺' }).click();
      await page.getByLabel('所属商业项目').selectOption({ index: 1 });
      await page.getByLabel('铺位号').fill(unitNo);
      await page.getByLabel('楼层').fill('1');
      await page.getByLabel('面积（㎡）').fill('48.5');
      await page.getByLabel('租金（元/㎡·月）').fill('92.00');
      await page.getByRole('checkbox', { name: '零售' }).check();
      await page.getByRole('button', { name: '新增商铺' }).click();
      await expect(page).toHaveURL(/\/admin\/catalogue\/shops\?saved=\d+$/);
      created.unshift({ entity: 'shops', id: savedId() });
      const shopSearch = `/t1/businessHandle?keyword=${unitNo}`;
      await expect.poll(async () => (await visitor.request.get(shopSearch)).text(), { timeout: 10_000 }).toContain(unitNo);
      await citizen.goto(shopSearch);
      await expect(citizen.getByRole('list', { name: '商铺列表' }).getByRole('link').first()).toContainText(unitNo);

    } finally {
      // Nothing citizens refer to yet: the test's entries are deleted, so the demo data stays as it was.
      const origin = new URL(page.url()).origin;
      for (const { entity, id } of created) {
        const res = await page.request.post(`/admin/api/catalogue/${entity}/${id}/delete`, { data: { confirm: '1' }, headers: { origin } });
        expect(res.status(), `delete ${entity} ${id}`).toBe(200);
      }
      await context.close();
      await visitor.close();
    }
  });
});
