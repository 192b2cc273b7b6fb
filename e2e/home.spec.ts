import { expect, test } from '@playwright/test';

type Envelope<T> = { code: string; msg: string; data: T };

test('the home page arrives with banners, the five businesses, notices and news already in the HTML', async ({ request }) => {
  const html = await (await request.get('/home')).text();
  for (const business of ['保障性租赁住房', '公共租赁住房', '配售型保障性住房', '共有产权住房', '商业服务']) {
    expect(html).toContain(business);
  }
  // The newest notice and the newest company news, as the API reports them, are in the first HTML.
  const notices = (await (
    await request.get('/api/bzf-portal-cms/bpcContentEntity/selectByPage?columnKey=tzgg_gzf&pageSize=1')
  ).json()) as Envelope<{ records: { title: string }[] }>;
  const news = (await (
    await request.get('/api/bzf-portal-cms/bpcContentEntity/selectByPage?columnKey=gsyw&pageSize=1')
  ).json()) as Envelope<{ records: { title: string }[] }>;
  expect(notices.code).toBe('1');
  expect(html).toContain(notices.data.records[0]!.title.slice(0, 12));
  expect(html).toContain(news.data.records[0]!.title.slice(0, 12));
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain('application/ld+json');
});

test('a visitor sees the banner, the quick entries and the footer filings', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('img').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /保障性租赁住房/ }).first()).toBeVisible();
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: /ICP备/ })).toHaveAttribute('href', /beian\.miit\.gov\.cn/);
  await expect(footer.getByRole('link', { name: /公网安备/ })).toHaveAttribute('href', /beian\.mps\.gov\.cn/);
  await expect(footer).toContainText('本站内容为演示数据');
});
