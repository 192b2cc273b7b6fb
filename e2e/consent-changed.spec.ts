import { expect, test } from '@playwright/test';
import { registerThroughPage } from './helpers/citizen';
import { onE2eDatabase, postgresE2eEnabled, POSTGRES_BASE_URL } from './helpers/postgres';

const FAMILY = '/t1/personalCenter/personal_info/gzf_familyInfo';

/**
 * Issue #30 part 3: when an agreement changes, the next thing a signed-in citizen does is answer
 * it — on a page and through the API alike. The change is made for this one account (its
 * acceptance of the privacy policy removed) from outside the portal, so PostgreSQL only.
 */
test.describe('a changed agreement is asked before anything else', () => {
  test.skip(!postgresE2eEnabled, 'needs TEST_DATABASE_URL: the acceptance is removed in the database from outside the portal');
  test.use({ baseURL: POSTGRES_BASE_URL });
  test.describe.configure({ timeout: 120_000 });

  test('pages go to /consent, the API refuses with 4031, and after agreeing the citizen is back where they were', async ({ page }) => {
    const mobile = await registerThroughPage(page, FAMILY, 'Anju2026ok');
    await onE2eDatabase(async (db) => {
      await db.query(`delete from bpr_consent where agreement_key = 'privacy' and user_id = (select id from bpr_portal_user where mobile = $1)`, [mobile]);
    });
    const origin = new URL(page.url()).origin;
    const refused = await page.request.post('/api/bzf-portal-background/BpbArticleCollectEntity/insertRecord', { data: { contentId: 1 }, headers: { origin } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: '4031', msg: expect.stringContaining('请先阅读并同意') });
    // Nor is the profile handed out, and the 配售 form that would fill in name and family asks first.
    expect((await (await page.request.get('/api/bzf-portal-register/portal/selectUserInfo')).json()).code).toBe('4031');
    await page.goto('/t1/ywbl_01');
    await expect(page).toHaveURL(`/consent?redirect=${encodeURIComponent('/t1/ywbl_01')}`);

    await page.goto(FAMILY);
    await expect(page).toHaveURL(/\/consent\?redirect=/);
    await page.getByRole('checkbox', { name: '我已阅读并同意以上协议' }).check();
    await page.getByRole('button', { name: '同意并继续' }).click();
    await expect(page).toHaveURL(new RegExp(`${FAMILY}$`));
    const listed = await page.request.get('/api/bzf-portal-register/portal/selectFamilyMembers');
    expect((await listed.json()).code).toBe('1');
  });
});
