/** @jest-environment node */
import sharp from 'sharp';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { makeDocx, makeImage, makePdf } from '@/lib/recruitment/test-files';
import { closeServiceDatabase, openServiceDatabase } from './test-fixtures';
import { ContentFileError, readContentFile, storeContentFile } from './content-files';

const keyOf = (url: string) => url.split('/').slice(-2) as [string, string];
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe.each(testTargets().map((t) => [t.name, t] as const))('article images and attachments on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  beforeAll(async () => {
    handle = await openServiceDatabase(target);
  });
  afterAll(() => closeServiceDatabase(handle));

  it('an image is re-encoded as JPEG with its EXIF and GPS gone, and served only under its random key', async () => {
    const photo = await makeImage('png', 2400, 1200, { exif: true });
    const stored = await storeContentFile(1, 'image', '现场照片.png', photo);
    expect(stored).toMatchObject({ kind: 'image', mediaType: 'image/jpeg', name: '现场照片.jpg' });
    const [id, key] = keyOf(stored.url);
    const file = await readContentFile(Number(id), key);
    const meta = await sharp(file!.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(file!.bytes.includes(Buffer.from('TestCam'))).toBe(false);
    expect(await readContentFile(Number(id), 'A'.repeat(24))).toBeNull();
  });

  it('refuses what only pretends to be an image: SVG with script, HTML named .png, a GIF', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    for (const [name, bytes] of [['a.svg', svg], ['a.png', html], ['a.gif', gif]] as const) {
      const error = await failure(storeContentFile(1, 'image', name, bytes));
      expect(error).toBeInstanceOf(ContentFileError);
      expect((error as ContentFileError).field).toBe('file');
      expect((error as ContentFileError).userMessage).toMatch(/JPG 或 PNG/);
    }
  });

  it('a JPEG carrying a script after its end is stored as fresh pixels only (the polyglot tail is gone)', async () => {
    const polyglot = Buffer.concat([await makeImage('jpeg', 64, 48), Buffer.from('<script>alert(1)</script><?php system($_GET[1]); ?>')]);
    const stored = await storeContentFile(1, 'image', 'x.jpg', polyglot);
    const [id, key] = keyOf(stored.url);
    const file = await readContentFile(Number(id), key);
    expect(file!.bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(file!.bytes.includes(Buffer.from('<?php'))).toBe(false);
  });

  it('an attachment is PDF or Word by its content: a PDF/HTML polyglot and an executable named .pdf are refused', async () => {
    const pdf = await storeContentFile(1, 'attachment', '配租名单.pdf', makePdf('list'));
    expect(pdf).toMatchObject({ kind: 'attachment', mediaType: 'application/pdf', name: '配租名单.pdf' });
    const docx = await storeContentFile(1, 'attachment', '申请表.docx', makeDocx());
    expect(docx.mediaType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const polyglot = Buffer.concat([Buffer.from('<html><body><script>alert(1)</script></body></html>\n'), makePdf('x')]);
    expect(await failure(storeContentFile(1, 'attachment', 'a.pdf', polyglot))).toBeInstanceOf(ContentFileError);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'binary'), Buffer.alloc(200)]);
    expect(await failure(storeContentFile(1, 'attachment', 'setup.pdf', exe))).toBeInstanceOf(ContentFileError);
    expect(await failure(storeContentFile(1, 'attachment', 'empty.pdf', new Uint8Array()))).toBeInstanceOf(ContentFileError);
  });
});
