/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { addColumns, addContent, closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { staffSessions } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { sha256Hex } from '@/lib/register/secrets';
import { ELDERLY_BOOT_SCRIPT } from '@/components/layout/elderly-mode';
import { STAFF_COOKIE } from './cookie';
import { getContentList } from './content-list-route';
import { signedInStaffToken } from './test-sessions';

/**
 * GET /admin/content, the article list written as one string (docs/decisions/0115-console-list-route.md):
 * the same checks as a console page (session, role), the filters as a browser without JavaScript
 * sends them, the pager, and hostile titles kept as text — read as a browser parses the answer.
 */

const SHEETS = ['/_next/static/chunks/root.css', '/_next/static/chunks/admin.css'];

const get = (query: string, token: string | null) =>
  getContentList(new Request(`http://portal.test/admin/content${query}`, { headers: token ? { cookie: `${STAFF_COOKIE}=${token}` } : {} }), SHEETS);

async function page(query: string, token: string) {
  const res = await get(query, token);
  return { res, doc: new JSDOM(await res.text()).window.document };
}

/** The list's rows: [编号, 标题, 栏目, 状态]. */
const rowsOf = (doc: Document) => [...doc.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent));

/** The filter form as a browser without JavaScript submits it: its action and the query it sends. */
function submitted(doc: Document): string {
  const form = doc.querySelector<HTMLFormElement>('form[method="get"]')!;
  const window = doc.defaultView!;
  const data = new window.FormData(form);
  return `${form.getAttribute('action')}?${new URLSearchParams([...data.entries()].map(([k, v]) => [k, String(v)])).toString()}`;
}

describe.each(testTargets().map((t) => [t.name, t] as const))('the console’s article list on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  let editor = '';
  let reviewer = '';
  let caseworker = '';
  let hostileId = 0;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    await addColumns(handle.db, [
      { key: 'tzgg', label: '通知公告', route: '/t3/news_list' },
      { key: 'xwzx', label: '新闻中心', route: '/t3/news_list' },
    ]);
    // 45 notices (three pages), 3 news; the newest edit first.
    for (let i = 0; i < 45; i++) await addContent(handle.db, { columnKey: 'tzgg', title: `关于第${i}批配租的通知`, status: 'published', updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    for (let i = 0; i < 3; i++) await addContent(handle.db, { columnKey: 'xwzx', title: `新闻${i}`, status: 'draft', updatedAt: new Date(Date.UTC(2025, 0, 1, 0, i)) });
    hostileId = await addContent(handle.db, { columnKey: 'xwzx', title: '<script>alert(1)</script><img src=x onerror=alert(2)>"配租"&', status: 'draft', updatedAt: new Date(Date.UTC(2024, 0, 1)) });
    editor = await signedInStaffToken('editor', 'list');
    reviewer = await signedInStaffToken('reviewer', 'list', '钱审核');
    caseworker = await signedInStaffToken('caseworker', 'list');
  }, 120_000);
  afterAll(() => closeServiceDatabase(handle));

  it('shows a reviewer the newest 20 articles in the console frame, never stored, with the console’s style sheets and no script but the elderly-mode one', async () => {
    const { res, doc } = await page('', reviewer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.headers.get('cache-control')).toMatch(/private/);
    expect(doc.title).toBe('文章 - 管理控制台');
    expect(doc.querySelector('meta[name="robots"]')!.getAttribute('content')).toMatch(/noindex/);
    expect([...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual(SHEETS);
    expect([...doc.querySelectorAll('script')].map((s) => s.textContent)).toEqual([ELDERLY_BOOT_SCRIPT]);
    expect(doc.querySelector('nav[aria-label="控制台导航"] a[aria-current="page"]')!.textContent).toBe('文章');
    expect(doc.querySelector('header span')!.textContent).toBe('钱审核（审核）');
    expect(doc.querySelector('h1')!.textContent).toBe('文章');
    expect(doc.querySelector('#list-heading')!.textContent).toBe('共 49 篇');
    const rows = rowsOf(doc);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toEqual([expect.any(String), '关于第44批配租的通知', '通知公告', '已发布']);
    // 新建文章 is an editor's: a reviewer does not write drafts.
    expect([...doc.querySelectorAll('a')].some((a) => a.textContent === '新建文章')).toBe(false);
    expect(doc.querySelector('nav[aria-label="分页"]')!.textContent).toBe('第 1 / 3 页下一页');
  });

  it('offers an editor 新建文章 and the editor’s sections only', async () => {
    const { res, doc } = await page('', editor);
    expect(res.status).toBe(200);
    expect(doc.querySelector('a[href="/admin/content/new"]')!.textContent).toBe('新建文章');
    const sections = [...doc.querySelectorAll('nav[aria-label="控制台导航"] a')].map((a) => a.textContent);
    expect(sections).toContain('文章');
    expect(sections).not.toContain('站点目录');
    expect(sections).not.toContain('审计日志');
  });

  it('sends a browser without a console session to sign in, and refuses a role without articles with 403 and no article in the answer', async () => {
    const anonymous = await get('', null);
    expect(anonymous.status).toBe(307);
    expect(anonymous.headers.get('location')).toBe('/admin/login');
    const stale = await get('', 'a'.repeat(43));
    expect(stale.status).toBe(307);

    const refused = await get('', caseworker);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toMatch(/no-store/);
    const html = await refused.text();
    expect(html).toContain('无权访问');
    expect(html).not.toContain('配租的通知');
    expect(html).not.toContain('f-title');
  });

  it('renews the session’s idle time as every console page does', async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    const where = eq(staffSessions.tokenHash, sha256Hex(reviewer));
    await handle!.db.update(staffSessions).set({ lastSeenAt: tenMinutesAgo }).where(where);
    expect((await get('', reviewer)).status).toBe(200);
    const [row] = await handle!.db.select({ lastSeenAt: staffSessions.lastSeenAt }).from(staffSessions).where(where);
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by column, status and title as the no-JavaScript form submits them, and keeps the choices in the form', async () => {
    const first = await page('', reviewer);
    expect(submitted(first.doc)).toBe('/admin/content?column=&status=&title=');

    const { doc } = await page('?column=tzgg&status=published&title=%E7%AC%AC4', reviewer);
    expect(rowsOf(doc).map((r) => r[1])).toEqual(['关于第44批配租的通知', '关于第43批配租的通知', '关于第42批配租的通知', '关于第41批配租的通知', '关于第40批配租的通知', '关于第4批配租的通知']);
    expect(doc.querySelector<HTMLSelectElement>('#f-column')!.value).toBe('tzgg');
    expect(doc.querySelector<HTMLSelectElement>('#f-status')!.value).toBe('published');
    expect(doc.querySelector<HTMLInputElement>('#f-title')!.value).toBe('第4');
    expect(submitted(doc)).toBe('/admin/content?column=tzgg&status=published&title=%E7%AC%AC4');
    expect(doc.querySelector('#list-heading')!.textContent).toBe('共 6 篇');
    expect(doc.querySelector('nav[aria-label="分页"]')).toBeNull();

    const drafts = await page('?status=draft&column=xwzx', reviewer);
    expect(rowsOf(drafts.doc).map((r) => r[3])).toEqual(['草稿', '草稿', '草稿', '草稿']);
    const none = await page('?title=%E6%B2%A1%E6%9C%89%E8%BF%99%E7%AF%87', reviewer);
    expect(none.doc.querySelector('main p:last-of-type')!.textContent).toBe('没有符合条件的文章。');
    // A repeated parameter: the first counts, as it did on the React page.
    expect(rowsOf((await page('?column=xwzx&column=tzgg', reviewer)).doc)).toHaveLength(4);
  });

  it('pages through the list with plain links that keep the filter', async () => {
    const second = await page('?column=tzgg&page=2', reviewer);
    const pager = second.doc.querySelector('nav[aria-label="分页"]')!;
    expect(pager.textContent).toBe('上一页第 2 / 3 页下一页');
    const [previous, next] = [...pager.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(previous).toBe('/admin/content?column=tzgg&status=&title=&page=1');
    expect(next).toBe('/admin/content?column=tzgg&status=&title=&page=3');
    expect(rowsOf(second.doc)[0]![1]).toBe('关于第24批配租的通知');
    const third = await page(new URL(next!, 'http://portal.test').search, reviewer);
    expect(rowsOf(third.doc)).toHaveLength(5);
  });

  it('says at the field when a title keyword is too long, keeps what was typed, and lists everything', async () => {
    const typed = `"><script>x</script>${'长'.repeat(50)}`;
    const { res, doc } = await page(`?title=${encodeURIComponent(typed)}`, reviewer);
    expect(res.status).toBe(200);
    const field = doc.querySelector<HTMLInputElement>('#f-title')!;
    expect(field.value).toBe(typed);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(doc.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe('标题关键词不能超过 50 个字');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelector('#list-heading')!.textContent).toBe('共 49 篇');
  });

  it('keeps a hostile title as text in its row', async () => {
    const { doc } = await page('?column=xwzx', reviewer);
    const link = doc.querySelector(`a[href="/admin/content/${hostileId}"]`)!;
    expect(link.textContent).toBe('<script>alert(1)</script><img src=x onerror=alert(2)>"配租"&');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelector('main img')).toBeNull();
  });
});
