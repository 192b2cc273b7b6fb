import { expect, test } from '@playwright/test';

const origin = `http://127.0.0.1:${process.env.E2E_PGLITE_PORT ?? 3100}`;

test('sitemap.xml lists the column pages and every published article with absolute URLs', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  expect(xml).toContain('<urlset');
  expect(xml).toContain(`<loc>${origin}/home</loc>`);
  const articles = xml.match(/article_content\?[^<]*contentId=\d+/g) ?? [];
  expect(articles.length).toBeGreaterThan(90);
  expect(xml).not.toContain('personalCenter');
  // Job posts open for applications (issue #11), each once.
  const posts = xml.match(/PostDeatil\?postId=\d+/g) ?? [];
  expect(posts.length).toBeGreaterThanOrEqual(10);
  expect(new Set(posts).size).toBe(posts.length);
});

test('robots.txt allows the site, keeps crawlers out of /api and points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/Disallow: \/api\//);
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('an article page carries its title, description, Open Graph and Article JSON-LD in the server HTML', async ({ request }) => {
  const list = await (await request.get('/api/bzf-portal-cms/bpcContentEntity/selectByPage?columnKey=gsyw&pageSize=1')).json();
  const article = list.data.records[0] as { id: number; title: string };
  const html = await (await request.get(`/t1/article_content?col1=xwzx&col2=gsyw&contentId=${article.id}`)).text();
  expect(html).toContain(article.title);
  expect(html).toMatch(/<meta property="og:type" content="article"/);
  expect(html).toMatch(/<link rel="canonical"/);
  expect(html).toMatch(/"@type":\s*"(News)?Article"/);
});

test('an unknown article is reported as missing and kept out of search engines', async ({ page }) => {
  await page.goto('/t1/article_content?col1=xwzx&col2=gsyw&contentId=987654');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
});
