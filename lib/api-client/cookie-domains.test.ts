import { cookieClearDomains, registrableDomain } from './cookie-domains';

describe('cookie domains cleared at logout', () => {
  it('a four-label host under gov.cn clears its registrable parent, never the public suffix', () => {
    expect(cookieClearDomains('a.b.gov.cn')).toEqual([undefined, '.b.gov.cn']);
  });

  it('a host that is itself the registrable domain under gov.cn has no parent to clear', () => {
    expect(cookieClearDomains('b.gov.cn')).toEqual([undefined]);
  });

  it('www.example.com clears .example.com; example.com only itself', () => {
    expect(cookieClearDomains('www.example.com')).toEqual([undefined, '.example.com']);
    expect(cookieClearDomains('example.com')).toEqual([undefined]);
  });

  it('localhost and IP addresses clear host-only cookies only', () => {
    expect(cookieClearDomains('localhost')).toEqual([undefined]);
    expect(cookieClearDomains('127.0.0.1')).toEqual([undefined]);
    expect(cookieClearDomains('[::1]')).toEqual([undefined]);
  });

  it('a configured parent domain wins over the derived one when the host lies under it', () => {
    expect(cookieClearDomains('portal.zfbz.sh.gov.cn', '.zfbz.sh.gov.cn')).toEqual([undefined, '.zfbz.sh.gov.cn']);
    expect(cookieClearDomains('portal.zfbz.sh.gov.cn', 'zfbz.sh.gov.cn')).toEqual([undefined, '.zfbz.sh.gov.cn']);
  });

  it('a configured domain the host is not under is ignored (the browser would refuse it)', () => {
    expect(cookieClearDomains('portal.example.com', '.other.com')).toEqual([undefined]);
  });

  it('registrable domains use the second-level suffix list', () => {
    expect(registrableDomain('x.y.zj.cn')).toBe('y.zj.cn');
    expect(registrableDomain('www.anju.com.cn')).toBe('anju.com.cn');
    expect(registrableDomain('gov.cn')).toBeNull();
  });
});
