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

test('the drawer marks where the visitor is and closes when a link in it is followed', async ({ page }) => {
  await page.goto('/t1/company_profile?col1=gsgk&col2=gsjj');
  await page.getByRole('button', { name: '菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '网站导航' });
  // The current branch starts open, the page is marked, page scrolling is locked.
  await expect(drawer.getByRole('link', { name: '公司简介' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await drawer.getByRole('link', { name: '大事记' }).click();
  await expect(page).toHaveURL(/col2=dsj/);
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('菜单 is a link that opens the drawer with every level shown, and 关闭 leaves it', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: '菜单' }).click();
    await expect(page).toHaveURL(/#site-nav$/);
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '个人申请' })).toBeVisible();
    await expect(page.locator('#site-search-drawer')).toBeVisible();
    await page.getByRole('link', { name: '关闭菜单' }).click();
    await expect(nav).toBeHidden();
  });
});
