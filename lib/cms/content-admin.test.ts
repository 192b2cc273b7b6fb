/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { and, eq, sql } from 'drizzle-orm';
import { RichText } from '@/components/templates/RichText';
import { contents, searchDocs } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { roleCan, StaffForbidden, STAFF_ROLE_CODES, type StaffRole } from '@/lib/staff/roles';
import { contentDraftForm, contentPolicyForm, contentStepForm, CONTENT_MSG } from '@/lib/validation/content-edit';
import { addColumns, contentAuditRows, rejectionOf, staffActor, WORKFLOW_COLUMNS, closeServiceDatabase, openServiceDatabase } from './test-fixtures';
import { applyContentStep, ContentStepRefused, getContentForEdit, listContentsForConsole, markContentPolicy, nextScheduledPublish, saveContentDraft } from './content-admin';
import { CONTENT_STEPS, CONTENT_TRANSITIONS, type ContentStatus, type ContentStep } from './content-workflow';
import { getContent, listContents } from './contents';

const actor = (role: StaffRole | 'cli', n = 1) => staffActor(role, n, '10.0.0.1');
const EDITOR = actor('editor');
const REVIEWER = actor('reviewer', 2);

const draftInput = (over: Record<string, string> = {}) =>
  contentDraftForm.parse({ id: '', title: '关于保障房配租的通知', summary: '摘要', columnKey: 'tzgg', source: '', coverUrl: '', bodyHtml: '<p>正文</p>', attachments: '', publishAt: '', ...over });
const step = (id: number, s: ContentStep, publishAt = '') => contentStepForm.parse({ id: String(id), step: s, publishAt });

const failure = rejectionOf;

describe.each(testTargets().map((t) => [t.name, t] as const))('article workflow on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  const db = () => handle!.db;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    await addColumns(db(), WORKFLOW_COLUMNS);
  });
  afterAll(() => closeServiceDatabase(handle));

  const auditOf = (id: number) => contentAuditRows(db(), id);
  const statusOf = async (id: number) => (await getContentForEdit(id))!.status;

  /** An article brought to `status` through the workflow itself. */
  async function articleIn(status: ContentStatus): Promise<number> {
    const { id } = await saveContentDraft(EDITOR, draftInput({ title: `状态 ${status} 的文章` }));
    if (status === 'draft') return id;
    await applyContentStep(EDITOR, step(id, 'submit'));
    if (status === 'review') return id;
    await applyContentStep(REVIEWER, step(id, 'publish'));
    if (status === 'published') return id;
    await applyContentStep(REVIEWER, step(id, 'withdraw'));
    return id;
  }

  it('an editor writes a draft, edits it and submits it; each change is one audit row with the fields before and after', async () => {
    const { id } = await saveContentDraft(EDITOR, draftInput());
    await saveContentDraft(EDITOR, draftInput({ id: String(id), title: '关于保障房配租的补充通知' }));
    await applyContentStep(EDITOR, step(id, 'submit'));
    const rows = await auditOf(id);
    expect(rows.map((r) => r.action)).toEqual(['content.create', 'content.update', 'content.submit']);
    expect(rows[0]).toMatchObject({ staffLogin: 'editor1', role: 'editor', address: '10.0.0.1' });
    expect(rows[0]!.changes).toMatchObject({ title: { before: null, after: '关于保障房配租的通知' }, status: { before: null, after: 'draft' } });
    expect(rows[1]!.changes).toEqual({ title: { before: '关于保障房配租的通知', after: '关于保障房配租的补充通知' } });
    expect(rows[2]!.changes).toEqual({ status: { before: 'draft', after: 'review' } });
    expect(await statusOf(id)).toBe('review');
  });

  it('an editor cannot publish: the server refuses with 403 and the article stays waiting for review, with no audit row', async () => {
    const id = await articleIn('review');
    const before = (await auditOf(id)).length;
    const error = await failure(applyContentStep(EDITOR, step(id, 'publish')));
    expect(error).toBeInstanceOf(StaffForbidden);
    expect((error as StaffForbidden).status).toBe(403);
    expect(await statusOf(id)).toBe('review');
    expect(await getContent(id)).toBeNull();
    expect(await auditOf(id)).toHaveLength(before);
  });

  it.each(STAFF_ROLE_CODES.flatMap((role) => CONTENT_STEPS.map((s) => [role, s] as const)))('%s taking the step %s: allowed only where the workflow table gives the role its action', async (role, s) => {
    const from = CONTENT_TRANSITIONS[s].from[0]!;
    const id = await articleIn(from);
    const error = await failure(applyContentStep(actor(role, 9), step(id, s)));
    if (roleCan(role, CONTENT_TRANSITIONS[s].action)) {
      expect(error).toBeNull();
      expect(await statusOf(id)).toBe(CONTENT_TRANSITIONS[s].to);
      expect((await auditOf(id)).at(-1)!.action).toBe(`content.${s}`);
    } else {
      expect(error).toBeInstanceOf(StaffForbidden);
      expect(await statusOf(id)).toBe(from);
    }
  });

  it('a step the status does not allow is refused with 409 and says the status (publishing a draft, withdrawing a draft)', async () => {
    const id = await articleIn('draft');
    const publish = await failure(applyContentStep(REVIEWER, step(id, 'publish')));
    expect(publish).toBeInstanceOf(ContentStepRefused);
    expect((publish as ContentStepRefused).status).toBe(409);
    expect((publish as ContentStepRefused).userMessage).toContain('草稿');
    expect(await failure(applyContentStep(REVIEWER, step(id, 'withdraw')))).toBeInstanceOf(ContentStepRefused);
    expect(await statusOf(id)).toBe('draft');
  });

  it('only drafts are edited, and only by editors: a reviewer saving is 403, an article in review is refused', async () => {
    const id = await articleIn('review');
    expect(await failure(saveContentDraft(EDITOR, draftInput({ id: String(id), title: '偷偷改标题' })))).toBeInstanceOf(ContentStepRefused);
    expect(await failure(saveContentDraft(REVIEWER, draftInput()))).toBeInstanceOf(StaffForbidden);
    expect((await getContentForEdit(id))!.title).toBe('状态 review 的文章');
  });

  it('publishing makes the article public and searchable; withdrawing takes it out of both', async () => {
    const id = await articleIn('review');
    await applyContentStep(REVIEWER, step(id, 'publish'));
    expect((await getContent(id))?.title).toBe('状态 review 的文章');
    const docs = () => db().select({ id: searchDocs.id }).from(searchDocs).where(and(eq(searchDocs.source, 'content'), eq(searchDocs.refId, id)));
    expect(await docs()).toHaveLength(1);
    await applyContentStep(REVIEWER, step(id, 'withdraw'));
    expect(await getContent(id)).toBeNull();
    expect(await docs()).toHaveLength(0);
    const actions = (await auditOf(id)).map((r) => r.action);
    expect(actions.slice(-2)).toEqual(['content.publish', 'content.withdraw']);
  });

  it('an article that is a page’s text (组织架构) makes that page findable by its words when published, and no longer once withdrawn', async () => {
    await addColumns(db(), [{ key: 'zzjg', label: '组织架构', route: '/t1/organizational_structure' }]);
    const { id } = await saveContentDraft(EDITOR, draftInput({ title: '集团组织架构', columnKey: 'zzjg', bodyHtml: '<p>董事会下设翡翠委员会。</p>' }));
    const page = () => db().select({ title: searchDocs.title, body: searchDocs.body }).from(searchDocs).where(and(eq(searchDocs.source, 'page'), eq(searchDocs.url, '/t1/organizational_structure')));
    expect((await page())[0]?.body ?? '').not.toContain('翡翠委员会');
    await applyContentStep(EDITOR, step(id, 'submit'));
    await applyContentStep(REVIEWER, step(id, 'publish'));
    expect(await page()).toEqual([{ title: '集团组织架构', body: expect.stringContaining('董事会下设翡翠委员会') }]);
    await applyContentStep(REVIEWER, step(id, 'withdraw'));
    expect((await page())[0]).toMatchObject({ title: '组织架构', body: expect.not.stringContaining('翡翠委员会') });
  });

  it('a scheduled article is listed nowhere before its time and appears by itself once the time has come', async () => {
    const id = await articleIn('review');
    const at = new Date(Date.now() + 1500);
    const local = new Date(at.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 19);
    await applyContentStep(REVIEWER, step(id, 'publish', local));
    expect(await statusOf(id)).toBe('published');
    expect(await getContent(id)).toBeNull();
    expect((await listContents({ columnKey: 'tzgg', pageSize: 50 })).records.map((r) => r.id)).not.toContain(id);
    expect((await nextScheduledPublish())?.getTime()).toBe(Math.floor(at.getTime() / 1000) * 1000);
    expect((await listContentsForConsole({ column: 'tzgg', status: 'scheduled', title: '', page: 1 })).rows.map((r) => r.id)).toContain(id);
    await new Promise((r) => setTimeout(r, 1700));
    expect((await getContent(id))?.id).toBe(id);
    expect((await listContents({ columnKey: 'tzgg', pageSize: 50 })).records.map((r) => r.id)).toContain(id);
  });

  it('a policy marked 已修改 names the article that replaced it on its public page; the mark is audited', async () => {
    const old = await articleIn('published');
    const replacement = await articleIn('published');
    expect(contentPolicyForm.safeParse({ id: String(old), policyState: 'amended', replacedById: '' }).error?.issues[0]?.message).toBe(CONTENT_MSG.replacedByNeeded);
    await markContentPolicy(REVIEWER, contentPolicyForm.parse({ id: String(old), policyState: 'amended', replacedById: String(replacement) }));
    const detail = await getContent(old);
    expect(detail?.policy).toEqual({ state: 'amended', replacedBy: { id: replacement, title: '状态 published 的文章' } });
    expect((await auditOf(old)).at(-1)).toMatchObject({ action: 'content.policy', changes: { policyState: { before: '', after: 'amended' }, replacedById: { before: null, after: replacement } } });
    expect(await failure(markContentPolicy(EDITOR, contentPolicyForm.parse({ id: String(old), policyState: 'repealed', replacedById: '' })))).toBeInstanceOf(StaffForbidden);
  });

  it('hostile rich text is stored and rendered inert: no script, no event handler, no javascript: link, no SVG, no frame', async () => {
    const hostile = [
      '<p onclick="steal()">段落<script>alert(1)</script></p>',
      '<img src="x" onerror="alert(2)">',
      '<a href="javascript:alert(3)">链接</a><a href="JaVaScRiPt&colon;alert(4)">链接2</a>',
      '<svg onload="alert(5)"><script>alert(6)</script></svg>',
      '<iframe src="https://evil.example/"></iframe><object data="x.swf"></object>',
      '<p style="background:url(javascript:alert(7))">样式</p>',
      '<math><mi xlink:href="javascript:alert(8)">x</mi></math>',
      '<a href="/t1/x" target="_blank">内部链接</a>',
    ].join('');
    const { id } = await saveContentDraft(EDITOR, draftInput({ bodyHtml: hostile }));
    const stored = (await getContentForEdit(id))!.bodyHtml;
    for (const html of [stored, renderToStaticMarkup(RichText({ html: stored })), renderToStaticMarkup(RichText({ html: hostile }))]) {
      expect(html).not.toMatch(/<script|<svg|<iframe|<object|<math|\son\w+=|javascript:|style=/i);
    }
    expect(stored).toContain('段落');
    expect(stored).toContain('rel="noopener noreferrer"');
    // Written past the service (an import, a hand-written UPDATE): still inert when rendered.
    await db().execute(sql`update bpc_content set body_html = ${hostile} where id = ${id}`);
    expect(renderToStaticMarkup(RichText({ html: (await getContentForEdit(id))!.bodyHtml }))).not.toMatch(/<script|\son\w+=|javascript:/i);
  });

  it('the console list filters by column, status and title (a "%" is a literal), newest edit first, 20 a page', async () => {
    const policy = await saveContentDraft(EDITOR, draftInput({ columnKey: 'zcjd', title: '租金 100% 减免政策' }));
    const list = await listContentsForConsole({ column: 'zcjd', status: 'draft', title: '100%', page: 1 });
    expect(list.rows.map((r) => r.id)).toEqual([policy.id]);
    expect(list.rows[0]).toMatchObject({ columnLabel: '政策解读', status: 'draft' });
    expect((await listContentsForConsole({ column: '', status: '', title: '%', page: 1 })).rows.map((r) => r.id)).toEqual([policy.id]);
    const all = await listContentsForConsole({ column: '', status: '', title: '', page: 1 });
    expect(all.rows).toHaveLength(20);
    expect(all.total).toBeGreaterThan(20);
    const times = all.rows.map((r) => r.updatedAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('a bad draft changes nothing: the schema names the field in Chinese, an unknown column is a field error', async () => {
    expect(contentDraftForm.safeParse({ ...draftInput(), id: '', title: '', attachments: '' }).error?.issues[0]).toMatchObject({ path: ['title'], message: CONTENT_MSG.title });
    expect(contentDraftForm.safeParse({ id: '', title: 't', summary: '', columnKey: 'tzgg', source: '', coverUrl: 'https://evil.example/a.png', bodyHtml: '', attachments: '', publishAt: '' }).success).toBe(false);
    const [{ n: before }] = (await db().select({ n: sql<number>`cast(count(*) as integer)` }).from(contents)) as [{ n: number }];
    const error = await failure(saveContentDraft(EDITOR, draftInput({ columnKey: 'no_such_column' })));
    expect(error).toMatchObject({ field: 'columnKey' });
    const [{ n: after }] = (await db().select({ n: sql<number>`cast(count(*) as integer)` }).from(contents)) as [{ n: number }];
    expect(after).toBe(before);
  });
});
