import { expect, test, type Page } from '@playwright/test';
import { registerThroughPage } from './helpers/citizen';

/**
 * Issue #11 through the pages: a job seeker builds a resume that survives a reload and a dropped
 * connection, uploads a photo and a PDF, applies, follows the application in the personal centre,
 * is refused a second application and withdraws; the files stay private to their owner.
 */
const PASSWORD = 'Jobseek2026ok';

const register = (page: Page, redirect: string) => registerThroughPage(page, redirect, PASSWORD);

const draftStatus = (page: Page) => page.locator('[data-draft-status]');

/**
 * A reload that waits for the form to hydrate. Before hydration the server's markup offers a blank
 * row per list to type into (the no-script form adds rows that way); hydration removes it. A lookup
 * by label in between meets two rows, and a strict-mode violation fails at once, without retrying.
 */
async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await expect(draftStatus(page)).not.toHaveAttribute('data-draft-status', 'static');
}

// A 1×1 PNG and a minimal one-page PDF, made here (the server checks what they are by content).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

test('a job seeker’s resume survives a reload and a dropped connection, is saved with a photo and a PDF, and is used to apply once', async ({ page, context }) => {
  test.setTimeout(120_000);
  const mobile = await register(page, '/t1/ResumeForm');
  await expect(page).toHaveURL(/\/t1\/ResumeForm/);
  await expect(page.getByLabel('手机号码')).toHaveValue(mobile);

  // Half the resume, saved as a draft while typing.
  await page.getByLabel('姓名').fill('周明远');
  await page.getByRole('radio', { name: '男' }).check();
  await page.getByLabel('出生日期').fill('1994-03-21');
  await page.getByLabel('电子邮箱').fill('zhou.mingyuan@example.com');
  await page.getByLabel('学校名称').fill('青禾大学');
  await expect(draftStatus(page)).toHaveAttribute('data-draft-status', 'saved', { timeout: 10_000 });

  // A reload brings everything back from the server.
  await reloadHydrated(page);
  await expect(page.getByLabel('姓名')).toHaveValue('周明远');
  await expect(page.getByLabel('学校名称')).toHaveValue('青禾大学');
  await expect(page.getByLabel('出生日期')).toHaveValue('1994-03-21');

  // Offline: typing goes on, the state says 未保存, and it is sent when the connection returns.
  await context.setOffline(true);
  await page.getByRole('textbox', { name: '专业', exact: true }).fill('工程管理');
  await page.getByLabel('学历').selectOption('bachelor');
  await page.getByLabel('入学年月').fill('2012-09');
  await page.getByLabel('毕业年月（在读可不填）').fill('2016-06');
  await page.getByLabel('自我评价').fill('八年保障房项目管理经验，熟悉公租房配租流程。');
  await expect(draftStatus(page)).toHaveAttribute('data-draft-status', 'offline', { timeout: 10_000 });
  await expect(draftStatus(page)).toContainText('未保存');
  await context.setOffline(false);
  await expect(draftStatus(page)).toHaveAttribute('data-draft-status', 'saved', { timeout: 10_000 });
  await reloadHydrated(page);
  await expect(page.getByLabel('自我评价')).toHaveValue('八年保障房项目管理经验，熟悉公租房配租流程。');

  // A second work entry can be added, moved up and removed.
  await page.getByRole('button', { name: '＋ 添加工作经历' }).click();
  await page.getByLabel('单位名称').fill('青禾城建集团');
  await page.getByRole('textbox', { name: '职位', exact: true }).fill('项目专员');
  await page.getByLabel('开始年月').fill('2016-07');

  // Files: a PNG photo and a PDF attachment, checked by content on the server.
  await page.getByLabel(/个人照片/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('已上传：photo.jpg')).toBeVisible({ timeout: 10_000 });
  await page.getByLabel(/简历附件/).setInputFiles({ name: '简历.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('已上传：简历.pdf')).toBeVisible({ timeout: 10_000 });
  // A text file renamed to .pdf is refused with the limit named.
  await page.getByLabel(/简历附件/).setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') });
  await expect(page.getByText(/仅支持 PDF 或 Word/)).toBeVisible({ timeout: 10_000 });

  await page.getByRole('button', { name: '保存简历' }).click();
  await expect(page.getByText('简历已保存。投递岗位时将使用这份简历。')).toBeVisible();
  await reloadHydrated(page);
  await expect(page.getByText(/已保存的简历更新于/)).toBeVisible();
  await expect(page.getByLabel('单位名称')).toHaveValue('青禾城建集团');

  // Apply with the quick form, prefilled from the resume.
  await page.goto('/t1/RegisteForm');
  const options = page.getByLabel('目标岗位').locator('option');
  const postId = await options.nth(1).getAttribute('value');
  await page.getByLabel('目标岗位').selectOption(postId!);
  await expect(page.getByLabel('毕业院校')).toHaveValue('青禾大学');
  await page.getByRole('button', { name: '提交投递' }).dblclick();
  await expect(page).toHaveURL(/job_Wanted_Record\?applied=\d+/);
  await expect(page.getByText(/投递成功/)).toBeVisible();
  const rows = page.locator('main table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('已投递');

  // A second application to the same post is refused, and nothing is added.
  await page.goto(`/t1/RegisteForm?postId=${postId}`);
  await page.getByRole('button', { name: '提交投递' }).click();
  await expect(page.getByRole('status').filter({ hasText: '您已投递过该岗位' })).toBeVisible();
  await page.goto('/t1/personalCenter/job_information/job_Wanted_Record');
  await expect(page.locator('main table tbody tr')).toHaveCount(1);

  // Withdraw while 已投递: the row stays as 已撤回.
  await page.locator('main summary', { hasText: /撤回对/ }).click();
  await page.getByRole('button', { name: '确定撤回' }).click();
  await expect(page.getByText(/已撤回对/)).toBeVisible();
  await expect(page.locator('main table tbody tr').first()).toContainText('已撤回');
});

test('without scripts a resume with a mistake keeps every typed word and says where the mistake is', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Registration needs scripts; sign up in a scripted page of the same context is not possible, so
  // sign in with a fresh account through a scripted context first and reuse its cookies.
  const scripted = await browser.newContext();
  const signer = await scripted.newPage();
  await register(signer, '/t1/ResumeForm');
  await expect(signer).toHaveURL(/\/t1\/ResumeForm/);
  await context.addCookies(await scripted.cookies());
  await scripted.close();

  await page.goto('/t1/ResumeForm');
  await page.getByLabel('姓名').fill('吴桐');
  await page.getByRole('radio', { name: '女' }).check();
  await page.getByLabel('出生日期').fill('1998-07-09');
  await page.getByLabel('电子邮箱').fill('wutong@example');
  await page.getByLabel('学校名称').fill('青禾师范大学');
  await page.getByRole('textbox', { name: '专业', exact: true }).fill('汉语言文学');
  await page.getByLabel('学历').selectOption('bachelor');
  await page.getByLabel('入学年月').fill('2016-09');
  await page.getByRole('button', { name: '保存简历' }).click();
  await expect(page).toHaveURL(/\/t1\/ResumeForm\?failed=invalid&fields=email$/);
  await expect(page.getByText(/简历未保存：还有 1 处需要修改/)).toBeVisible();
  await expect(page.getByText('请填写正确的电子邮箱，如 name@example.com')).toBeVisible();
  await expect(page.getByLabel('姓名')).toHaveValue('吴桐');
  // The filled row comes back, with a blank one after it to add another entry without scripts.
  await expect(page.getByLabel('学校名称').first()).toHaveValue('青禾师范大学');
  await expect(page.getByLabel('学校名称')).toHaveCount(2);
  await page.getByLabel('电子邮箱').fill('wutong@example.com');
  await page.getByRole('button', { name: '保存简历' }).click();
  await expect(page).toHaveURL(/\/t1\/ResumeForm\?saved=1/);
  await expect(page.getByText(/已保存的简历更新于/)).toBeVisible();
  await context.close();
});

test('on a slow phone, a work entry typed into the offered blank row before the scripts arrive is kept and saved', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page, '/t1/ResumeForm');
  // The next load's scripts wait until the person has typed, as on a slow connection.
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(draftStatus(page)).toHaveAttribute('data-draft-status', 'static');
  await page.getByLabel('姓名').fill('吴桐');
  await page.getByRole('radio', { name: '女' }).check();
  await page.getByLabel('出生日期').fill('1998-07-09');
  await page.getByLabel('学校名称').fill('青禾师范大学');
  await page.getByRole('textbox', { name: '专业', exact: true }).fill('汉语言文学');
  await page.getByLabel('学历').selectOption('bachelor');
  await page.getByLabel('入学年月').fill('2016-09');
  await page.getByLabel('单位名称').fill('青禾城建集团');
  await page.getByRole('textbox', { name: '职位', exact: true }).fill('项目专员');
  await page.getByLabel('开始年月').fill('2020-07');
  release();
  // Hydrated: the typed rows stay, and the row tools (only there with scripts) appear for them.
  await expect(draftStatus(page)).not.toHaveAttribute('data-draft-status', 'static', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: '删除：青禾城建集团' })).toBeVisible();
  await expect(page.getByLabel('单位名称')).toHaveValue('青禾城建集团');
  await expect(page.getByLabel('学校名称')).toHaveValue('青禾师范大学');
  await page.getByLabel('电子邮箱').fill('wutong@example.com');
  await page.getByRole('button', { name: '保存简历' }).click();
  await expect(page.getByText('简历已保存。投递岗位时将使用这份简历。')).toBeVisible();
  await page.unroute('**/_next/static/chunks/*.js');
  await reloadHydrated(page);
  await expect(page.getByLabel('单位名称')).toHaveValue('青禾城建集团');
  await expect(page.getByRole('textbox', { name: '职位', exact: true })).toHaveValue('项目专员');
  await expect(page.getByLabel('开始年月')).toHaveValue('2020-07');
});

test('the demo citizen’s recruitment pages have no serious accessibility violation and fit a phone, in both modes', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await page.goto('/login?redirect=%2Fhome');
  await page.getByLabel('手机号码').fill('13800000001');
  await page.getByLabel('密码', { exact: true }).fill('Anju2026qh');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).toHaveURL(/\/home/);
  const pages = ['/t1/ResumeForm', '/t1/RegisteForm', '/t1/personalCenter/job_information/job_Wanted_Record', '/t1/personalCenter/job_information/registratio_form'];
  for (const elderly of [false, true]) {
    if (elderly) await context.addCookies([{ name: 'elderly', value: '1', url: baseURL as string }]);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(path);
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | ')}`);
        expect(serious, `${path} at ${width}${elderly ? ' (长者模式)' : ''}`).toEqual([]);
        if (width === 375 && !elderly) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} is wider than a phone`).toBeLessThanOrEqual(0);
        }
      }
    }
  }
  // The demo records are real rows.
  await page.goto('/t1/personalCenter/job_information/job_Wanted_Record');
  await expect(page.locator('main table tbody tr')).toHaveCount(2);
  await expect(page.locator('main table')).toContainText('筛选中');
  await page.goto('/t1/personalCenter/job_information/registratio_form');
  await expect(page.locator('main table tbody tr')).toHaveCount(1);
});
