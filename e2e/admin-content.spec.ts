import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInStaff as signIn, staffAccount as account } from './helpers/staff';
import { makeImage, makePdf } from '../lib/recruitment/test-files';

/**
 * Articles through the console (issue #26 parts 3 and 6): an editor writes a notice with an image
 * and an attachment and submits it; the editor cannot publish it (the server answers 403); a
 * reviewer publishes it and it appears in the notice list, in site search and in the sitemap; a
 * notice scheduled ~20 s ahead appears at its time and not before.
 */



async function staffPage(browser: Browser, role: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account(role));
  return page;
}

/** A console form post as the browser would send it (same origin), not following the 303. */
const post = (page: Page, path: string, form: Record<string, string>) =>
  page.request.post(path, { form, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });

/** Beijing time as the datetime-local field takes it. */
const beijing = (at: Date) => new Date(at.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 19);

const noticeListed = async (request: APIRequestContext, title: string) => (await (await request.get('/t3/news_list?col1=tzgg')).text()).includes(title);

test.describe('articles in the console', () => {
  test.describe.configure({ timeout: 180_000, mode: 'serial' });
  const token = `qa${Date.now().toString(36)}`;
  const title = `关于测试配租安排的通知 ${token}`;
  let editor: Page;
  let reviewer: Page;

  test.beforeAll(async ({ browser }) => {
    // A fresh database's first pages, and a TOTP step already used, can each take half a minute.
    test.setTimeout(150_000);
    editor = await staffPage(browser, 'editor');
    reviewer = await staffPage(browser, 'reviewer');
  });
  test.afterAll(async () => {
    await editor?.context().close();
    await reviewer?.context().close();
  });

  test('an editor writes a notice with an image and an attachment, submits it, and cannot publish it; a reviewer publishes it and visitors find it in the list, in search and in the sitemap', async ({ request }) => {
    await editor.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '文章' }).click();
    await expect(editor).toHaveURL(/\/admin\/content$/);
    await editor.getByRole('link', { name: '新建文章' }).click();
    // The form is live once the editor's script has loaded (typing before hydration would be reset).
    await expect(editor.getByRole('toolbar', { name: '正文格式' })).toBeVisible();
    await editor.getByLabel('标题', { exact: true }).fill(title);
    await editor.getByLabel('栏目', { exact: true }).selectOption('tzgg');
    await editor.getByLabel(/^摘要/).fill('测试用的通知摘要');

    // The TipTap editor replaces the HTML textarea once its script has loaded.
    const body = editor.getByRole('textbox', { name: '正文' });
    await expect(body).toBeVisible();
    await body.click();
    await body.pressSequentially(`请已登记的家庭按时办理 ${token}`);
    const chooser = editor.waitForEvent('filechooser');
    await editor.getByRole('button', { name: '插入图片' }).click();
    await (await chooser).setFiles({ name: '现场.png', mimeType: 'image/png', buffer: await makeImage('png', 320, 200, { exif: true }) });
    await expect(body.locator('img[src^="/api/bzf-portal-cms/contentFile/"]')).toHaveCount(1);
    await editor.getByLabel('添加附件（PDF 或 Word）').setInputFiles({ name: '配租名单.pdf', mimeType: 'application/pdf', buffer: makePdf('list') });
    await expect(editor.getByRole('link', { name: '配租名单.pdf' })).toBeVisible();
    await editor.getByRole('button', { name: '保存草稿' }).click();
    await expect(editor).toHaveURL(/\/admin\/content\/\d+\?saved=1$/);
    await expect(editor.getByRole('status').filter({ hasText: '草稿已保存' })).toBeVisible();
    const id = editor.url().match(/content\/(\d+)/)![1]!;

    await editor.getByRole('button', { name: '提交审核' }).click();
    await expect(editor).toHaveURL(new RegExp(`/admin/content/${id}\\?done=submit$`));
    await expect(editor.getByRole('heading', { name: /状态：待审核/ })).toBeVisible();

    // No 发布 for an editor, and the server refuses the post itself.
    await expect(editor.getByRole('button', { name: '发布', exact: true })).toHaveCount(0);
    const refused = await post(editor, '/admin/api/content/step', { id, step: 'publish', publishAt: '' });
    expect(refused.status()).toBe(403);
    expect(await noticeListed(request, title)).toBe(false);

    // The preview is the public article template, behind the console session.
    await reviewer.goto(`/admin/content/${id}/preview`);
    await expect(reviewer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reviewer.locator('img[src^="/api/bzf-portal-cms/contentFile/"]')).toHaveCount(1);
    const anonymous = await request.get(`/admin/content/${id}/preview`, { maxRedirects: 0 });
    expect([303, 307]).toContain(anonymous.status());
    expect(anonymous.headers().location).toMatch(/\/admin\/login/);

    await reviewer.goto(`/admin/content/${id}`);
    await reviewer.getByRole('button', { name: '发布', exact: true }).click();
    await expect(reviewer).toHaveURL(new RegExp(`/admin/content/${id}\\?done=publish$`));
    await expect(reviewer.getByRole('heading', { name: /状态：已发布/ })).toBeVisible();

    await expect.poll(() => noticeListed(request, title), { timeout: 5_000 }).toBe(true);
    const article = await request.get(`/t3/news_list/article_content?col1=tzgg&contentId=${id}`);
    const html = await article.text();
    expect(html).toContain(token);
    const src = html.match(/src="(\/api\/bzf-portal-cms\/contentFile\/\d+\/[\w-]+)"/)?.[1];
    expect(src).toBeTruthy();
    const image = await request.get(src!);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect(image.headers()['x-content-type-options']).toBe('nosniff');
    expect((await image.body()).includes(Buffer.from('TestCam'))).toBe(false);
    expect(html).toContain('配租名单.pdf');

    const linksTo = new RegExp(`contentId=${id}(?!\\d)`);
    await expect.poll(async () => linksTo.test(await (await request.get(`/t1/search?keyword=${token}`)).text()), { timeout: 5_000 }).toBe(true);
    await expect.poll(async () => linksTo.test(await (await request.get('/sitemap.xml')).text()), { timeout: 5_000 }).toBe(true);

    // Withdrawn: gone from the list again.
    await reviewer.locator('main summary').filter({ hasText: '撤回' }).click();
    await reviewer.getByRole('button', { name: '确定撤回' }).click();
    await expect(reviewer).toHaveURL(new RegExp(`/admin/content/${id}\\?done=withdraw$`));
    await expect.poll(() => noticeListed(request, title), { timeout: 5_000 }).toBe(false);
  });

  test('a notice scheduled 20 seconds ahead is not shown before its time and appears at it', async ({ request }) => {
    const scheduledTitle = `定时发布的测试通知 ${token}`;
    const saved = await post(editor, '/admin/api/content/save', {
      id: '',
      title: scheduledTitle,
      summary: '',
      columnKey: 'tzgg',
      source: '',
      coverUrl: '',
      bodyHtml: '<p>定时发布</p>',
      attachments: '',
      publishAt: '',
    });
    expect(saved.status()).toBe(303);
    const id = saved.headers().location!.match(/content\/(\d+)/)![1]!;
    expect((await post(editor, '/admin/api/content/step', { id, step: 'submit', publishAt: '' })).status()).toBe(303);
    const at = new Date(Date.now() + 20_000);
    expect((await post(reviewer, '/admin/api/content/step', { id, step: 'publish', publishAt: beijing(at) })).status()).toBe(303);

    await reviewer.goto(`/admin/content/${id}`);
    await expect(reviewer.getByRole('heading', { name: /状态：定时发布/ })).toBeVisible();
    expect(await noticeListed(request, scheduledTitle)).toBe(false);
    expect((await request.get(`/t3/news_list/article_content?col1=tzgg&contentId=${id}`)).status()).toBe(404);

    await expect.poll(() => noticeListed(request, scheduledTitle), { timeout: 45_000, intervals: [1_000] }).toBe(true);
    // Seconds of Beijing time are what the field holds: it is never shown before that second.
    expect(Date.now()).toBeGreaterThanOrEqual(Math.floor(at.getTime() / 1000) * 1000);
  });
});
