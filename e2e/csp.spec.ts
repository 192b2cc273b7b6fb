import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PERSONAL_CENTER_PATH } from '../lib/navigation/paths';
import { PERSONAL_CENTER_ROUTES, STATIC_ROUTES, T1_ROUTES } from '../lib/navigation/routes';
import { onE2eDatabase, postgresE2eEnabled, POSTGRES_BASE_URL } from './helpers/postgres';

/**
 * Issue #24 part 5: the Content-Security-Policy allows only the inline scripts the framework and our
 * own code emit, rich content is sanitized when it is rendered (not only when it is written), and no
 * page of any template reports a violation — /questionnaireFilling, whose form runs zod, included.
 */

/**
 * Collects CSP violations: `securitypolicyviolation` events (listened to before any page script;
 * Chromium reports a refused `new Function` only this way) and console errors. Events live in the
 * document, so `collect()` gathers them before each navigation.
 */
async function watchViolations(page: Page): Promise<{ collect: () => Promise<void>; all: () => Promise<string[]> }> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval|unsafe-inline/i.test(m.text())) seen.push(`${page.url()}: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = events;
    document.addEventListener('securitypolicyviolation', (e) => events.push(`${location.pathname}${location.search}: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  const collect = async () => {
    seen.push(...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.splice(0) ?? [])));
  };
  return { collect, all: async () => (await collect(), seen) };
}

const uniqueMobile = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function signUp(request: APIRequestContext): Promise<void> {
  const r = await request.post('/api/bzf-portal-register/portal/register', {
    data: { mobile: uniqueMobile(), password: 'Portal2026ok', agreeUser: true, agreeRegister: true },
  });
  expect((await r.json()).code).toBe('1');
}

/** Detail templates answer 404 without an id: their URL is taken from a list page that links to one. */
const DETAIL_SOURCES: Partial<Record<keyof typeof T1_ROUTES, string>> = {
  article_content: '/t1/news_list?col1=xwzx',
  projectDetail: '/t1/project_show',
  PostDeatil: '/t1/PostInformation',
  shopInfo: '/t1/businessHandle',
  shopProjectInfo: '/t1/businessHandle',
};

async function linkFrom(page: Page, listPath: string, path: string): Promise<string> {
  await page.goto(listPath);
  const href = await page.locator(`a[href^="/t1/${path}?"]`).first().getAttribute('href');
  expect(href, `a link to /t1/${path} on ${listPath}`).toBeTruthy();
  return href as string;
}

/** Visits one page, waits until its scripts have run and it is idle, and records a failure when it is not a page. */
async function visit(page: Page, path: string, failures: string[], violations: { collect: () => Promise<void> }): Promise<void> {
  const response = await page.goto(path);
  const status = response?.status() ?? 0;
  if (status >= 400 && path !== '/404') failures.push(`${status} ${path}`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  if (!/script-src 'self'/.test(csp) || /script-src[^;]*'unsafe-(inline|eval)'/.test(csp)) failures.push(`policy of ${path}: ${csp}`);
  await page.waitForLoadState('load');
  // Until the browser is idle: hydration and the chunks' module code (where zod builds its schemas) have run.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })));
  await violations.collect();
}

test.describe('Content-Security-Policy on every page template', () => {
  test('no page of any template, /questionnaireFilling and the signed-in pages included, reports a CSP violation', async ({ page }) => {
    test.setTimeout(240_000);
    const violations = await watchViolations(page);
    const failures: string[] = [];

    // One route per template (adding a template adds it here), detail templates with a real id.
    const byTemplate = new Map<string, string>();
    for (const [path, route] of Object.entries(T1_ROUTES)) if (!byTemplate.has(route.template)) byTemplate.set(route.template, path);
    const anonymous: string[] = STATIC_ROUTES.filter((p) => !/\.(xml|txt)$/.test(p) && p !== '/t3/news_list/article_content');
    const signedIn: string[] = [];
    for (const path of byTemplate.values()) {
      const source = DETAIL_SOURCES[path as keyof typeof T1_ROUTES];
      const url = source ? await linkFrom(page, source, path) : `/t1/${path}`;
      // Sign-in templates (shop registration, the resume) are visited after signing in.
      const r = await page.request.get(url, { maxRedirects: 0 });
      (r.status() === 307 ? signedIn : anonymous).push(url);
    }
    await page.goto('/t3/news_list');
    const t3Article = await page.locator('main a[href^="/t3/news_list/article_content"]').first().getAttribute('href');
    expect(t3Article).toBeTruthy();
    anonymous.push(t3Article as string);
    // Every questionnaire: the list, each fill page (zod builds its answers schema in the browser) and its results.
    await page.goto('/questionnaireFilling');
    const questionnaires = [...new Set(await page.locator('main a[href^="/questionnaireFilling?id="]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))];
    expect(questionnaires.length).toBeGreaterThan(0);
    for (const q of questionnaires) anonymous.push(q, `${q}&view=results`);

    for (const path of anonymous) await visit(page, path, failures, violations);
    // The form's live validation runs zod in the browser: type into the first text answer.
    await page.goto(questionnaires[0] as string);
    const field = page.locator('main textarea, main input[type="text"]').first();
    if (await field.count()) await field.fill('测试');
    await violations.collect();

    await signUp(page.context().request);
    for (const path of Object.keys(PERSONAL_CENTER_ROUTES)) signedIn.push(`${PERSONAL_CENTER_PATH}/${path}`);
    for (const q of questionnaires) signedIn.push(q);
    for (const path of signedIn) await visit(page, path, failures, violations);

    expect(failures).toEqual([]);
    expect(await violations.all()).toEqual([]);
  });
});

test.describe('an article body written into the database from outside the portal', () => {
  test.skip(!postgresE2eEnabled, 'needs TEST_DATABASE_URL: the article body is written into the database from outside the portal');

  test('a <script> and an inline event handler in the stored body never run, and the page’s policy does not allow the script', async ({ page, request }) => {
    test.setTimeout(90_000);
    const list = await (await request.get(`${POSTGRES_BASE_URL}/api/bzf-portal-cms/bpcContentEntity/selectByPage?columnKey=gsyw&pageSize=1`)).json();
    const { id } = list.data.records[0] as { id: number };
    const url = `${POSTGRES_BASE_URL}/t1/article_content?col1=xwzx&col2=gsyw&contentId=${id}`;
    const marker = `注入检查${Date.now().toString(36)}`;
    const script = `window.__injectedScript=(window.__injectedScript||0)+1;document.title='${marker}'`;
    const injected =
      `<p>${marker}</p><script>${script}</script>` +
      `<img src="/icon.svg" alt="" onload="window.__injectedHandler=1"><a href="javascript:window.__injectedLink=1">注入链接</a>`;
    const original = await onE2eDatabase(async (db) => (await db.query('select body_html from bpc_content where id = $1', [id])).rows[0].body_html as string);
    await onE2eDatabase((db) => db.query('update bpc_content set body_html = $1 where id = $2', [`${original}${injected}`, id]));
    try {
      // CONTENT_REVALIDATE_SECONDS is 1 on this server: the next requests re-render the page from the edited row.
      await expect.poll(async () => (await request.get(url)).text(), { timeout: 30_000 }).toContain(marker);
      const violations = await watchViolations(page);
      const response = await page.goto(url);
      await page.waitForLoadState('load');
      // The edited body is the one shown (ids are not in the allowlist: found by its text).
      await expect(page.locator('main p', { hasText: marker })).toBeVisible();
      await page.getByText('注入链接').click();

      const ran = await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return { script: w.__injectedScript ?? null, handler: w.__injectedHandler ?? null, link: w.__injectedLink ?? null };
      });
      expect(ran).toEqual({ script: null, handler: null, link: null });
      expect(await page.title()).not.toBe(marker);
      // The stored script is not in the page at all, nor is its handler or the javascript: link.
      const html = await (await request.get(url)).text();
      expect(html).not.toContain('__injectedScript');
      expect(html).not.toContain('onload=');
      expect(html).not.toContain('javascript:');
      // …and the policy does not name its hash.
      const csp = response?.headers()['content-security-policy'] ?? '';
      const hash = createHash('sha256').update(script, 'utf8').digest('base64');
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain(hash);
      expect(await violations.all()).toEqual([]);
    } finally {
      await onE2eDatabase((db) => db.query('update bpc_content set body_html = $1 where id = $2', [original, id]));
    }
  });
});
