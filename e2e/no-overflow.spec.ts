import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { PERSONAL_CENTER_PATH } from '../lib/navigation/paths';
import { PERSONAL_CENTER_ROUTES, T1_ROUTES } from '../lib/navigation/routes';

/**
 * Issue #25 part 7, as a citizen meets it: signed in as the demo citizen at 360, 375 and 414 px, no
 * page is wider than the screen (every route of lib/navigation/routes.ts, home, sign-in, the
 * personal centre, the questionnaire, a missing page and the privacy policy); and every
 * destructive action (撤回, 删除) asks the same in-page confirmation, never a native dialog.
 */
test.describe.configure({ timeout: 600_000 });

const DEMO = { mobile: '13800000001', password: 'Anju2026qh' };

/**
 * Pages that are still wider than a phone in this branch because another part of issue #25 fixes
 * them (the lead empties this list once those branches are merged; the test fails when an entry no
 * longer overflows, so the list cannot go stale).
 */
const KNOWN_OVERFLOW_FIXED_ELSEWHERE: readonly { path: string; reason: string }[] = [];

/** A record that does not exist: the 404 card. */
const MISSING_RECORD = '/t1/article_content?id=999999999';

/** Pages showing one record: a real link to one, from a page that lists them. */
const RECORD_LINKS: Record<string, { from: string; link: string }> = {
  article_content: { from: '/t1/news_list', link: 'a[href*="/t1/article_content?"]' },
  projectDetail: { from: '/t1/project_show', link: 'a[href*="/t1/projectDetail?"]' },
  PostDeatil: { from: '/t1/PostInformation', link: 'a[href*="/t1/PostDeatil?"]' },
  shopInfo: { from: '/t1/businessHandle', link: 'a[href*="/t1/shopInfo?"]' },
  shopProjectInfo: { from: '/t1/businessHandle', link: 'a[href*="/t1/shopProjectInfo?"]' },
};

async function signInDemo(request: APIRequestContext): Promise<void> {
  const r = await request.post('/api/bzf-portal-register/portal/login', { data: DEMO });
  expect((await r.json()).code, 'the demo citizen signs in').toBe('1');
}

async function pagesToCheck(page: Page): Promise<string[]> {
  const out = ['/home', '/login', '/t3', '/t3/news_list', '/privacypolicy/privacy', '/privacypolicy/user'];
  for (const path of Object.keys(T1_ROUTES)) {
    const record = RECORD_LINKS[path];
    if (!record) {
      out.push(`/t1/${path}`);
      continue;
    }
    await page.goto(record.from);
    const href = await page.locator(`main ${record.link}`).first().getAttribute('href');
    expect(href, `a link to ${path} on ${record.from}`).toBeTruthy();
    out.push(href!);
  }
  // A notice article of /t3, one questionnaire and its list, a missing record (the 404 card).
  await page.goto('/t3/news_list');
  out.push((await page.locator('main a[href*="/t3/news_list/article_content"]').first().getAttribute('href'))!);
  await page.goto('/questionnaireFilling');
  out.push('/questionnaireFilling', (await page.locator('main a[href*="/questionnaireFilling?id="]').first().getAttribute('href'))!);
  out.push(MISSING_RECORD);
  for (const path of Object.keys(PERSONAL_CENTER_ROUTES)) out.push(`${PERSONAL_CENTER_PATH}/${path}`);
  return out;
}

/** The phone widths checked; 长者模式 (larger type) at the narrowest, where it is tightest. */
const SCREENS: readonly { width: number; elderly: boolean }[] = [
  { width: 360, elderly: false },
  { width: 375, elderly: false },
  { width: 414, elderly: false },
  { width: 360, elderly: true },
];

test('signed in, no page is wider than a 360, 375 or 414 px screen, nor in 长者模式 at 360 px', async ({ browser, baseURL }) => {
  const setup = await browser.newContext();
  await signInDemo(setup.request);
  const paths = await pagesToCheck(await setup.newPage());
  await setup.close();
  expect(paths.length).toBeGreaterThan(Object.keys(T1_ROUTES).length + Object.keys(PERSONAL_CENTER_ROUTES).length);

  const tooWide = new Map<string, string[]>();
  for (const { width, elderly } of SCREENS) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'zh-CN' });
    if (elderly) await context.addCookies([{ name: 'elderly', value: '1', url: baseURL! }]);
    await signInDemo(context.request);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      // Signed in for real: the personal centre answers instead of sending the visitor to /login.
      if (path.startsWith(PERSONAL_CENTER_PATH)) expect(new URL(page.url()).pathname).toBe(path);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      // The mode is on (the missing record apart: Next sends notFound()'s 404 as an empty shell that
      // only scripts fill in, so the boot script that sets the mode never runs there; docs/decisions/0139).
      if (elderly && path !== MISSING_RECORD) await expect(page.locator('html'), `${path} in 长者模式`).toHaveAttribute('data-elderly', '');
      if (scrollWidth > innerWidth) tooWide.set(path, [...(tooWide.get(path) ?? []), `${scrollWidth} px at ${innerWidth} px${elderly ? ' (长者模式)' : ''}`]);
    }
    await context.close();
  }
  const known = new Set(KNOWN_OVERFLOW_FIXED_ELSEWHERE.map((k) => k.path));
  const unexpected = [...tooWide].filter(([path]) => !known.has(path)).map(([path, w]) => `${path}: ${w.join(', ')}`);
  expect(unexpected, 'pages wider than the screen').toEqual([]);
  const nowFine = [...known].filter((path) => !tooWide.has(path));
  expect(nowFine, 'fixed: remove these from KNOWN_OVERFLOW_FIXED_ELSEWHERE').toEqual([]);
});

/* ---------------------------------------------------------------------------------------------- */

const uniqueMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A fresh citizen with one record of every kind a citizen can withdraw or delete. */
async function citizenWithRecords(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'zh-CN' });
  const { request } = context;
  const headers = { Origin: baseURL };
  const mobile = uniqueMobile();
  const post = async (path: string, data: unknown) => {
    const r = await request.post(path, { data, headers });
    const body = await r.json();
    expect(body.code, `${path}: ${body.msg}`).toBe('1');
    return body.data;
  };
  await post('/api/bzf-portal-register/portal/register', { mobile, password: 'Portal2026ok', agreeUser: true, agreeRegister: true });
  await post('/api/bzf-portal-register/portal/saveFamilyMember', { name: '李四', relation: '配偶', idNumber: '110101199003074477' });
  await post('/api/bzf-portal-data-docking/dataMiddleOffice/insertShopIntention', {
    applicantKind: 'person',
    personName: '李小红',
    contactName: '李小红',
    mobile,
    shopIds: [],
    areaMin: 30,
    areaMax: 80,
    intendedUse: 'catering',
    idempotencyKey: randomUUID(),
  });
  await post('/api/bzf-portal-recruit/brcDraftEntity/save', { kind: 'resume', postId: 0, baseRevision: 0, data: { name: '陈' } });
  return context;
}

/**
 * The one confirmation: a disclosure (native <details data-confirm>) whose button opens the
 * question in place, with 确定撤回/确定删除 and 取消.
 */
async function expectTheOneConfirmation(page: Page, control: Locator, kind: 'withdraw' | 'delete') {
  const verb = kind === 'withdraw' ? '撤回' : '删除';
  const details = control.locator('xpath=..');
  await expect(details).toHaveAttribute('data-confirm', kind);
  await expect(control).toHaveText(new RegExp(`^${verb}`));
  await control.click();
  const question = details.getByRole('group');
  await expect(question).toBeVisible();
  await expect(question).toContainText(new RegExp(`确定${verb}.+吗？`));
  await expect(question.getByRole('button', { name: `确定${verb}` })).toBeFocused();
  // 取消 closes it and gives focus back; nothing was sent.
  await question.getByRole('link', { name: '取消' }).click();
  await expect(question).toBeHidden();
  await expect(control).toBeFocused();
  await control.click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await control.click();
  await question.getByRole('button', { name: `确定${verb}` }).click();
}

test('every destructive action asks the same in-page confirmation, and a withdrawn record reads 已撤回', async ({ browser, baseURL }) => {
  const context = await citizenWithRecords(browser, baseURL!);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  /** Every control on the page that withdraws or deletes, in or out of the confirmation. */
  const destructive = () => page.locator('main').locator('button, summary, a, input[type="submit"]').filter({ hasText: /^(撤回|删除)/ });
  const confirmations = () => page.locator('main details[data-confirm] > summary');

  const cases = [
    { path: '/t1/personalCenter/business_record/shop_intention', kind: 'withdraw', result: /已撤回/ },
    { path: '/t1/CheckCompanyregister', kind: null, result: /已撤回/ },
    { path: '/t1/personalCenter/job_information/registratio_form', kind: 'delete', result: /草稿已删除/ },
    { path: '/t1/personalCenter/personal_info/gzf_familyInfo', kind: 'delete', result: /已删除家庭成员/ },
  ] as const;
  for (const c of cases) {
    await page.goto(c.path);
    // Every withdraw/delete control of the page is the confirmation's own button.
    await expect(destructive()).toHaveCount(await confirmations().count());
    if (!c.kind) {
      // Withdrawn on the previous page: the list of /t1/CheckCompanyregister says so the same way, with nothing left to withdraw.
      await expect(page.locator('main table tbody tr').first()).toContainText(c.result);
      await expect(confirmations()).toHaveCount(0);
      continue;
    }
    await expect(confirmations()).toHaveCount(1);
    await expectTheOneConfirmation(page, confirmations().first(), c.kind);
    await expect(page.locator('main')).toContainText(c.result);
    await expect(confirmations()).toHaveCount(0);
  }

  // The job application's and the allotment registration's withdraws are the same control (the
  // demo citizen's rows; opened and cancelled only, so their records stay as other tests expect).
  const demo = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'zh-CN' });
  await signInDemo(demo.request);
  const demoPage = await demo.newPage();
  demoPage.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await demoPage.goto('/t1/personalCenter/job_information/job_Wanted_Record');
  const withdraw = demoPage.locator('main details[data-confirm="withdraw"] > summary').first();
  await expect(withdraw).toHaveText(/^撤回对“.+”的投递$/);
  await withdraw.click();
  await expect(demoPage.locator('main details[open]').getByRole('group')).toContainText(/^确定撤回对“.+”的投递吗？/);
  await demoPage.locator('main details[open]').getByRole('link', { name: '取消' }).click();
  await expect(demoPage.locator('main details[open]')).toHaveCount(0);
  await demo.close();

  expect(dialogs, 'no native dialog').toEqual([]);
  await context.close();
});

test('a missing page and the questionnaires wear the site frame once: one header, one skip link, one main, the site menu', async ({ page }) => {
  const missing = await page.goto(MISSING_RECORD);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  const questionnaire = (await (await page.goto('/questionnaireFilling'), page.locator('main a[href*="/questionnaireFilling?id="]').first().getAttribute('href')))!;
  for (const path of [MISSING_RECORD, '/questionnaireFilling', questionnaire, '/questionnaireFilling?id=999999']) {
    await page.goto(path);
    // The 404 card once showed its own second header, and its skip link sat over the site's logo.
    await expect(page.getByRole('banner'), path).toHaveCount(1);
    await expect(page.getByRole('link', { name: '跳到主要内容' }), path).toHaveCount(1);
    await expect(page.locator('main'), path).toHaveCount(1);
    await expect(page.locator('#site-nav'), path).toHaveCount(1);
    await expect(page.getByRole('contentinfo'), path).toContainText('ICP');
  }
});
