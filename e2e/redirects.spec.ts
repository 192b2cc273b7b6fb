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

test('a hand-over ticket in an address opened from our own page waits in its own HttpOnly cookie (never tokenId) and leaves the address', async ({ page, context }) => {
  const ticket = `tk_${'e2eTicket0123456789abcdefABCDEF'.padEnd(32, 'x')}`;
  // The page's start-up login redeems the ticket (checkToken), which clears the cookie: held until
  // the cookie is read, or a fast page redeems it first and the test sees the state after.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/bzf-portal-register/portal/checkToken**', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  // From one of the portal's own pages (Sec-Fetch-Site: same-origin); a link from anywhere else
  // asks first (e2e/login.spec.ts, issue #24 part 2).
  await page.goto('/rentCenter/syncloginportal.html');
  await page.evaluate((t) => {
    const a = document.createElement('a');
    a.href = `/home?token=${t}&from=app`;
    a.textContent = '进入门户';
    document.body.append(a);
  }, ticket);
  await page.getByRole('link', { name: '进入门户' }).click();
  await expect(page).toHaveURL(/\/home\?from=app$/);
  const cookies = await context.cookies();
  const cookie = cookies.find((c) => c.name === 'bzf_handover');
  expect(cookie?.value).toBe(ticket);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookies.find((c) => c.name === 'tokenId')).toBeUndefined();
  release();
});

test('a session token in the address is dropped: no cookie, and the address is cleaned', async ({ page, context }) => {
  await page.goto(`/home?token=${'S'.repeat(43)}&from=app`);
  await expect(page).toHaveURL(/\/home\?from=app$/);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('tokenId');
  expect(names).not.toContain('bzf_handover');
});
