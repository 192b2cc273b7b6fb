/** @jest-environment node */
import { z } from '@/lib/validation/zod';
import { strictInput } from '@/lib/validation/common';
import { dottedField, formFailureHref, readFormFailure, type FormFailure } from '@/lib/forms/failure-query';
import { ApiError, ERROR_CODES } from './respond';
import { FormFieldError, formRoute } from './form-route';
import { withResponse } from './route';

const schema = strictInput({
  name: z.string().trim().min(2, { error: '请输入姓名' }),
  mobile: z.string().regex(/^1\d{10}$/, { error: '请输入正确的手机号码' }),
  tags: z.array(z.string()).max(2, { error: '最多两项' }).optional(),
});

const calls: unknown[] = [];
let failWith: unknown = null;

const POST = formRoute({
  context: 'test.form',
  schema,
  run: async (input) => {
    calls.push(input);
    if (failWith) throw failWith;
    return withResponse({ id: 7 }, (r) => r.cookies.set('seen', '1'));
  },
  form: {
    page: '/t1/form?step=2',
    fields: ['name', 'mobile', 'tags'],
    lists: ['tags'],
    next: (row) => `/t1/done?id=${row.id}`,
    reason: (error) => (error instanceof ApiError && error.status === 409 ? { reason: 'duplicate' } : undefined),
  },
});

const SAME_SITE = { origin: 'http://localhost' };
const json = (body: unknown, headers: Record<string, string> = SAME_SITE) =>
  POST(new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }));
const form = (fields: [string, string][], headers: Record<string, string> = { ...SAME_SITE, 'sec-fetch-mode': 'navigate' }) =>
  POST(new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields).toString() }));

beforeEach(() => {
  calls.length = 0;
  failWith = null;
});

describe('formRoute: JSON', () => {
  it('answers the envelope, with the Outcome’s cookies', async () => {
    const r = await json({ name: '张三', mobile: '13800138000' });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ code: '1', msg: '操作成功', data: { id: 7 } });
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('set-cookie')).toContain('seen=1');
  });

  it('answers every wrong field in data.fields (400 4000), and a service’s field error the same way', async () => {
    const r = await json({ name: '', mobile: '12' });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: ERROR_CODES.VALIDATION, data: { fields: { name: '请输入姓名', mobile: '请输入正确的手机号码' } } });
    expect(calls).toHaveLength(0);
    failWith = new FormFieldError('mobile', '该手机号码已登记');
    const s = await json({ name: '张三', mobile: '13800138000' });
    expect(await s.json()).toMatchObject({ code: '4000', msg: '该手机号码已登记', data: { fields: { mobile: '该手机号码已登记' } } });
  });

  it('refuses a cross-site call and a query parameter before reading the body', async () => {
    expect((await json({ name: '张三', mobile: '13800138000' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await json({ name: '张三', mobile: '13800138000' }, {})).status).toBe(403);
    const q = await POST(new Request('http://localhost/api/x?userId=1', { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_SITE }, body: '{}' }));
    expect(q.status).toBe(400);
    expect(calls).toHaveLength(0);
  });
});

describe('formRoute: a plain form post', () => {
  it('303 to next on success, with the cookies; lists read as lists', async () => {
    const r = await form([['name', '张三'], ['mobile', '13800138000'], ['tags', 'a'], ['tags', 'b'], ['$ACTION_ID', 'x']]);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/t1/done?id=7');
    expect(r.headers.get('set-cookie')).toContain('seen=1');
    expect(calls).toEqual([{ name: '张三', mobile: '13800138000', tags: ['a', 'b'] }]);
  });

  it('303 back to the form naming the wrong fields in form order, never their values', async () => {
    const r = await form([['mobile', '12345'], ['name', 'x']]);
    expect(r.status).toBe(303);
    const location = r.headers.get('location')!;
    expect(location).toBe('/t1/form?failed=invalid&fields=name,mobile&step=2');
    expect(location).not.toContain('12345');
  });

  it('a reason the form names comes back as ?failed=<reason>; an unexpected failure as busy', async () => {
    failWith = new ApiError(ERROR_CODES.CONFLICT, '已存在', 409);
    expect((await form([['name', '张三'], ['mobile', '13800138000']])).headers.get('location')).toBe('/t1/form?failed=duplicate&step=2');
    failWith = new Error('boom');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await form([['name', '张三'], ['mobile', '13800138000']])).headers.get('location')).toBe('/t1/form?failed=busy&step=2');
  });

  it('another refusal is the refused-form page with its status and message', async () => {
    failWith = new ApiError(ERROR_CODES.FORBIDDEN, '无权操作', 403);
    const r = await form([['name', '张三'], ['mobile', '13800138000']]);
    expect(r.status).toBe(403);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(await r.text()).toContain('无权操作');
  });

  it('a cross-site form or one without proof is refused before anything runs', async () => {
    expect((await form([['name', '张三']], { origin: 'https://evil.example', 'sec-fetch-mode': 'navigate' })).status).toBe(403);
    expect((await form([['name', '张三']], { 'sec-fetch-mode': 'navigate' })).status).toBe(403);
    expect(calls).toHaveLength(0);
  });

  it('a signed-in form without a session goes to sign in and back', async () => {
    const signedIn = formRoute({ context: 'test.writer', schema, writer: 'userInfo', run: async () => ({}), form: { page: '/t1/me', fields: ['name'], next: () => '/t1/me' } });
    const r = await signedIn(new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_SITE }, body: 'name=x' }));
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/login?redirect=%2Ft1%2Fme');
  });
});

describe('formRoute: a form with lists (fields by dotted path) that keeps what was typed', () => {
  const rows = strictInput({
    name: z.string().min(2, { error: '请输入姓名' }),
    rows: z.array(strictInput({ school: z.string().min(1, { error: '请填写学校名称' }), start: z.string().regex(/^\d{4}-\d{2}$/, { error: '请填写年月' }) })).min(1, { error: '请至少填写一段' }),
  });
  const kept: { posted: string; failure: FormFailure }[] = [];
  const readRows = (posted: URLSearchParams) => ({
    name: posted.get('name') ?? '',
    rows: [0, 1].filter((i) => posted.has(`rows.${i}.school`)).map((i) => ({ school: posted.get(`rows.${i}.school`) ?? '', start: posted.get(`rows.${i}.start`) ?? '' })),
  });
  const FIELDS = ['name', 'rows', 'rows.0.school', 'rows.0.start', 'rows.1.school', 'rows.1.start'];
  const listed = formRoute({
    context: 'test.rows',
    schema: rows,
    fieldOf: dottedField,
    maxBytes: 200,
    run: async () => ({ ok: true }),
    form: {
      page: '/t1/rows',
      fields: FIELDS,
      read: readRows,
      next: () => '/t1/rows?saved=1',
      keep: async (posted, failure) => {
        kept.push({ posted: posted.toString(), failure });
        return (response) => response.headers.set('x-kept', '1');
      },
    },
  });
  const post = (body: string, type = 'application/x-www-form-urlencoded') =>
    listed(new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': type, ...SAME_SITE, 'sec-fetch-mode': 'navigate' }, body }));

  beforeEach(() => {
    kept.length = 0;
  });

  it('names a wrong field inside a row by its path, both ways, in form order and never with its value', async () => {
    const body = new URLSearchParams([['name', '张三'], ['rows.0.school', '青禾大学'], ['rows.0.start', '2019-09'], ['rows.1.school', ''], ['rows.1.start', '下个月']]).toString();
    const r = await post(body);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/t1/rows?failed=invalid&fields=rows.1.school,rows.1.start');
    const j = await listed(new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_SITE }, body: JSON.stringify(readRows(new URLSearchParams(body))) }));
    expect(await j.json()).toMatchObject({ code: '4000', data: { fields: { 'rows.1.school': '请填写学校名称', 'rows.1.start': '请填写年月' } } });
  });

  it('keeps what was typed before going back, and its decorator dresses the 303', async () => {
    const r = await post('name=%E5%BC%A0&rows.0.school=a&rows.0.start=2019-09');
    expect(r.headers.get('location')).toBe('/t1/rows?failed=invalid&fields=name');
    expect(r.headers.get('x-kept')).toBe('1');
    expect(kept).toEqual([{ posted: 'name=%E5%BC%A0&rows.0.school=a&rows.0.start=2019-09', failure: { reason: 'invalid', fields: ['name'] } }]);
    const saved = await post('name=%E5%BC%A0%E4%B8%89&rows.0.school=a&rows.0.start=2019-09');
    expect(saved.headers.get('location')).toBe('/t1/rows?saved=1');
    expect(kept).toHaveLength(1);
  });

  it('refuses a post past its own body limit before anything is kept', async () => {
    const r = await post(`name=${'x'.repeat(300)}`);
    expect(r.status).toBe(413);
    expect(kept).toHaveLength(0);
  });

  it('a named failure may go to another page; a visitor signs in and comes back to the page the post names', async () => {
    const elsewhere = formRoute({
      context: 'test.elsewhere',
      schema,
      writer: 'application',
      run: async () => ({}),
      form: {
        page: '/t1/apply',
        fields: ['name', 'mobile'],
        signIn: (posted) => `/t1/post?postId=${posted.get('name')}`,
        next: () => '/t1/done',
        reason: (_e, posted) => ({ reason: 'duplicate', query: { postId: posted.get('name') ?? '' }, to: '/t1/records' }),
      },
    });
    const r = await elsewhere(new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_SITE }, body: 'name=42&mobile=1' }));
    expect(r.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent('/t1/post?postId=42')}`);
  });
});

describe('formRoute: a form whose URL names a record and whose fields are data (the questionnaire)', () => {
  const kept: { posted: string; reason: string }[] = [];
  let refuse: unknown = null;
  const byRecord = formRoute({
    context: 'test.record',
    schema: z.strictObject({ answers: z.record(z.string(), z.string()) }),
    query: z.strictObject({ id: z.string().regex(/^\d+$/).transform(Number) }),
    run: async (input, { query }) => {
      if (refuse) throw refuse;
      if (!input.answers.q1) throw new FormFieldError('q1', '请选择一项');
      return { id: query.id };
    },
    form: {
      page: (query) => `/survey?id=${query.id}`,
      fields: [],
      read: (posted) => ({ answers: Object.fromEntries([...posted].filter(([k]) => /^q\d+$/.test(k))) }),
      next: (row) => `/survey?id=${row.id}&view=thanks`,
      pageExplains: (error) => error instanceof ApiError && error.status === 409,
      keep: async (posted, failure) => {
        kept.push({ posted: posted.toString(), reason: failure.reason });
        return (response) => response.cookies.set({ name: 'kept', value: 'k1', httpOnly: true });
      },
    },
  });
  const post = (url: string, body: string) =>
    byRecord(new Request(`http://localhost${url}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_SITE }, body }));

  beforeEach(() => {
    kept.length = 0;
    refuse = null;
  });

  it('reads the parsed query (and refuses any other parameter), and the fields the post names', async () => {
    expect((await post('/api/s?id=5', 'q1=a&junk=1')).headers.get('location')).toBe('/survey?id=5&view=thanks');
    expect((await post('/api/s?id=5&x=1', 'q1=a')).status).toBe(400);
    const viaJson = await byRecord(new Request('http://localhost/api/s?id=6', { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_SITE }, body: JSON.stringify({ answers: { q1: 'a' } }) }));
    expect(await viaJson.json()).toMatchObject({ code: '1', data: { id: 6 } });
  });

  it('a refused post is kept first (the hook’s cookie on the 303), and comes back to the record’s page naming the wrong field', async () => {
    const r = await post('/api/s?id=5', 'q2=b');
    expect(r.headers.get('location')).toBe('/survey?failed=invalid&fields=q1&id=5');
    expect(r.headers.get('set-cookie')).toMatch(/kept=k1.*HttpOnly/i);
    expect(kept).toEqual([{ posted: 'q2=b', reason: 'invalid' }]);
  });

  it('a refusal the page explains goes back to the page with no words; a missing session to sign in and back to the record', async () => {
    refuse = new ApiError(ERROR_CODES.CONFLICT, '已提交过', 409);
    expect((await post('/api/s?id=5', 'q1=a')).headers.get('location')).toBe('/survey?id=5');
    refuse = new ApiError(ERROR_CODES.UNAUTHORIZED, '请先登录', 401);
    expect((await post('/api/s?id=5', 'q1=a')).headers.get('location')).toBe(`/login?redirect=${encodeURIComponent('/survey?id=5')}`);
    expect(kept).toEqual([]);
  });
});

describe('the query convention', () => {
  it('puts the failure first, keeps the page’s own query and drops what is not a name', () => {
    expect(formFailureHref('/login?redirect=%2Fhome', { reason: 'wrong' })).toBe('/login?failed=wrong&redirect=%2Fhome');
    expect(formFailureHref('/x', { reason: 'invalid', fields: ['a', '<b>', 'a'] })).toBe('/x?failed=invalid&fields=a');
    expect(formFailureHref('/x', { reason: 'invalid', fields: ['<b>'] })).toBe('/x?failed=busy');
    expect(formFailureHref('/x?failed=old', { reason: 'challenge', query: { challenge: 'abc' } })).toBe('/x?failed=challenge&challenge=abc');
  });

  it('carries fields inside lists by dotted path, and nothing that is not a name', () => {
    expect(formFailureHref('/x', { reason: 'invalid', fields: ['education.0.school', 'work.10.end'] })).toBe('/x?failed=invalid&fields=education.0.school,work.10.end');
    expect(formFailureHref('/x', { reason: 'invalid', fields: ['a.b c', 'a..b', '.a', 'a.', 'name@x.cn', 'a.b.c.d.e', '学校.0'] })).toBe('/x?failed=busy');
  });

  it('reads back known fields and reasons only', () => {
    const get = (q: string) => (n: string) => new URLSearchParams(q).get(n);
    expect(readFormFailure(get('failed=invalid&fields=mobile,evil,name'), ['name', 'mobile'])).toEqual({ reason: 'invalid', fields: ['name', 'mobile'] });
    expect(readFormFailure(get('failed=wrong'), ['name'], ['wrong'])).toEqual({ reason: 'wrong', fields: [] });
    expect(readFormFailure(get('failed=<script>'), ['name'])).toEqual({ fields: [] });
  });
});
