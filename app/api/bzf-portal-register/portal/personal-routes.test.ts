/** @jest-environment node */
import { call, expectRefused } from '@/lib/api/test-helpers';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { familyMembers, portalUsers } from '@/lib/db/schema';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import * as deleteMember from './deleteFamilyMember/route';
import * as saveMember from './saveFamilyMember/route';
import * as selectMembers from './selectFamilyMembers/route';
import * as updateUserInfo from './updateUserInfo/route';

const BASE = '/api/bzf-portal-register/portal';
const ID_A = '11010519491231002X';
const ID_B = '440524198001010013';

const post = (handler: typeof saveMember.POST, name: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
  call(handler, `${BASE}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { tokenId: token } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const list = (token?: string) => call(selectMembers.GET, `${BASE}/selectFamilyMembers`, { headers: token ? { cookie: `tokenId=${token}` } : {} });

it('personal-information handlers run on Node, are dynamic and answer only their method', () => {
  for (const m of [updateUserInfo, saveMember, deleteMember]) {
    expect(m).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', POST: expect.any(Function) });
    expect(Object.keys(m)).not.toContain('GET');
  }
  expect(selectMembers).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', GET: expect.any(Function) });
});

describeEachDatabase('personal-information handlers', (database) => {
  let alice: TestUser;
  let bob: TestUser;
  const snapshot = async () => JSON.stringify([await database().db.select().from(familyMembers).orderBy(familyMembers.id), await database().db.select().from(portalUsers).orderBy(portalUsers.id)]);

  beforeAll(async () => {
    alice = await addTestUser(database().db);
    bob = await addTestUser(database().db);
  });

  it('updateUserInfo saves basic information and answers the ID number masked, never in full', async () => {
    const r = await post(updateUserInfo.POST, 'updateUserInfo', { name: '张三', idNumber: '110101199003074477', email: 'zs@example.cn', address: '杭州' }, alice.token);
    expect(r.cacheControl).toBe('no-store');
    expect(r.body).toEqual({ code: '1', msg: expect.any(String), data: expect.objectContaining({ name: '张三', idNumberMasked: '1101**********4477' }) });
    expect(JSON.stringify(r.body)).not.toContain('110101199003074477');
  });

  it.each([
    ['a wrong check digit', { name: '张三', idNumber: '110101199003074478' }, '居民身份证'],
    ['a one-character name', { name: '张' }, '姓名'],
    ['a bad e-mail', { name: '张三', email: 'not-mail' }, '邮箱'],
    ['an unknown key', { name: '张三', mobile: '13800138000' }, 'mobile'],
    ['an emoji-only SQL name', { name: "'; drop table bpr_portal_user; --😀".repeat(3) }, ''],
  ])('updateUserInfo refuses %s with a Chinese message and changes nothing', async (_what, body, words) => {
    const before = await snapshot();
    const r = await post(updateUserInfo.POST, 'updateUserInfo', body, alice.token);
    expectRefused(r, 400, '4000');
    expect(r.body.msg).toContain(words);
    expect(await snapshot()).toBe(before);
  });

  it('adds, lists, edits and removes a family member', async () => {
    const added = await post(saveMember.POST, 'saveFamilyMember', { name: '李四', relation: '配偶', idNumber: ID_A, phone: '13800138000' }, alice.token);
    expect(added.body.code).toBe('1');
    const member = added.body.data as { id: number };
    expect((await list(alice.token)).body.data).toEqual([{ id: member.id, name: '李四', relation: '配偶', idNumberMasked: '1101**********002X', phone: '13800138000' }]);
    const listed = await list(alice.token);
    expect(listed.cacheControl).toBe('no-store');
    const edited = await post(saveMember.POST, 'saveFamilyMember', { id: member.id, name: '李四', relation: '父母' }, alice.token);
    expect(edited.body.data).toMatchObject({ relation: '父母', idNumberMasked: '1101**********002X' });
    expect((await post(deleteMember.POST, 'deleteFamilyMember', { id: member.id }, alice.token)).body).toEqual({ code: '1', msg: expect.any(String), data: { deleted: true } });
    expect((await list(alice.token)).body.data).toEqual([]);
  });

  it('refuses another user’s member with 403 and changes nothing', async () => {
    const bobs = (await post(saveMember.POST, 'saveFamilyMember', { name: '王五', relation: '子女', idNumber: ID_B }, bob.token)).body.data as { id: number };
    const before = await snapshot();
    expectRefused(await post(saveMember.POST, 'saveFamilyMember', { id: bobs.id, name: '冒名', relation: '其他' }, alice.token), 403, '4030');
    expectRefused(await post(deleteMember.POST, 'deleteFamilyMember', { id: bobs.id }, alice.token), 403, '4030');
    expect(await snapshot()).toBe(before);
    expect((await list(alice.token)).body.data).toEqual([]);
  });

  it('refuses the same person twice in one family with 409', async () => {
    const before = await snapshot();
    expectRefused(await post(saveMember.POST, 'saveFamilyMember', { name: '王五', relation: '子女', idNumber: ID_B }, bob.token), 409, '4090');
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ['no ID number when adding', { name: '赵六', relation: '其他' }],
    ['a bad ID check digit', { name: '赵六', relation: '其他', idNumber: '440524198001010014' }],
    ['an unknown relation', { name: '赵六', relation: '朋友', idNumber: ID_A }],
    ['a bad phone', { name: '赵六', relation: '其他', idNumber: ID_A, phone: '12345' }],
    ['an SQL id', { id: '1 or 1=1', name: '赵六', relation: '其他' }],
    ['an emoji relation', { name: '赵六', relation: '😀', idNumber: ID_A }],
    ['an unknown key', { name: '赵六', relation: '其他', idNumber: ID_A, userId: 1 }],
    ['a JSON array', []],
  ])('saveFamilyMember refuses %s and changes nothing', async (_what, body) => {
    const before = await snapshot();
    expectRefused(await post(saveMember.POST, 'saveFamilyMember', body, alice.token), 400, '4000');
    expect(await snapshot()).toBe(before);
  });

  it('refuses every call without a session (401) and a cross-site POST (403)', async () => {
    const before = await snapshot();
    expectRefused(await list(), 401, '4010');
    expectRefused(await post(saveMember.POST, 'saveFamilyMember', { name: '赵六', relation: '其他', idNumber: ID_A }), 401, '4010');
    expectRefused(await post(deleteMember.POST, 'deleteFamilyMember', { id: 1 }), 401, '4010');
    expectRefused(await post(updateUserInfo.POST, 'updateUserInfo', { name: '张三' }), 401, '4010');
    const evil = { origin: 'https://evil.example' };
    expectRefused(await post(saveMember.POST, 'saveFamilyMember', { name: '赵六', relation: '其他', idNumber: ID_A }, alice.token, evil), 403, '4030');
    expectRefused(await post(updateUserInfo.POST, 'updateUserInfo', { name: '黑客' }, alice.token, { 'sec-fetch-site': 'cross-site' }), 403, '4030');
    expect(await snapshot()).toBe(before);
  });
});
