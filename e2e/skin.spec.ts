import { expect, test } from '@playwright/test';
import { onE2eDatabase, postgresE2eEnabled, POSTGRES_BASE_URL } from './helpers/postgres';

/** Enables exactly one skin: the one with the given webSkinId. */
async function enableSkin(webSkinId: '1' | '2'): Promise<void> {
  await onE2eDatabase(async (db) => {
    await db.query(`update bpb_web_skin set web_skin_status = case when web_skin_id = $1 then '1' else '0' end`, [webSkinId]);
  });
}

test.describe('mourning mode (skin id "2") turns the whole site grey', () => {
  test.skip(!postgresE2eEnabled, 'needs TEST_DATABASE_URL: the skin is switched in the database from outside the portal');
  test.use({ baseURL: POSTGRES_BASE_URL });
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async () => enableSkin('1'));

  test('with the default skin the page is in colour', async ({ page }) => {
    await enableSkin('1');
    await page.goto('/home');
    await expect(page.locator('html')).not.toHaveClass(/skin-gray/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('none');
  });

  test('with skin "2" enabled the server sends a grey page, fixed elements stay in place', async ({ page, request }) => {
    await enableSkin('2');
    const html = await (await request.get('/home')).text();
    expect(html).toMatch(/<html[^>]*class="[^"]*skin-gray/);
    await page.goto('/home');
    await expect(page.locator('html')).toHaveClass(/skin-gray/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('grayscale(1)');
    expect(await page.evaluate(() => getComputedStyle(document.body).filter)).toBe('none');
  });

  test('switching back restores colour', async ({ page }) => {
    await enableSkin('1');
    await page.goto('/home');
    await expect(page.locator('html')).not.toHaveClass(/skin-gray/);
  });
});
