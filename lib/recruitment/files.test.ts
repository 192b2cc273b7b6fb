/** @jest-environment node */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { jobApplications, jobPosts, recruitFiles, resumes } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import { FILE_MSG, MB } from './file-rules';
import { getOwnFile, listOwnFiles, ownFileMeta, RecruitFileError, removeOwnFile, storeUpload } from './files';
import { makeDocx, makeImage, makePdf } from './test-files';

/** A photo-sized PNG (≈1.2 MB) of 3000×2000 pixels. */
async function bigPng(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = x % 256;
      raw[i + 1] = y % 256;
      raw[i + 2] = 128;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

async function refusal(promise: Promise<unknown>): Promise<RecruitFileError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof RecruitFileError)) throw new Error(`expected a RecruitFileError, got ${String(error)}`);
  return error;
}

describe.each(testTargets().map((t) => [t.name, t] as const))('job seekers’ files on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    alice = await addTestUser(handle.db);
    bob = await addTestUser(handle.db);
  });
  afterAll(() => closeServiceDatabase(handle));

  describe('photos', () => {
    it('a 3000×2000 PNG is stored as a JPEG of at most 600×800, quality 85, with the name ending in .jpg', async () => {
      const meta = await storeUpload(alice.userId, 'photo', '证件照.png', await bigPng());
      expect(meta).toMatchObject({ purpose: 'photo', fileName: '证件照.jpg', mediaType: 'image/jpeg' });
      const stored = await getOwnFile(alice.userId, meta.id);
      const info = await sharp(stored!.bytes).metadata();
      expect({ format: info.format, width: info.width, height: info.height }).toEqual({ format: 'jpeg', width: 600, height: 400 });
      expect(stored!.size).toBe(stored!.bytes.length);
      expect(stored!.sha256).toBe(createHash('sha256').update(stored!.bytes).digest('hex'));
    });

    it('the camera’s EXIF, GPS position included, is gone from the stored photo', async () => {
      const original = await makeImage('jpeg', 400, 300, { exif: true });
      const before = await sharp(original).metadata();
      expect(before.exif?.toString('latin1')).toContain('TestCam');
      const meta = await storeUpload(alice.userId, 'photo', 'IMG_0001.JPG', original);
      const stored = await getOwnFile(alice.userId, meta.id);
      const after = await sharp(stored!.bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(stored!.bytes.includes(Buffer.from('TestCam'))).toBe(false);
      // Small photos are not enlarged.
      expect({ width: after.width, height: after.height }).toEqual({ width: 400, height: 300 });
    });

    it('a photo of 2 MB + 1 byte is refused with the limit named, before it is read', async () => {
      const error = await refusal(storeUpload(alice.userId, 'photo', 'big.jpg', Buffer.alloc(2 * MB + 1, 0xff)));
      expect({ reason: error.reason, status: error.status, code: error.code, msg: error.userMessage }).toEqual({
        reason: 'photo_too_large',
        status: 413,
        code: '4130',
        msg: '照片不能超过 2 MB',
      });
    });

    it('a JPEG cut in half is refused as unreadable, and nothing is stored', async () => {
      const jpeg = await makeImage('jpeg', 800, 600);
      const before = (await listOwnFiles(bob.userId)).length;
      const error = await refusal(storeUpload(bob.userId, 'photo', 'half.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2))));
      expect(error.reason).toBe('photo_unreadable');
      expect(await listOwnFiles(bob.userId)).toHaveLength(before);
    });

    it('a 6,300 × 6,300 PNG (half a megabyte sent, 40 megapixels decoded) is refused from its header, at almost no cost', async () => {
      const png = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
      expect(png.length).toBeLessThan(2 * MB);
      const before = await listOwnFiles(bob.userId);
      const started = process.cpuUsage();
      const errors = await Promise.all(Array.from({ length: 10 }, () => refusal(storeUpload(bob.userId, 'photo', 'huge.png', png))));
      const cpu = process.cpuUsage(started);
      for (const error of errors) {
        expect({ reason: error.reason, status: error.status, code: error.code, msg: error.userMessage }).toEqual({
          reason: 'photo_pixels',
          status: 400,
          code: '4000',
          msg: '照片像素过大（不能超过 2400 万像素），请缩小后再上传',
        });
      }
      // Decoding ten of them took ≈ 2 s of CPU; reading ten headers takes a few milliseconds.
      expect((cpu.user + cpu.system) / 1000).toBeLessThan(250);
      expect(await listOwnFiles(bob.userId)).toEqual(before);
    });

    it('an HTML page named photo.png is refused', async () => {
      const error = await refusal(storeUpload(bob.userId, 'photo', 'photo.png', Buffer.from('<html><script>alert(1)</script></html>')));
      expect({ reason: error.reason, status: error.status, code: error.code }).toEqual({ reason: 'photo_type', status: 400, code: '4000' });
      expect(error.userMessage).toContain('照片仅支持 JPG 或 PNG 格式');
    });
  });

  describe('attachments', () => {
    it('a PDF and a DOCX are kept byte for byte, under their cleaned names', async () => {
      const pdf = makePdf('Zhang San CV');
      const meta = await storeUpload(bob.userId, 'attachment', 'C:\\简历\\张三 简历.pdf', pdf);
      expect(meta).toMatchObject({ purpose: 'attachment', fileName: '张三 简历.pdf', mediaType: 'application/pdf', size: pdf.length });
      expect((await getOwnFile(bob.userId, meta.id))!.bytes.equals(pdf)).toBe(true);
      const docx = makeDocx();
      const word = await storeUpload(bob.userId, 'attachment', 'cv.docx', docx);
      expect(word.mediaType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect((await getOwnFile(bob.userId, word.id))!.bytes.equals(docx)).toBe(true);
    });

    it('an attachment of 10 MB + 1 byte is refused with the limit named', async () => {
      const error = await refusal(storeUpload(bob.userId, 'attachment', 'big.pdf', Buffer.alloc(10 * MB + 1, 0x20)));
      expect({ reason: error.reason, status: error.status, msg: error.userMessage }).toEqual({ reason: 'attachment_too_large', status: 413, msg: FILE_MSG.attachment_too_large });
    });

    it('a text file renamed .pdf is refused', async () => {
      const error = await refusal(storeUpload(bob.userId, 'attachment', '简历.pdf', Buffer.from('简历正文')));
      expect(error.userMessage).toBe('“简历.pdf”不是有效的 PDF 文件。附件仅支持 PDF 或 Word（.doc/.docx）文件，且不能超过 10 MB');
    });
  });

  describe('owner only', () => {
    it('another user’s file id is simply not there: no bytes, no description, not in their list', async () => {
      const mine = await storeUpload(alice.userId, 'attachment', 'a.pdf', makePdf('alice'));
      expect(await getOwnFile(bob.userId, mine.id)).toBeNull();
      expect(await ownFileMeta(bob.userId, mine.id)).toBeNull();
      expect((await listOwnFiles(bob.userId)).map((f) => f.id)).not.toContain(mine.id);
      expect(await ownFileMeta(alice.userId, mine.id, 'attachment')).toEqual(mine);
      // The resume service asks for the purpose too: an attachment is not a photo.
      expect(await ownFileMeta(alice.userId, mine.id, 'photo')).toBeNull();
      const error = await refusal(removeOwnFile(bob.userId, mine.id));
      expect({ reason: error.reason, status: error.status, msg: error.userMessage }).toEqual({ reason: 'not_found', status: 404, msg: '文件不存在或已删除' });
      expect(await getOwnFile(alice.userId, mine.id)).not.toBeNull();
    });

    it('lists the user’s files newest first, without their bytes', async () => {
      const list = await listOwnFiles(alice.userId);
      expect(list.length).toBeGreaterThan(0);
      expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'fileName', 'id', 'mediaType', 'purpose', 'size']);
      const times = list.map((f) => f.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });
  });

  describe('removing', () => {
    it('removing a file the resume uses clears the resume’s reference and frees the space', async () => {
      const user = await addTestUser(handle!.db);
      const photo = await storeUpload(user.userId, 'photo', 'p.png', await makeImage('png'));
      await handle!.db.insert(resumes).values({ userId: user.userId, data: { name: '李四' }, photoFileId: photo.id });
      expect(await removeOwnFile(user.userId, photo.id)).toEqual(photo);
      const [resume] = await handle!.db.select().from(resumes).where(eq(resumes.userId, user.userId));
      expect(resume).toMatchObject({ photoFileId: null, data: { name: '李四' } });
      expect(await listOwnFiles(user.userId)).toEqual([]);
    });

    it('a file sent with an application cannot be removed, and stays', async () => {
      const user = await addTestUser(handle!.db);
      const cv = await storeUpload(user.userId, 'attachment', 'cv.pdf', makePdf('cv'));
      const [post] = await handle!.db
        .insert(jobPosts)
        .values({ title: '物业管理员', department: '运营部', place: '澄江区', headcount: 2, duties: '负责小区日常管理。', education: 'college', recruitType: 'social', publishedAt: new Date(), deadline: '2099-12-31' })
        .returning();
      await handle!.db.insert(jobApplications).values({ userId: user.userId, postId: post!.id, source: 'resume', snapshot: {}, attachmentFileId: cv.id });
      const error = await refusal(removeOwnFile(user.userId, cv.id));
      expect({ reason: error.reason, status: error.status, code: error.code, msg: error.userMessage }).toEqual({ reason: 'in_use', status: 409, code: '4090', msg: FILE_MSG.in_use });
      expect(await ownFileMeta(user.userId, cv.id)).toEqual(cv);
    });
  });

  describe('the 30 MB bound per user', () => {
    it('refuses the upload that would pass 30 MB, naming the limit', async () => {
      const user = await addTestUser(handle!.db);
      for (let i = 0; i < 3; i += 1) await storeUpload(user.userId, 'attachment', `part${i}.pdf`, makePdf(`p${i}`, Math.floor(9.5 * MB)));
      const error = await refusal(storeUpload(user.userId, 'attachment', 'more.pdf', makePdf('more', 2 * MB)));
      expect({ reason: error.reason, status: error.status, code: error.code, msg: error.userMessage }).toEqual({
        reason: 'quota',
        status: 409,
        code: '4090',
        msg: '您上传的文件总量已达 30 MB 上限，请先删除不用的文件',
      });
      // Another user is not affected by this one's files.
      await expect(storeUpload(bob.userId, 'attachment', 'ok.pdf', makePdf('ok', 2 * MB))).resolves.toMatchObject({ purpose: 'attachment' });
    });

    it('holds under two uploads at the same moment: exactly one of them fits, and the total stays within 30 MB', async () => {
      const user = await addTestUser(handle!.db);
      for (let i = 0; i < 3; i += 1) await storeUpload(user.userId, 'attachment', `part${i}.pdf`, makePdf(`p${i}`, Math.floor(9.5 * MB)));
      const results = await Promise.allSettled([
        storeUpload(user.userId, 'attachment', 'a.pdf', makePdf('a', MB)),
        storeUpload(user.userId, 'attachment', 'b.pdf', makePdf('b', MB)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect((rejected!.reason as RecruitFileError).reason).toBe('quota');
      const rows = await handle!.db.select({ size: recruitFiles.size }).from(recruitFiles).where(eq(recruitFiles.userId, user.userId));
      expect(rows).toHaveLength(4);
      expect(rows.reduce((sum, r) => sum + r.size, 0)).toBeLessThanOrEqual(30 * MB);
    });
  });
  describe('removing does not free space for a day (issue #24 part 6)', () => {
    it('uploading and removing again and again stops once stored plus removed-in-a-day passes 60 MB', async () => {
      const user = await addTestUser(handle!.db);
      const big = makePdf('big', Math.floor(9.5 * MB));
      // Six rounds of upload-and-remove: 57 MB written, nothing kept.
      for (let i = 0; i < 6; i += 1) {
        const meta = await storeUpload(user.userId, 'attachment', `cv${i}.pdf`, big);
        await removeOwnFile(user.userId, meta.id);
      }
      expect(await listOwnFiles(user.userId)).toEqual([]);
      const error = await refusal(storeUpload(user.userId, 'attachment', 'again.pdf', makePdf('again', 4 * MB)));
      expect({ reason: error.reason, status: error.status, code: error.code, msg: error.userMessage }).toEqual({
        reason: 'turnover',
        status: 409,
        code: '4090',
        msg: FILE_MSG.turnover,
      });
      expect(FILE_MSG.turnover).toContain('60 MB');
      // A small file still fits under 60 MB; the removals of another user do not count for this one.
      await expect(storeUpload(user.userId, 'attachment', 'small.pdf', makePdf('small', MB))).resolves.toMatchObject({ purpose: 'attachment' });
      await expect(storeUpload(bob.userId, 'attachment', 'b.pdf', makePdf('b', 4 * MB))).resolves.toMatchObject({ purpose: 'attachment' });
    }, 180_000);
  });
});
