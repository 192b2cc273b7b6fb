/** @jest-environment node */
import { DatabaseUnavailableError, markDatabaseUnavailable, noteDatabaseSuccess } from '@/lib/db/availability';
import { operationOf, sanitizeDatabaseError } from '@/lib/db/query-errors';
import { databaseBackoffSeconds, DATABASE_UNAVAILABLE_DIGEST, isDatabaseOutagePage, UNAVAILABLE_PAGE_HTML, UNAVAILABLE_TEXT } from './unavailable-page.mjs';

afterEach(() => noteDatabaseSuccess());

describe('a page the database failed answers 503 with the outage page', () => {
  it('the portal server sees the back-off the database layer opened, in the same process', () => {
    expect(databaseBackoffSeconds()).toBe(0);
    markDatabaseUnavailable('select from "bpr_user_session"');
    expect(databaseBackoffSeconds()).toBeGreaterThan(0);
    expect(databaseBackoffSeconds()).toBeLessThanOrEqual(5);
  });

  it('while the database is down: a failed page (5xx), or one whose error payload holds the unavailability digest, even streamed with 200', () => {
    expect(isDatabaseOutagePage(500, '<html id="__next_error__"></html>', 4)).toBe(true);
    expect(isDatabaseOutagePage(200, Buffer.from(`<script>self.__next_f.push([1,"{\\"digest\\":\\"${DATABASE_UNAVAILABLE_DIGEST}\\"}"])</script>`), 4)).toBe(true);
    expect(isDatabaseOutagePage(200, '<html><body>正常页面</body></html>', 4)).toBe(false);
  });

  it('never while the database answers: a 500 stays a 500, and a page that only shows the digest (a search for it) stays as it is', () => {
    expect(isDatabaseOutagePage(500, '<html></html>', 0)).toBe(false);
    expect(isDatabaseOutagePage(200, `搜索：${DATABASE_UNAVAILABLE_DIGEST}`, 0)).toBe(false);
  });

  it('the outage page says so in its HTML, with 重试 and 返回首页, and holds no script (readable without JavaScript, allowed by the CSP)', () => {
    expect(UNAVAILABLE_PAGE_HTML).toContain(`<h1>${UNAVAILABLE_TEXT.title}</h1>`);
    expect(UNAVAILABLE_TEXT.title).toBe('服务繁忙，请稍后再试');
    expect(UNAVAILABLE_PAGE_HTML).toContain('href="/home"');
    expect(UNAVAILABLE_PAGE_HTML).toContain('<html lang="zh-CN">');
    expect(UNAVAILABLE_PAGE_HTML).not.toMatch(/<script/i);
  });

  it('a DatabaseUnavailableError carries the digest Next keeps for the page', () => {
    expect(new DatabaseUnavailableError(5).digest).toBe(DATABASE_UNAVAILABLE_DIGEST);
  });
});

describe('the error that replaces a failed query', () => {
  it('names only the verb and the table, never a value', () => {
    expect(operationOf('select "a"."id" from "bpr_user_session" inner join "x" on … where "token_hash" = $1')).toBe('select from "bpr_user_session"');
    expect(operationOf('insert into "bpr_portal_user" ("mobile") values ($1)')).toBe('insert into "bpr_portal_user"');
    expect(operationOf('update "bpr_portal_user" set "name" = $1')).toBe('update "bpr_portal_user"');
    expect(operationOf("select * from (select '13912345678') t")).toBe('select');
    expect(operationOf(undefined)).toBe('query');
  });

  it('a query that got no answer becomes "unavailable" and opens the back-off at once, whoever catches it', () => {
    const timeout = Object.assign(new Error('Failed query: select 1\nparams: 13912345678'), { name: 'DrizzleQueryError', cause: new Error('Query read timeout') });
    const safe = sanitizeDatabaseError(timeout, 'select 1');
    expect(safe).toBeInstanceOf(DatabaseUnavailableError);
    expect(safe.message).toBe('database unavailable: select');
    expect(databaseBackoffSeconds()).toBeGreaterThan(0);
  });
});
