/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { call, expectRefused } from '@/lib/api/test-helpers';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { jobApplications, jobPosts, recruitDrafts } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import { shanghaiToday } from '@/lib/validation/resume';
import * as apply from './brcApplicationEntity/insertRecord/route';
import * as mine from './brcApplicationEntity/selectMine/route';
import * as withdraw from './brcApplicationEntity/withdraw/route';
import * as removeDraft from './brcDraftEntity/remove/route';
import * as saveDraft from './brcDraftEntity/save/route';
import * as saveResume from './brcResumeEntity/save/route';

const BASE = '/api/bzf-portal-recruit';
const SAME_SITE = { origin: 'http://localhost' };
const day = (n: number) => shanghaiToday(new Date(Date.now() + n * 86_400_000));

type Handler = (request: Request) => Promise<Response>;
const json = (handler: Handler, path: string, body: unknown, token?: string, headers: Record<string, string> = SAME_SITE) =>
  call(handler, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { cookie: `tokenId=${token}; login=true` } : {}), ...headers },
    body: JSON.stringify(body),
  });

/** A browser's plain form post: urlencoded, the session cookie, Sec-Fetch-Site from our own page. */
async function form(handler: Handler, path: string, fields: Record<string, string>, token?: string) {
  const response = await handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...(token ? { cookie: `tokenId=${token}; login=true` } : {}) },
      body: new URLSearchParams(fields).toString(),
    }),
  );
  return { status: response.status, location: response.headers.get('location') };
}

const QUICK = { name: '林晓', gender: 'female', birthDate: '1999-11-02', mobile: '13700001234', email: 'linxiao@example.com', degree: 'master', school: '青禾师范大学', major: '会计学', intro: '' };

describe.each(testTargets().map((t) => [t.name, t] as const))('recruitment handlers on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  let alice: TestUser;
  let bob: TestUser;
  let open: number;
  let closed: number;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    alice = await addTestUser(handle.db, { name: '林晓' });
    bob = await addTestUser(handle.db, { name: '王可' });
    const base = { department: '财务部', place: '东港区', headcount: 1, duties: '负责会计核算', education: 'bachelor' as const, recruitType: 'social' as const, publishedAt: new Date() };
    const rows = await handle.db
      .insert(jobPosts)
      .values([
        { ...base, title: '财务会计', deadline: day(10) },
        { ...base, title: '出纳', deadline: day(-3) },
      ])
      .returning({ id: jobPosts.id });
    [open, closed] = rows.map((r) => r.id) as [number, number];
  });
  afterAll(() => closeServiceDatabase(handle));

  it('a quick application is stored once; the second answers 409 with a Chinese message and stores nothing', async () => {
    const first = await json(apply.POST, `${BASE}/brcApplicationEntity/insertRecord`, { source: 'quick', form: { ...QUICK, postId: String(open) } }, alice.token);
    expect(first.body.code).toBe('1');
    const second = await json(apply.POST, `${BASE}/brcApplicationEntity/insertRecord`, { source: 'quick', form: { ...QUICK, postId: String(open) } }, alice.token);
    expectRefused(second, 409, '4090');
    expect(second.body.msg).toMatch(/已投递过该岗位/);
    const rows = await handle!.db.select().from(jobApplications).where(and(eq(jobApplications.userId, alice.userId), eq(jobApplications.postId, open)));
    expect(rows).toHaveLength(1);
  });

  it('field messages of a wrong quick form come back at their fields', async () => {
    const r = await json(apply.POST, `${BASE}/brcApplicationEntity/insertRecord`, { source: 'quick', form: { ...QUICK, postId: String(open), mobile: '123', email: 'x' } }, bob.token);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('4000');
    expect(Object.keys((r.body.data as { fields: Record<string, string> }).fields)).toEqual(expect.arrayContaining(['mobile', 'email']));
  });

  it('a closed post is refused with 403, nobody signed in with 401, another site with 403', async () => {
    expectRefused(await json(apply.POST, `${BASE}/brcApplicationEntity/insertRecord`, { source: 'quick', form: { ...QUICK, postId: String(closed) } }, bob.token), 403, '4030');
    expectRefused(await json(apply.POST, `${BASE}/brcApplicationEntity/insertRecord`, { source: 'resume', postId: open }), 401, '4010');
    expectRefused(await json(apply.POST, `${BASE}/brcApplicationEntity/insertRecord`, { source: 'resume', postId: open }, bob.token, { origin: 'https://evil.example' }), 403, '4030');
  });

  it('without scripts: applying goes to the records page, a second time says why, and a visitor is sent to sign in', async () => {
    const ok = await form(apply.POST, `${BASE}/brcApplicationEntity/insertRecord`, { source: 'quick', postId: String(open), ...QUICK }, bob.token);
    expect(ok.status).toBe(303);
    expect(ok.location).toMatch(/^\/t1\/personalCenter\/job_information\/job_Wanted_Record\?applied=\d+$/);
    const again = await form(apply.POST, `${BASE}/brcApplicationEntity/insertRecord`, { source: 'resume', postId: String(open) }, bob.token);
    expect(again.location).toBe(`/t1/personalCenter/job_information/job_Wanted_Record?failed=duplicate&postId=${open}`);
    const visitor = await form(apply.POST, `${BASE}/brcApplicationEntity/insertRecord`, { source: 'resume', postId: String(open) });
    expect(visitor.location).toBe(`/login?redirect=${encodeURIComponent(`/t1/PostDeatil?postId=${open}`)}`);
  });

  it('without scripts: a quick form with a mistake keeps the typed text as the draft and goes back to the form to show it', async () => {
    const carol = await addTestUser(handle!.db, { name: '赵新' });
    const r = await form(apply.POST, `${BASE}/brcApplicationEntity/insertRecord`, { source: 'quick', postId: String(open), ...QUICK, name: '赵新', email: 'not-an-address' }, carol.token);
    expect(r.location).toBe(`/t1/RegisteForm?failed=invalid&fields=email&postId=${open}`);
    const [draft] = await handle!.db.select().from(recruitDrafts).where(eq(recruitDrafts.userId, carol.userId));
    expect(draft?.data).toMatchObject({ name: '赵新', email: 'not-an-address', school: '青禾师范大学' });
    expect(await handle!.db.select().from(jobApplications).where(eq(jobApplications.userId, carol.userId))).toHaveLength(0);
  });

  it('without scripts: a resume with a mistake is kept as the draft; a right one is saved and the draft removed', async () => {
    const fields = { name: '林晓', gender: 'female', birthDate: '1999-11-02', mobile: '13700001234', email: 'linxiao@example.com', 'education.0.school': '青禾师范大学', 'education.0.major': '会计学', 'education.0.degree': 'master', 'education.0.start': '2021-09', 'education.0.end': '' };
    const bad = await form(saveResume.POST, `${BASE}/brcResumeEntity/save`, { ...fields, 'education.0.start': '下个月' }, alice.token);
    expect(bad.location).toBe('/t1/ResumeForm?failed=invalid&fields=education.0.start');
    const [draft] = await handle!.db.select().from(recruitDrafts).where(and(eq(recruitDrafts.userId, alice.userId), eq(recruitDrafts.kind, 'resume')));
    expect(draft?.data).toMatchObject({ education: [{ start: '下个月' }] });
    const good = await form(saveResume.POST, `${BASE}/brcResumeEntity/save`, fields, alice.token);
    expect(good.location).toBe('/t1/ResumeForm?saved=1');
    expect(await handle!.db.select().from(recruitDrafts).where(and(eq(recruitDrafts.userId, alice.userId), eq(recruitDrafts.kind, 'resume')))).toHaveLength(0);
  });

  it('a draft save built on an old revision answers 409 with the stored draft, so the page can offer it', async () => {
    const first = await json(saveDraft.POST, `${BASE}/brcDraftEntity/save`, { kind: 'resume', postId: 0, baseRevision: 0, data: { name: '王' } }, bob.token);
    expect(first.body.data).toMatchObject({ revision: 1 });
    await json(saveDraft.POST, `${BASE}/brcDraftEntity/save`, { kind: 'resume', postId: 0, baseRevision: 1, data: { name: '王可' } }, bob.token);
    const stale = await json(saveDraft.POST, `${BASE}/brcDraftEntity/save`, { kind: 'resume', postId: 0, baseRevision: 1, data: { name: '旧' } }, bob.token);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: '4090', data: { revision: 2, data: { name: '王可' } } });
    const removed = await form(removeDraft.POST, `${BASE}/brcDraftEntity/remove`, { kind: 'resume', postId: '0' }, bob.token);
    expect(removed.location).toBe('/t1/personalCenter/job_information/registratio_form?removed=1');
  });

  it('the records list is the caller’s own, and withdrawing someone else’s application answers as a missing one', async () => {
    const a = await call(mine.GET, `${BASE}/brcApplicationEntity/selectMine`, { headers: { cookie: `tokenId=${alice.token}` } });
    const records = (a.body.data as { records: { id: number; postTitle: string; statusLabel: string }[] }).records;
    expect(records.map((r) => [r.postTitle, r.statusLabel])).toEqual([['财务会计', '已投递']]);
    expectRefused(await json(withdraw.POST, `${BASE}/brcApplicationEntity/withdraw`, { id: records[0]!.id }, bob.token), 404, '4040');
    const ok = await json(withdraw.POST, `${BASE}/brcApplicationEntity/withdraw`, { id: records[0]!.id }, alice.token);
    expect(ok.body.code).toBe('1');
  });
});
