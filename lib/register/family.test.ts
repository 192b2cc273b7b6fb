/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { familyMembers, portalUsers } from '@/lib/db/schema';
import { deleteFamilyMember, listFamilyMembers, MAX_FAMILY_MEMBERS, saveFamilyMember } from './family';
import { decryptPii } from './pii';
import { getUserProfile, profileOfSession, updateUserInfo } from './profile';
import { resolveSession } from './sessions';
import { addTestUser, type TestUser } from './test-users';

// Valid GB 11643 numbers (check digit computed).
const ID_A = '11010519491231002X';
const ID_B = '440524198001010013';
const ID_C = '110101199003074477';

describeEachDatabase('profile and family services', (database) => {
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    alice = await addTestUser(database().db);
    bob = await addTestUser(database().db);
  });

  it('saves basic information; the ID number is kept encrypted and only ever read back masked', async () => {
    const saved = await updateUserInfo(alice.userId, { name: '张三', idNumber: ID_C, email: 'zs@example.cn', address: ' 杭州市西湖区 ' });
    expect(saved).toEqual({
      userMobile: `${alice.mobile.slice(0, 3)}****${alice.mobile.slice(7)}`,
      name: '张三',
      idNumberMasked: '1101**********4477',
      email: 'zs@example.cn',
      address: '杭州市西湖区',
    });
    expect(await getUserProfile(alice.userId)).toEqual(saved);
    const [row] = await database().db.select().from(portalUsers).where(eq(portalUsers.id, alice.userId));
    expect(JSON.stringify(row)).not.toContain(ID_C);
    expect(decryptPii(row!.idNumberCipher!)).toBe(ID_C);
  });

  it('shows on the basic-info page, straight from the session check, exactly what was saved', async () => {
    const saved = await updateUserInfo(alice.userId, { name: '张三' });
    const session = await resolveSession(alice.token);
    expect(session).not.toBeNull();
    expect(profileOfSession(session!)).toEqual(saved);
    expect(profileOfSession(session!)).toEqual(await getUserProfile(alice.userId));
  });

  it('keeps the fields a later save leaves out', async () => {
    const saved = await updateUserInfo(alice.userId, { name: '张三丰' });
    expect(saved).toMatchObject({ name: '张三丰', idNumberMasked: '1101**********4477', email: 'zs@example.cn', address: '杭州市西湖区' });
  });

  it('adds, edits and removes family members, with ID numbers masked and encrypted', async () => {
    const added = await saveFamilyMember(alice.userId, { name: '李四', relation: '配偶', idNumber: ID_A, phone: '13800138000' });
    expect(added).toEqual({ id: expect.any(Number), name: '李四', relation: '配偶', idNumberMasked: '1101**********002X', phone: '13800138000' });
    const edited = await saveFamilyMember(alice.userId, { id: added.id, name: '李四', relation: '配偶', phone: '0571-88886666' });
    expect(edited).toMatchObject({ idNumberMasked: '1101**********002X', phone: '0571-88886666' });
    const child = await saveFamilyMember(alice.userId, { name: '张小明', relation: '子女', idNumber: ID_B });
    expect(await listFamilyMembers(alice.userId)).toEqual([edited, { ...child, phone: '' }]);
    const rows = await database().db.select().from(familyMembers);
    expect(JSON.stringify(rows)).not.toContain(ID_A);
    expect(await deleteFamilyMember(alice.userId, child.id)).toEqual({ deleted: true });
    expect((await listFamilyMembers(alice.userId)).map((m) => m.name)).toEqual(['李四']);
  });

  it('declares one person once per family (409), but another family may declare them too', async () => {
    await expect(saveFamilyMember(alice.userId, { name: '李四', relation: '其他', idNumber: ID_A })).rejects.toMatchObject({
      code: '4090',
      status: 409,
    });
    const other = await saveFamilyMember(alice.userId, { name: '王五', relation: '父母', idNumber: ID_B });
    await expect(saveFamilyMember(alice.userId, { id: other.id, name: '王五', relation: '父母', idNumber: ID_A })).rejects.toMatchObject({ code: '4090' });
    expect(await saveFamilyMember(bob.userId, { name: '李四', relation: '兄弟姐妹', idNumber: ID_A })).toMatchObject({ name: '李四' });
    await deleteFamilyMember(alice.userId, other.id);
  });

  it('refuses to edit or remove another user’s member (403) and changes nothing', async () => {
    const [bobs] = await listFamilyMembers(bob.userId);
    await expect(saveFamilyMember(alice.userId, { id: bobs!.id, name: '冒名', relation: '其他' })).rejects.toMatchObject({ code: '4030', status: 403 });
    await expect(deleteFamilyMember(alice.userId, bobs!.id)).rejects.toMatchObject({ code: '4030', status: 403 });
    await expect(deleteFamilyMember(alice.userId, 987_654)).rejects.toMatchObject({ code: '4030' });
    expect(await listFamilyMembers(bob.userId)).toEqual([bobs]);
  });

  it('needs an ID number to add a member', async () => {
    await expect(saveFamilyMember(alice.userId, { name: '赵六', relation: '其他' })).rejects.toMatchObject({ code: '4000', status: 400 });
  });

  it(`caps a family at ${MAX_FAMILY_MEMBERS} members`, async () => {
    const carol = await addTestUser(database().db);
    const values = Array.from({ length: MAX_FAMILY_MEMBERS }, (_, i) => ({
      userId: carol.userId,
      name: `成员${i}`,
      relation: '其他',
      idNumberMasked: 'x',
      idNumberCipher: 'x',
      idNumberDigest: `digest-${i}`,
    }));
    await database().db.insert(familyMembers).values(values);
    await expect(saveFamilyMember(carol.userId, { name: '多一人', relation: '其他', idNumber: '110101199003070011' })).rejects.toMatchObject({ code: '4000' });
  });
});
