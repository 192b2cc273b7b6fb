import { changePasswordBody, isValidResidentId, loginBody, registerBody, saveFamilyMemberBody } from './account';

describe('resident ID numbers (GB 11643)', () => {
  it.each(['11010519491231002X', '110105194912310038', '440308199901010012'])('accepts %s with a valid check digit', (id) => {
    expect(isValidResidentId(id)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '110105194912310025'],
    ['an impossible date', '110105194902300031'],
    ['a future birth date', '110105209901010011'],
    ['17 characters', '11010519491231002'],
    ['letters inside', '1101051949123100AX'],
  ])('refuses %s', (_why, id) => {
    expect(isValidResidentId(id)).toBe(false);
  });
});

describe('registration input', () => {
  const valid = { mobile: '13912345678', password: 'Anju2026ok', agreeUser: true, agreeRegister: true };

  it('accepts a mobile, a letters-and-digits password and both agreements', () => {
    expect(registerBody.parse(valid)).toEqual(valid);
  });

  it.each([
    ['a landline as mobile', { mobile: '02088886666' }, '请输入正确的 11 位手机号码'],
    ['a 12-digit mobile', { mobile: '139123456789' }, '请输入正确的 11 位手机号码'],
    ['a short password', { password: 'a1' }, '密码须为 8 到 32 位'],
    ['digits only', { password: '12345678' }, '密码须同时包含字母和数字，且不能含空格'],
    ['a space inside', { password: 'Anju 2026ok' }, '密码须同时包含字母和数字，且不能含空格'],
    ['the mobile inside the password', { password: 'a13912345678' }, '密码不能包含手机号码'],
    ['no agreement', { agreeRegister: false }, '请阅读并同意《用户协议》和《注册协议》'],
  ])('refuses %s with a clear Chinese message', (_what, patch, message) => {
    const result = registerBody.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses unknown fields such as a self-chosen user type', () => {
    expect(registerBody.safeParse({ ...valid, userType: 'Admin' }).success).toBe(false);
  });
});

describe('sign-in input', () => {
  it('lets any bounded text through as mobile, so a malformed number is answered like a wrong password', () => {
    expect(loginBody.safeParse({ mobile: 'abc', password: 'x' }).success).toBe(true);
    expect(loginBody.safeParse({ mobile: '1'.repeat(21), password: 'x' }).success).toBe(false);
    expect(loginBody.safeParse({ mobile: '13912345678', password: '' }).success).toBe(false);
  });

  it('a new password follows the registration rules', () => {
    expect(changePasswordBody.safeParse({ mobile: '13912345678', oldPassword: 'x', newPassword: 'short' }).success).toBe(false);
    expect(changePasswordBody.safeParse({ mobile: '13912345678', oldPassword: 'x', newPassword: 'NewPass2026' }).success).toBe(true);
  });
});

describe('family members', () => {
  it('needs an ID number when adding, not when editing', () => {
    expect(saveFamilyMemberBody.safeParse({ name: '张小明', relation: '子女' }).success).toBe(false);
    expect(saveFamilyMemberBody.safeParse({ id: 3, name: '张小明', relation: '子女' }).success).toBe(true);
  });

  it('refuses a relation outside the list', () => {
    expect(saveFamilyMemberBody.safeParse({ id: 3, name: '张小明', relation: '朋友' }).error?.issues[0]?.message).toBe('请选择与申请人的关系');
  });
});
