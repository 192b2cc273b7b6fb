/** @jest-environment node */
import sharp from 'sharp';
import { call, expectRefused } from '@/lib/api/test-helpers';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { FILE_MSG, type FileMeta } from '@/lib/recruitment/file-rules';
import { listOwnFiles } from '@/lib/recruitment/files';
import { makeImage, makePdf } from '@/lib/recruitment/test-files';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import { UPLOAD_BODY_LIMIT } from '@/lib/server/policy.mjs';
import * as download from './brcFileEntity/download/route';
import * as remove from './brcFileEntity/remove/route';
import * as upload from './brcFileEntity/upload/route';

const BASE = '/api/bzf-portal-recruit/brcFileEntity';
const SAME_SITE = { origin: 'http://localhost' };
const NAVIGATE = { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin', accept: 'text/html,application/xhtml+xml' };

const cookieOf = (user?: TestUser): Record<string, string> => (user ? { cookie: `tokenId=${user.token}; login=true` } : {});

type Part = { name: string; value: string } | { name: string; file: Uint8Array; fileName: string; type?: string };

function uploadRequest(parts: Part[], opts: { user?: TestUser; headers?: Record<string, string> } = {}): Request {
  const form = new FormData();
  for (const p of parts) {
    if ('value' in p) form.append(p.name, p.value);
    else form.append(p.name, new File([new Uint8Array(p.file)], p.fileName, { type: p.type ?? 'application/octet-stream' }));
  }
  return new Request(`http://localhost${BASE}/upload`, { method: 'POST', headers: { ...SAME_SITE, ...cookieOf(opts.user), ...opts.headers }, body: form });
}

const filePart = (file: Uint8Array, fileName: string, type?: string): Part => ({ name: 'file', file, fileName, type });
const purposePart = (purpose: string): Part => ({ name: 'purpose', value: purpose });

async function envelope(response: Response) {
  return { status: response.status, cacheControl: response.headers.get('cache-control'), retryAfter: null, body: JSON.parse(await response.text()) as { code: string; msg: string; data: unknown } };
}

const downloadOf = (id: number | string, user?: TestUser) => download.GET(new Request(`http://localhost${BASE}/download?id=${id}`, { headers: cookieOf(user) }));

it('file handlers run on Node, are dynamic and answer only their method', () => {
  expect(download).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', GET: expect.any(Function) });
  expect(Object.keys(download)).not.toContain('POST');
  for (const m of [upload, remove]) {
    expect(m).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', POST: expect.any(Function) });
    expect(Object.keys(m)).not.toContain('GET');
  }
});

describe.each(testTargets().map((t) => [t.name, t] as const))('file handlers on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  let alice: TestUser;
  let bob: TestUser;
  let photo: FileMeta;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    alice = await addTestUser(handle.db);
    bob = await addTestUser(handle.db);
  });
  afterAll(() => closeServiceDatabase(handle));

  describe('upload (a script posting FormData)', () => {
    it('stores a photo and answers its description; the photo comes back resized as a JPEG', async () => {
      const r = await envelope(await upload.POST(uploadRequest([purposePart('photo'), filePart(await makeImage('png', 1200, 1600), '张三 证件照.png', 'image/png')], { user: alice })));
      expect(r.status).toBe(200);
      expect(r.cacheControl).toBe('no-store');
      expect(r.body).toMatchObject({ code: '1', data: { purpose: 'photo', fileName: '张三 证件照.jpg', mediaType: 'image/jpeg' } });
      photo = r.body.data as FileMeta;
      expect(Object.keys(photo).sort()).toEqual(['createdAt', 'fileName', 'id', 'mediaType', 'purpose', 'size']);
    });

    it('a text file named 简历.pdf is refused with a message naming what is accepted', async () => {
      const r = await envelope(await upload.POST(uploadRequest([purposePart('attachment'), filePart(Buffer.from('我的简历'), '简历.pdf', 'application/pdf')], { user: alice })));
      expectRefused(r, 400, '4000');
      expect(r.body.msg).toBe('“简历.pdf”不是有效的 PDF 文件。附件仅支持 PDF 或 Word（.doc/.docx）文件，且不能超过 10 MB');
    });

    it('a photo of 2 MB + 1 byte is refused with 413 and the limit', async () => {
      const r = await envelope(await upload.POST(uploadRequest([purposePart('photo'), filePart(Buffer.alloc(2 * 1024 * 1024 + 1, 0xff), 'big.jpg', 'image/jpeg')], { user: alice })));
      expectRefused(r, 413, '4130');
      expect(r.body.msg).toBe('照片不能超过 2 MB');
    });

    it('a body past 10 MB plus the framing is refused as it arrives, naming both limits', async () => {
      const r = await envelope(await upload.POST(uploadRequest([purposePart('attachment'), filePart(Buffer.alloc(UPLOAD_BODY_LIMIT, 0x20), 'huge.pdf')], { user: alice })));
      expectRefused(r, 413, '4130');
      expect(r.body.msg).toBe(FILE_MSG.too_large);
    });

    it.each([
      ['no purpose', [filePart(Buffer.from('x'), 'a.pdf')], '请说明上传的是照片还是附件'],
      ['an unknown purpose', [purposePart('avatar'), filePart(Buffer.from('x'), 'a.pdf')], '请说明上传的是照片还是附件'],
      ['no file', [purposePart('photo')], '请选择要上传的文件'],
      ['the file as text', [purposePart('photo'), { name: 'file', value: 'abc' }], '请选择要上传的文件'],
      ['an unknown field', [purposePart('photo'), filePart(Buffer.from('x'), 'a.png'), { name: 'userId', value: '1' }], '不支持的参数：userId'],
    ] as [string, Part[], string][])('refuses a form with %s (400, the reason in Chinese)', async (_what, parts, msg) => {
      const r = await envelope(await upload.POST(uploadRequest(parts, { user: alice })));
      expectRefused(r, 400, '4000');
      expect(r.body.msg).toBe(msg);
    });

    it('needs a session (401 4010), our own page (403 4030) and multipart (415)', async () => {
      expectRefused(await envelope(await upload.POST(uploadRequest([purposePart('attachment'), filePart(makePdf(), 'a.pdf')]))), 401, '4010');
      expectRefused(
        await envelope(await upload.POST(uploadRequest([purposePart('attachment'), filePart(makePdf(), 'a.pdf')], { user: alice, headers: { origin: 'https://evil.example' } }))),
        403,
        '4030',
      );
      const noProof = new Request(`http://localhost${BASE}/upload`, { method: 'POST', headers: cookieOf(alice), body: new FormData() });
      expectRefused(await envelope(await upload.POST(noProof)), 403, '4030');
      const json = await call(upload.POST, `${BASE}/upload`, { method: 'POST', headers: { ...SAME_SITE, ...cookieOf(alice), 'content-type': 'application/json' }, body: '{}' });
      expectRefused(json, 415, '4001');
    });
  });

  describe('download', () => {
    it('the owner gets the bytes as an attachment with the sniffed type and headers that let nothing run or be cached', async () => {
      const response = await downloadOf(photo.id, alice);
      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': 'image/jpeg',
        'content-disposition': `attachment; filename="file.jpg"; filename*=UTF-8''${encodeURIComponent('张三 证件照.jpg')}`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-security-policy': "default-src 'none'; sandbox",
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      expect(bytes.length).toBe(photo.size);
      expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    });

    it('another user gets 404 4040 for the same id, exactly as for an id that does not exist', async () => {
      const theirs = await envelope(await downloadOf(photo.id, bob));
      expectRefused(theirs, 404, '4040');
      const missing = await envelope(await downloadOf(2_000_000_000, bob));
      expect(missing.body).toEqual(theirs.body);
    });

    it('a visitor gets 401 4010, and a malformed id 400', async () => {
      expectRefused(await envelope(await downloadOf(photo.id)), 401, '4010');
      expectRefused(await envelope(await downloadOf('abc', alice)), 400, '4000');
    });
  });

  describe('a plain form post without JavaScript', () => {
    it('answers 303 to the form page with ?file=<purpose>:<id>, keeping the page’s own query', async () => {
      const response = await upload.POST(
        uploadRequest([purposePart('attachment'), { name: 'back', value: '/t1/RegisteForm?postId=3' }, filePart(makePdf('form'), '简历.pdf')], { user: alice, headers: NAVIGATE }),
      );
      expect(response.status).toBe(303);
      const location = response.headers.get('location')!;
      expect(location).toMatch(/^\/t1\/RegisteForm\?postId=3&file=attachment:\d+$/);
      const id = Number(location.split(':').pop());
      expect((await downloadOf(id, alice)).status).toBe(200);
    });

    it('a refused file goes back with ?failed=<reason>&upload=<purpose>, and stores nothing', async () => {
      const before = (await listOwnFiles(alice.userId)).length;
      const response = await upload.POST(
        uploadRequest([purposePart('attachment'), { name: 'back', value: '/t1/ResumeForm' }, filePart(Buffer.from('<html></html>'), 'cv.pdf')], { user: alice, headers: NAVIGATE }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/t1/ResumeForm?failed=attachment_type&upload=attachment');
      expect(await listOwnFiles(alice.userId)).toHaveLength(before);
    });

    it.each([
      ['another site', 'https://evil.example/t1/ResumeForm'],
      ['a protocol-relative address', '//evil.example/t1/ResumeForm'],
      ['a backslash trick', '/t1/\\evil.example'],
      ['a page that does not exist', '/t1/nope'],
      ['a page outside /t1', '/home'],
      ['an encoded way out', '/t1/%2e%2e/%2f%2fevil.example'],
    ])('a `back` to %s is replaced by the resume form', async (_what, back) => {
      const response = await upload.POST(uploadRequest([purposePart('photo'), { name: 'back', value: back }, filePart(await makeImage('jpeg'), 'p.jpg')], { user: alice, headers: NAVIGATE }));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/^\/t1\/ResumeForm\?file=photo:\d+$/);
    });

    it('a visitor is sent to sign in and back to the page the form was on', async () => {
      const response = await upload.POST(
        uploadRequest([purposePart('photo'), filePart(await makeImage('jpeg'), 'p.jpg')], { headers: { ...NAVIGATE, referer: 'http://localhost/t1/RegisteForm?postId=5' } }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent('/t1/RegisteForm?postId=5')}`);
    });
  });

  describe('remove', () => {
    const removeReq = (id: number, user?: TestUser, headers: Record<string, string> = SAME_SITE) =>
      call(remove.POST, `${BASE}/remove`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers, ...cookieOf(user) }, body: JSON.stringify({ id }) });

    it('someone else cannot remove a file (404, and it stays); a cross-site post is refused', async () => {
      expectRefused(await removeReq(photo.id, bob), 404, '4040');
      expectRefused(await removeReq(photo.id, alice, { origin: 'https://evil.example' }), 403, '4030');
      expect((await downloadOf(photo.id, alice)).status).toBe(200);
    });

    it('the owner removes it; after that it is gone for them too', async () => {
      const r = await removeReq(photo.id, alice);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual(photo);
      expectRefused(await envelope(await downloadOf(photo.id, alice)), 404, '4040');
      expectRefused(await removeReq(photo.id, alice), 404, '4040');
    });
  });
});
