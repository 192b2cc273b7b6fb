/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { agreements, portalUsers } from '@/lib/db/schema';
import { registerUser } from '@/lib/register/accounts';
import * as login from './portal/login/route';
import * as reauth from './privacy/reauth/route';
import * as exportRoute from './privacy/export/route';
import * as deleteAccount from './privacy/deleteAccount/route';
import * as acceptAgreements from './privacy/acceptAgreements/route';

const PASSWORD = 'Anju2026ok';
let n = 0;
const newMobile = () => `137${String((Date.now() % 1_000_000) * 100 + ++n).padStart(8, '0').slice(-8)}`;
const address = () => `192.0.2.${(n % 250) + 1}`;

const formPost = (handler: (r: Request) => Promise<Response>, url: string, fields: Record<string, string>, cookie = '') =>
  handler(
    new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': address(), ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    }),
  );

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${name}=`));

describeEachDatabase('我的数据 routes', (database) => {
  it('a sign-in after an agreement changed goes to /consent first, and on to the page once agreed', async () => {
    const mobile = newMobile();
    await registerUser({ mobile, password: PASSWORD }, address());
    await database().db.update(agreements).set({ version: '2026-07' }).where(eq(agreements.key, 'user'));
    try {
      const signedIn = await formPost(login.POST, '/api/bzf-portal-register/portal/login', { mobile, password: PASSWORD, redirect: '/t1/personalCenter/privacy/my_data' });
      expect(signedIn.status).toBe(303);
      const to = new URL(signedIn.headers.get('location')!, 'http://localhost');
      expect(to.pathname).toBe('/consent');
      expect(to.searchParams.get('redirect')).toBe('/t1/personalCenter/privacy/my_data');
      const token = cookieOf(signedIn, 'tokenId')!;

      const unticked = await formPost(acceptAgreements.POST, '/api/bzf-portal-register/privacy/acceptAgreements', { redirect: '/t1/personalCenter/privacy/my_data' }, token);
      expect(new URL(unticked.headers.get('location')!, 'http://localhost').searchParams.get('failed')).toBe('invalid');
      const agreed = await formPost(acceptAgreements.POST, '/api/bzf-portal-register/privacy/acceptAgreements', { agree: 'on', redirect: '/t1/personalCenter/privacy/my_data' }, token);
      expect(agreed.headers.get('location')).toBe('/t1/personalCenter/privacy/my_data');

      const again = await formPost(login.POST, '/api/bzf-portal-register/portal/login', { mobile, password: PASSWORD, redirect: '/t1/personalCenter/privacy/my_data' });
      expect(again.headers.get('location')).toBe('/t1/personalCenter/privacy/my_data');
    } finally {
      await database().db.update(agreements).set({ version: '2026-01' }).where(eq(agreements.key, 'user'));
    }
  });

  it('export and deletion need the password typed again; the ZIP is never stored by a cache; deletion signs the browser out', async () => {
    const mobile = newMobile();
    const { token: raw } = await registerUser({ mobile, password: PASSWORD }, address());
    const session = `tokenId=${raw}`;

    const refused = await formPost(exportRoute.POST, '/api/bzf-portal-register/privacy/export', {}, session);
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/t1/personalCenter/privacy/my_data?failed=reauth');
    const notDeleted = await formPost(deleteAccount.POST, '/api/bzf-portal-register/privacy/deleteAccount', {}, session);
    expect(new URL(notDeleted.headers.get('location')!, 'http://localhost').searchParams.get('failed')).toBe('reauth');

    const wrong = await formPost(reauth.POST, '/api/bzf-portal-register/privacy/reauth', { password: 'Wrong2026pw' }, session);
    expect(new URL(wrong.headers.get('location')!, 'http://localhost').searchParams.get('fields')).toBe('password');
    const right = await formPost(reauth.POST, '/api/bzf-portal-register/privacy/reauth', { password: PASSWORD }, session);
    expect(right.headers.get('location')).toBe('/t1/personalCenter/privacy/my_data?done=reauth');
    const ticket = cookieOf(right, 'bzf_reauth')!;
    expect(right.headers.getSetCookie().find((c) => c.startsWith('bzf_reauth='))).toMatch(/HttpOnly/i);

    const zip = await formPost(exportRoute.POST, '/api/bzf-portal-register/privacy/export', {}, `${session}; ${ticket}`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('cache-control')).toBe('no-store');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment;/);
    const dir = mkdtempSync(path.join(tmpdir(), 'route-zip-'));
    try {
      writeFileSync(path.join(dir, 'x.zip'), Buffer.from(await zip.arrayBuffer()));
      expect(execFileSync('unzip', ['-t', path.join(dir, 'x.zip')], { encoding: 'utf8' })).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const deleted = await formPost(deleteAccount.POST, '/api/bzf-portal-register/privacy/deleteAccount', {}, `${session}; ${ticket}`);
    expect(deleted.headers.get('location')).toBe('/login?deleted=1');
    expect(cookieOf(deleted, 'tokenId')).toBe('tokenId=');
    // The number is no longer any account's.
    expect(await database().db.select({ id: portalUsers.id }).from(portalUsers).where(eq(portalUsers.mobile, mobile))).toEqual([]);
    const gone = await formPost(login.POST, '/api/bzf-portal-register/portal/login', { mobile, password: PASSWORD });
    expect(new URL(gone.headers.get('location')!, 'http://localhost').pathname).toBe('/login');
  });
});
