/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { jobApplications, jobPosts, recruitDrafts, recruitFiles } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import { quickFormBody, resumeBody, shanghaiToday } from '@/lib/validation/resume';
import { applyForPost, ApplicationError, listApplications, withdrawApplication } from './applications';
import { DraftConflict, getDraft, listDrafts, removeDraft, saveDraft } from './drafts';
import { getResume, ResumeFieldError, saveResume } from './resumes';

const day = (offsetDays: number) => shanghaiToday(new Date(Date.now() + offsetDays * 86_400_000));

const RESUME = {
  name: '陈思远',
  gender: 'male',
  birthDate: '1996-04-12',
  idNumber: '',
  political: '中共党员',
  nativePlace: '青禾市',
  mobile: '13912345678',
  email: 'chen.siyuan@example.com',
  address: '青禾市云溪区和园路 9 号',
  education: [{ school: '青禾大学', major: '工程管理', degree: 'bachelor', start: '2014-09', end: '2018-06' }],
  work: [{ company: '青禾城建集团', position: '项目专员', start: '2018-07', end: '', duties: '负责保障房项目现场协调。' }],
  skills: '熟练使用 CAD、Office',
  certificates: '二级建造师',
  selfAssessment: '踏实认真，熟悉保障性住房建设流程。',
  photoFileId: '',
  attachmentFileId: '',
};

const quick = (postId: number) =>
  quickFormBody.parse({
    postId: String(postId),
    name: '林晓',
    gender: 'female',
    birthDate: '1999-11-02',
    mobile: '13700001234',
    email: 'linxiao@example.com',
    degree: 'master',
    school: '青禾师范大学',
    major: '会计学',
    intro: '',
  });

describe.each(testTargets().map((t) => [t.name, t] as const))('recruitment records on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  let alice: TestUser;
  let bob: TestUser;
  let open: number;
  let closed: number;
  let ended: number;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    const db = handle.db;
    alice = await addTestUser(db, { name: '陈思远' });
    bob = await addTestUser(db, { name: '林晓' });
    const base = {
      department: '工程管理部',
      place: '云溪区',
      headcount: 2,
      duties: '负责项目现场管理',
      education: 'bachelor' as const,
      recruitType: 'social' as const,
      publishedAt: new Date(),
    };
    const rows = await db
      .insert(jobPosts)
      .values([
        { ...base, title: '工程管理岗', deadline: day(0) },
        { ...base, title: '造价专员', deadline: day(-1) },
        { ...base, title: '法务专员', deadline: day(30), state: 'ended' },
      ])
      .returning({ id: jobPosts.id });
    [open, closed, ended] = rows.map((r) => r.id) as [number, number, number];
  });
  afterAll(() => closeServiceDatabase(handle));

  it('a draft comes back as typed, and a save built on an older revision gets the stored draft instead of overwriting it', async () => {
    const first = await saveDraft(alice.userId, { kind: 'resume', postId: 0, baseRevision: 0, data: { name: '陈' } });
    expect(first.revision).toBe(1);
    const second = await saveDraft(alice.userId, { kind: 'resume', postId: 0, baseRevision: 1, data: { name: '陈思' } });
    expect(second.revision).toBe(2);
    // A phone that was offline since revision 1 comes back.
    await expect(saveDraft(alice.userId, { kind: 'resume', postId: 0, baseRevision: 1, data: { name: '陈X' } })).rejects.toBeInstanceOf(DraftConflict);
    expect((await getDraft(alice.userId, 'resume', 0))?.data).toEqual({ name: '陈思' });
    // A second "first" save from another tab is a conflict too, not a second row.
    await expect(saveDraft(alice.userId, { kind: 'resume', postId: 0, baseRevision: 0, data: { name: '另一个' } })).rejects.toBeInstanceOf(DraftConflict);
    const rows = await handle!.db.select().from(recruitDrafts).where(eq(recruitDrafts.userId, alice.userId));
    expect(rows).toHaveLength(1);
  });

  it('two saves racing on the same revision: exactly one wins', async () => {
    const results = await Promise.allSettled([
      saveDraft(alice.userId, { kind: 'resume', postId: 0, baseRevision: 2, data: { name: 'A' } }),
      saveDraft(alice.userId, { kind: 'resume', postId: 0, baseRevision: 2, data: { name: 'B' } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
  });

  it('drafts are the owner’s: another user sees none and cannot remove them', async () => {
    expect(await getDraft(bob.userId, 'resume', 0)).toBeNull();
    expect(await listDrafts(bob.userId)).toEqual([]);
    expect(await removeDraft(bob.userId, 'resume', 0)).toBe(false);
    expect(await getDraft(alice.userId, 'resume', 0)).not.toBeNull();
  });

  it('a quick-form draft names its post in the list, and a draft for an unknown post is refused', async () => {
    await saveDraft(alice.userId, { kind: 'quick', postId: open, baseRevision: 0, data: { name: '陈思远' } });
    const list = await listDrafts(alice.userId);
    expect(list.map((d) => [d.kind, d.postTitle])).toEqual(expect.arrayContaining([['quick', '工程管理岗'], ['resume', null]]));
    await expect(saveDraft(alice.userId, { kind: 'quick', postId: 999_999, baseRevision: 0, data: {} })).rejects.toMatchObject({ code: '4040' });
  });

  it('saving the resume stores it and clears its draft; another user’s file cannot be attached', async () => {
    await saveResume(alice.userId, resumeBody.parse(RESUME));
    expect(await getDraft(alice.userId, 'resume', 0)).toBeNull();
    const saved = await getResume(alice.userId);
    expect(saved?.values.education[0]?.school).toBe('青禾大学');
    expect(saved?.values.work[0]?.end).toBe('');
    const [file] = await handle!.db
      .insert(recruitFiles)
      .values({ userId: bob.userId, purpose: 'photo', mediaType: 'image/jpeg', fileName: 'b.jpg', size: 3, sha256: 'x', bytes: Buffer.from([1, 2, 3]) })
      .returning({ id: recruitFiles.id });
    await expect(saveResume(alice.userId, resumeBody.parse({ ...RESUME, photoFileId: String(file!.id) }))).rejects.toBeInstanceOf(ResumeFieldError);
    expect((await getResume(alice.userId))?.values.photoFileId).toBe('');
  });

  it('applying with the resume makes one application per post, even under a double click', async () => {
    const results = await Promise.allSettled([applyForPost(alice.userId, { postId: open, source: 'resume' }), applyForPost(alice.userId, { postId: open, source: 'resume' })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ApplicationError);
    expect(refused.reason.reason).toBe('duplicate');
    const rows = await handle!.db.select().from(jobApplications).where(and(eq(jobApplications.userId, alice.userId), eq(jobApplications.postId, open)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.snapshot).toMatchObject({ name: '陈思远', education: [{ school: '青禾大学' }] });
    // The quick draft for that post is gone: the application replaced it.
    expect(await getDraft(alice.userId, 'quick', open)).toBeNull();
  });

  it('a post past its deadline or ended takes no application, and without a resume the resume path says so', async () => {
    await expect(applyForPost(bob.userId, { postId: closed, source: 'quick', form: quick(closed) })).rejects.toMatchObject({ reason: 'closed' });
    await expect(applyForPost(bob.userId, { postId: ended, source: 'quick', form: quick(ended) })).rejects.toMatchObject({ reason: 'ended' });
    await expect(applyForPost(bob.userId, { postId: open, source: 'resume' })).rejects.toMatchObject({ reason: 'no_resume' });
    await expect(applyForPost(bob.userId, { postId: 999_999, source: 'resume' })).rejects.toMatchObject({ reason: 'post_missing' });
    const rows = await handle!.db.select().from(jobApplications).where(eq(jobApplications.userId, bob.userId));
    expect(rows).toHaveLength(0);
  });

  it('withdraw works while 已投递, keeps the row, and a new application revives it instead of adding one', async () => {
    const { id } = await applyForPost(bob.userId, { postId: open, source: 'quick', form: quick(open) });
    await expect(withdrawApplication(alice.userId, id)).rejects.toMatchObject({ code: '4040' });
    await withdrawApplication(bob.userId, id);
    await expect(withdrawApplication(bob.userId, id)).rejects.toMatchObject({ code: '4090' });
    let page = await listApplications(bob.userId, {});
    expect(page.records.map((r) => [r.postTitle, r.statusLabel, r.withdrawable])).toEqual([['工程管理岗', '已撤回', false]]);
    const again = await applyForPost(bob.userId, { postId: open, source: 'quick', form: quick(open) });
    expect(again.id).toBe(id);
    page = await listApplications(bob.userId, {});
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ statusLabel: '已投递', withdrawable: true, company: '青禾安居住房保障集团有限公司' });
  });

  it('the records list shows only the user’s own applications', async () => {
    const a = await listApplications(alice.userId, {});
    const b = await listApplications(bob.userId, {});
    expect(a.records.every((r) => r.postId === open)).toBe(true);
    expect(a.records.map((r) => r.id)).not.toContain(b.records[0]!.id);
  });
});
