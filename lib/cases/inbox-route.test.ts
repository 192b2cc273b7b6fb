/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { ELDERLY_BOOT_SCRIPT } from '@/components/layout/elderly-mode';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { cases, jobApplications, jobPosts, shopIntentions } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { addTestUser } from '@/lib/register/test-users';
import { STAFF_COOKIE } from '@/lib/staff/cookie';
import { staffOfRequest } from '@/lib/staff/current';
import { signedInStaffToken } from '@/lib/staff/test-sessions';
import { assignCase, transitionCase } from './handling';
import { getCaseInbox } from './inbox-route';
import { openCase } from './receipts';

/**
 * GET /admin/cases, the 业务经办 inbox written as one string (docs/decisions/0133-case-inbox-route.md):
 * the same checks as a console page (session, role), the filters as a browser without JavaScript
 * sends them, masking, the pager and the export form carrying the filter, a refused date, and what
 * citizens typed kept as text — read as a browser parses the answer.
 */

const SHEETS = ['/_next/static/chunks/root.css', '/_next/static/chunks/admin.css'];

const get = (query: string, token: string | null) =>
  getCaseInbox(new Request(`http://portal.test/admin/cases${query}`, { headers: token ? { cookie: `${STAFF_COOKIE}=${token}` } : {} }), SHEETS);

async function page(query: string, token: string) {
  const res = await get(query, token);
  return { res, doc: new JSDOM(await res.text()).window.document };
}

/** The rows: [受理编号, 提交时间, 申请人, 联系电话, 事项, 状态, 办理时限, 经办人]. */
const rowsOf = (doc: Document) => [...doc.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

/** A form as a browser without JavaScript submits it: its action and the query it sends. */
function submitted(form: HTMLFormElement): string {
  const window = form.ownerDocument.defaultView!;
  const data = new window.FormData(form);
  return `${form.getAttribute('action')}?${new URLSearchParams([...data.entries()].map(([k, v]) => [k, String(v)])).toString()}`;
}

const filterForm = (doc: Document) => doc.querySelector<HTMLFormElement>('form[method="get"]')!;

describe.each(testTargets().map((t) => [t.name, t] as const))('the 业务经办 inbox on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  let clerk = '';
  let editor = '';
  let clerkId = 0;
  const shopCases: number[] = [];
  let postA = 0;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    const db = handle.db;
    clerk = await signedInStaffToken('caseworker', 'inbox', '钱经办');
    editor = await signedInStaffToken('editor', 'inbox');
    clerkId = (await staffOfRequest(new Request('http://portal.test/', { headers: { cookie: `${STAFF_COOKIE}=${clerk}` } })))!.staffId!;
    const { userId } = await addTestUser(db);
    // 23 shop intentions, one a day from 2026-11-01 (two pages); the newest one from a company whose name is markup.
    for (let i = 0; i < 23; i++) {
      const at = new Date(Date.UTC(2026, 10, 1 + i, 2));
      const company = i === 22 ? '<img src=x onerror=alert(1)>"商贸"&公司' : null;
      const [row] = await db
        .insert(shopIntentions)
        .values({ userId, applicantKind: company ? 'company' : 'person', companyName: company, personName: company ? null : '李四', contactName: '李四', mobile: '13700001111', intendedUse: 'catering', idempotencyKey: `inbox-route-${i}`, createdAt: at })
        .returning({ id: shopIntentions.id });
      const receiptNo = await openCase(db, { kind: 'shop_intention', subjectId: row!.id, userId, at });
      shopCases.push((await db.select({ id: cases.id }).from(cases).where(eq(cases.receiptNo, receiptNo)))[0]!.id);
    }
    // The three newest given to the clerk and accepted.
    const actor = { staffId: clerkId, login: 'inbox', role: 'caseworker', address: '' };
    for (const id of shopCases.slice(20)) {
      await assignCase(db, { caseId: id, handlerId: clerkId, expectedVersion: 1 }, actor);
      await transitionCase(db, { caseId: id, to: 'accepted', expectedVersion: 2 }, actor);
    }
    // Two posts, one application each.
    const posts = await db
      .insert(jobPosts)
      .values(['物业管理员', '<b>出纳</b>'].map((title) => ({ title, department: '运营部', place: '澄江区', headcount: 1, duties: '负责日常工作。', education: 'college' as const, recruitType: 'social' as const, publishedAt: new Date(), deadline: '2099-12-31' })))
      .returning({ id: jobPosts.id });
    postA = posts[0]!.id;
    for (const post of posts) {
      const [a] = await db.insert(jobApplications).values({ userId, postId: post.id, source: 'resume', snapshot: { name: '王小明', mobile: '13900002222' } }).returning({ id: jobApplications.id });
      await openCase(db, { kind: 'job_application', subjectId: a!.id, userId, scopeId: post.id, at: new Date(Date.UTC(2026, 10, 20)) });
    }
  }, 120_000);
  afterAll(() => closeServiceDatabase(handle));

  it('sends a visitor without a session to the sign-in page, and shows another role 无权访问', async () => {
    const none = await get('', null);
    expect(none.status).toBe(307);
    expect(none.headers.get('location')).toBe('/admin/login');
    const { res, doc } = await page('', editor);
    expect(res.status).toBe(403);
    expect(doc.querySelector('h1')!.textContent).toBe('无权访问');
    expect(doc.querySelector('table')).toBeNull();
  });

  it('shows a handler the newest 20 shop intentions masked in the console frame, never stored, with no script but the elderly-mode one', async () => {
    const { res, doc } = await page('', clerk);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(doc.title).toBe('业务办理 - 管理控制台');
    expect([...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual(SHEETS);
    expect([...doc.querySelectorAll('script')].map((s) => s.textContent)).toEqual([ELDERLY_BOOT_SCRIPT]);
    expect(doc.querySelector('nav[aria-label="控制台导航"] a[aria-current="page"]')!.textContent).toBe('业务办理');
    expect(doc.querySelector('nav[aria-label="业务类型"] a[aria-current="page"]')!.textContent).toBe('商铺意向登记');
    expect([...doc.querySelectorAll('nav[aria-label="业务类型"] a')].map((a) => a.textContent)).toEqual(['商铺意向登记', '配售型保障性住房意向登记', '岗位投递', '问卷', '留言咨询', '住房保障申请', '问卷结果', '资格审核公示']);
    expect(doc.querySelector('#rows-heading')!.textContent).toBe('商铺意向登记（共 23 件）');
    const rows = rowsOf(doc);
    expect(rows).toHaveLength(20);
    expect(rows[1]).toEqual([expect.stringMatching(/^SY-20261122-\d{4}$/), '2026-11-22 10:00', '李*', '137****1111', '餐饮', '已受理', expect.any(String), '钱经办']);
    expect(rows[19]![7]).toBe('未分派');
    expect(doc.querySelector('tbody a')!.getAttribute('href')).toBe(`/admin/cases/${shopCases[22]}`);
    expect(doc.body.innerHTML).not.toContain('13700001111');
    // 第 1 / 2 页 and 下一页, keeping the kind.
    expect(doc.querySelector('nav[aria-label="分页"] span')!.textContent).toBe('第 1 / 2 页');
    expect(doc.querySelector('nav[aria-label="分页"] a')!.getAttribute('href')).toBe('/admin/cases?kind=shop_intention&page=2');
    // The second page holds the oldest three; a page past the end still counts every match.
    const second = (await page('?kind=shop_intention&page=2', clerk)).doc;
    expect(rowsOf(second).map((r) => r[1])).toEqual(['2026-11-03 10:00', '2026-11-02 10:00', '2026-11-01 10:00']);
    expect(second.querySelector('nav[aria-label="分页"] span')!.textContent).toBe('第 2 / 2 页');
    const past = (await page('?kind=shop_intention&page=9', clerk)).doc;
    expect(past.querySelector('#rows-heading')!.textContent).toBe('商铺意向登记（共 23 件）');
    expect(past.querySelector('table')).toBeNull();
  });

  it('keeps what a citizen typed as text: markup in a company name never becomes elements', async () => {
    const { doc } = await page('', clerk);
    expect(rowsOf(doc)[0]![2]).toBe('<img src=x onerror=alert(1)>"商贸"&公司');
    expect(doc.querySelector('main img, main b')).toBeNull();
  });

  it('filters by status and dates and by "mine" as the form sends them, the choices shown again, the pager and the export keeping the filter', async () => {
    const { doc } = await page('', clerk);
    const form = filterForm(doc);
    form.querySelector<HTMLInputElement>('#f-from')!.value = '2026-11-20';
    form.querySelector<HTMLInputElement>('#f-to')!.value = '2026-11-23';
    form.querySelector<HTMLInputElement>('#f-mine')!.checked = true;
    const url = submitted(form);
    expect(url).toBe('/admin/cases?kind=shop_intention&status=&from=2026-11-20&to=2026-11-23&mine=1');
    const filtered = (await page(url.slice('/admin/cases'.length), clerk)).doc;
    expect(filtered.querySelector('#rows-heading')!.textContent).toBe('商铺意向登记（共 3 件）');
    expect(rowsOf(filtered).map((r) => r[1])).toEqual(['2026-11-23 10:00', '2026-11-22 10:00', '2026-11-21 10:00']);
    expect(filtered.querySelector<HTMLInputElement>('#f-from')!.value).toBe('2026-11-20');
    expect(filtered.querySelector<HTMLInputElement>('#f-mine')!.checked).toBe(true);
    expect(filtered.querySelector<HTMLInputElement>('#f-overdue')!.checked).toBe(false);
    const exportForm = filtered.querySelector<HTMLFormElement>('form[method="post"][action="/admin/api/cases/export"]')!;
    expect(Object.fromEntries([...exportForm.querySelectorAll('input[type="hidden"]')].map((i) => [i.getAttribute('name'), i.getAttribute('value')]))).toEqual({ kind: 'shop_intention', from: '2026-11-20', to: '2026-11-23', mine: '1' });

    const status = (await page('?kind=shop_intention&status=submitted&from=2026-11-01', clerk)).doc;
    expect(status.querySelector<HTMLSelectElement>('#f-status')!.value).toBe('submitted');
    expect(status.querySelector('#rows-heading')!.textContent).toBe('商铺意向登记（共 20 件）');
    expect(status.querySelector('nav[aria-label="分页"]')).toBeNull();
  });

  it('offers the posts of job applications as a filter, titles as text, the chosen one selected', async () => {
    const { doc } = await page(`?kind=job_application&scope=${postA}`, clerk);
    const select = doc.querySelector<HTMLSelectElement>('#f-scope')!;
    expect(doc.querySelector('label[for="f-scope"]')!.textContent).toBe('岗位');
    expect([...select.options].map((o) => o.text)).toEqual(['全部', '<b>出纳</b>', '物业管理员']);
    expect(select.value).toBe(String(postA));
    expect(rowsOf(doc)).toEqual([[expect.stringMatching(/^ZP-/), '2026-11-20 08:00', '王**', '139****2222', '物业管理员', '已投递', expect.any(String), '未分派']]);
    // A kind without projects or posts has no such select.
    expect((await page('', clerk)).doc.querySelector('#f-scope')).toBeNull();
  });

  it('shows a wrong date at its field, as typed, and lists nothing (and offers no export) until it is put right', async () => {
    const { res, doc } = await page('?kind=shop_intention&from=2026-11-30&to=2026-11-01', clerk);
    expect(res.status).toBe(200);
    const to = doc.querySelector<HTMLInputElement>('#f-to')!;
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(doc.getElementById(to.getAttribute('aria-describedby')!)!.textContent).toMatch(/\S/);
    expect(to.value).toBe('2026-11-01');
    expect(doc.querySelector('#rows-heading')!.textContent).toBe('商铺意向登记（共 0 件）');
    expect(doc.querySelector('table')).toBeNull();
    expect(doc.querySelector('form[method="post"]')?.getAttribute('action')).not.toBe('/admin/api/cases/export');
    // An unknown kind is the first kind; an unknown status is 全部.
    const odd = (await page('?kind=nothing&status=hired', clerk)).doc;
    expect(odd.querySelector('#rows-heading')!.textContent).toBe('商铺意向登记（共 23 件）');
    expect(odd.querySelector<HTMLSelectElement>('#f-status')!.value).toBe('');
  });
});
