import { expect, test } from '@playwright/test';

test.describe('addresses that are not pages lead to the home page (spec §2)', () => {
  for (const from of ['/', '/t1', '/t1/', '/no/such/page', '/t1/no_such_template', '/t3/unknown']) {
    test(`${from} shows the home page`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.locator('main')).toBeVisible();
    });
  }

  test('the query survives the redirect from /', async ({ request }) => {
    const res = await request.get('/?from=sms', { maxRedirects: 0 });
    expect([307, 308]).toContain(res.status());
    expect(res.headers()['location']).toMatch(/\/home\?from=sms$/);
  });
});

test('a login token in the address moves into the tokenId cookie and leaves the address', async ({ page, context }) => {
  const token = 'e2eToken_0123456789abcdef';
  await page.goto(`/home?token=${token}&from=app`);
  await expect(page).toHaveURL(/\/home\?from=app$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'tokenId');
  expect(cookie?.value).toBe(token);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
});
