/** @jest-environment node */
import { addColumns, describeEachDatabase } from '@/lib/cms/test-fixtures';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import { listSubscriptions, unsubscribeHref } from '@/lib/subscriptions/subscriptions';
import * as follow from './follow/route';
import * as frequency from './frequency/route';
import * as oneClick from './oneClick/route';
import * as unsubscribe from './unsubscribe/route';

const ORIGIN = 'http://localhost';

/** A plain form post (no JavaScript) of a signed-in citizen, or of nobody. */
function formPost(handler: (r: Request) => Promise<Response>, path: string, fields: Record<string, string>, token: string | null, referer = `${ORIGIN}/t1/tzgg`) {
  return handler(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(token ? { cookie: `tokenId=${token}` } : {}),
        'sec-fetch-mode': 'navigate',
        'sec-fetch-site': 'same-origin',
        origin: ORIGIN,
        referer,
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

describeEachDatabase('subscription form posts and the one-click link', (database) => {
  let citizen: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    await addColumns(database().db, [{ key: 'route_tzgg', label: '通知公告' }]);
    citizen = await addTestUser(database().db);
    stranger = await addTestUser(database().db);
  });

  it('follows a column by a plain form post, to 我的订阅; a visitor not signed in is sent to sign in and back', async () => {
    const anonymous = await formPost(follow.POST, '/api/bzf-portal-register/subscriptions/follow', { kind: 'column', column: 'route_tzgg', back: '/t1/tzgg' }, null);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toContain(encodeURIComponent('/t1/tzgg'));
    const res = await formPost(follow.POST, '/api/bzf-portal-register/subscriptions/follow', { kind: 'column', column: 'route_tzgg', back: '/t1/tzgg' }, citizen.token);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/t1/personalCenter/message_center/subscriptions?subscribed=1');
    expect(await listSubscriptions(database().db, citizen.userId)).toMatchObject([{ kind: 'column', label: '栏目：通知公告', frequency: 'each' }]);
  });

  it('refuses a project search with codes not of the finder and stores nothing', async () => {
    const res = await formPost(follow.POST, '/api/bzf-portal-register/subscriptions/follow', { kind: 'project', district: 'nowhere', back: '/t1/project_show' }, stranger.token);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('failed=invalid');
    expect(await listSubscriptions(database().db, stranger.userId)).toEqual([]);
  });

  it('another citizen cannot change or remove the subscription; its owner can', async () => {
    const [sub] = await listSubscriptions(database().db, citizen.userId);
    const theirs = await formPost(frequency.POST, '/api/bzf-portal-register/subscriptions/frequency', { id: String(sub!.id), frequency: 'daily' }, stranger.token);
    expect(theirs.status).toBe(404);
    const gone = await formPost(unsubscribe.POST, '/api/bzf-portal-register/subscriptions/unsubscribe', { id: String(sub!.id) }, stranger.token);
    expect(gone.status).toBe(404);
    expect(await listSubscriptions(database().db, citizen.userId)).toMatchObject([{ id: sub!.id, frequency: 'each' }]);
    const mine = await formPost(frequency.POST, '/api/bzf-portal-register/subscriptions/frequency', { id: String(sub!.id), frequency: 'daily' }, citizen.token);
    expect(mine.headers.get('location')).toBe('/t1/personalCenter/message_center/subscriptions?done=frequency');
    expect(await listSubscriptions(database().db, citizen.userId)).toMatchObject([{ id: sub!.id, frequency: 'daily' }]);
  });

  it('one-click: GET only asks, a POST without signing in (RFC 8058 style) unsubscribes, a forged token does nothing', async () => {
    const [sub] = await listSubscriptions(database().db, citizen.userId);
    const href = unsubscribeHref(sub!.id);
    const ask = await oneClick.GET(new Request(`${ORIGIN}${href}`));
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('确认退订');
    expect(await listSubscriptions(database().db, citizen.userId)).toHaveLength(1);

    const forged = await oneClick.POST(new Request(`${ORIGIN}${href.replace(/t=\d+/, `t=${sub!.id + 1}`)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' }));
    expect(forged.status).toBe(404);
    expect(await listSubscriptions(database().db, citizen.userId)).toHaveLength(1);

    // The mail provider's POST comes from its own site, with no cookie.
    const done = await oneClick.POST(
      new Request(`${ORIGIN}${href}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' }, body: 'List-Unsubscribe=One-Click' }),
    );
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('已退订');
    expect(await listSubscriptions(database().db, citizen.userId)).toEqual([]);
    const again = await oneClick.POST(new Request(`${ORIGIN}${href}`, { method: 'POST' }));
    expect(again.status).toBe(404);
  });
});
