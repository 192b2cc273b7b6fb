import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Accessibility of every page template: axe-core finds no serious or critical violation (in the
 * standard and in the elderly-friendly mode), the four-level menu works with the keyboard alone,
 * focus is visible, and text contrast is at least 4.5:1 (axe's color-contrast rule, which is
 * "serious").
 */

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The first link on a page whose href starts with the prefix (demo ids are not fixed). */
async function firstHref(page: Page, path: string, prefix: string): Promise<string> {
  await page.goto(path);
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  expect(href, `a link to ${prefix} on ${path}`).toBeTruthy();
  return href as string;
}

const FIXED_TEMPLATES: [string, string][] = [
  ['home', '/home'],
  ['t3 notice overview', '/t3'],
  ['t3 notice list', '/t3/news_list'],
  ['t1 news list', '/t1/news_list'],
  ['company profile', '/t1/company_profile'],
  ['timeline (memory)', '/t1/memory'],
  ['subsidiaries', '/t1/children_company_profile'],
  ['questions and answers', '/t1/question_answer'],
  ['help centre', '/t1/help_center'],
  ['rich page (business guide)', '/t1/ywbl'],
  ['project finder', '/t1/xmzs?district=yx'],
  ['project finder, empty', '/t1/project_show?keyword=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA'],
  ['project page', '/t1/projectDetail?projectId=1'],
  ['job list', '/t1/PostInformation?col1=jrwm&col2=jrwm_zpxx'],
  ['job list, filtered', '/t1/PostInformation?type=campus&status=open'],
  ['job list, empty', '/t1/PostInformation?keyword=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA'],
  ['job post', '/t1/PostDeatil?postId=1'],
  ['eligibility self-check, answered', '/t1/self_check?residence=local&housing=none&income=under3000&familySize=3&age=35'],
  ['privacy: user agreement', '/privacypolicy/user'],
  ['privacy: privacy policy', '/privacypolicy/privacy'],
  ['privacy: registration agreement', '/privacypolicy/register'],
  ['network-down page /404', '/404'],
  ['login', '/login'],
  ['questionnaire list', '/questionnaireFilling'],
  ['site search results', '/t1/search?keyword=%E5%85%AC%E7%A7%9F%E6%88%BF%20%E7%A7%9F%E9%87%91'],
  ['site search, partial matches', '/t1/search?keyword=%E9%80%80%E7%A7%9F%20%E7%81%AB%E7%AE%AD%E5%8F%91%E5%B0%84&kind=faq'],
  ['site search, corrected (gzf)', '/t1/search?keyword=gzf'],
  ['site search, nothing found', '/t1/search?keyword=qxzvk'],
  ['site map', '/t1/siteMap'],
];

for (const elderly of [false, true]) {
  test.describe(`axe finds no serious or critical violation${elderly ? ' in elderly mode' : ''}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      if (elderly) await context.addCookies([{ name: 'elderly', value: '1', url: baseURL as string }]);
    });

    for (const [name, path] of FIXED_TEMPLATES) {
      test(name, async ({ page }) => {
        await page.goto(path);
        if (elderly) await expect(page.locator('html')).toHaveAttribute('data-elderly', '');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('t3 notice (article)', async ({ page }) => {
      const href = await firstHref(page, '/t3/news_list', '/t3/news_list/article_content');
      await page.goto(href);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('job post, closed', async ({ page }) => {
      const href = await firstHref(page, '/t1/PostInformation?status=closed', '/t1/PostDeatil');
      await page.goto(href);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('questionnaire (form) and its public results', async ({ page }) => {
      // The demo satisfaction survey: anonymous (the form shows), results public.
      await page.goto('/questionnaireFilling');
      const survey = page.locator('main li').filter({ hasText: '满意度调查' }).first();
      const results = (await survey.getByRole('link', { name: /^查看统计结果/ }).getAttribute('href')) as string;
      await page.goto((await survey.getByRole('link', { name: /^参与问卷/ }).getAttribute('href')) as string);
      await expect(page.getByRole('button', { name: '提交问卷' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(results);
      await expect(page.getByRole('img').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('t1 article', async ({ page }) => {
      const href = await firstHref(page, '/t1/news_list', '/t1/article_content');
      await page.goto(href);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

for (const elderly of [false, true]) {
  test.describe(`the open menus pass axe${elderly ? ' in elderly mode' : ''}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      if (elderly) await context.addCookies([{ name: 'elderly', value: '1', url: baseURL as string }]);
    });

    test('the phone drawer (375 px), its current branch expanded', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
      if (elderly) await context.addCookies([{ name: 'elderly', value: '1', url: baseURL as string }]);
      const page = await context.newPage();
      await page.goto('/t1/ywbl?col1=dyyw&col2=bzf&col3=bzf_ywbl&col4=bzf_ywbl_gr');
      await page.getByRole('button', { name: '菜单' }).click();
      await expect(page.getByRole('dialog', { name: '网站导航' }).getByRole('link', { name: '个人申请' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    test('a desktop dropdown (1440 px)', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/home');
      await page.locator('button[aria-controls="menu-panel-dyyw"]').hover();
      await expect(page.locator('#menu-panel-dyyw')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('keyboard only: Tab reaches the menu, arrows open it and reach a fourth-level page, Enter opens it', async ({ page }) => {
  await page.goto('/home');
  const toggle = page.locator('button[aria-controls="menu-panel-dyyw"]');
  // Tab from the top of the page until the 多元业务 toggle has focus (no mouse, no focus() call).
  for (let i = 0; i < 60 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const target = page.locator('#menu-panel-dyyw').getByRole('link', { name: '个人申请' }).first();
  for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/col4=bzf_ywbl_gr/);
});

test('focus is visible: a focused header control draws an outline of at least 2 px', async ({ page }) => {
  await page.goto('/home');
  await page.waitForLoadState('load');
  await page.keyboard.press('Tab');
  // The first Tab lands on the skip link; read its style once focus has arrived there.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('A');
  const focusStyle = () =>
    page.evaluate(() => {
      const s = getComputedStyle(document.activeElement as HTMLElement);
      return { style: s.outlineStyle, wide: parseFloat(s.outlineWidth) >= 2 };
    });
  await expect.poll(focusStyle).toEqual({ style: expect.not.stringMatching(/^none$/), wide: true });
});

test.describe('elderly mode (长者模式)', () => {
  test('the header toggle enlarges text and targets, is remembered, and arrives without a flash on the next visit', async ({ page }) => {
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: '长者模式' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const before = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const sizes = await page.evaluate(() => {
      const px = (el: Element | null) => (el ? parseFloat(getComputedStyle(el).fontSize) : 0);
      const lh = (el: Element) => parseFloat(getComputedStyle(el).lineHeight) / parseFloat(getComputedStyle(el).fontSize);
      const smallest = Math.min(...Array.from(document.querySelectorAll('main a, main p, main li, main time')).map(px).filter((n) => n > 0));
      const nav = document.querySelector('nav[aria-label="主导航"] a[data-top]')?.getBoundingClientRect();
      const button = document.querySelector('button[aria-pressed]')?.getBoundingClientRect();
      return { body: px(document.body), smallest, lineHeight: lh(document.body), nav: nav && [nav.width, nav.height], button: button && [button.width, button.height] };
    });
    expect(before).toBeLessThan(18);
    expect(sizes.body).toBeGreaterThanOrEqual(18);
    expect(sizes.smallest).toBeGreaterThanOrEqual(18);
    expect(sizes.lineHeight).toBeGreaterThanOrEqual(1.3);
    expect(sizes.button?.[0]).toBeGreaterThanOrEqual(60);
    expect(sizes.button?.[1]).toBeGreaterThanOrEqual(60);
    expect(sizes.nav?.[1]).toBeGreaterThanOrEqual(60);

    // Next visit: the HTML from the server is the same for everyone; the attribute is set before the first paint.
    await page.addInitScript(() => {
      // Records the mode at the moment <body> is created, i.e. before anything of the page is painted.
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { __elderlyAtFirstScript?: boolean }).__elderlyAtFirstScript = document.documentElement.hasAttribute('data-elderly');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/t3/news_list');
    const firstPaint = await page.evaluate(() => (window as unknown as { __elderlyAtFirstScript?: boolean }).__elderlyAtFirstScript);
    expect(firstPaint).toBe(true);
    await expect(page.getByRole('button', { name: '长者模式' })).toHaveAttribute('aria-pressed', 'true');
    const h1 = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('h1') as Element).fontSize));
    expect(h1).toBeGreaterThanOrEqual(30);
  });

  for (const width of [375, 1440]) {
    test(`at ${width} px nothing empty sits under the header's last row, as in the standard mode`, async ({ browser, baseURL }) => {
      for (const elderly of [false, true]) {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
        if (elderly) await context.addCookies([{ name: 'elderly', value: '1', url: baseURL as string }]);
        const page = await context.newPage();
        await page.goto('/t3/news_list');
        if (elderly) await expect(page.locator('html')).toHaveAttribute('data-elderly', '');
        // The header's bottom against the bottom of its lowest part that shows something (text, an
        // icon, a field): the phone drawer's backdrop, closed, must take no room.
        const gap = await page.evaluate(() => {
          const header = document.querySelector('header')!;
          const parts = [...header.children].filter((c) => c.getBoundingClientRect().height > 0 && (c.textContent?.trim() || c.querySelector('svg, img, input')));
          return header.getBoundingClientRect().bottom - Math.max(...parts.map((c) => c.getBoundingClientRect().bottom));
        });
        expect(gap, `${elderly ? '长者模式' : 'standard mode'} at ${width} px`).toBeLessThanOrEqual(2);
        await context.close();
      }
    });
  }

  test('turning it off returns to the standard page', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'elderly', value: '1', url: baseURL as string }]);
    await page.goto('/home');
    await page.getByRole('button', { name: '长者模式' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-elderly', '');
    await page.reload();
    await expect(page.locator('html')).not.toHaveAttribute('data-elderly', '');
  });
});
