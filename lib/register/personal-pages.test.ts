import { familyFormBack, familyPageHref, readFamilyPageState, returnPathOf } from './personal-pages';

const getter = (q: string) => {
  const p = new URLSearchParams(q);
  return (n: string) => p.get(n);
};

describe('the family page’s address', () => {
  it('keeps a same-origin return path and drops any other', () => {
    expect(returnPathOf('/t1/personalCenter/business_record/allotment?projectId=3')).toBe('/t1/personalCenter/business_record/allotment?projectId=3');
    expect(returnPathOf('//evil.example/x')).toBeUndefined();
    expect(returnPathOf('https://evil.example/x')).toBeUndefined();
    expect(returnPathOf('/login?redirect=/x')).toBeUndefined();
    expect(returnPathOf('/home')).toBe('/home');
    expect(returnPathOf(null)).toBeUndefined();
  });

  it('writes and reads its state (ids and flags only)', () => {
    const href = familyPageHref({ saved: 12, returnTo: '/t1/a?b=1' });
    expect(href).toBe('/t1/personalCenter/personal_info/gzf_familyInfo?saved=12&returnTo=%2Ft1%2Fa%3Fb%3D1');
    expect(readFamilyPageState(getter(href.split('?')[1]!))).toEqual({ saved: 12, returnTo: '/t1/a?b=1' });
    expect(readFamilyPageState(getter('edit=1%20or%201&remove=-3&add=yes&returnTo=%2F%2Fevil'))).toEqual({});
    expect(familyPageHref()).toBe('/t1/personalCenter/personal_info/gzf_familyInfo');
  });

  it('sends a refused form back to the same form, keeping the way back', () => {
    expect(familyFormBack(new URLSearchParams('id=7&returnTo=/t1/x'))).toBe('/t1/personalCenter/personal_info/gzf_familyInfo?edit=7&returnTo=%2Ft1%2Fx');
    expect(familyFormBack(new URLSearchParams('id=&name=a'))).toBe('/t1/personalCenter/personal_info/gzf_familyInfo?add=1');
  });
});
