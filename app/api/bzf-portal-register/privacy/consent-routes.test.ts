/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { call, expectRefused } from '@/lib/api/test-helpers';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { articleFavourites, familyMembers } from '@/lib/db/schema';
import { hasPendingAgreements } from '@/lib/privacy/consent';
import { resolveSession } from '@/lib/register/sessions';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import * as insertFavourite from '../../bzf-portal-background/BpbArticleCollectEntity/insertRecord/route';
import * as logout from '../portal/logout/route';
import * as saveMember from '../portal/saveFamilyMember/route';
import * as selectMembers from '../portal/selectFamilyMembers/route';
import * as selectUserInfo from '../portal/selectUserInfo/route';
import * as acceptAgreements from './acceptAgreements/route';
import * as contactConsent from './contactConsent/route';

const SAME_SITE = { origin: 'http://localhost' };
const json = (handler: (r: Request) => Promise<Response>, path: string, body: unknown, token: string) =>
  call(handler, path, { method: 'POST', headers: { 'content-type': 'application/json', tokenId: token, ...SAME_SITE }, body: JSON.stringify(body) });

describeEachDatabase('a changed agreement comes before anything else, through the API too (issue #30 part 3)', (database) => {
  let pending: TestUser;
  let agreed: TestUser;

  beforeAll(async () => {
    pending = await addTestUser(database().db, { consent: false });
    agreed = await addTestUser(database().db);
  });

  it('refuses a pending account’s writes and reads with 403 4031 and a Chinese message, and stores nothing', async () => {
    expect(await hasPendingAgreements(database().db, pending.userId)).toBe(true);
    const save = await json(saveMember.POST, '/api/bzf-portal-register/portal/saveFamilyMember', { name: '李四', relation: '配偶', idNumber: '11010519491231002X' }, pending.token);
    expectRefused(save, 403, '4031');
    expect(save.body.msg).toContain('请先阅读并同意');
    expect(await database().db.select().from(familyMembers).where(eq(familyMembers.userId, pending.userId))).toEqual([]);
    const read = await call(selectMembers.GET, '/api/bzf-portal-register/portal/selectFamilyMembers', { headers: { cookie: `tokenId=${pending.token}` } });
    expectRefused(read, 403, '4031');
    const favourite = await json(insertFavourite.POST, '/api/bzf-portal-background/BpbArticleCollectEntity/insertRecord', { contentId: 1 }, pending.token);
    expectRefused(favourite, 403, '4031');
    expect(await database().db.select().from(articleFavourites).where(eq(articleFavourites.userId, pending.userId))).toEqual([]);
  });

  it('sends a pending account’s plain form post to /consent, coming back to the page it was on', async () => {
    const response = await saveMember.POST(
      new Request('http://localhost/api/bzf-portal-register/portal/saveFamilyMember', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `tokenId=${pending.token}`,
          'sec-fetch-mode': 'navigate',
          'sec-fetch-site': 'same-origin',
          referer: 'http://localhost/t1/personalCenter/personal_info/gzf_familyInfo',
          ...SAME_SITE,
        },
        body: new URLSearchParams({ name: '李四', relation: '配偶', idNumber: '11010519491231002X' }).toString(),
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/consent?redirect=${encodeURIComponent('/t1/personalCenter/personal_info/gzf_familyInfo')}`);
    expect(await database().db.select().from(familyMembers).where(eq(familyMembers.userId, pending.userId))).toEqual([]);
  });

  it('keeps the switch for optional processing and the answer itself open; after agreeing, writes work again', async () => {
    expect((await json(contactConsent.POST, '/api/bzf-portal-register/privacy/contactConsent', { on: false }, pending.token)).status).toBe(200);
    const agree = await json(acceptAgreements.POST, '/api/bzf-portal-register/privacy/acceptAgreements', { agree: 'on' }, pending.token);
    expect(agree.status).toBe(200);
    expect(await hasPendingAgreements(database().db, pending.userId)).toBe(false);
    const save = await json(saveMember.POST, '/api/bzf-portal-register/portal/saveFamilyMember', { name: '李四', relation: '配偶', idNumber: '11010519491231002X' }, pending.token);
    expect(save.status).toBe(200);
  });

  it('does not hand a pending account its profile (name, mobile, address) through selectUserInfo', async () => {
    const other = await addTestUser(database().db, { consent: false, name: '王五' });
    const read = await call(selectUserInfo.GET, '/api/bzf-portal-register/portal/selectUserInfo', { headers: { tokenId: other.token } });
    expectRefused(read, 403, '4031');
    expect(JSON.stringify(read.body)).not.toContain('王五');
    expect(JSON.stringify(read.body)).not.toContain(other.mobile.slice(-4));
    const mine = await call(selectUserInfo.GET, '/api/bzf-portal-register/portal/selectUserInfo', { headers: { tokenId: agreed.token } });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ name: '测试用户', userMobile: `${agreed.mobile.slice(0, 3)}****${agreed.mobile.slice(-4)}` });
  });

  it('lets a pending account sign out', async () => {
    const other = await addTestUser(database().db, { consent: false });
    const out = await call(logout.POST, '/api/bzf-portal-register/portal/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', tokenId: other.token, 'sec-fetch-site': 'same-origin', ...SAME_SITE },
      body: '',
    });
    expect(out.status).toBe(200);
    expect(await resolveSession(other.token)).toBeNull();
  });

  it('never asks an account that accepted the versions in force', async () => {
    const read = await call(selectMembers.GET, '/api/bzf-portal-register/portal/selectFamilyMembers', { headers: { cookie: `tokenId=${agreed.token}` } });
    expect(read.status).toBe(200);
  });
});
