import { invalidHref, parseInvalidFields, readRecordsQuery, readRegisterQuery, registerHref, shopHref, commercialProjectHref } from './shop-links';

const getter = (q: string) => {
  const p = new URLSearchParams(q);
  return (n: string) => p.get(n);
};

describe('shop links', () => {
  it('build the page paths of the shop service', () => {
    expect(shopHref(5)).toBe('/t1/shopInfo?shopId=5');
    expect(commercialProjectHref(2)).toBe('/t1/shopProjectInfo?projectId=2');
    expect(registerHref()).toBe('/t1/register');
    expect(registerHref(5)).toBe('/t1/register?shopId=5');
  });

  it('send a no-JavaScript post back with known field names only, in form order', () => {
    expect(invalidHref(['mobile', 'companyName', 'mobile'])).toBe('/t1/register?failed=invalid&fields=companyName,mobile');
    expect(invalidHref(['<script>', 'status'])).toBe('/t1/register?failed=busy');
    expect(parseInvalidFields('mobile,<b>,creditCode,13912345678')).toEqual(['creditCode', 'mobile']);
    expect(parseInvalidFields(null)).toEqual([]);
  });

  it('read the register page query: a shop id, the invalid fields, the busy flag', () => {
    expect(readRegisterQuery(getter('shopId=12&failed=invalid&fields=mobile'))).toEqual({ shopId: 12, invalid: ['mobile'] });
    expect(readRegisterQuery(getter('shopId=12&failed=busy'))).toEqual({ shopId: 12, invalid: [], error: 'busy' });
    expect(readRegisterQuery(getter('shopId=0&failed=oops'))).toEqual({ invalid: [] });
    expect(readRegisterQuery(getter('shopId=1e3'))).toEqual({ invalid: [] });
  });

  it('read the records page query: notices, a known withdraw reason, a bounded page', () => {
    expect(readRecordsQuery(getter('submitted=7&pageNum=2'))).toEqual({ submitted: 7, pageNum: 2 });
    expect(readRecordsQuery(getter('withdrawn=7&failed=locked'))).toEqual({ withdrawn: 7, withdrawError: 'locked', pageNum: 1 });
    expect(readRecordsQuery(getter('failed=toString&pageNum=99999999'))).toEqual({ pageNum: 10_000 });
  });
});
