/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import styles from '@/app/admin/admin.module.css';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ELDERLY_BOOT_SCRIPT } from '@/components/layout/elderly-mode';
import { consoleDocumentHtml, consoleForbiddenMainHtml, consoleFrameHtml } from './console-html';
import { stylesheetsFromManifest } from './console-assets';
import type { StaffRole, StaffSession } from './roles';

const session = (role: StaffRole, displayName = '赵审核'): StaffSession => ({ sessionId: 1, staffId: 2, login: 'zhao', displayName, role, address: '10.0.0.1' });

/** A body fragment as a browser parses it. */
function fragment(html: string): DocumentFragment {
  const { document } = new JSDOM('<!DOCTYPE html><body></body>').window;
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('the console frame written as a string', () => {
  it.each(['editor', 'reviewer', 'caseworker', 'admin'] as const)('is the same DOM as the React ConsoleFrame for a %s (sections of the role, who is signed in, the current section)', (role) => {
    for (const current of ['content', 'account', null] as const) {
      const react = renderToStaticMarkup(
        <ConsoleFrame session={session(role)} current={current}>
          <p>内容</p>
        </ConsoleFrame>,
      );
      const string = consoleFrameHtml(session(role), current, '<p>内容</p>', styles);
      expect(fragment(string).isEqualNode(fragment(react))).toBe(true);
      // The comparison sees a difference: another current section is another DOM.
      expect(fragment(consoleFrameHtml(session(role), current === 'account' ? 'content' : 'account', '<p>内容</p>', styles)).isEqualNode(fragment(react))).toBe(false);
    }
  });

  it('keeps a hostile display name as text', () => {
    const html = consoleFrameHtml(session('reviewer', '<img src=x onerror=alert(1)>"&'), 'content', '', styles);
    const frame = fragment(html);
    expect(frame.querySelector('img')).toBeNull();
    expect(frame.querySelector('header span')!.textContent).toBe('<img src=x onerror=alert(1)>"&（审核）');
  });
});

describe('the console document written as a string', () => {
  const doc = (mourning: boolean) =>
    new JSDOM(consoleDocumentHtml({ title: '文章', siteName: '安居<门户>', mourning, stylesheets: ['/_next/static/chunks/a.css', '/_next/static/chunks/b.css?dpl=x&y'], bodyHtml: '<p>正文</p>', styles })).window.document;

  it('has the console head: title, noindex, the style sheets, and no script but the elderly-mode boot script', () => {
    const d = doc(false);
    expect(d.title).toBe('文章 - 管理控制台');
    expect(d.documentElement.lang).toBe('zh-CN');
    expect(d.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex, nofollow, nocache');
    expect(d.querySelector('meta[name="application-name"]')!.getAttribute('content')).toBe('安居<门户>');
    expect([...d.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css?dpl=x&y']);
    expect([...d.querySelectorAll('script')].map((s) => [s.src, s.textContent])).toEqual([['', ELDERLY_BOOT_SCRIPT]]);
    expect(d.body.firstElementChild!.className).toBe(styles.shell);
    expect(d.documentElement.classList.contains('skin-gray')).toBe(false);
  });

  it('is grey from the first byte in mourning mode, as the root layout makes every page', () => {
    expect(doc(true).documentElement.classList.contains('skin-gray')).toBe(true);
  });

  it('says 无权访问 to a role without the page, with the way back to the console', () => {
    const main = fragment(consoleForbiddenMainHtml(styles));
    expect(main.querySelector('h1')!.textContent).toBe('无权访问');
    expect(main.querySelector('a')!.getAttribute('href')).toBe('/admin');
  });
});

describe('the console style sheets read from the build', () => {
  // The shape Next 16 writes into .next/server/app/**/page_client-reference-manifest.js.
  const manifest = (entries: Record<string, { path: string; inlined: boolean }[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/admin/(console)/page"] = ${JSON.stringify({ clientModules: {}, entryCSSFiles: entries, entryJSFiles: {} })};`;
  const files = [
    { path: 'static/chunks/root.css', inlined: false },
    { path: 'static/chunks/admin.css', inlined: false },
  ];

  it('are the admin layout’s sheets, as Next links them (with the deployment id when there is one)', () => {
    const source = manifest({ '[project]/app/layout': files.slice(0, 1), '[project]/app/admin/layout': files });
    expect(stylesheetsFromManifest(source, undefined)).toEqual(['/_next/static/chunks/root.css', '/_next/static/chunks/admin.css']);
    expect(stylesheetsFromManifest(source, 'v 2')).toEqual(['/_next/static/chunks/root.css?dpl=v%202', '/_next/static/chunks/admin.css?dpl=v%202']);
  });

  it('stop the server’s page rather than serve it unstyled when the build names none, or inlines them', () => {
    expect(() => stylesheetsFromManifest(manifest({ '[project]/app/layout': files }), undefined)).toThrow(/no style sheets/);
    expect(() => stylesheetsFromManifest(manifest({ '[project]/app/admin/layout': [{ path: 'x.css', inlined: true }] }), undefined)).toThrow(/inlined/);
  });
});
