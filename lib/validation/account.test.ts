import { ACCOUNT_MSG, changePasswordBody, changePasswordForm, familyMemberForm, isValidResidentId, loginBody, loginForm, registerBody, registerForm, saveFamilyMemberBody, userInfoForm } from './account';

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
    ['no agreement', { agreeRegister: false }, '请阅读并同意《用户协议》、《隐私政策》和《注册协议》'],
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

describe('the account forms: what is typed → the API body, with the same rules', () => {
  const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries([...(r.error?.issues ?? [])].reverse().map((i) => [String(i.path[0]), i.message])); // the first message per field

  it('registration: the box ticked (script or plain post), typed twice, no number in the password; the output is a valid body', () => {
    const typed = { mobile: '13912345678', name: '', password: 'Anju2026ok', confirm: 'Anju2026ok', agree: 'on' };
    const out = registerForm.parse(typed);
    expect(out).toEqual({ mobile: '13912345678', password: 'Anju2026ok', agreeUser: true, agreeRegister: true });
    expect(registerBody.safeParse(out).success).toBe(true);
    expect(registerForm.parse({ ...typed, agree: true, name: ' 张三 ' })).toMatchObject({ name: '张三' });
    expect(messages(registerForm.safeParse({ ...typed, agree: '', confirm: 'Anju2026no', password: 'a13912345678' }))).toEqual({
      agree: ACCOUNT_MSG.agree,
      password: ACCOUNT_MSG.passwordHasMobile,
      confirm: ACCOUNT_MSG.mismatch,
    });
    expect(messages(registerForm.safeParse({ mobile: '', name: '', password: '', confirm: '', agree: '' }))).toMatchObject({ mobile: '请输入手机号码', password: '请输入密码', confirm: '请再次输入密码' });
  });

  it('sign-in: the challenge digits are required once a picture is shown; the body carries the proof only then', () => {
    expect(loginForm.parse({ mobile: '13912345678', password: 'x', challengeId: '', challengeAnswer: '' })).toEqual({ mobile: '13912345678', password: 'x' });
    expect(messages(loginForm.safeParse({ mobile: '13912345678', password: 'x', challengeId: 'abc', challengeAnswer: '' }))).toEqual({ challengeAnswer: ACCOUNT_MSG.challengeRequired });
    expect(loginForm.parse({ mobile: '13912345678', password: 'x', remember: true, challengeId: 'abc', challengeAnswer: '1234' })).toEqual({ mobile: '13912345678', password: 'x', remember: true, challengeId: 'abc', challengeAnswer: '1234' });
  });

  it('password change: a new password unlike the old one, typed twice', () => {
    const typed = { mobile: '13912345678', oldPassword: 'Anju2025ok', newPassword: 'Anju2026ok', confirm: 'Anju2026ok' };
    expect(changePasswordBody.safeParse(changePasswordForm.parse(typed)).success).toBe(true);
    expect(messages(changePasswordForm.safeParse({ ...typed, newPassword: 'Anju2025ok', confirm: 'Anju2025ok' }))).toEqual({ newPassword: ACCOUNT_MSG.sameAsOld });
  });

  it('basic info and family members: an empty ID number keeps the stored one; an empty id adds', () => {
    expect(userInfoForm.parse({ name: '张三', idNumber: '', email: '', address: '' })).toEqual({ name: '张三', email: '', address: '' });
    expect(familyMemberForm.parse({ id: '', name: '张小明', relation: '子女', idNumber: '11010519491231002X', phone: '' })).toEqual({ name: '张小明', relation: '子女', idNumber: '11010519491231002X', phone: '' });
    expect(familyMemberForm.parse({ id: '3', name: '张小明', relation: '子女', idNumber: '', phone: '' })).toEqual({ id: 3, name: '张小明', relation: '子女', phone: '' });
    expect(messages(familyMemberForm.safeParse({ id: '', name: '张小明', relation: '子女', idNumber: '', phone: '' }))).toEqual({ idNumber: ACCOUNT_MSG.idNumber });
  });
});
