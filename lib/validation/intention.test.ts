import { readShopIntentionForm, SHOP_USES, shopIntentionBody, withdrawIntentionBody } from './intention';
import { personShopForm } from '@/lib/data-docking/test-shop-intentions';
import { WITHDRAWN_LABEL } from './record-outcome';
import { canWithdrawIntention, INTENTION_STATUSES, intentionStatusLabel, isIntentionStatus, withdrawIntention } from './intention-status';

const KEY = '3f2b8c1e-5d4a-4c6b-9e7f-0a1b2c3d4e5f';

const company = {
  applicantKind: 'company',
  companyName: ' 杭州安居餐饮管理有限公司 ',
  creditCode: '91330106ma2cfk7e7p',
  contactName: '王经理',
  mobile: '13912345678',
  shopIds: ['12', '15'],
  intendedUse: 'catering',
  experience: '经营社区餐饮 8 年，现有门店 3 家。',
  idempotencyKey: KEY,
};

const person = personShopForm({ intendedUse: 'convenience', idempotencyKey: KEY.toUpperCase() });

function firstMessages(input: unknown): Record<string, string> {
  const result = shopIntentionBody.safeParse(input);
  expect(result.success).toBe(false);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    out[field] ??= issue.message;
  }
  return out;
}

describe('shop intention registration form', () => {
  it('accepts a company with a verified credit code and stores it normalised, without person fields', () => {
    expect(shopIntentionBody.parse(company)).toEqual({
      applicantKind: 'company',
      companyName: '杭州安居餐饮管理有限公司',
      creditCode: '91330106MA2CFK7E7P',
      personName: null,
      contactName: '王经理',
      mobile: '13912345678',
      shopIds: [12, 15],
      areaMin: null,
      areaMax: null,
      intendedUse: 'catering',
      experience: '经营社区餐饮 8 年，现有门店 3 家。',
      idempotencyKey: KEY,
    });
  });

  it('accepts a person with an area range instead of shops, and ignores company leftovers of a toggled form', () => {
    const parsed = shopIntentionBody.parse({ ...person, companyName: 'x', creditCode: 'not checked for a person' });
    expect(parsed).toMatchObject({ applicantKind: 'person', personName: '李小红', companyName: null, creditCode: null, shopIds: [], areaMin: 30, areaMax: 80, experience: '' });
    expect(parsed.idempotencyKey).toBe(KEY);
  });

  it.each([
    ['no applicant kind', { applicantKind: undefined }, 'applicantKind', '请选择以企业还是个人身份登记'],
    ['no company name', { companyName: '' }, 'companyName', '请输入企业名称（2 到 100 个字）'],
    ['a company name of 101 characters', { companyName: '安'.repeat(101) }, 'companyName', '请输入企业名称（2 到 100 个字）'],
    ['no credit code', { creditCode: undefined }, 'creditCode', '请输入统一社会信用代码'],
    ['a credit code with a wrong check character', { creditCode: '91330106MA2CFK7E7Q' }, 'creditCode', '第 18 位校验码不正确，请核对是否输错'],
    ['a credit code of 17 characters', { creditCode: '91330106MA2CFK7E7' }, 'creditCode', '统一社会信用代码应为 18 位，当前为 17 位'],
    ['a one-character contact', { contactName: '王' }, 'contactName', '请输入 2 到 20 个字的联系人姓名'],
    ['a landline as mobile', { mobile: '057188886666' }, 'mobile', '请输入正确的 11 位手机号码'],
    ['six shops', { shopIds: ['1', '2', '3', '4', '5', '6'] }, 'shopIds', '最多选择 5 个意向商铺'],
    ['the same shop twice', { shopIds: ['7', '7'] }, 'shopIds', '意向商铺不能重复'],
    ['a shop id that is not a number', { shopIds: ['abc'] }, 'shopIds', '所选商铺不存在，请重新选择'],
    ['neither shops nor an area range', { shopIds: [] }, 'shopIds', '请选择意向商铺，或填写意向面积范围'],
    ['a use outside the list', { intendedUse: '娱乐' }, 'intendedUse', '请选择意向业态'],
    ['an account of 501 characters', { experience: '经'.repeat(501) }, 'experience', '经营经历不能超过 500 个字'],
    ['a control character in the account', { experience: 'a\u0000b' }, 'experience', '含有不允许的控制字符'],
    ['a made-up idempotency key', { idempotencyKey: '12345' }, 'idempotencyKey', '提交标识无效，请刷新页面后重新提交'],
  ])('company: refuses %s with a Chinese message at the field', (_what, patch, field, message) => {
    expect(firstMessages({ ...company, ...patch })[field]).toBe(message);
  });

  it.each([
    ['no name', { personName: '' }, 'personName', '请输入 2 到 20 个字的姓名'],
    ['only a minimum area', { areaMax: '' }, 'areaMax', '请同时填写最小面积和最大面积'],
    ['only a maximum area', { areaMin: undefined }, 'areaMin', '请同时填写最小面积和最大面积'],
    ['a minimum above the maximum', { areaMin: '90', areaMax: '80' }, 'areaMax', '最大面积不能小于最小面积'],
    ['an area of 0', { areaMin: '0' }, 'areaMin', '面积须为 1 到 10,000 之间的整数（平方米）'],
    ['an area above 10,000', { areaMax: '20000' }, 'areaMax', '面积须为 1 到 10,000 之间的整数（平方米）'],
    ['a fractional area', { areaMin: '30.5' }, 'areaMin', '面积须为 1 到 10,000 之间的整数（平方米）'],
  ])('person: refuses %s with a Chinese message at the field', (_what, patch, field, message) => {
    expect(firstMessages({ ...person, ...patch })[field]).toBe(message);
  });

  it('shows every message at once, the cross-field ones included, while the person is still typing', () => {
    const messages = firstMessages({ ...company, creditCode: '91330106MA2CFK7E7Q', mobile: '123', shopIds: [] });
    expect(Object.keys(messages).sort()).toEqual(['creditCode', 'mobile', 'shopIds']);
  });

  it('refuses unknown fields such as a self-chosen status', () => {
    expect(firstMessages({ ...company, status: 'accepted' })['']).toBe('不支持的参数：status');
  });

  it('reads a posted form: one checked shop, several, and no framework extras', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(company)) if (k !== 'shopIds') form.append(k, String(v));
    form.append('shopIds', '12');
    form.append('$ACTION_ID_abc', '');
    expect(shopIntentionBody.parse(readShopIntentionForm(form)).shopIds).toEqual([12]);
    form.append('shopIds', '15');
    expect(shopIntentionBody.parse(readShopIntentionForm(form)).shopIds).toEqual([12, 15]);
  });

  it('keeps the permitted uses as data with Chinese labels', () => {
    expect(SHOP_USES.map((u) => u.label)).toEqual(['餐饮', '零售', '便民服务', '教育培训', '医疗健康', '办公', '其他']);
  });

  it('names a registration to withdraw by a positive id', () => {
    expect(withdrawIntentionBody.parse({ id: '9' })).toEqual({ id: 9 });
    expect(withdrawIntentionBody.safeParse({ id: '-1' }).error?.issues[0]?.message).toBe('登记记录不存在');
  });
});

describe('intention statuses', () => {
  it('are 已提交, 已受理, 已联系 and 已结束 with stable codes', () => {
    expect(INTENTION_STATUSES.map((s) => [s.code, s.label])).toEqual([
      ['submitted', '已提交'],
      ['accepted', '已受理'],
      ['contacted', '已联系'],
      ['closed', '已结束'],
    ]);
    expect(isIntentionStatus('accepted')).toBe(true);
    expect(isIntentionStatus('已提交')).toBe(false);
  });

  it('let the applicant withdraw only while 已提交, and a withdrawn registration ends', () => {
    expect(INTENTION_STATUSES.filter((s) => canWithdrawIntention(s.code)).map((s) => s.label)).toEqual(['已提交']);
    expect(withdrawIntention('submitted')).toEqual({ ok: true, next: 'closed' });
    expect(withdrawIntention('accepted')).toEqual({ ok: false, message: '只有“已提交”的登记可以撤回，这条登记当前为“已受理”' });
    expect(withdrawIntention('closed')).toMatchObject({ ok: false });
    expect(intentionStatusLabel('contacted')).toBe('已联系');
  });

  it('name a registration the applicant withdrew 已撤回, like every withdrawn record, and one staff closed 已结束', () => {
    expect(intentionStatusLabel('closed', '2026-11-21T01:00:00.000Z')).toBe('已撤回');
    expect(intentionStatusLabel('closed', new Date())).toBe(WITHDRAWN_LABEL);
    expect(intentionStatusLabel('closed', null)).toBe('已结束');
    expect(withdrawIntention('closed', new Date())).toEqual({ ok: false, message: '只有“已提交”的登记可以撤回，这条登记当前为“已撤回”' });
  });
});
