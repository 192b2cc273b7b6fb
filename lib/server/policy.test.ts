/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createElement, Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { OWN_INLINE_SCRIPTS } from './own-scripts.mjs';
import {
  allowedScriptHashes,
  baseSecurityHeaders,
  bodyLimitFor,
  CLIENT_ADDRESS_HEADER,
  clientAddressOf,
  contentSecurityPolicy,
  extractInstructionRuntimes,
  frameOriginsFromEnv,
  frameworkInlineScripts,
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

  it('lets the staff console post to its handlers under /admin/api/ only, with a small body', () => {
    expect(methodRefusal('POST', '/admin/api/sign-in')).toBeNull();
    expect(methodRefusal('POST', '/admin/audit')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    expect(methodRefusal('POST', '/admin')).toMatchObject({ status: 405 });
    expect(methodRefusal('TRACE', '/admin/api/sign-in')).toMatchObject({ status: 405 });
    expect(bodyLimitFor('/admin/api/sign-in')).toBe(16 * 1024);
    expect(bodyLimitFor('/admin/audit')).toBe(0);
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
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"正文（含括号）\\"}]\\n"])';

  it('allows Next’s inline scripts and our own by hash, and nothing that is not a script', () => {
    const scripts = [
      '(self.__next_f=self.__next_f||[]).push([0])',
      flight,
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});',
      'self.__next_r="0b6c2d9e-1f7a-4c3b-9d2e-5a6b7c8d9e0f";(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});',
      ...OWN_INLINE_SCRIPTS,
    ];
    const html = `<html><head>${scripts.map((s, i) => `<script${i === 2 ? ' id="_R_"' : ''}>${s}</script>`).join('')}<script src="/x.js"></script><script type="application/ld+json">{"a":1}</script></head></html>`;
    const refused: string[] = [];
    const hashes = allowedScriptHashes(html, { known: OWN_INLINE_SCRIPTS, onRefused: (h) => refused.push(h) });
    expect(hashes.sort()).toEqual(scripts.map(sha).sort());
    expect(refused).toEqual([]);
  });

  it('refuses an inline script that came with content, even one dressed as Next’s or React’s', () => {
    const foreign = [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,"x"]),alert(1)',
      '(self.__next_f=self.__next_f||[]).push([0]);fetch("/api")',
      '$RC=function(){alert(1)};$RC("B:0","S:0")',
      '$RC("B:0",alert(1))',
      'self.__next_r=alert(1)',
      `${OWN_INLINE_SCRIPTS[0]}alert(1)`,
    ];
    const html = `<div class="prose">${foreign.map((s) => `<script>${s}</script>`).join('')}<script type="module">alert(2)</script><script type="text/javascript">alert(3)</script></div>`;
    const refused: string[] = [];
    expect(allowedScriptHashes(html, { known: OWN_INLINE_SCRIPTS, onRefused: (h) => refused.push(h) })).toEqual([]);
    expect(refused).toHaveLength(foreign.length + 2);
  });

  it('allows React’s streaming runtime exactly as React writes it, read from the react-dom bundle', async () => {
    // The bundle that renders below (jest runs React's development build).
    const bundle = fs.readFileSync(path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server.node.development.js'), 'utf8');
    const runtimes = extractInstructionRuntimes(bundle);
    expect(runtimes.some((r) => r.startsWith('$RX=function'))).toBe(true);
    // A page whose boundary completes after the shell: React streams $RC (and its runtime) inline.
    let resolve: (value: string) => void = () => undefined;
    const later = new Promise<string>((r) => (resolve = r));
    const Later = () => createElement('p', null, use(later));
    const html = await new Promise<string>((done, fail) => {
      const sink = new PassThrough();
      let out = '';
      sink.on('data', (c: Buffer) => (out += c.toString('utf8')));
      sink.on('end', () => done(out));
      const stream = renderToPipeableStream(createElement('div', null, createElement(Suspense, { fallback: createElement('i', null, '…') }, createElement(Later))), {
        onShellReady: () => {
          stream.pipe(sink);
          setTimeout(() => resolve('稍后到达的正文'), 5);
        },
        onError: fail,
      });
    });
    expect(html).toContain('$RC(');
    const refused: string[] = [];
    const hashes = allowedScriptHashes(html, { known: runtimes, onRefused: (h) => refused.push(h) });
    expect(refused).toEqual([]);
    expect(hashes.length).toBeGreaterThan(0);
    // Without the runtime's exact text the same page's instruction script is refused.
    expect(allowedScriptHashes(html, { known: [] }).length).toBeLessThan(hashes.length);
  });

  it('reads the fixed scripts of the installed Next and React, so a page with streamed boundaries and icons keeps them', () => {
    const known = frameworkInlineScripts((specifier) => fs.readFileSync(require.resolve(specifier), 'utf8'));
    const icons = known.find((s) => s.startsWith('document.querySelectorAll('));
    expect(icons).toContain('link[rel="icon"]');
    const page = `<script>${icons}</script><script>requestAnimationFrame(function(){$RT=performance.now()});</script><script>$RC("B:0","S:0")</script>`;
    expect(allowedScriptHashes(page, { known })).toHaveLength(3);
    expect(() => frameworkInlineScripts(() => '')).toThrow(/streaming runtime/);
  });

  it('gives the same hashes for the bytes of a Chinese page as for its text', () => {
    const html = `<html><head><script>${OWN_INLINE_SCRIPTS[0]}</script></head><body>基本信息<script>${flight}</script><script>self.__next_f.push([1,"姓名：张三"])</script><script src="/a.js"></script></body></html>`;
    const fromBytes = allowedScriptHashes(Buffer.from(html, 'utf8'), { known: OWN_INLINE_SCRIPTS });
    expect(fromBytes).toHaveLength(3);
    expect(fromBytes).toEqual(allowedScriptHashes(html, { known: OWN_INLINE_SCRIPTS }));
    // sha256 of the script's UTF-8 bytes, as a browser computes it
    const expected = createHash('sha256').update('self.__next_f.push([1,"姓名：张三"])', 'utf8').digest('base64');
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
