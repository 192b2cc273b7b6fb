import { chromium } from '@playwright/test';
import { createHmac } from 'node:crypto';
// RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from a base32 secret.
function totp(secret, at = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30000)));
  const h = createHmac('sha1', key).update(counter).digest();
  const o = h[h.length - 1] & 15;
  return String(((h.readUInt32BE(o) & 0x7fffffff) % 1e6)).padStart(6, '0');
}
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
const page = await browser.newPage({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
await page.goto(`${base}/admin/login`);
await page.getByLabel('登录名').fill('demo.clerk');
await page.getByLabel('密码').fill('Jingban2026demo');
await page.getByRole('button', { name: '下一步' }).click();
await page.waitForURL(/verify/);
await page.getByLabel('动态验证码或恢复码').fill(totp('LOF66AS4BDRTT3TUV2KZVVLQYZ4CEG3O'));
await page.getByRole('button', { name: '登录', exact: true }).click();
await page.waitForURL(/\/admin$/);
for (const width of [375, 1440]) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${base}/admin/cases`);
  await page.screenshot({ path: `/tmp/h5-shots/inbox-${width}.png`, fullPage: true });
  const href = await page.getByRole('link', { name: /^SY-/ }).nth(2).getAttribute('href');
  await page.goto(`${base}${href}`);
  await page.screenshot({ path: `/tmp/h5-shots/case-${width}.png`, fullPage: true });
  await page.goto(`${base}${href}?full=1`);
  await page.screenshot({ path: `/tmp/h5-shots/case-full-${width}.png`, fullPage: true });
  await page.goto(`${base}/admin/questionnaire-results`);
  const q = await page.locator('main a[href^="/admin/questionnaire-results/"]').first().getAttribute('href');
  await page.goto(`${base}${q}`);
  await page.screenshot({ path: `/tmp/h5-shots/results-${width}.png`, fullPage: true });
}
await browser.close();
