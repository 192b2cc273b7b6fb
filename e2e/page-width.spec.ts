import { expect, test, type Page } from '@playwright/test';
import { T1_ROUTES } from '../lib/navigation/routes';

/**
 * Issue #13 part 5: no page of any template is wider than a phone screen (a wider page makes the
 * phone zoom out, which defeats 长者模式), at 360, 375 and 414 px, standard and 长者模式.
 * One page per template, taken from the route registry; pages that need a record get one from a list.
 */
test.describe.configure({ timeout: 240_000 });

/** The first route of each template. */
const byTemplate = new Map<string, string>();
for (const [path, route] of Object.entries(T1_ROUTES)) if (!byTemplate.has(route.template)) byTemplate.set(route.template, `/t1/${path}`);

/** Templates that show one record: a real link to one, from a page that lists them. */
const RECORD_LINKS: Record<string, { from: string; link: string }> = {
  article: { from: '/t1/news_list', link: 'a[href*="/t1/article_content?"]' },
  'project-detail': { from: '/t1/project_show', link: 'a[href*="/t1/projectDetail?"]' },
  'job-detail': { from: '/t1/PostInformation', link: 'a[href*="/t1/PostDeatil?"]' },
  'shop-detail': { from: '/t1/businessHandle', link: 'a[href*="/t1/shopInfo?"]' },
  'shop-project': { from: '/t1/businessHandle', link: 'a[href*="/t1/shopProjectInfo?"]' },
};

async function pagesToCheck(page: Page): Promise<string[]> {
  const out = ['/home', '/t3', '/t3/news_list', '/login'];
  for (const [template, path] of byTemplate) {
    const record = RECORD_LINKS[template];
    if (!record) {
      out.push(path);
      continue;
    }
    await page.goto(record.from);
    const href = await page.locator(`main ${record.link}`).first().getAttribute('href');
    expect(href, `a link to a ${template} page on ${record.from}`).toBeTruthy();
    out.push(href!);
  }
  return out;
}

for (const elderly of [false, true]) {
  test(`no template page is wider than 360, 375 or 414 px ${elderly ? 'in 长者模式' : 'in the standard mode'}`, async ({ browser, baseURL }) => {
    const setup = await browser.newPage();
    const paths = await pagesToCheck(setup);
    await setup.close();
    expect(paths.length).toBeGreaterThanOrEqual(byTemplate.size);
    const tooWide: string[] = [];
    for (const width of [360, 375, 414]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'zh-CN' });
      if (elderly) await context.addCookies([{ name: 'elderly', value: '1', url: baseURL! }]);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
        if (elderly) await expect(page.locator('html')).toHaveAttribute('data-elderly', '');
        const w = await page.evaluate(() => document.documentElement.scrollWidth);
        if (w > width) tooWide.push(`${path} at ${width} px: ${w} px`);
      }
      await context.close();
    }
    expect(tooWide).toEqual([]);
  });
}
