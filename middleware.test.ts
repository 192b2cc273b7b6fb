/** @jest-environment node */
import { NextRequest } from 'next/server';
import { config, isHandoverTicket, middleware, TOKEN_COOKIE_NAME } from './middleware';
import { methodRefusal } from './lib/server/policy.mjs';

/** A hand-over ticket as lib/register/secrets newTicket() makes it: the only thing a URL may carry. */
const TOKEN = 'tk_' + 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
/** A session token (43 base64url): must never travel from a URL into a cookie. */
const SESSION_TOKEN = 'S'.repeat(43);

/** What a browser says of a navigation that started on one of the portal's own pages. */
const FROM_OUR_PAGE = { 'sec-fetch-site': 'same-origin' } as const;

function run(url: string, headers?: Record<string, string>) {
  return middleware(new NextRequest(url, headers ? { headers } : undefined));
}

/** A response that lets the request through (NextResponse.next()). */
function passes(res: Response): boolean {
  return res.headers.get('x-middleware-next') === '1' && !res.headers.get('location');
}

/** The internal path (+ query) a response rewrites to, or null. */
function rewrittenTo(res: Response): string | null {
  const to = res.headers.get('x-middleware-rewrite');
  if (!to) return null;
  const u = new URL(to);
  return `${u.pathname}${u.search}`;
}

function location(res: Response): URL {
  const loc = res.headers.get('location');
  if (!loc) throw new Error(`expected a redirect, got ${res.status}`);
  return new URL(loc);
}

describe('route fallbacks', () => {
  it('redirects / to /home with 307, keeping the query', () => {
    const res = run('http://localhost/?col1=xwzx&a=1');
    expect(res.status).toBe(307);
    const to = location(res);
    expect(to.pathname).toBe('/home');
    expect(to.search).toBe('?col1=xwzx&a=1');
    expect(to.host).toBe('localhost');
  });

  it.each(['/t1', '/t1/'])('redirects %s to /home', (path) => {
    const res = run(`http://localhost${path}`);
    expect(res.status).toBe(307);
    expect(location(res).pathname).toBe('/home');
  });

  it.each(['/nope', '/t1/unknown', '/t1/personalCenter/x', '/t1/personalCenter/personal_info/nope', '/t1/news_list/extra/deep', '/t3/other', '/home/x', '/privacypolicy/nope'])(
    'redirects unknown path %s to /home',
    (path) => {
      const res = run(`http://localhost${path}?contentId=3`);
      expect(res.status).toBe(307);
      expect(location(res).pathname).toBe('/home');
      expect(location(res).searchParams.get('contentId')).toBe('3');
    },
  );

  it.each(['/home', '/privacypolicy/privacy', '/404', '/login', '/questionnaireFilling'])('lets known path %s through', (path) => {
    expect(passes(run(`http://localhost${path}`))).toBe(true);
  });

  it.each([
    '/t1/news_list?col1=xwzx&col2=gsyw',
    '/t1/news_list/',
    '/t1/project_show/common',
    '/t3/news_list/article_content?contentId=1',
  ])('serves known content path %s (rewritten in place, never redirected)', (path) => {
    const res = run(`http://localhost${path}`);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('x-middleware-rewrite')).toMatch(/^http:\/\/localhost\/_c\//);
  });

  it.each([
    '/api/bzf-portal-cms/bpcColumnEntity/selectFrontColumnTree',
    '/api',
    '/_next/static/chunks/main.js',
    '/_next/image?url=%2Fa.png&w=64&q=75',
    '/favicon.ico',
    '/robots.txt',
    '/sitemap.xml',
    '/logo.svg',
    '/demo/banner-1.png',
    '/rentCenter/syncloginportal.html?token=abcdefghijklmnopqrstuvwxyz',
  ])('never touches %s', (path) => {
    const res = run(`http://localhost${path}`);
    expect(passes(res)).toBe(true);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('token hand-over', () => {
  it('moves a hand-over ticket into its own short-lived HttpOnly cookie (never tokenId) and strips it from the URL, keeping other params', () => {
    const res = run(`http://localhost/t1/news_list?col1=xwzx&token=${TOKEN}&col2=gsyw`, FROM_OUR_PAGE);
    expect(res.status).toBe(307);
    const to = location(res);
    expect(to.pathname).toBe('/t1/news_list');
    expect(to.searchParams.has('token')).toBe(false);
    expect(to.searchParams.get('col1')).toBe('xwzx');
    expect(to.searchParams.get('col2')).toBe('gsyw');
    expect(to.searchParams.has('entry')).toBe(false);

    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('bzf_handover=')) ?? '';
    expect(cookie).toContain(`bzf_handover=${TOKEN}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toContain('Max-Age=120');
    expect(cookie).not.toMatch(/Secure/i);
    expect(res.cookies.get(TOKEN_COOKIE_NAME)).toBeUndefined();
    // Readable marker so the start-up login of a signed-out page knows something awaits validation.
    expect(res.cookies.get('login')?.value).toBe('pending');
    expect(res.headers.getSetCookie().find((l) => l.startsWith('login='))).not.toMatch(/HttpOnly/i);
  });

  it('drops a session token in the URL unused: no cookie is set or replaced (no session fixation)', () => {
    const res = run(`http://localhost/t1/personalCenter/personal_info/basic_info?token=${SESSION_TOKEN}`, { cookie: `tokenId=${'v'.repeat(43)}; login=true` });
    expect(res.status).toBe(307);
    expect(location(res).searchParams.has('token')).toBe(false);
    expect(location(res).searchParams.has('entry')).toBe(false);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('leaves a signed-in browser signed in: the ticket waits beside the session and login stays true', () => {
    const res = run(`http://localhost/home?token=${TOKEN}`, { ...FROM_OUR_PAGE, cookie: `tokenId=${'v'.repeat(43)}; login=true` });
    expect(res.cookies.get(TOKEN_COOKIE_NAME)).toBeUndefined();
    expect(res.cookies.get('login')).toBeUndefined();
    expect(res.cookies.get('bzf_handover')?.value).toBe(TOKEN);
  });

  it('marks the cookie Secure over https (direct or forwarded)', () => {
    expect(run(`https://portal.example/home?token=${TOKEN}`, FROM_OUR_PAGE).headers.get('set-cookie')).toMatch(/Secure/);
    const forwarded = run(`http://localhost/home?token=${TOKEN}`, { ...FROM_OUR_PAGE, 'x-forwarded-proto': 'https' });
    expect(forwarded.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('marks the cookie Secure in production', () => {
    const env = process.env as Record<string, string | undefined>;
    const previous = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      expect(run(`http://localhost/home?token=${TOKEN}`, FROM_OUR_PAGE).headers.get('set-cookie')).toMatch(/Secure/);
    } finally {
      env.NODE_ENV = previous;
    }
  });

  it('adds entry=token on the personal-centre basic-info page', () => {
    const res = run(`http://localhost/t1/personalCenter/personal_info/basic_info?token=${TOKEN}`, FROM_OUR_PAGE);
    const to = location(res);
    expect(to.pathname).toBe('/t1/personalCenter/personal_info/basic_info');
    expect(to.search).toBe('?entry=token');
    expect(res.cookies.get('bzf_handover')?.value).toBe(TOKEN);
  });

  it('does not add entry=token elsewhere in the personal centre', () => {
    const to = location(run(`http://localhost/t1/personalCenter/personal_info/gzf_familyInfo?token=${TOKEN}`, FROM_OUR_PAGE));
    expect(to.search).toBe('');
  });

  it('combines the token hand-over with the / fallback in one redirect', () => {
    const res = run(`http://localhost/?token=${TOKEN}&a=1`, FROM_OUR_PAGE);
    expect(location(res).pathname).toBe('/home');
    expect(location(res).search).toBe('?a=1');
    expect(res.cookies.get('bzf_handover')?.value).toBe(TOKEN);
  });

  it.each([
    ['too short', 'abc123'],
    ['too long', 'a'.repeat(257)],
    ['bad characters', 'abcdefghijklmnop<script>'],
    ['spaces', 'abcdefgh ijklmnopqrs'],
    ['empty', ''],
  ])('strips a malformed token (%s) without setting a cookie', (_why, token) => {
    const res = run(`http://localhost/t1/personalCenter/personal_info/basic_info?x=1&token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(307);
    const to = location(res);
    expect(to.searchParams.has('token')).toBe(false);
    expect(to.searchParams.has('entry')).toBe(false);
    expect(to.searchParams.get('x')).toBe('1');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('strips repeated token params', () => {
    const to = location(run(`http://localhost/home?token=${TOKEN}&token=other-token-value-123`, FROM_OUR_PAGE));
    expect(to.search).toBe('');
  });

  it('accepts only the exact shape of a hand-over ticket, never a session token', () => {
    expect(isHandoverTicket(TOKEN)).toBe(true);
    expect(isHandoverTicket(SESSION_TOKEN)).toBe(false);
    expect(isHandoverTicket(`${TOKEN}x`)).toBe(false);
    expect(isHandoverTicket('tk_short')).toBe(false);
    expect(isHandoverTicket(null)).toBe(false);
  });
});

describe('hand-over links from elsewhere ask first (issue #24 part 2)', () => {
  /** Where a signed-out visitor of an unproven link is sent: the confirmation on /login. */
  function expectAsked(res: Response, target: string) {
    expect(res.status).toBe(307);
    const to = location(res);
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('handover')).toBe('confirm');
    expect(to.searchParams.get('redirect')).toBe(target);
    expect(to.search).not.toContain(TOKEN);
    const cookies = res.headers.getSetCookie();
    const ask = cookies.find((l) => l.startsWith('bzf_handover_ask=')) ?? '';
    expect(ask).toContain(`bzf_handover_ask=${TOKEN}`);
    expect(ask).toMatch(/HttpOnly/i);
    expect(ask).toContain('Max-Age=120');
    // Nothing the start-up login or checkToken would spend on its own.
    expect(cookies.some((l) => l.startsWith('bzf_handover='))).toBe(false);
    expect(cookies.some((l) => l.startsWith('login=') || l.startsWith('tokenId='))).toBe(false);
  }

  const env = process.env as Record<string, string | undefined>;
  afterEach(() => {
    delete env.RENT_CENTER_HOSTS_PRIMARY;
  });

  it('a link on an attacker\'s page (cross-site) does not sign a signed-out visitor in: it asks on /login', () => {
    const res = run(`http://localhost/t1/personalCenter/personal_info/basic_info?token=${TOKEN}`, {
      'sec-fetch-site': 'cross-site',
      referer: 'https://evil.example/',
    });
    expectAsked(res, '/t1/personalCenter/personal_info/basic_info?entry=token');
  });

  it.each([
    ['typed, bookmarked or opened from a chat (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
    ['no browser headers at all', {}],
    ['a sibling site (same-site) that is not the rental centre', { 'sec-fetch-site': 'same-site', referer: 'https://other.localhost/' }],
    ['our own origin named in the Referer of a cross-site navigation (a link out, redirected back)', { 'sec-fetch-site': 'cross-site', referer: 'http://localhost/home' }],
  ])('asks for %s', (_why, headers: Record<string, string>) => {
    expectAsked(run(`http://localhost/home?token=${TOKEN}&a=1`, headers), '/home?a=1');
  });

  it('the rental centre at its configured origin hands over at once', () => {
    env.RENT_CENTER_HOSTS_PRIMARY = 'portal.example.gov.cn,https://zl.example.gov.cn';
    const res = run(`https://portal.example.gov.cn/t1/personalCenter/personal_info/basic_info?token=${TOKEN}`, {
      'sec-fetch-site': 'same-site',
      referer: 'https://zl.example.gov.cn/',
    });
    expect(location(res).pathname).toBe('/t1/personalCenter/personal_info/basic_info');
    expect(res.cookies.get('bzf_handover')?.value).toBe(TOKEN);
    expect(res.cookies.get('bzf_handover_ask')).toBeUndefined();
  });

  it('decides by the Host the browser asked for, not the address the server is bound to (TLS ending at a proxy included)', () => {
    env.RENT_CENTER_HOSTS_PRIMARY = 'portal.example.gov.cn,https://zl.example.gov.cn';
    const behindProxy = (headers: Record<string, string>) => run(`http://localhost:3000/home?token=${TOKEN}`, { host: 'portal.example.gov.cn', ...headers });
    expect(behindProxy({ 'sec-fetch-site': 'cross-site', referer: 'https://zl.example.gov.cn/' }).cookies.get('bzf_handover')?.value).toBe(TOKEN);
    expect(behindProxy({ referer: 'https://portal.example.gov.cn/t1/news_list' }).cookies.get('bzf_handover')?.value).toBe(TOKEN);
    // On this host the rental centre is zl.example.gov.cn: the bound address's own self-hosted page does not count.
    expectAsked(behindProxy({ 'sec-fetch-site': 'cross-site', referer: 'http://localhost:3000/rentCenter/syncloginportal.html' }), '/home');
  });

  it('a rental centre configured for another portal host does not count for this one', () => {
    env.RENT_CENTER_HOSTS_PRIMARY = 'other.example.gov.cn,https://zl.example.gov.cn';
    const res = run(`https://portal.example.gov.cn/home?token=${TOKEN}`, { 'sec-fetch-site': 'cross-site', referer: 'https://zl.example.gov.cn/' });
    expectAsked(res, '/home');
  });

  it('a browser without Sec-Fetch-Site is trusted from our own pages (Referer of our origin) only', () => {
    expect(run(`http://localhost/home?token=${TOKEN}`, { referer: 'http://localhost/t1/news_list' }).cookies.get('bzf_handover')?.value).toBe(TOKEN);
    expectAsked(run(`http://localhost/home?token=${TOKEN}`, { referer: 'https://evil.example/' }), '/home');
  });

  it('a signed-in browser opening a link from elsewhere stays who it is: the ticket is dropped, nothing asked', () => {
    const res = run(`http://localhost/home?token=${TOKEN}`, { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/', cookie: `tokenId=${'v'.repeat(43)}; login=true` });
    expect(location(res).pathname).toBe('/home');
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('config.matcher', () => {
  // The matcher source is also a valid JS regular expression body.
  const matcher = new RegExp(`^${config.matcher[0]}$`);

  it.each(['/', '/home', '/t1', '/t1/news_list', '/apple', '/t1/personalCenter/personal_info/basic_info', '/administration', '/adminx/1'])(
    'runs on %s',
    (path) => expect(matcher.test(path)).toBe(true),
  );

  it.each(['/api', '/api/x/y', '/admin', '/admin/', '/admin/content/1', '/admin/api/content/upload', '/_next/static/a.js', '/_next/image', '/favicon.ico', '/demo/a.png', '/rentCenter/syncloginportal.html'])(
    'skips %s',
    (path) => expect(matcher.test(path)).toBe(false),
  );
});

describe('personal centre guard', () => {
  const SESSION = 'tokenId=' + 'a'.repeat(43);

  it.each([
    '/t1/personalCenter',
    '/t1/personalCenter/personal_info/basic_info',
    '/t1/personalCenter/collection_content/article_collection?pageNum=2',
    '/t1/personalCenter/job_information/job_Wanted_Record/',
  ])('sends an anonymous visitor of %s to /login with the page to come back to', (path) => {
    const res = run(`http://localhost${path}`);
    expect(res.status).toBe(307);
    const to = location(res);
    expect(to.origin).toBe('http://localhost');
    expect(to.pathname).toBe('/login');
    expect([...to.searchParams.keys()]).toEqual(['redirect']);
    expect(to.searchParams.get('redirect')).toBe(path);
  });

  it('keeps the redirect same-origin even for a path that looks like another host', () => {
    const to = location(run('http://localhost/t1/personalCenter/personal_info/basic_info?next=//evil.example'));
    expect(to.host).toBe('localhost');
    expect(to.searchParams.get('redirect')).toBe('/t1/personalCenter/personal_info/basic_info?next=//evil.example');
  });

  it('lets a browser with a session cookie through and passes the page path to the layout', () => {
    const res = run('http://localhost/t1/personalCenter/collection_content/article_collection?pageNum=2', { cookie: SESSION });
    expect(passes(res)).toBe(true);
    expect(res.headers.get('x-middleware-request-x-portal-path')).toBe('/t1/personalCenter/collection_content/article_collection?pageNum=2');
  });

  it('an empty tokenId cookie counts as anonymous', () => {
    expect(location(run('http://localhost/t1/personalCenter/personal_info/gzf_familyInfo', { cookie: 'tokenId=' })).pathname).toBe('/login');
  });

  it('a ?token= hand-over on the basic-info page sets the hand-over cookie first, and the guard lets it through (no detour through /login)', () => {
    const res = run(`http://localhost/t1/personalCenter/personal_info/basic_info?token=${TOKEN}`, FROM_OUR_PAGE);
    expect(location(res).pathname).toBe('/t1/personalCenter/personal_info/basic_info');
    expect(location(res).searchParams.get('entry')).toBe('token');
    expect(res.cookies.get('bzf_handover')?.value).toBe(TOKEN);
    // The follow-up request carries only the hand-over cookie: the guard must not send it to /login.
    const next = run('http://localhost/t1/personalCenter/personal_info/basic_info?entry=token', { cookie: `bzf_handover=${TOKEN}` });
    expect(passes(next)).toBe(true);
  });
});

describe('content-page cache rewrite', () => {
  it.each([
    ['/t3/news_list?col1=tzgg', '/_c/col1.tzgg/t3/news_list'],
    ['/t3/news_list', '/_c/_/t3/news_list'],
    ['/t3', '/_c/_/t3'],
    ['/t3/?col1=tzgg&pageNum=3', '/_c/col1.tzgg/t3'],
    ['/t3/news_list/article_content?col1=tzgg&contentId=80', '/_c/col1.tzgg~contentId.80/t3/news_list/article_content'],
    ['/t1/news_list?col1=xwzx&col2=gsyw&pageNum=2', '/_c/col1.xwzx~col2.gsyw~pageNum.2/t1/news_list'],
    ['/t1/article_content?contentId=12&col2=gsyw&col1=xwzx&special=zt', '/_c/special.zt~col1.xwzx~col2.gsyw~contentId.12/t1/article_content'],
    ['/t1/project_show/common?col1=xmzs', '/_c/col1.xmzs/t1/project_show/common'],
    ['/t1/memory?year=2020', '/_c/year.2020/t1/memory'],
    ['/t1/company_profile', '/_c/_/t1/company_profile'],
    ['/t1/help_center?col1=bzzx&pageNum=2', '/_c/col1.bzzx~pageNum.2/t1/help_center'],
  ])('rewrites %s to %s, leaving no query', (path, internal) => {
    const res = run(`http://localhost${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    expect(rewrittenTo(res)).toBe(internal);
  });

  it('gives equal queries one cache key whatever their order, spelling and junk', () => {
    const a = rewrittenTo(run('http://localhost/t1/news_list?col1=xwzx&col2=gsyw&pageNum=2'));
    for (const variant of [
      '/t1/news_list?pageNum=2&col2=gsyw&col1=xwzx',
      '/t1/news_list?col1=%20xwzx%20&col2=gsyw&pageNum=02',
      '/t1/news_list?col1=xwzx&col1=other&col2=gsyw&pageNum=2&pageNum=5',
      '/t1/news_list?col1=xwzx&col2=gsyw&pageNum=2&utm_source=x&fbclid=1&_=123&classify=abc&contentId=9&year=2020',
      '/t1/news_list/?col1=xwzx&col2=gsyw&pageNum=2',
    ]) {
      expect(rewrittenTo(run(`http://localhost${variant}`))).toBe(a);
    }
  });

  it.each([
    // Malformed keys name no column: dropped, as the page ignores them.
    ['/t3/news_list?col1=%3Cscript%3E', '/_c/_/t3/news_list'],
    ['/t3/news_list?col1=tzgg&col2=a.b', '/_c/col1.tzgg/t3/news_list'],
    ['/t3/news_list?col1=' + 'a'.repeat(65), '/_c/_/t3/news_list'],
    ['/t3/news_list?special=%E4%B8%AD', '/_c/_/t3/news_list'],
    // A level after a missing one is never resolved.
    ['/t3/news_list?col1=tzgg&col3=x&col4=y', '/_c/col1.tzgg/t3/news_list'],
    ['/t3/news_list?col2=x', '/_c/_/t3/news_list'],
    // pageNum as the list reads it: malformed or 1 → page 1, leading zeros dropped, capped.
    ['/t3/news_list?pageNum=abc', '/_c/_/t3/news_list'],
    ['/t3/news_list?pageNum=-3', '/_c/_/t3/news_list'],
    ['/t3/news_list?pageNum=1', '/_c/_/t3/news_list'],
    ['/t3/news_list?pageNum=007', '/_c/pageNum.7/t3/news_list'],
    ['/t3/news_list?pageNum=999999999', '/_c/pageNum.10000/t3/news_list'],
    ['/t3/news_list?pageNum=1e3', '/_c/_/t3/news_list'],
    // contentId: a positive int32 or nothing (页面不存在 either way).
    ['/t3/news_list/article_content?contentId=abc', '/_c/_/t3/news_list/article_content'],
    ['/t3/news_list/article_content?contentId=0', '/_c/_/t3/news_list/article_content'],
    ['/t3/news_list/article_content?contentId=0012', '/_c/contentId.12/t3/news_list/article_content'],
    ['/t3/news_list/article_content?contentId=2147483648', '/_c/_/t3/news_list/article_content'],
    // Only the parameters the template reads.
    ['/t3/news_list/article_content?contentId=5&pageNum=3&year=2020', '/_c/contentId.5/t3/news_list/article_content'],
    ['/t1/company_profile?pageNum=3&contentId=5', '/_c/_/t1/company_profile'],
    ['/t1/memory?year=20201', '/_c/_/t1/memory'],
    ['/t1/help_center?keyword=', '/_c/_/t1/help_center'],
  ])('normalizes %s to %s', (path, internal) => {
    expect(rewrittenTo(run(`http://localhost${path}`))).toBe(internal);
  });

  it('does not cache a free-text Q&A search (rendered per request, as before)', () => {
    const res = run('http://localhost/t1/help_center?col1=bzzx&keyword=%E7%A7%9F%E9%87%91');
    expect(passes(res)).toBe(true);
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('never rewrites a request with a token: the hand-over redirect comes first', () => {
    const res = run(`http://localhost/t3/news_list?col1=tzgg&token=${TOKEN}`, FROM_OUR_PAGE);
    expect(res.status).toBe(307);
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(location(res).pathname).toBe('/t3/news_list');
    expect(location(res).searchParams.get('col1')).toBe('tzgg');
    expect(res.cookies.get('bzf_handover')?.value).toBe(TOKEN);
  });

  it.each(['/t1/personalCenter/personal_info/basic_info', '/t1/personalCenter/collection_content/article_collection?pageNum=2'])(
    'never rewrites the personal centre (%s)',
    (path) => {
      expect(run(`http://localhost${path}`).headers.get('x-middleware-rewrite')).toBeNull();
      const signedIn = run(`http://localhost${path}`, { cookie: 'tokenId=' + 'a'.repeat(43) });
      expect(passes(signedIn)).toBe(true);
      expect(signedIn.headers.get('x-middleware-rewrite')).toBeNull();
    },
  );

  it.each(['/home?col1=xwzx', '/login?redirect=/t3', '/privacypolicy/user?col1=x'])('leaves %s alone', (path) => {
    const res = run(`http://localhost${path}`);
    expect(passes(res)).toBe(true);
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it.each(['/_c', '/_c/', '/_c/col1.tzgg/t3/news_list', '/_c/_/t1/article_content?contentId=3', '/_c/x/y/z'])(
    'sends a direct visit to the internal path %s to /home (no second address of a page)',
    (path) => {
      const res = run(`http://localhost${path}`);
      expect(res.status).toBe(307);
      expect(location(res).pathname).toBe('/home');
      expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    },
  );
});

describe('remembered-device hint', () => {
  const DEVICE = 'bzf_device=' + 'D'.repeat(43);

  it('a device remembered before the hint existed gets bzf_remembered=1 (readable) with its next page, cached ones included', () => {
    for (const url of ['http://localhost/home', 'http://localhost/t3/news_list?col1=tzgg', 'http://localhost/']) {
      const hint = run(url, { cookie: DEVICE }).cookies.get('bzf_remembered');
      expect(hint).toMatchObject({ value: '1', httpOnly: false, path: '/' });
    }
  });

  it('a visitor without a device cookie, or one that already has the hint, gets no cookie from it', () => {
    expect(run('http://localhost/home').cookies.get('bzf_remembered')).toBeUndefined();
    expect(run('http://localhost/home', { cookie: `${DEVICE}; bzf_remembered=1` }).cookies.get('bzf_remembered')).toBeUndefined();
  });
});

describe('the staff console (not run through middleware)', () => {
  it('is kept out of search engines by next.config.js, every page of it', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const nextConfig = require('./next.config.js') as { headers: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]> };
    const rules = await nextConfig.headers();
    const robots = (path: string) =>
      rules
        .filter((r) => new RegExp(`^${r.source.replace(':path*', '.*')}$`).test(path))
        .flatMap((r) => r.headers)
        .find((h) => h.key === 'X-Robots-Tag')?.value;
    for (const path of ['/admin', '/admin/login', '/admin/audit', '/admin/content/1/preview']) expect(robots(path)).toBe('noindex, nofollow');
    expect(robots('/home')).toBeUndefined();
  });

  it('takes no post on its pages (the portal server refuses it before Next), only on its handlers', () => {
    expect(methodRefusal('POST', '/admin/audit')).toEqual({ status: 405, allow: 'GET, HEAD' });
    expect(methodRefusal('POST', '/admin/api/sign-in')).toBeNull();
  });
});
