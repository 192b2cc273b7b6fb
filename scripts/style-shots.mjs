#!/usr/bin/env node
/**
 * Full-page screenshots of every template and page at 375 and 1440 px, in normal and elderly mode,
 * for a before/after comparison of a style change (issue #25 part 4; compare with
 * scripts/screenshot-diff.mjs). Run against a started portal (demo seed):
 *   node scripts/style-shots.mjs --base http://localhost:5430 --out /tmp/shots-before
 * (optional: --widths 375,1440 --modes normal,elderly --only '<name regexp>').
 * Motion is switched off (reduced motion, Playwright's animations: 'disabled', no caret) so two runs
 * of the same build give the same pixels; the sign-in challenge picture and the QR codes (they
 * encode the server's address) are masked. Dates of the demo citizen's records are those of the
 * database's creation and differ between two databases.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith('--') ? [...acc, [a.slice(2), all[i + 1]]] : acc), []),
);
const BASE = args.base ?? 'http://localhost:5430';
const OUT = args.out ?? '/tmp/shots';
const ONLY = args.only ? new RegExp(args.only) : null;
const WIDTHS = (args.widths ?? '375,1440').split(',').map(Number);
const MODES = (args.modes ?? 'normal,elderly').split(',');

/** [name, path] — every /t1 route of lib/navigation/routes.ts with a representative column, /t3, the rest. */
export const PAGES = [
  ['home', '/home'],
  ['t3', '/t3'],
  ['t3-news-list', '/t3/news_list?col1=tzgg&col2=tzgg_gzf'],
  ['t3-article', '/t3/news_list/article_content?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz&contentId=67'],
  ['company_profile', '/t1/company_profile?col1=gsgk&col2=gsjj'],
  ['organizational_structure', '/t1/organizational_structure?col1=gsgk&col2=zzjg'],
  ['memory', '/t1/memory?col1=gsgk&col2=dsj'],
  ['leader_profile', '/t1/leader_profile?col1=gsgk&col2=ldbz'],
  ['corporate_culture', '/t1/corporate_culture?col1=gsgk&col2=qywh'],
  ['children_company_profile', '/t1/children_company_profile?col1=gsgk&col2=xsgs'],
  ['development_strategy', '/t1/development_strategy?col1=gsgk&col2=fzzl'],
  ['question_answer', '/t1/question_answer?col1=bzzx&col2=bzzx_zcwd'],
  ['corporatevideo', '/t1/corporatevideo?col1=gsgk&col2=xcsp'],
  ['corporatebrochure', '/t1/corporatebrochure?col1=gsgk&col2=xchc'],
  ['news_list', '/t1/news_list?col1=xwzx&col2=gsyw'],
  ['article_content', '/t1/article_content?col1=xwzx&col2=gsyw&contentId=1'],
  ['projectDetail', '/t1/projectDetail?projectId=20'],
  ['project_show', '/t1/project_show?col1=xmzs'],
  ['project_show-common', '/t1/project_show/common?col1=xmzs&col2=xmzs_common'],
  ['xmzs', '/t1/xmzs?col1=dyyw&col2=bzf&col3=bzf_xmzs'],
  ['business_introduce', '/t1/business_introduce?col1=dyyw&col2=gycqf&col3=gycqf_ywjs'],
  ['project_show_gycqf', '/t1/project_show_gycqf?col1=dyyw&col2=gycqf&col3=gycqf_xmzs'],
  ['tzgg_04', '/t1/tzgg_04?col1=dyyw&col2=gycqf&col3=gycqf_yzfy'],
  ['ywbl_02', '/t1/ywbl_02?col1=dyyw&col2=gzf&col3=gzf_ywbl'],
  ['ywjs_03', '/t1/ywjs_03?col1=dyyw&col2=gzf&col3=gzf_ywjs'],
  ['ywbl', '/t1/ywbl?col1=dyyw&col2=bzf&col3=bzf_ywbl&col4=bzf_ywbl_gr'],
  ['ywjs', '/t1/ywjs?col1=dyyw&col2=bzf&col3=bzf_ywjs'],
  ['ywbl_01', '/t1/ywbl_01?col1=dyyw&col2=psf&col3=psf_ywbl'],
  ['ywjs_01', '/t1/ywjs_01?col1=dyyw&col2=psf&col3=psf_ywjs'],
  ['self_check', '/t1/self_check?col1=dyyw&col2=zgzc'],
  ['serviceIntroduction', '/t1/serviceIntroduction?col1=dyyw&col2=syfw&col3=syfw_fwjs'],
  ['businessHandle', '/t1/businessHandle?col1=dyyw&col2=syfw&col3=syfw_spcx'],
  ['shopInfo', '/t1/shopInfo?col1=dyyw&col2=syfw&col3=syfw_spxx'],
  ['shopInfo-one', '/t1/shopInfo?shopId=11'],
  ['shopProjectInfo', '/t1/shopProjectInfo?col1=dyyw&col2=syfw&col3=syfw_xmxx'],
  ['shopProjectInfo-one', '/t1/shopProjectInfo?projectId=1'],
  ['register', '/t1/register?col1=dyyw&col2=syfw&col3=syfw_yxdj'],
  ['CheckCompanyregister', '/t1/CheckCompanyregister?col1=dyyw&col2=syfw&col3=syfw_djcx'],
  ['help_center', '/t1/help_center?col1=bzzx&col2=bzzx_cjwt'],
  ['PostInformation', '/t1/PostInformation?col1=jrwm&col2=jrwm_zpxx'],
  ['PostDeatil', '/t1/PostDeatil?postId=7'],
  ['RegisteForm', '/t1/RegisteForm?postId=7'],
  ['ResumeForm', '/t1/ResumeForm?col1=jrwm&col2=jrwm_jlxx'],
  ['app_download', '/t1/app_download'],
  ['search', '/t1/search?keyword=%E4%BF%9D%E9%9A%9C'],
  ['search-empty', '/t1/search?keyword=zzzzqqq'],
  ['search-corrected', '/t1/search?keyword=gzf'],
  ['site-map', '/t1/siteMap'],
  ['news-list-special', '/t1/news_list?col1=zt_zcxcy&special=zt_zcxcy'],
  ['login', '/login'],
  ['404', '/404'],
  ['questionnaire', '/questionnaireFilling'],
  ['privacy', '/privacypolicy/privacy'],
  ['privacy-user', '/privacypolicy/user'],
];
export const SIGNED_IN_PAGES = [
  ['pc-home', '/t1/personalCenter'],
  ['pc-basic_info', '/t1/personalCenter/personal_info/basic_info'],
  ['pc-family', '/t1/personalCenter/personal_info/gzf_familyInfo'],
  ['pc-article_collection', '/t1/personalCenter/collection_content/article_collection'],
  ['pc-project_Collection', '/t1/personalCenter/collection_content/project_Collection'],
  ['pc-allotment', '/t1/personalCenter/business_record/allotment'],
  ['pc-zhongbao', '/t1/personalCenter/business_record/zhongbao'],
  ['pc-real_time_rental', '/t1/personalCenter/business_record/real_time_rental'],
  ['pc-intention_register', '/t1/personalCenter/allotment_sale_record/intention_register'],
  ['pc-registratio_form', '/t1/personalCenter/job_information/registratio_form'],
  ['pc-job_Wanted_Record', '/t1/personalCenter/job_information/job_Wanted_Record'],
  ['pc-allotment-form', '/t1/ywbl_01?col1=dyyw&col2=psf&col3=psf_ywbl'],
  ['pc-shop-register', '/t1/register?col1=dyyw&col2=syfw&col3=syfw_yxdj'],
  ['pc-resume', '/t1/ResumeForm?col1=jrwm&col2=jrwm_jlxx'],
];

const STILL = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}`;

async function shoot(context, name, url, dir) {
  if (ONLY && !ONLY.test(name)) return;
  const page = await context.newPage();
  const res = await page.goto(BASE + url, { waitUntil: 'load' });
  // Some pages keep a request open (a video's range requests): idle is waited for, not required.
  const idle = () => page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  await idle();
  await page.addStyleTag({ content: STILL });
  await page.evaluate(() => document.fonts.ready);
  // Lazy images load at once; no scrolling, which would make a phone list load its next page
  // (PhoneLoadMore) at a moment that differs between runs.
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => (img.complete ? null : new Promise((r) => { img.onload = img.onerror = r; }))));
  });
  await idle();
  await page.waitForTimeout(300);
  // The app's QR codes encode the server's address (SITE_URL), which differs between the two servers.
  const mask = [page.locator('img[src*="challenge"], img[alt*="验证"]'), page.locator('figure').filter({ hasText: '扫码' }).locator('svg')];
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled', caret: 'hide', mask });
  await page.close();
  return res?.status();
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of WIDTHS) {
  for (const mode of MODES) {
    const dir = path.join(OUT, `${width}-${mode}`);
    fs.mkdirSync(dir, { recursive: true });
    const host = new URL(BASE).hostname;
    const context = await browser.newContext({
      viewport: { width, height: width < 769 ? 812 : 900 },
      deviceScaleFactor: 1,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      reducedMotion: 'reduce',
    });
    if (mode === 'elderly') await context.addCookies([{ name: 'elderly', value: '1', domain: host, path: '/' }]);
    for (const [name, url] of PAGES) {
      const status = await shoot(context, name, url, dir);
      if (status !== undefined) console.log(width, mode, name, status);
    }
    // Signed in as the demo citizen.
    const page = await context.newPage();
    await page.goto(BASE + '/login?redirect=%2Ft1%2FpersonalCenter%2Fpersonal_info%2Fbasic_info');
    await page.getByLabel('手机号码').fill('13800000001');
    await page.getByLabel('密码', { exact: true }).fill('Anju2026qh');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/personal_info\/basic_info/);
    await page.close();
    for (const [name, url] of SIGNED_IN_PAGES) {
      const status = await shoot(context, name, url, dir);
      if (status !== undefined) console.log(width, mode, name, status);
    }
    await context.close();
  }
}
await browser.close();
