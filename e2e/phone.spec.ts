import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test('on a phone the menu is a drawer that reaches all four levels and closes with Escape', async ({ page }) => {
  await page.goto('/home');
  const menuButton = page.getByRole('button', { name: '菜单' });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: '展开“多元业务”子菜单' }).click();
  await drawer.getByRole('button', { name: '展开“保障性租赁住房”子菜单' }).click();
  await drawer.getByRole('button', { name: '展开“业务办理”子菜单' }).click();
  await expect(drawer.getByRole('link', { name: '企业申请' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('pages fit the phone screen without sideways scrolling', async ({ page }) => {
  for (const path of ['/home', '/t1/company_profile?col1=gsgk&col2=gsjj', '/t1/help_center?col1=bzzx&col2=bzzx_cjwt', '/t3/news_list?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz', '/t1/memory?col1=gsgk&col2=dsj']) {
    await page.goto(path);
    // On a phone, content wider than the screen widens the layout viewport itself (innerWidth > 375).
    const widths = await page.evaluate(() => ({ layout: window.innerWidth, content: document.documentElement.scrollWidth }));
    expect(widths, path).toEqual({ layout: 375, content: 375 });
  }
});
