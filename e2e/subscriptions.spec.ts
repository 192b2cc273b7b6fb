import { expect, test, type Page } from '@playwright/test';
import { registerThroughPage } from './helpers/citizen';
import { signInStaff, staffAccount } from './helpers/staff';

/**
 * Subscriptions (issue #30 part 5): a citizen follows 通知公告 from its list page; staff write and
 * publish a notice in the console; the subscriptions pass (every 2 s in these servers) tells the
 * citizen, who sees it in the message centre with its unread count and unsubscribes in one click.
 */
const post = (page: Page, path: string, form: Record<string, string>) =>
  page.request.post(path, { form, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });

test('a citizen follows a column, staff publish a notice, the citizen is told once and unsubscribes in one click', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const token = `sub${Date.now().toString(36)}`;
  const title = `关于订阅测试的通知 ${token}`;

  await registerThroughPage(page, '/t3/news_list?col1=tzgg', 'Secret123');
  await page.getByRole('button', { name: '订阅此栏目' }).click();
  await expect(page).toHaveURL(/message_center\/subscriptions\?subscribed=1/);
  await expect(page.getByRole('status')).toContainText('已订阅');
  await expect(page.getByRole('heading', { name: '栏目：通知公告' })).toBeVisible();

  // Staff: an editor writes and submits, a reviewer publishes (console form posts, TOTP sign-in).
  const editor = await (await browser.newContext()).newPage();
  await signInStaff(editor, staffAccount('editor'));
  const saved = await post(editor, '/admin/api/content/save', { id: '', title, summary: '', columnKey: 'tzgg', source: '', coverUrl: '', bodyHtml: '<p>订阅测试</p>', attachments: '', publishAt: '' });
  expect(saved.status()).toBe(303);
  const id = saved.headers().location!.match(/content\/(\d+)/)![1]!;
  expect((await post(editor, '/admin/api/content/step', { id, step: 'submit', publishAt: '' })).status()).toBe(303);
  const reviewer = await (await browser.newContext()).newPage();
  await signInStaff(reviewer, staffAccount('reviewer'));
  expect((await post(reviewer, '/admin/api/content/step', { id, step: 'publish', publishAt: '' })).status()).toBe(303);

  // The citizen: one unread message naming the notice, after the next pass.
  const unread = async () => ((await (await page.request.get('/api/bzf-portal-case/messages/unreadCount')).json()) as { data: { count: number } }).data.count;
  await expect.poll(unread, { timeout: 30_000 }).toBe(1);
  await page.goto('/home');
  await expect(page.getByTestId('unread-count').first()).toContainText('1');
  await page.goto('/t1/personalCenter/message_center/messages');
  const message = page.getByRole('list', { name: /消息列表/ }).getByRole('link').first();
  await expect(message).toContainText('订阅提醒');
  await message.click();
  await expect(page.getByRole('article')).toContainText(title);

  // Published once: a few more passes add nothing.
  await page.waitForTimeout(5_000);
  expect(await unread()).toBe(0);
  expect(await page.getByRole('list', { name: /消息列表/ }).getByRole('link').filter({ hasText: '订阅提醒' }).count()).toBe(1);

  // 一键退订 from the message: works signed out too, so try it in a fresh context.
  const href = await page.getByRole('link', { name: '一键退订' }).getAttribute('href');
  const anonymous = await (await browser.newContext()).newPage();
  await anonymous.goto(href!);
  await expect(anonymous.getByRole('heading', { name: '退订确认' })).toBeVisible();
  await anonymous.getByRole('button', { name: '确认退订' }).click();
  await expect(anonymous.getByRole('heading', { name: '已退订' })).toBeVisible();

  await page.goto('/t1/personalCenter/message_center/subscriptions');
  await expect(page.getByText('您还没有订阅。')).toBeVisible();
  for (const p of [editor, reviewer, anonymous]) await p.context().close();
});
