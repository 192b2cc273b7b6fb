import { parseRentCenterPair, rentCenterConfigFromEnv, rentCenterOrigin, rentCenterUrl } from './rent-center';

const config = rentCenterConfigFromEnv({
  RENT_CENTER_HOSTS_PRIMARY: 'www.zfbz.gov.cn|zfbz.gov.cn,https://zl.zfbz.gov.cn',
  RENT_CENTER_HOSTS_SECONDARY: 'portal.anju.com.cn,https://rent.anju.com.cn/',
  RENT_CENTER_TEST_ORIGIN: 'https://rent-test.example.cn',
});

describe('rental-centre host by site origin', () => {
  it('the first production pair answers for each of its portal hosts', () => {
    expect(rentCenterOrigin('https://www.zfbz.gov.cn', config)).toBe('https://zl.zfbz.gov.cn');
    expect(rentCenterOrigin('https://ZFBZ.gov.cn', config)).toBe('https://zl.zfbz.gov.cn');
  });

  it('the second production pair answers for its portal host (trailing slash dropped)', () => {
    expect(rentCenterOrigin('https://portal.anju.com.cn', config)).toBe('https://rent.anju.com.cn');
  });

  it('any other non-local host gets the test rental centre', () => {
    expect(rentCenterOrigin('https://staging.zfbz.gov.cn', config)).toBe('https://rent-test.example.cn');
  });

  it('localhost and 127.0.0.1 always use the portal’s own page, even with a test host configured', () => {
    expect(rentCenterOrigin('http://localhost:3000', config)).toBe('http://localhost:3000');
    expect(rentCenterOrigin('http://127.0.0.1:3700', config)).toBe('http://127.0.0.1:3700');
  });

  it('unconfigured: the portal’s own origin', () => {
    const empty = rentCenterConfigFromEnv({});
    expect(rentCenterOrigin('https://www.zfbz.gov.cn', empty)).toBe('https://www.zfbz.gov.cn');
  });

  it('builds the spec’s path with the ticket as the token parameter', () => {
    expect(rentCenterUrl('http://127.0.0.1:3700', config, 'tk_abc-_1')).toBe(
      'http://127.0.0.1:3700/rentCenter/syncloginportal.html?token=tk_abc-_1',
    );
  });

  it('a malformed pair is ignored rather than pointing the iframe somewhere odd', () => {
    expect(parseRentCenterPair('no-origin-here')).toBeNull();
    expect(parseRentCenterPair(',https://x.cn')).toBeNull();
    expect(parseRentCenterPair('a.cn,javascript:alert(1)')).toBeNull();
  });
});
