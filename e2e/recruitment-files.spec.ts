import http from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makeImage, makePdf } from '../lib/recruitment/test-files';
import { registerThroughApi } from './helpers/citizen';

/**
 * Issue #11 part 5 through the built portal (the portal server in front): a signed-in citizen
 * uploads a photo and a PDF and gets them back as attachments; another citizen and a visitor get
 * nothing. The resume page that uses these calls comes with the lead's part; this drives the API
 * from the signed-in browser context, once through Playwright's request and once through the
 * page's own fetch (real Origin / Sec-Fetch headers).
 */
const BASE = '/api/bzf-portal-recruit/brcFileEntity';

type Envelope<T> = { code: string; msg: string; data: T | null };
type FileMeta = { id: number; purpose: string; fileName: string; mediaType: string; size: number; createdAt: string };

async function signInDemoCitizen(page: Page) {
  await page.goto('/login?redirect=%2Ft1%2FpersonalCenter%2Fpersonal_info%2Fbasic_info');
  await page.getByLabel('手机号码').fill('13800000001');
  await page.getByLabel('密码', { exact: true }).fill('Anju2026qh');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/personal_info\/basic_info/);
}

const registerCitizen = (request: APIRequestContext) => registerThroughApi(request, 'Files2026ok');

const expectAttachmentHeaders = (headers: Record<string, string>, mediaType: string, fileName: string) => {
  expect(headers['content-type']).toBe(mediaType);
  expect(headers['content-disposition']).toMatch(/^attachment; /);
  expect(headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
};

test('a citizen uploads a photo and a PDF and downloads them back as attachments; another citizen gets 404, a visitor 401', async ({ page, browser, baseURL }) => {
  await signInDemoCitizen(page);
  const request = page.context().request;

  // The photo through Playwright's request (multipart), with the Origin a page would send.
  const png = await makeImage('png', 1600, 1200);
  const uploaded = await request.post(`${BASE}/upload`, {
    headers: { Origin: baseURL! },
    multipart: { purpose: 'photo', file: { name: '张安居 证件照.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status()).toBe(200);
  const photo = ((await uploaded.json()) as Envelope<FileMeta>).data!;
  expect(photo).toMatchObject({ purpose: 'photo', fileName: '张安居 证件照.jpg', mediaType: 'image/jpeg' });

  // The PDF (3 MB: far past the 64 kB other calls take) through the page's own fetch.
  await page.goto('/t1/ResumeForm');
  const pdf = makePdf('Zhang Anju CV', 3 * 1024 * 1024);
  const pdfAnswer = await page.evaluate(
    async ({ base64, url }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('purpose', 'attachment');
      form.append('file', new File([bytes], '个人简历.pdf', { type: 'application/pdf' }));
      const r = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
      return { status: r.status, body: (await r.json()) as Envelope<FileMeta> };
    },
    { base64: pdf.toString('base64'), url: `${BASE}/upload` },
  );
  expect(pdfAnswer.status).toBe(200);
  const attachment = pdfAnswer.body.data!;
  expect(attachment).toMatchObject({ purpose: 'attachment', fileName: '个人简历.pdf', mediaType: 'application/pdf', size: pdf.length });

  // A text file renamed .pdf is refused with the message that names what is accepted.
  const renamed = await request.post(`${BASE}/upload`, {
    headers: { Origin: baseURL! },
    multipart: { purpose: 'attachment', file: { name: '简历.pdf', mimeType: 'application/pdf', buffer: Buffer.from('只是文字') } },
  });
  expect(renamed.status()).toBe(400);
  expect(((await renamed.json()) as Envelope<null>).msg).toContain('附件仅支持 PDF 或 Word（.doc/.docx）文件，且不能超过 10 MB');

  // Both come back to their owner, byte for byte for the PDF, as attachments.
  const photoBack = await request.get(`${BASE}/download?id=${photo.id}`);
  expect(photoBack.status()).toBe(200);
  expectAttachmentHeaders(photoBack.headers(), 'image/jpeg', photo.fileName);
  expect((await photoBack.body()).length).toBe(photo.size);
  const pdfBack = await request.get(`${BASE}/download?id=${attachment.id}`);
  expect(pdfBack.status()).toBe(200);
  expectAttachmentHeaders(pdfBack.headers(), 'application/pdf', '个人简历.pdf');
  expect((await pdfBack.body()).equals(pdf)).toBe(true);

  // Opened in the browser itself, the download is a download, not a page.
  const [download] = await Promise.all([page.waitForEvent('download'), page.evaluate((href) => (window.location.href = href), `${BASE}/download?id=${attachment.id}`)]);
  expect(download.suggestedFilename()).toBe('个人简历.pdf');

  // Another citizen: 404 for both ids, as for an id that does not exist.
  const other = await browser.newContext({ baseURL });
  await registerCitizen(other.request);
  for (const id of [photo.id, attachment.id]) {
    const r = await other.request.get(`${BASE}/download?id=${id}`);
    expect(r.status()).toBe(404);
    expect(((await r.json()) as Envelope<null>).code).toBe('4040');
  }
  const removeTheirs = await other.request.post(`${BASE}/remove`, { headers: { Origin: baseURL! }, data: { id: photo.id } });
  expect(removeTheirs.status()).toBe(404);
  await other.close();

  // A visitor: 401 4010.
  const visitor = await browser.newContext({ baseURL });
  const anonymous = await visitor.request.get(`${BASE}/download?id=${photo.id}`);
  expect(anonymous.status()).toBe(401);
  expect(((await anonymous.json()) as Envelope<null>).code).toBe('4010');
  await visitor.close();

  // The owner removes both; nothing of them is served any more.
  for (const id of [photo.id, attachment.id]) {
    const removed = await request.post(`${BASE}/remove`, { headers: { Origin: baseURL! }, data: { id } });
    expect(removed.status()).toBe(200);
    expect((await request.get(`${BASE}/download?id=${id}`)).status()).toBe(404);
  }
});

test('a body announced past the upload limit is refused by the portal server before it is read; other calls keep their 64 kB', async ({ page, baseURL }) => {
  await signInDemoCitizen(page);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  // Announced but never sent: the answer comes at once (a client still sending would see the
  // connection closed under it, which is the point).
  const url = new URL(`${BASE}/upload`, baseURL);
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(10 * 1024 * 1024 + 70 * 1024), origin: baseURL!, cookie },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.flushHeaders();
  });
  expect(answer.status).toBe(413);
  expect(answer.body).toContain('请求体过大');
  const remove = await page.context().request.post(`${BASE}/remove`, { headers: { Origin: baseURL!, 'Content-Type': 'application/json' }, data: 'x'.repeat(100 * 1024) });
  expect(remove.status()).toBe(413);
});

test('without scripts the resume page uploads by a plain form post and shows the file, or the refusal at its field', async ({ page, browser }) => {
  await signInDemoCitizen(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto('/t1/ResumeForm');
  // The field's file input and its 上传 button belong to the hidden multipart form outside the resume form.
  await plain.getByLabel(/个人照片/).setInputFiles({ name: '证件照 张安居.jpg', mimeType: 'image/jpeg', buffer: await makeImage('jpeg', 300, 400) });
  const [uploaded] = await Promise.all([plain.waitForResponse((r) => r.url().endsWith('/brcFileEntity/upload')), plain.getByRole('button', { name: '上传' }).first().click()]);
  expect(uploaded.status()).toBe(303);
  const location = uploaded.headers()['location']!;
  expect(location).toMatch(/^\/t1\/ResumeForm\?file=photo:\d+$/);
  await expect(plain).toHaveURL(/\/t1\/ResumeForm\?file=photo:\d+$/);
  // The page takes the new file into its field (the hidden id the resume form posts).
  const id = Number(location.split(':').pop());
  await expect(plain.locator('input[name="photoFileId"]')).toHaveValue(String(id));
  const back = await page.context().request.get(`${BASE}/download?id=${id}`);
  expect(back.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('证件照 张安居.jpg')}`);

  await plain.getByLabel(/简历附件/).setInputFiles({ name: '简历.pdf', mimeType: 'application/pdf', buffer: Buffer.from('不是 PDF') });
  const [refused] = await Promise.all([plain.waitForResponse((r) => r.url().endsWith('/brcFileEntity/upload')), plain.getByRole('button', { name: '上传' }).last().click()]);
  expect(refused.status()).toBe(303);
  expect(refused.headers()['location']).toBe('/t1/ResumeForm?failed=attachment_type&upload=attachment');
  await expect(plain.getByText(/仅支持 PDF 或 Word/)).toBeVisible();
  await context.close();
  await page.context().request.post(`${BASE}/remove`, { headers: { Origin: new URL(page.url()).origin }, data: { id } });
});
