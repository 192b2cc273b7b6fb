/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  baseSecurityHeaders,
  bodyLimitFor,
  CLIENT_ADDRESS_HEADER,
  clientAddressOf,
  contentSecurityPolicy,
  frameOriginsFromEnv,
  inlineScriptHashes,
  methodRefusal,
} from './policy.mjs';
import { CLIENT_ADDRESS_HEADER as APP_HEADER } from '@/lib/register/attempts';

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('203.0.113.7', '1.2.3.4, 5.6.7.8', 0)).toBe('203.0.113.7');
    expect(clientAddressOf('::ffff:203.0.113.7', undefined, 0)).toBe('203.0.113.7');
  });

  it('behind one trusted proxy is what that proxy appended, never what the client wrote before it', () => {
    // nginx at 10.0.0.2 appended the client's 198.51.100.9 to a header the client forged.
    expect(clientAddressOf('10.0.0.2', '6.6.6.6, 198.51.100.9', 1)).toBe('198.51.100.9');
    expect(clientAddressOf('10.0.0.2', '198.51.100.9', 1)).toBe('198.51.100.9');
    expect(clientAddressOf('10.0.0.3', '6.6.6.6, 198.51.100.9, 10.0.0.2', 2)).toBe('198.51.100.9');
  });

  it('falls back to the socket for garbage and is the header the app reads', () => {
    expect(clientAddressOf('10.0.0.2', '<script>', 1)).toBe('10.0.0.2');
    expect(CLIENT_ADDRESS_HEADER).toBe(APP_HEADER);
  });
});

describe('methods and bodies', () => {
  it.each([
    ['POST', '/home'],
    ['PUT', '/t3/news_list'],
    ['DELETE', '/_next/static/chunks/app.js'],
    ['PATCH', '/icon.svg'],
    ['OPTIONS', '/home'],
    ['TRACE', '/home'],
    ['TRACE', '/api/health'],
    ['CONNECT', '/api/x'],
  ])('refuses %s %s with 405 and an Allow header', (method, path) => {
    expect(methodRefusal(method, path)).toMatchObject({ status: 405, allow: expect.stringContaining('GET') });
  });

  it.each([
    ['GET', '/home'],
    ['HEAD', '/t3/news_list'],
    ['POST', '/api/bzf-portal-register/portal/login'],
    ['DELETE', '/api/anything'],
  ])('lets %s %s through', (method, path) => {
    expect(methodRefusal(method, path)).toBeNull();
  });

  it('allows a small body to the API only', () => {
    expect(bodyLimitFor('/api/bzf-portal-register/portal/login')).toBe(64 * 1024);
    expect(bodyLimitFor('/home')).toBe(0);
  });

  it('allows 10 MB plus the multipart framing to exactly the upload call, and 64 kB to its neighbours', () => {
    expect(bodyLimitFor('/api/bzf-portal-recruit/brcFileEntity/upload')).toBe(10 * 1024 * 1024 + 64 * 1024);
    expect(bodyLimitFor('/api/bzf-portal-recruit/brcFileEntity/upload/x')).toBe(64 * 1024);
    expect(bodyLimitFor('/api/bzf-portal-recruit/brcFileEntity/uploadX')).toBe(64 * 1024);
    expect(bodyLimitFor('/api/bzf-portal-recruit/brcFileEntity/remove')).toBe(64 * 1024);
  });
});

describe('headers of every response', () => {
  it('send HSTS (and upgrade-insecure-requests) only when SITE_URL is https', () => {
    const secure = baseSecurityHeaders({ SITE_URL: 'https://www.example.gov.cn' });
    expect(secure['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    const demo = baseSecurityHeaders({ SITE_URL: 'http://localhost:3000' });
    expect(demo['Strict-Transport-Security']).toBeUndefined();
    expect(demo['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
    expect(demo['Content-Security-Policy']).toContain("object-src 'none'");
  });
});

describe('Content-Security-Policy', () => {
  it('hashes exactly the inline scripts of a page (not external ones)', () => {
    const html = '<html><script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script>a()</script></html>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    // sha256("a()") in base64; the JSON-LD block is hashed too (harmless: it never runs)
    expect(hashes).toContain("'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
  });

  it('gives the same hashes for the bytes of a Chinese page as for its text', () => {
    const html = '<html><head><script>document.title="个人中心"</script></head><body>基本信息<script>self.__next_f.push([1,"姓名：张三"])</script><script src="/a.js"></script></body></html>';
    const fromBytes = inlineScriptHashes(Buffer.from(html, 'utf8'));
    expect(fromBytes).toHaveLength(2);
    expect(fromBytes).toEqual(inlineScriptHashes(html));
    // sha256 of the script's UTF-8 bytes, as a browser computes it
    const expected = createHash('sha256').update('document.title="个人中心"', 'utf8').digest('base64');
    expect(fromBytes).toContain(`'sha256-${expected}'`);
  });

  it('forbids plugins, base changes, framing by others and inline scripts it does not name', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], frameOrigins: ['https://zl.example.gov.cn'] });
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self' https://zl.example.gov.cn");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ https: true })).toContain('upgrade-insecure-requests');
  });

  it('frames only the configured rental-centre origins', () => {
    expect(
      frameOriginsFromEnv({
        RENT_CENTER_HOSTS_PRIMARY: 'www.a.gov.cn|a.gov.cn,https://zl.a.gov.cn/',
        RENT_CENTER_HOSTS_SECONDARY: 'www.b.gov.cn,https://zl.b.gov.cn',
        RENT_CENTER_TEST_ORIGIN: 'https://test.zl.gov.cn',
      }),
    ).toEqual(['https://zl.a.gov.cn', 'https://zl.b.gov.cn', 'https://test.zl.gov.cn']);
  });
});
