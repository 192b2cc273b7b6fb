import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerThroughPage } from './helpers/citizen';

/**
 * Issue #13 part 1 through the pages: the demo questionnaires are found from the home page and the
 * help centre, filled with scripts and without, a second response is refused (double click, the
 * same device again, the same user again), a closed one is explained, and the public results are
 * charts whose numbers a screen reader can read.
 */
const SATISFACTION = '住房保障服务满意度调查（演示）';
const HOUSING = '住房需求调查（演示）';
const LAST_YEAR = '2025 年度公租房租户满意度调查（演示）';
const PASSWORD = 'Survey2026ok';

async function questionnaireHref(page: Page, title: string): Promise<string> {
  await page.goto('/questionnaireFilling');
  const href = await page.getByRole('link', { name: `参与问卷：${title}` }).getAttribute('href');
  expect(href).toMatch(/^\/questionnaireFilling\?id=\d+$/);
  return href as string;
}

async function resultsHref(page: Page, title: string): Promise<string> {
  await page.goto('/questionnaireFilling');
  const href = await page.getByRole('link', { name: `查看统计结果：${title}` }).getAttribute('href');
  expect(href).toMatch(/^\/questionnaireFilling\?id=\d+&view=results$/);
  return href as string;
}

/** The number of responses the results page states (with how they were counted). */
const TOTAL = /^共 \d+ 份有效答卷（.+）$/;
async function responseCount(page: Page, href: string): Promise<number> {
  await page.goto(href);
  const text = await page.getByText(TOTAL).innerText();
  return Number(/\d+/.exec(text)![0]);
}

/** Answers every required question of the satisfaction survey (with scripts or without). */
async function fillSatisfaction(page: Page) {
  await page.getByRole('group', { name: /您目前办理或享受的住房保障业务是/ }).getByRole('radio', { name: '公共租赁住房' }).check();
  await page.getByRole('group', { name: /您通常通过哪种方式办理业务/ }).getByRole('radio', { name: '门户网站' }).check();
  await page.getByRole('group', { name: /办事指南的清晰程度/ }).getByRole('radio', { name: '4 分' }).check();
  await page.getByRole('group', { name: /服务态度/ }).getByRole('radio', { name: '5 分' }).check();
  const improve = page.getByRole('group', { name: /最需要改进的方面/ });
  await improve.getByRole('checkbox', { name: '线上办理' }).check();
  await improve.getByRole('checkbox', { name: '房源信息' }).check();
}

/** The form's answer fields as the JSON submit takes them (repeated fields as lists). */
async function formAnswers(page: Page): Promise<Record<string, string | string[]>> {
  return page.locator('form[action*="bpbQuestionnaireEntity/submit"]').evaluate((f) => {
    const out: Record<string, string | string[]> = {};
    for (const [k, v] of new FormData(f as HTMLFormElement).entries()) {
      const prev = out[k];
      out[k] = prev === undefined ? String(v) : Array.isArray(prev) ? [...prev, String(v)] : [prev, String(v)];
    }
    return out;
  });
}

const submitUrl = (href: string) => `/api/bzf-portal-background/bpbQuestionnaireEntity/submit?id=${new URL(href, 'http://x').searchParams.get('id')}`;

const register = (page: Page, redirect: string) => registerThroughPage(page, redirect, PASSWORD);

test('the questionnaires are linked from the home page and the help centre', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: '参与问卷' }).click();
  await expect(page).toHaveURL(/\/questionnaireFilling$/);
  await expect(page.getByRole('heading', { level: 1, name: '问卷调查' })).toBeVisible();
  await expect(page.getByRole('link', { name: `参与问卷：${SATISFACTION}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `参与问卷：${HOUSING}` })).toBeVisible();
  // An ended questionnaire is not offered for filling, only its results.
  await expect(page.getByRole('link', { name: `参与问卷：${LAST_YEAR}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `查看统计结果：${LAST_YEAR}` })).toBeVisible();

  await page.goto('/t1/help_center');
  await page.getByText('如何参与问卷调查？').first().click();
  await expect(page.locator('main a[href="/questionnaireFilling"]').first()).toBeVisible();
});

test('with scripts: each question says what is wrong as it is answered, a double click stores one response, and the same device is refused a second', async ({ page }) => {
  const href = await questionnaireHref(page, SATISFACTION);
  const results = await resultsHref(page, SATISFACTION);
  const before = await responseCount(page, results);

  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: SATISFACTION })).toBeVisible();
  // Submitting nothing: a message at every required question, and focus on the first.
  await page.getByRole('button', { name: '提交问卷' }).click();
  const first = page.getByRole('group', { name: /您目前办理或享受的住房保障业务是/ });
  await expect(first.getByText('请选择一项')).toBeVisible();
  await expect(page.getByRole('group', { name: /服务态度/ }).getByText('请选择评分')).toBeVisible();
  await expect(page.getByRole('group', { name: /最需要改进的方面/ }).getByText('请至少选择 1 项')).toBeVisible();
  await expect(first.getByRole('radio').first()).toBeFocused();

  await fillSatisfaction(page);
  await expect(first.getByText('请选择一项')).toHaveCount(0);
  // A fourth option: the maximum is three, said at once.
  const improve = page.getByRole('group', { name: /最需要改进的方面/ });
  await improve.getByRole('checkbox', { name: '窗口排队' }).check();
  await improve.getByRole('checkbox', { name: '材料要求' }).check();
  await expect(improve.getByText('最多选择 3 项')).toBeVisible();
  await improve.getByRole('checkbox', { name: '材料要求' }).uncheck();
  await expect(improve.getByText('最多选择 3 项')).toHaveCount(0);
  // 其他 without its text.
  await first.getByRole('radio', { name: '其他（请注明）' }).check();
  await expect(first.getByText('请注明“其他”的内容')).toBeVisible();
  await first.getByRole('textbox', { name: /请注明其他内容/ }).fill('人才公寓');
  await expect(first.getByText('请注明“其他”的内容')).toHaveCount(0);
  // The long text counts characters and refuses past 200.
  const advice = page.getByRole('textbox', { name: /意见和建议/ });
  await advice.fill('好'.repeat(201));
  await expect(page.getByText('不能超过 200 个字', { exact: true })).toBeVisible();
  await advice.fill('希望线上能查询轮候进度。');
  const answers = await formAnswers(page);
  // The results are public: a signed-out answer needs the browser check the form's script solves; a script without it is refused.
  await expect(page.getByText(/本问卷统计结果公开，为防止刷票/)).toBeVisible();
  const unchecked = await page.request.post(submitUrl(href), { headers: { Origin: new URL(page.url()).origin }, data: { answers } });
  expect(unchecked.status()).toBe(403);
  expect((await unchecked.json()).msg).toMatch(/须由浏览器完成防刷验证/);

  await page.getByRole('button', { name: '提交问卷' }).dblclick();
  await expect(page).toHaveURL(/view=thanks/);
  await expect(page.getByRole('heading', { name: '提交成功，感谢您的参与！' })).toBeVisible();
  expect(await responseCount(page, results)).toBe(before + 1);

  // The same browser again: refused on the page and by the API, with no second row.
  await page.goto(href);
  await expect(page.getByRole('heading', { name: '您已提交过本问卷' })).toBeVisible();
  await expect(page.getByText(/本设备已提交过本问卷/)).toBeVisible();
  await expect(page.getByRole('button', { name: '提交问卷' })).toHaveCount(0);
  const again = await page.request.post(submitUrl(href), { headers: { Origin: new URL(page.url()).origin }, data: { answers } });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ code: '4090', msg: '本设备已提交过本问卷，每台设备只能提交一次，感谢参与' });
  expect(await responseCount(page, results)).toBe(before + 1);
});

test('without scripts: a mistake comes back with every answer kept and the message at its question; signed in, the corrected form is stored once', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const href = await questionnaireHref(page, SATISFACTION);
  await page.goto(href);
  await fillSatisfaction(page);
  await page.getByRole('group', { name: /您目前办理或享受的住房保障业务是/ }).getByRole('radio', { name: '其他（请注明）' }).check();
  const advice = page.getByRole('textbox', { name: /意见和建议/ });
  await advice.fill(`希望增加夜间窗口。${'请'.repeat(200)}`);
  await page.getByRole('button', { name: '提交问卷' }).click();

  // The URL names no answer: the wrong questions by field name only (?failed=invalid&fields=q…).
  await expect(page).toHaveURL(/failed=invalid/);
  expect(new URL(page.url()).search).toMatch(new RegExp(`^\\?failed=invalid&fields=q\\d+,q\\d+&${new URL(href, 'http://x').search.slice(1)}$`));
  await expect(page.getByRole('alert')).toContainText('您填写的内容已保留');
  await expect(page.getByRole('group', { name: /您目前办理或享受的住房保障业务是/ }).getByText('请注明“其他”的内容')).toBeVisible();
  await expect(page.getByText('不能超过 200 个字', { exact: true })).toBeVisible();
  // Nothing typed is lost.
  await expect(advice).toHaveValue(`希望增加夜间窗口。${'请'.repeat(200)}`);
  await expect(page.getByRole('group', { name: /服务态度/ }).getByRole('radio', { name: '5 分' })).toBeChecked();
  await expect(page.getByRole('group', { name: /最需要改进的方面/ }).getByRole('checkbox', { name: '房源信息' })).toBeChecked();

  await page.getByRole('group', { name: /您目前办理或享受的住房保障业务是/ }).getByRole('textbox', { name: /请注明其他内容/ }).fill('人才公寓');
  await advice.fill('希望增加夜间窗口。');
  await page.getByRole('button', { name: '提交问卷' }).click();
  // Public results: without scripts there is no browser check, so a signed-out answer is not taken; the page keeps it and offers signing in.
  await expect(page).toHaveURL(/failed=verify/);
  await expect(page.getByRole('alert')).toContainText('请登录后提交，每个账号计一份。您填写的内容已保留');
  await expect(advice).toHaveValue('希望增加夜间窗口。');
  const signIn = page.getByRole('alert').getByRole('link', { name: '登录后填写' });
  // Back to the questionnaire: the kept answers come with this browser's HttpOnly key, not with the URL.
  const back = `${new URL(href, 'http://x').pathname}${new URL(href, 'http://x').search}`;
  expect(await signIn.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(back)}`);
  // Registering through the API signs the context in (as the no-script spec does); then back to the kept answers.
  const mobile = `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const registered = await context.request.post('/api/bzf-portal-register/portal/register', { data: { mobile, password: PASSWORD, agreeUser: true, agreeRegister: true } });
  expect((await registered.json()).code).toBe('1');
  await page.goto(back);
  await expect(page.getByText('您已登录：本问卷按账号计一份')).toBeVisible();
  await expect(advice).toHaveValue('希望增加夜间窗口。');
  await page.getByRole('button', { name: '提交问卷' }).click();
  await expect(page).toHaveURL(/view=thanks/);
  await expect(page.getByRole('heading', { name: '提交成功，感谢您的参与！' })).toBeVisible();

  // Posting the same form again (the back button, a resent form) is refused: the page says why.
  await page.goto(href);
  await expect(page.getByRole('heading', { name: '您已提交过本问卷' })).toBeVisible();
  await context.close();
});

test('a signed-in questionnaire asks a visitor to sign in, takes one response per user, and refuses racing second submits', async ({ page }) => {
  const href = await questionnaireHref(page, HOUSING);
  await page.goto(href);
  await expect(page.getByRole('heading', { name: '请先登录' })).toBeVisible();
  await page.getByRole('link', { name: '登录后填写' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await register(page, href);
  await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));

  await page.getByRole('group', { name: /目前的住房情况/ }).getByRole('radio', { name: '租住市场房源' }).check();
  await page.getByRole('group', { name: /共同生活人数/ }).getByRole('radio', { name: '3 人' }).check();
  await page.getByRole('group', { name: /解决住房问题/ }).getByRole('radio', { name: '保障性租赁住房' }).check();
  const factors = page.getByRole('group', { name: /最看重哪些因素/ });
  await factors.getByRole('checkbox', { name: '通勤时间' }).check();
  await page.getByRole('button', { name: '提交问卷' }).click();
  await expect(factors.getByText('请至少选择 2 项')).toBeVisible();
  await factors.getByRole('checkbox', { name: '子女入学' }).check();

  // The form's own answers sent twice at once (two tabs, a double submit): one is stored, the other refused.
  const body = { answers: await formAnswers(page) };
  const origin = new URL(page.url()).origin;
  const post = () => page.request.post(submitUrl(href), { headers: { Origin: origin }, data: body });
  const [a, b] = await Promise.all([post(), post()]);
  const statuses = [a.status(), b.status()].sort();
  expect(statuses).toEqual([200, 409]);
  const refused = a.status() === 409 ? await a.json() : await b.json();
  expect(refused).toMatchObject({ code: '4090', msg: '您已提交过本问卷，每人只能提交一次，感谢参与' });

  await page.reload();
  await expect(page.getByRole('heading', { name: '您已提交过本问卷' })).toBeVisible();
});

test('a closed questionnaire says so plainly and offers its results; an unknown one is a 404 page', async ({ page }) => {
  const results = await resultsHref(page, LAST_YEAR);
  const id = new URL(results, 'http://x').searchParams.get('id');
  await page.goto(`/questionnaireFilling?id=${id}`);
  await expect(page.getByRole('heading', { name: '问卷已结束' })).toBeVisible();
  await expect(page.getByText(/^本问卷已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 结束，感谢您的关注$/)).toBeVisible();
  await expect(page.getByRole('button', { name: '提交问卷' })).toHaveCount(0);
  const api = await page.request.post(submitUrl(results), {
    headers: { Origin: new URL(page.url()).origin },
    data: { answers: {} },
  });
  expect(api.status()).toBe(409);
  expect((await api.json()).msg).toMatch(/^本问卷已于 .* 结束/);

  const missing = await page.goto('/questionnaireFilling?id=999999');
  expect(missing?.status()).toBe(404);
});

test('the results are charts drawn on the server whose names read every number, and a data table', async ({ browser, baseURL }) => {
  // Without scripts: the charts are in the first HTML.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const href = await resultsHref(page, SATISFACTION);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('统计结果');
  const total = await page.getByText(TOTAL).innerText();
  expect(Number(/\d+/.exec(total)![0])).toBeGreaterThanOrEqual(36);
  // How they were counted, in words.
  expect(total).toContain('登录填写的每个账号计一份；未登录填写的每台设备计一份，须通过浏览器防刷验证，同一网络每天至多计 5 份');
  const chart = page.getByRole('img', { name: /您通常通过哪种方式办理业务？：门户网站 \d+ 人（[\d.]+%），手机 App \d+ 人/ });
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  // The numbers in the name are the numbers in the table.
  const name = (await chart.getAttribute('aria-labelledby')) as string;
  const title = await page.locator(`[id="${name}"]`).textContent();
  const portal = Number(/门户网站 (\d+) 人/.exec(title ?? '')![1]);
  expect(portal).toBeGreaterThan(0);
  const figure = page.locator('figure').filter({ has: chart });
  await figure.getByText('查看数据表').click();
  await expect(figure.getByRole('row', { name: new RegExp(`门户网站 ${portal}`) })).toBeVisible();
  // Ratings are charts too; texts are never published.
  await expect(page.getByRole('img', { name: /服务态度.*5 分 \d+ 人/ })).toBeVisible();
  await expect(page.getByText(/为保护隐私，具体内容不公开/)).toBeVisible();
  await context.close();
});

async function shoot(browser: Browser, baseURL: string | undefined, path: string, width: number, file: string) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} is no wider than ${width} px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: file, fullPage: true });
  await context.close();
}

test('screenshots of a questionnaire and its results at 375 and 1440 px fit the screen', async ({ browser, baseURL, page }, testInfo) => {
  const form = await questionnaireHref(page, SATISFACTION);
  const results = await resultsHref(page, SATISFACTION);
  const dir = process.env.QN_SCREENSHOT_DIR ?? testInfo.outputDir;
  for (const width of [375, 1440]) {
    await shoot(browser, baseURL, form, width, `${dir}/questionnaire-${width}.png`);
    await shoot(browser, baseURL, results, width, `${dir}/questionnaire-results-${width}.png`);
  }
});

test('the sitemap lists the questionnaire list, the open questionnaires and the public results', async ({ page, request }) => {
  const form = await questionnaireHref(page, SATISFACTION);
  const results = await resultsHref(page, SATISFACTION);
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/<loc>[^<]*\/questionnaireFilling<\/loc>/);
  expect(xml).toContain(`${form}</loc>`);
  expect(xml).toContain(`${results.replace('&', '&amp;')}</loc>`);
});

test('screenshots of the no-script “check” state and a closed questionnaire at 375 px fit the screen', async ({ browser, baseURL, page }, testInfo) => {
  const dir = process.env.QN_SCREENSHOT_DIR ?? testInfo.outputDir;
  const closed = (await resultsHref(page, LAST_YEAR)).replace('&view=results', '');
  await shoot(browser, baseURL, closed, 375, `${dir}/questionnaire-closed-375.png`);

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 375, height: 900 } });
  const form = await context.newPage();
  await form.goto(await questionnaireHref(page, SATISFACTION));
  await form.getByRole('group', { name: /您通常通过哪种方式办理业务/ }).getByRole('radio', { name: '服务窗口' }).check();
  await form.getByRole('textbox', { name: /意见和建议/ }).fill('窗口排队时间有点长。');
  await form.getByRole('button', { name: '提交问卷' }).click();
  await expect(form.getByRole('alert')).toContainText('您填写的内容已保留');
  expect(await form.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await form.screenshot({ path: `${dir}/questionnaire-check-375.png`, fullPage: true });
  await context.close();
});
