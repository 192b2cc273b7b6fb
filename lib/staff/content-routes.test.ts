/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { addColumns, closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { auditLog, contents, contentVersions } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import type { AuditActor } from './audit';
import { createStaff } from './accounts';
import { STAFF_COOKIE } from './cookie';
import { postContentSave, postContentStep, postContentVersion } from './content-routes';
import { resolvePendingStaff } from './sessions';
import { checkStaffPassword, verifyStaffSecondFactor } from './sign-in';
import { totpCodeAt } from './totp';

// Outside a Next server there is no cache to invalidate; record what the handlers ask for instead.
const revalidated: string[] = [];
jest.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));

const CLI: AuditActor = { staffId: null, login: '命令行:tester', role: 'cli', address: 'host-1' };
const PASSWORD = 'Console2026pass';

/** A signed-in member of staff of this role: the console cookie's token. */
async function tokenOf(role: 'editor' | 'reviewer', n: number): Promise<string> {
  const login = `content${role}${n}${Date.now().toString(36)}`.slice(0, 32);
  const m = await createStaff({ login, displayName: '测试', role, password: PASSWORD }, CLI);
  const at = new Date(Date.now() + 60_000);
  const { token: pending } = await checkStaffPassword({ login, password: PASSWORD }, `10.8.${n}.1`, at);
  const session = await resolvePendingStaff(pending, at);
  const { token } = await verifyStaffSecondFactor(session!, totpCodeAt(m.totpSecret, at), `10.8.${n}.1`, at);
  return token;
}

const formPost = (path: string, token: string, form: Record<string, string>) =>
  new Request(`http://portal.test${path}`, {
    method: 'POST',
    headers: { cookie: `${STAFF_COOKIE}=${token}`, origin: 'http://portal.test', host: 'portal.test', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

const jsonPost = (path: string, token: string, body: unknown) =>
  new Request(`http://portal.test${path}`, {
    method: 'POST',
    headers: { cookie: `${STAFF_COOKIE}=${token}`, origin: 'http://portal.test', host: 'portal.test', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const DRAFT = { id: '', title: '关于配租的通知', summary: '', columnKey: 'tzgg', source: '', coverUrl: '', bodyHtml: '<p>正文</p>', attachments: '', publishAt: '' };

describe.each(testTargets().map((t) => [t.name, t] as const))('the console’s article handlers on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  let editor = '';
  let reviewer = '';

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    await addColumns(handle.db, [{ key: 'tzgg', label: '通知公告', route: '/t3/news_list' }]);
    editor = await tokenOf('editor', 1);
    reviewer = await tokenOf('reviewer', 2);
  });
  afterAll(() => closeServiceDatabase(handle));

  it('an editor’s plain post saves a draft (303 to its page); a reviewer’s is refused with 403 and stores nothing', async () => {
    const saved = await postContentSave(formPost('/admin/api/content/save', editor, DRAFT));
    expect(saved.status).toBe(303);
    const id = Number(saved.headers.get('location')!.match(/^\/admin\/content\/(\d+)\?saved=1$/)![1]);
    const [row] = await handle!.db.select().from(contents).where(eq(contents.id, id));
    expect(row).toMatchObject({ status: 'draft', title: '关于配租的通知' });

    const refused = await postContentSave(formPost('/admin/api/content/save', reviewer, { ...DRAFT, title: '审核写的' }));
    expect(refused.status).toBe(403);
    expect(await handle!.db.select().from(contents).where(eq(contents.title, '审核写的'))).toHaveLength(0);
  });

  it('a bad draft comes back to its form naming the fields, never their values; JSON gets the Chinese message per field', async () => {
    const back = await postContentSave(formPost('/admin/api/content/save', editor, { ...DRAFT, title: '', columnKey: '' }));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/admin/content/new?failed=invalid&fields=title,columnKey');
    const json = await postContentSave(jsonPost('/admin/api/content/save', editor, { ...DRAFT, title: '' }));
    expect(json.status).toBe(400);
    expect((await json.json()).data.fields).toEqual({ title: '请填写标题（不超过 100 个字）' });
  });

  it('an editor’s post to publish is refused with 403 whatever the page showed; the reviewer’s publishes, with its audit row', async () => {
    const saved = await postContentSave(formPost('/admin/api/content/save', editor, DRAFT));
    const id = saved.headers.get('location')!.match(/content\/(\d+)/)![1]!;
    expect((await postContentStep(formPost('/admin/api/content/step', editor, { id, step: 'submit', publishAt: '' }))).status).toBe(303);

    const byEditor = await postContentStep(jsonPost('/admin/api/content/step', editor, { id, step: 'publish', publishAt: '' }));
    expect(byEditor.status).toBe(403);
    expect(revalidated).toEqual([]);
    expect((await byEditor.json()).msg).toMatch(/^您的角色无权执行此操作/);
    expect((await handle!.db.select().from(contents).where(eq(contents.id, Number(id))))[0]!.status).toBe('review');

    const byReviewer = await postContentStep(formPost('/admin/api/content/step', reviewer, { id, step: 'publish', publishAt: '' }));
    expect(byReviewer.status).toBe(303);
    expect(byReviewer.headers.get('location')).toBe(`/admin/content/${id}?done=publish`);
    // After the commit, the cached pages of every instance are told (the shared cache's tag).
    expect(revalidated).toEqual(['cms:contents']);
    revalidated.length = 0;
    const audit = await handle!.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'content.publish')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.role).toBe('reviewer');

    // Published twice: the status has moved on, so the form comes back saying so.
    const again = await postContentStep(formPost('/admin/api/content/step', reviewer, { id, step: 'publish', publishAt: '' }));
    expect(again.headers.get('location')).toBe(`/admin/content/${id}?failed=state`);
  });

  it('an editor’s plain post restores a version as the draft (303 back to the article); a reviewer’s restore is 403 and writes nothing', async () => {
    const saved = await postContentSave(formPost('/admin/api/content/save', editor, { ...DRAFT, title: '第一稿' }));
    const id = saved.headers.get('location')!.match(/content\/(\d+)/)![1]!;
    await postContentSave(formPost('/admin/api/content/save', editor, { ...DRAFT, id, title: '第二稿' }));
    const versions = () => handle!.db.select().from(contentVersions).where(eq(contentVersions.contentId, Number(id)));
    expect(await versions()).toHaveLength(2);

    const byReviewer = await postContentVersion(jsonPost('/admin/api/content/version', reviewer, { id, version: '1', op: 'restore' }));
    expect(byReviewer.status).toBe(403);
    expect(await versions()).toHaveLength(2);

    const restored = await postContentVersion(formPost('/admin/api/content/version', editor, { id, version: '1', op: 'restore' }));
    expect(restored.status).toBe(303);
    expect(restored.headers.get('location')).toBe(`/admin/content/${id}?done=restore`);
    expect((await handle!.db.select().from(contents).where(eq(contents.id, Number(id))))[0]).toMatchObject({ status: 'draft', title: '第一稿' });
    expect(await versions()).toHaveLength(3);
    expect(await handle!.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'content.restore')))).toHaveLength(1);
    // A draft is never public: nothing to invalidate.
    expect(revalidated).toEqual([]);

    const bad = await postContentVersion(formPost('/admin/api/content/version', editor, { id, version: 'x', op: 'restore' }));
    expect(bad.headers.get('location')).toBe(`/admin/content/${id}?failed=invalid&fields=version`);
  });

  it('a post without a console session goes to the console’s sign-in and changes nothing', async () => {
    const response = await postContentSave(formPost('/admin/api/content/save', 'x'.repeat(43), DRAFT));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/admin\/login/);
  });
});
