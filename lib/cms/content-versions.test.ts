/** @jest-environment node */
import { and, eq, sql } from 'drizzle-orm';
import { contentVersions, searchDocs } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { StaffForbidden, STAFF_ROLE_CODES, type StaffRole } from '@/lib/staff/roles';
import { contentDraftForm, contentStepForm, contentVersionForm } from '@/lib/validation/content-edit';
import { addColumns, contentAuditRows, rejectionOf, staffActor, WORKFLOW_COLUMNS, addContent, closeServiceDatabase, openServiceDatabase } from './test-fixtures';
import { applyContentStep, applyVersionOp, ContentStepRefused, getContentForEdit, markContentPolicy, saveContentDraft } from './content-admin';
import { compareVersionContent } from './content-diff';
import { getContentVersion, listContentVersions } from './content-versions';
import { VERSION_OP_ACTIONS, VERSION_OPS, type ContentStep, type VersionOp } from './content-workflow';
import { getContent } from './contents';

const actor = (role: StaffRole | 'cli', n = 1) => staffActor(role, n, '10.0.0.7');
const EDITOR = actor('editor');
const REVIEWER = actor('reviewer', 2);

const draft = (over: Record<string, string> = {}) =>
  contentDraftForm.parse({ id: '', title: '关于保障房配租的通知', summary: '第一稿摘要', columnKey: 'tzgg', source: '', coverUrl: '', bodyHtml: '<p>第一段</p><p>第二段</p>', attachments: '', publishAt: '', ...over });
const step = (id: number, s: ContentStep) => contentStepForm.parse({ id: String(id), step: s, publishAt: '' });
const op = (id: number, version: number, o: VersionOp) => contentVersionForm.parse({ id: String(id), version: String(version), op: o });

const failure = rejectionOf;

describe.each(testTargets().map((t) => [t.name, t] as const))('article versions on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  const db = () => handle!.db;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    await addColumns(db(), WORKFLOW_COLUMNS);
  });
  afterAll(() => closeServiceDatabase(handle));

  const versionsOf = (id: number) => db().select().from(contentVersions).where(eq(contentVersions.contentId, id)).orderBy(contentVersions.number);
  const auditOf = (id: number) => contentAuditRows(db(), id);

  /** A draft saved twice after its creation: versions 1 (新建), 2 and 3 (保存草稿). */
  async function draftEditedTwice(): Promise<number> {
    const { id } = await saveContentDraft(EDITOR, draft());
    await saveContentDraft(EDITOR, draft({ id: String(id), title: '关于保障房配租的通知（修订）', bodyHtml: '<p>第一段</p><p>第二段改</p>' }));
    await saveContentDraft(EDITOR, draft({ id: String(id), title: '关于保障房配租的通知（再修订）', summary: '第三稿摘要', bodyHtml: '<p>第一段</p><p>第二段改</p><p>第三段</p>' }));
    return id;
  }

  async function published(): Promise<number> {
    const id = await draftEditedTwice();
    await applyContentStep(EDITOR, step(id, 'submit'));
    await applyContentStep(REVIEWER, step(id, 'publish'));
    return id;
  }

  it('every save and every workflow step keeps one version: who, when, role, state and the whole article', async () => {
    const id = await draftEditedTwice();
    await applyContentStep(EDITOR, step(id, 'submit'));
    await applyContentStep(REVIEWER, step(id, 'publish'));
    await markContentPolicy(REVIEWER, { id, policyState: 'repealed', replacedById: null });
    const rows = await versionsOf(id);
    expect(rows.map((v) => [v.number, v.action, v.status, v.staffLogin, v.role])).toEqual([
      [1, 'create', 'draft', 'editor1', 'editor'],
      [2, 'save', 'draft', 'editor1', 'editor'],
      [3, 'save', 'draft', 'editor1', 'editor'],
      [4, 'submit', 'review', 'editor1', 'editor'],
      [5, 'publish', 'published', 'reviewer2', 'reviewer'],
      [6, 'policy', 'published', 'reviewer2', 'reviewer'],
    ]);
    expect(rows[0]).toMatchObject({ title: '关于保障房配租的通知', summary: '第一稿摘要', bodyHtml: '<p>第一段</p><p>第二段</p>', columnKey: 'tzgg', attachments: [], policyState: '', coverUrl: null });
    expect(rows[2]).toMatchObject({ title: '关于保障房配租的通知（再修订）', bodyHtml: '<p>第一段</p><p>第二段改</p><p>第三段</p>' });
    expect(rows[5]!.policyState).toBe('repealed');
    // One audit row per change, beside its version.
    expect((await auditOf(id)).map((r) => r.action)).toEqual(['content.create', 'content.update', 'content.update', 'content.submit', 'content.publish', 'content.policy']);

    const history = await listContentVersions(id);
    expect(history.total).toBe(6);
    expect(history.rows.map((r) => r.number)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(history.rows.find((r) => r.number === 3)!.changed).toEqual(['title', 'summary', 'bodyHtml']);
    expect(history.rows.find((r) => r.number === 5)!.changed).toEqual(['publishAt', 'status']);
    expect(history.rows.find((r) => r.number === 1)!.changed).toEqual([]);
  });

  it('an article written before versions existed keeps its earlier text as version 1 the first time it changes', async () => {
    const id = await addContent(db(), { columnKey: 'tzgg', title: '旧通知', bodyHtml: '<p>旧正文</p>', status: 'published' });
    await applyContentStep(REVIEWER, step(id, 'withdraw'));
    const rows = await versionsOf(id);
    expect(rows.map((v) => [v.number, v.action, v.status, v.staffLogin])).toEqual([
      [1, 'baseline', 'published', ''],
      [2, 'withdraw', 'withdrawn', 'reviewer2'],
    ]);
    expect(rows[0]!.bodyHtml).toBe('<p>旧正文</p>');
  });

  it('restoring a version of a draft makes its text the draft again, as a new version, with its audit row', async () => {
    const id = await draftEditedTwice();
    const result = await applyVersionOp(EDITOR, op(id, 1, 'restore'));
    expect(result).toMatchObject({ id, status: 'draft', version: 4, public: false });
    const now = (await getContentForEdit(id))!;
    expect(now).toMatchObject({ status: 'draft', title: '关于保障房配租的通知', summary: '第一稿摘要', bodyHtml: '<p>第一段</p><p>第二段</p>' });
    const v4 = await getContentVersion(id, 4);
    expect(v4).toMatchObject({ action: 'restore', restoredFrom: 1, status: 'draft', title: '关于保障房配租的通知', staffLogin: 'editor1' });
    // The text replaced is still there, as version 3.
    expect((await getContentVersion(id, 3))!.title).toBe('关于保障房配租的通知（再修订）');
    const audit = (await auditOf(id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'content.restore', staffLogin: 'editor1', role: 'editor' });
    expect(audit.changes).toMatchObject({ title: { before: '关于保障房配租的通知（再修订）', after: '关于保障房配租的通知' }, version: { before: null, after: 1 } });
    expect(compareVersionContent((await getContentVersion(id, 1))!, now, new Map()).fields).toEqual([]);
  });

  it('restoring a version of a withdrawn article makes it a draft; nothing is published', async () => {
    const id = await published();
    await applyContentStep(REVIEWER, step(id, 'withdraw'));
    await applyVersionOp(EDITOR, op(id, 2, 'restore'));
    expect(await getContentForEdit(id)).toMatchObject({ status: 'draft', title: '关于保障房配租的通知（修订）' });
    expect(await getContent(id)).toBeNull();
  });

  it('restoring a version of a published article leaves visitors the published text until a reviewer publishes the restored draft', async () => {
    const id = await published();
    const { version } = await applyVersionOp(EDITOR, op(id, 1, 'restore'));
    expect(version).toBe(6);
    // Visitors and the row: unchanged. The restored text waits as version 6, a draft.
    expect((await getContent(id))!.title).toBe('关于保障房配租的通知（再修订）');
    expect(await getContentForEdit(id)).toMatchObject({ status: 'published', title: '关于保障房配租的通知（再修订）', pendingVersion: 6 });
    expect(await getContentVersion(id, 6)).toMatchObject({ action: 'restore', status: 'draft', restoredFrom: 1, title: '关于保障房配租的通知' });

    // An editor cannot publish it; a reviewer must name the restored draft they read.
    expect(await failure(applyVersionOp(EDITOR, op(id, 6, 'publishRestored')))).toBeInstanceOf(StaffForbidden);
    expect(await failure(applyVersionOp(REVIEWER, op(id, 5, 'publishRestored')))).toBeInstanceOf(ContentStepRefused);
    expect((await getContent(id))!.title).toBe('关于保障房配租的通知（再修订）');

    const publishAt = (await getContentForEdit(id))!.publishAt;
    const done = await applyVersionOp(REVIEWER, op(id, 6, 'publishRestored'));
    expect(done).toMatchObject({ status: 'published', version: 7, public: true });
    expect(await getContent(id)).toMatchObject({ title: '关于保障房配租的通知', bodyHtml: '<p>第一段</p><p>第二段</p>' });
    expect(await getContentForEdit(id)).toMatchObject({ pendingVersion: null, publishAt });
    const [doc] = await db().select({ title: searchDocs.title }).from(searchDocs).where(and(eq(searchDocs.source, 'content'), eq(searchDocs.refId, id)));
    expect(doc?.title).toBe('关于保障房配租的通知');
    expect(await getContentVersion(id, 7)).toMatchObject({ action: 'publishRestored', status: 'published', restoredFrom: 1, staffLogin: 'reviewer2' });
    expect((await auditOf(id)).slice(-2).map((r) => r.action)).toEqual(['content.restore', 'content.publishRestored']);
    // Published once: the same post again is refused.
    expect(await failure(applyVersionOp(REVIEWER, op(id, 6, 'publishRestored')))).toBeInstanceOf(ContentStepRefused);
  });

  it('a reviewer may set a restored draft aside; withdrawing the article ends a waiting one too; both stay in the history', async () => {
    const id = await published();
    await applyVersionOp(EDITOR, op(id, 1, 'restore'));
    await applyVersionOp(REVIEWER, op(id, 6, 'discardRestored'));
    expect(await getContentForEdit(id)).toMatchObject({ pendingVersion: null, title: '关于保障房配租的通知（再修订）' });
    await applyVersionOp(EDITOR, op(id, 2, 'restore'));
    expect((await getContentForEdit(id))!.pendingVersion).toBe(8);
    await applyContentStep(REVIEWER, step(id, 'withdraw'));
    expect((await getContentForEdit(id))!.pendingVersion).toBeNull();
    expect((await versionsOf(id)).slice(5).map((v) => v.action)).toEqual(['restore', 'discardRestored', 'restore', 'withdraw']);
  });

  it('an article waiting for review is not restored: 409, and nothing is written', async () => {
    const id = await draftEditedTwice();
    await applyContentStep(EDITOR, step(id, 'submit'));
    const [versions, audit] = [(await versionsOf(id)).length, (await auditOf(id)).length];
    const error = await failure(applyVersionOp(EDITOR, op(id, 1, 'restore')));
    expect(error).toBeInstanceOf(ContentStepRefused);
    expect((error as ContentStepRefused).status).toBe(409);
    expect(await versionsOf(id)).toHaveLength(versions);
    expect(await auditOf(id)).toHaveLength(audit);
    expect((await getContentForEdit(id))!.title).toBe('关于保障房配租的通知（再修订）');
    expect(await failure(applyVersionOp(EDITOR, op(id, 99, 'restore')))).toMatchObject({ status: 404 });
  });

  it.each(STAFF_ROLE_CODES.flatMap((role) => VERSION_OPS.map((o) => [role, o] as const)))('%s: %s is refused with 403 and writes nothing unless the role has its action', async (role, o) => {
    const id = await published();
    if (o !== 'restore') await applyVersionOp(EDITOR, op(id, 1, 'restore'));
    const number = o === 'restore' ? 1 : 6;
    const [versions, audit] = [(await versionsOf(id)).length, (await auditOf(id)).length];
    const error = await failure(applyVersionOp(actor(role, 9), op(id, number, o)));
    if (role === 'editor' ? o === 'restore' : role === 'reviewer' && o !== 'restore') {
      expect(error).toBeNull();
      expect(await versionsOf(id)).toHaveLength(versions + 1);
      expect(await auditOf(id)).toHaveLength(audit + 1);
    } else {
      expect(error).toBeInstanceOf(StaffForbidden);
      expect((error as StaffForbidden).action).toBe(VERSION_OP_ACTIONS[o]);
      expect(await versionsOf(id)).toHaveLength(versions);
      expect(await auditOf(id)).toHaveLength(audit);
    }
  });

  it('versions are append-only: the database refuses to update or delete one; deleting its article takes its versions with it', async () => {
    const id = await draftEditedTwice();
    await expect(db().execute(sql`update bpc_content_version set title = '改写历史' where content_id = ${id}`)).rejects.toThrow(/sqlstate 42501/);
    await expect(db().execute(sql`delete from bpc_content_version where content_id = ${id}`)).rejects.toThrow(/sqlstate 42501/);
    await expect(db().execute(sql`truncate bpc_content_version`)).rejects.toThrow(/sqlstate 42501/);
    expect(await versionsOf(id)).toHaveLength(3);
    await db().execute(sql`delete from bpc_content where id = ${id}`);
    expect(await versionsOf(id)).toHaveLength(0);
  });
});
