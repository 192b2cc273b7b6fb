import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInStaff as signIn, staffAccount as account } from './helpers/staff';
import { makeImage, makePdf } from '../lib/recruitment/test-files';

/**
 * Articles through the console (issue #26 parts 3 and 6): an editor writes a notice with an image
 * and an attachment and submits it; the editor cannot publish it (the server answers 403); a
 * reviewer publishes it and it appears in the notice list, in site search and in the sitemap; a
 * notice scheduled ~20 s ahead appears at its time and not before (list, page and search); hostile
 * rich text posted to the console is inert in the preview, a version and the public page; an editor
 * edits a notice twice, reads its versions, compares one with the current text and restores it.
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
    // At its time it is a page of its own and a search result too, not only a line in the list.
    await expect.poll(async () => (await request.get(`/t3/news_list/article_content?col1=tzgg&contentId=${id}`)).status(), { timeout: 10_000 }).toBe(200);
    const linksTo = new RegExp(`contentId=${id}(?!\\d)`);
    await expect.poll(async () => linksTo.test(await (await request.get(`/t1/search?keyword=${token}`)).text()), { timeout: 10_000 }).toBe(true);
  });

  test('hostile rich text posted to the console is stored and rendered inert: in the preview, in a version and on the public page', async ({ browser }) => {
    const hostileTitle = `含恶意代码的测试通知 ${token}`;
    const hostile = [
      '<p onclick="window.__pwned=1">段落<script>window.__pwned=2</script></p>',
      '<img src="/no-such.png" onerror="window.__pwned=3">',
      '<a href="javascript:window.__pwned=4">链接</a>',
      '<svg onload="window.__pwned=5"><script>window.__pwned=6</script></svg>',
      '<iframe src="https://evil.example/"></iframe>',
      `<p>正文留下 ${token}</p>`,
    ].join('');
    const saved = await post(editor, '/admin/api/content/save', { id: '', title: hostileTitle, summary: '', columnKey: 'tzgg', source: '', coverUrl: '', bodyHtml: hostile, attachments: '', publishAt: '' });
    expect(saved.status()).toBe(303);
    const id = saved.headers().location!.match(/content\/(\d+)/)![1]!;
    expect((await post(editor, '/admin/api/content/step', { id, step: 'submit', publishAt: '' })).status()).toBe(303);
    expect((await post(reviewer, '/admin/api/content/step', { id, step: 'publish', publishAt: '' })).status()).toBe(303);

    const visitor = await (await browser.newContext()).newPage();
    const dialogs: string[] = [];
    for (const page of [reviewer, visitor])
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
    const inert = async (page: Page, url: string) => {
      await page.goto(url);
      const body = page.locator(`#article-body-${id}`);
      await expect(body).toContainText(`正文留下 ${token}`);
      expect(await body.locator('script, svg, iframe, object, [onclick], [onerror], [onload], a[href^="javascript:" i]').count()).toBe(0);
      await body.getByText('链接').click();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null)).toBeNull();
    };
    await inert(reviewer, `/admin/content/${id}/preview`);
    await inert(reviewer, `/admin/content/${id}/versions/1`);
    await inert(visitor, `/t3/news_list/article_content?col1=tzgg&contentId=${id}`);
    expect(dialogs).toEqual([]);
    await visitor.context().close();
  });

  test('an editor edits a notice twice, sees each save as a version, compares the first with the current text and restores it as the draft', async () => {
    const first = `版本测试通知 第一稿 ${token}`;
    const second = `版本测试通知 第二稿 ${token}`;
    const third = `版本测试通知 第三稿 ${token}`;
    await editor.goto('/admin/content/new');
    await expect(editor.getByRole('toolbar', { name: '正文格式' })).toBeVisible();
    await editor.getByLabel('标题', { exact: true }).fill(first);
    await editor.getByLabel('栏目', { exact: true }).selectOption('tzgg');
    const body = editor.getByRole('textbox', { name: '正文' });
    await body.click();
    await body.pressSequentially('第一段：请按时办理。');
    await editor.getByRole('button', { name: '保存草稿' }).click();
    await expect(editor).toHaveURL(/\/admin\/content\/\d+\?saved=1$/);
    const id = editor.url().match(/content\/(\d+)/)![1]!;

    // Two edits: the title, then the title and a new paragraph.
    for (const [title, paragraph, count] of [
      [second, '', 2],
      [third, '第二段：逾期视为放弃。', 3],
    ] as const) {
      await expect(editor.getByRole('toolbar', { name: '正文格式' })).toBeVisible();
      await editor.getByLabel('标题', { exact: true }).fill(title);
      if (paragraph) {
        await body.click();
        await body.press('Control+End');
        await body.press('Enter');
        await body.pressSequentially(paragraph);
      }
      await editor.getByRole('button', { name: '保存草稿' }).click();
      // Each save is one more version in the history, newest first.
      await expect(editor.getByRole('heading', { name: `版本历史（共 ${count} 个版本）` })).toBeVisible();
      await expect(editor.getByLabel('标题', { exact: true })).toHaveValue(title);
    }

    // The history, newest first: who, what they did, what changed.
    const history = editor.getByRole('table', { name: '文章的版本，按从新到旧排列' });
    const rows = history.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('第 3 版');
    await expect(rows.nth(0)).toContainText('保存草稿');
    await expect(rows.nth(0)).toContainText('标题、正文');
    await expect(rows.nth(1)).toContainText('标题');
    await expect(rows.nth(2)).toContainText('新建');
    await expect(rows.nth(2)).toContainText('（编辑）');

    // A version as visitors would see it.
    await history.getByRole('link', { name: '查看第 2 版' }).click();
    await expect(editor.getByRole('heading', { level: 1, name: second })).toBeVisible();
    await editor.goBack();

    // The first against the current text: field by field, the body paragraph by paragraph.
    await history.getByRole('link', { name: '第 1 版与当前对比' }).click();
    await expect(editor).toHaveURL(new RegExp(`/admin/content/${id}/versions/1/compare$`));
    const fields = editor.getByRole('table', { name: '第 1 版与当前内容有差别的项目' });
    await expect(fields.getByRole('row', { name: /标题/ })).toContainText(first);
    await expect(fields.getByRole('row', { name: /标题/ })).toContainText(third);
    const diff = editor.getByRole('list', { name: '正文从第 1 版到当前的改动' });
    await expect(diff.locator('li').filter({ hasText: '新增' })).toContainText('第二段：逾期视为放弃。');

    await editor.getByRole('button', { name: '恢复为草稿：第 1 版' }).click();
    await expect(editor).toHaveURL(new RegExp(`/admin/content/${id}\\?done=restore$`));
    await expect(editor.getByRole('heading', { name: /状态：草稿/ })).toBeVisible();
    await expect(editor.getByLabel('标题', { exact: true })).toHaveValue(first);
    await expect(editor.getByRole('heading', { name: '版本历史（共 4 个版本）' })).toBeVisible();
    await expect(rows.nth(0)).toContainText('恢复版本（第 1 版）');
    // Nothing of it reached visitors: it is a draft.
    expect((await editor.request.get(`/t3/news_list/article_content?col1=tzgg&contentId=${id}`)).status()).toBe(404);
  });

  test('restoring a version of a published notice changes nothing for visitors until a reviewer publishes the restored draft; the editor cannot', async ({ request }) => {
    const before = `恢复测试通知 原稿 ${token}`;
    const after = `恢复测试通知 修改稿 ${token}`;
    const fields = { summary: '', columnKey: 'tzgg', source: '', coverUrl: '', bodyHtml: '<p>恢复测试</p>', attachments: '', publishAt: '' };
    const saved = await post(editor, '/admin/api/content/save', { id: '', title: before, ...fields });
    const id = saved.headers().location!.match(/content\/(\d+)/)![1]!;
    expect((await post(editor, '/admin/api/content/save', { id, title: after, ...fields })).status()).toBe(303);
    expect((await post(editor, '/admin/api/content/step', { id, step: 'submit', publishAt: '' })).status()).toBe(303);
    expect((await post(reviewer, '/admin/api/content/step', { id, step: 'publish', publishAt: '' })).status()).toBe(303);
    const publicTitle = async () => {
      const html = await (await request.get(`/t3/news_list/article_content?col1=tzgg&contentId=${id}`)).text();
      return [before, after].filter((t) => html.includes(t)).join(' + ') || '（无）';
    };
    await expect.poll(publicTitle, { timeout: 5_000 }).toBe(after);

    // Versions: 1 新建, 2 保存草稿, 3 提交审核, 4 发布; restoring 1 writes 5, a restored draft.
    await editor.goto(`/admin/content/${id}`);
    await editor.getByRole('button', { name: '恢复为草稿：第 1 版' }).click();
    await expect(editor).toHaveURL(new RegExp(`/admin/content/${id}\\?done=restore$`));
    await expect(editor.getByRole('heading', { name: '恢复稿（第 5 版）等待审核发布' })).toBeVisible();
    await expect(editor.getByRole('heading', { name: /状态：已发布/ })).toBeVisible();
    await expect(editor.getByRole('button', { name: /发布恢复稿/ })).toHaveCount(0);
    expect((await post(editor, '/admin/api/content/version', { id, version: '5', op: 'publishRestored' })).status()).toBe(403);
    expect(await publicTitle()).toBe(after);

    await reviewer.goto(`/admin/content/${id}/versions/5/compare`);
    await expect(reviewer.getByRole('table', { name: '第 5 版与当前内容有差别的项目' }).getByRole('row', { name: /标题/ })).toContainText(before);
    await reviewer.getByRole('button', { name: '发布恢复稿：第 5 版' }).click();
    await expect(reviewer).toHaveURL(new RegExp(`/admin/content/${id}\\?done=publishRestored$`));
    await expect(reviewer.getByRole('heading', { name: /恢复稿/ })).toHaveCount(0);
    await expect.poll(publicTitle, { timeout: 5_000 }).toBe(before);
  });
});
