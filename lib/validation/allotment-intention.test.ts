import {
  allotmentIntentionBody,
  formatShanghaiTime,
  isRegistrationOpen,
  readAllotmentIntentionForm,
  registrationWindowFromDays,
  registrationWindowState,
  shanghaiDayStart,
} from './allotment-intention';

const valid = {
  applicantName: '张建国',
  idNumber: '11010519491231002x',
  mobile: '13912345678',
  projectId: '21',
  unitTypeId: '3',
  familyMemberIds: ['5', '6'],
  idempotencyKey: '0b7e3c52-1f7a-4d2e-a6c1-9d8e7f6a5b4c',
};

describe('allotment-sale intention registration form', () => {
  it('accepts an applicant with a checked ID number, a project, a layout and family members', () => {
    expect(allotmentIntentionBody.parse(valid)).toEqual({
      applicantName: '张建国',
      idNumber: '11010519491231002X',
      mobile: '13912345678',
      projectId: 21,
      unitTypeId: 3,
      familyMemberIds: [5, 6],
      idempotencyKey: '0b7e3c52-1f7a-4d2e-a6c1-9d8e7f6a5b4c',
    });
  });

  it('lets a single applicant register without family members', () => {
    expect(allotmentIntentionBody.parse({ ...valid, familyMemberIds: undefined }).familyMemberIds).toEqual([]);
  });

  it.each([
    ['a one-character name', { applicantName: '张' }, 'applicantName', '请输入 2 到 20 个字的姓名'],
    ['an ID number with a wrong check digit', { idNumber: '110105194912310025' }, 'idNumber', '请输入正确的 18 位居民身份证号码'],
    ['an ID number with an impossible birth date', { idNumber: '110105194902300031' }, 'idNumber', '请输入正确的 18 位居民身份证号码'],
    ['a mobile of 10 digits', { mobile: '1391234567' }, 'mobile', '请输入正确的 11 位手机号码'],
    ['no project', { projectId: '' }, 'projectId', '请选择登记的项目'],
    ['a project id of 0', { projectId: '0' }, 'projectId', '请选择登记的项目'],
    ['no layout', { unitTypeId: undefined }, 'unitTypeId', '请选择意向户型'],
    ['a family member twice', { familyMemberIds: ['5', '5'] }, 'familyMemberIds', '家庭成员不能重复选择'],
    ['eleven family members', { familyMemberIds: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'] }, 'familyMemberIds', '最多选择 10 位家庭成员'],
    ['a family member id that is not a number', { familyMemberIds: ['x'] }, 'familyMemberIds', '所选家庭成员不存在，请到“家庭信息”中核对'],
    ['a missing idempotency key', { idempotencyKey: undefined }, 'idempotencyKey', '提交标识无效，请刷新页面后重新提交'],
  ])('refuses %s with a Chinese message at the field', (_what, patch, field, message) => {
    const result = allotmentIntentionBody.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });

  it('refuses unknown fields such as a user id', () => {
    expect(allotmentIntentionBody.safeParse({ ...valid, userId: 1 }).error?.issues[0]?.message).toBe('不支持的参数：userId');
  });

  it('reads a posted form with its family checkboxes', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(valid)) if (k !== 'familyMemberIds') form.append(k, v as string);
    form.append('familyMemberIds', '5');
    form.append('familyMemberIds', '6');
    form.append('$ACTION_REF_1', '');
    expect(allotmentIntentionBody.parse(readAllotmentIntentionForm(form)).familyMemberIds).toEqual([5, 6]);
  });
});

describe('registration window (start ≤ t < end, Shanghai dates)', () => {
  // 登记时间 2026年7月1日 至 7月10日, both days included.
  const window = registrationWindowFromDays('2026-07-01', '2026-07-10');

  it('starts at midnight in Shanghai, which is 16:00 UTC the day before', () => {
    expect(shanghaiDayStart('2026-07-01').toISOString()).toBe('2026-06-30T16:00:00.000Z');
    expect(window.endsAt.toISOString()).toBe('2026-07-10T16:00:00.000Z');
  });

  it.each([
    ['one millisecond before the first day', '2026-06-30T15:59:59.999Z', false],
    ['the first moment of the first day', '2026-06-30T16:00:00.000Z', true],
    ['midday on the last day', '2026-07-10T04:00:00.000Z', true],
    ['the last moment of the last day (23:59:59 Shanghai)', '2026-07-10T15:59:59.999Z', true],
    ['midnight after the last day', '2026-07-10T16:00:00.000Z', false],
  ])('%s: open = %s', (_when, iso, open) => {
    expect(isRegistrationOpen(window, new Date(iso))).toBe(open);
  });

  it('says when a window that has not begun opens', () => {
    expect(registrationWindowState(window, new Date('2026-06-20T00:00:00Z'))).toEqual({ open: false, reason: 'not_started', message: '本项目意向登记尚未开始（2026年7月1日开始）' });
  });

  it('says when a window that is over closed, naming the last day people could register', () => {
    expect(registrationWindowState(window, new Date('2026-07-11T01:00:00Z'))).toEqual({ open: false, reason: 'ended', message: '本项目意向登记已结束（2026年7月10日截止）' });
  });

  it('shows times of windows that do not open or close at midnight', () => {
    const w = { startsAt: new Date('2026-07-01T01:30:00Z'), endsAt: new Date('2026-07-10T09:00:00Z') };
    expect(registrationWindowState(w, new Date('2026-07-01T01:00:00Z'))).toMatchObject({ message: '本项目意向登记尚未开始（2026年7月1日 09:30开始）' });
    expect(registrationWindowState(w, new Date('2026-07-10T09:00:00Z'))).toMatchObject({ message: '本项目意向登记已结束（2026年7月10日 17:00截止）' });
    expect(formatShanghaiTime(new Date('2026-12-31T16:00:00Z'))).toBe('2027年1月1日');
  });

  it('is never open when the end is not after the start', () => {
    const w = { startsAt: new Date('2026-07-10T00:00:00Z'), endsAt: new Date('2026-07-10T00:00:00Z') };
    expect(isRegistrationOpen(w, new Date('2026-07-10T00:00:00Z'))).toBe(false);
    expect(() => registrationWindowFromDays('2026-07-10', '2026-07-01')).toThrow(RangeError);
  });

  it('refuses dates that do not exist', () => {
    expect(() => shanghaiDayStart('2026-02-30')).toThrow(RangeError);
    expect(() => shanghaiDayStart('2026-7-1')).toThrow(RangeError);
  });
});
