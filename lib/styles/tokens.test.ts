/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { DESKTOP_QUERY, PHONE_MAX_WIDTH, PHONE_QUERY, THEME_COLOR } from '@/lib/styles/theme';

/**
 * One style system (issue #25 part 4, docs/decisions/0090-one-style-system-tokens-and-custom-media.md): colours and text sizes
 * are written once, as custom properties in app/globals.css, and the phone breakpoint once, in
 * lib/styles/breakpoints.json (CSS reads it as `@media (--phone)` through postcss.config.js).
 * These tests fail on a new literal anywhere else.
 */

const ROOT = process.cwd();
const TOKEN_FILE = 'app/globals.css';

/**
 * Files allowed to keep literals while they are being converted (none today). An entry must still
 * hold a literal: the last test fails when one is stale.
 */
const NOT_YET_CONVERTED_CSS: string[] = [];
const NOT_YET_CONVERTED_TS: string[] = [];

function walk(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : walk(full, keep);
    return keep(entry.name) ? [path.relative(ROOT, full)] : [];
  });
}

const DIRS = ['app', 'components', 'lib'];
const cssFiles = DIRS.flatMap((d) => walk(path.join(ROOT, d), (n) => n.endsWith('.css'))).sort();
const tsFiles = DIRS.flatMap((d) => walk(path.join(ROOT, d), (n) => /\.(ts|tsx|mjs)$/.test(n) && !/\.(test|spec)\.|\.d\.m?ts$/.test(n)))
  .concat(['middleware.ts'])
  .sort();

/** styled-components leaves (computed styles): they use the same variables. */
const styledFiles = DIRS.flatMap((d) => walk(path.join(ROOT, d), (n) => n.endsWith('.styles.ts'))).sort();

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
/** CSS without its comments (they may name a colour or a width). */
const cssCode = (file: string) => read(file).replace(/\/\*[\s\S]*?\*\//g, '');

const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/g;
/** A text size in px on a property (custom properties such as --font-size-3 are the tokens themselves). */
const PX_FONT_SIZE = /(?<![-\w])font(?:-size)?:[^;{}]*\b\d+(?:\.\d+)?px/g;
const BREAKPOINT_CSS = /@media[^{]*\b(?:769|770)px/g;

function offenders(files: string[], pattern: RegExp, code: (f: string) => string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of files) {
    const hits = code(file).match(pattern);
    if (hits) found[file] = hits;
  }
  return found;
}

describe('design tokens', () => {
  it('finds the style sheets it checks', () => {
    expect(cssFiles).toContain(TOKEN_FILE);
    // Elderly mode's tokens are the last section of the token file (one style sheet fewer on every page).
    expect(cssCode(TOKEN_FILE)).toContain('html[data-elderly]');
    expect(cssFiles.length).toBeGreaterThan(40);
    expect(styledFiles).toContain('components/account/PersonalCenterMenu.styles.ts');
  });

  it('writes colours only in app/globals.css', () => {
    const sheets = [...cssFiles.filter((f) => f !== TOKEN_FILE && !NOT_YET_CONVERTED_CSS.includes(f)), ...styledFiles];
    const found = offenders(sheets, COLOUR, cssCode);
    expect(found).toEqual({});
  });

  it('writes text sizes in px only in the type scale (every style sheet: elderly mode changes the scale)', () => {
    const found = offenders([...cssFiles.filter((f) => f !== TOKEN_FILE), ...styledFiles], PX_FONT_SIZE, cssCode);
    expect(found).toEqual({});
  });

  it('writes the phone breakpoint as @media (--phone) / (--desktop), never as a number', () => {
    const css = offenders(cssFiles.filter((f) => !NOT_YET_CONVERTED_CSS.includes(f)), BREAKPOINT_CSS, cssCode);
    expect(css).toEqual({});
    // TypeScript reads lib/styles/theme.ts (comments may still say "≤ 769 px").
    const code = (f: string) => read(f).replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    const ts = offenders(tsFiles.filter((f) => !NOT_YET_CONVERTED_TS.includes(f)), /\b(?:769|770)(?!\d)/g, code);
    expect(ts).toEqual({});
  });

  it('uses only variables that some style sheet defines', () => {
    const defined = new Set(cssFiles.flatMap((f) => [...cssCode(f).matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])));
    const missing: string[] = [];
    for (const file of cssFiles) {
      // var(--x) without a fallback must resolve; var(--knob, default) may be unset.
      for (const m of cssCode(file).matchAll(/var\((--[\w-]+)\s*\)/g)) {
        if (!defined.has(m[1] as string)) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the allowlist of not-yet-converted files exact', () => {
    for (const file of NOT_YET_CONVERTED_CSS) {
      const code = cssCode(file);
      expect({ file, stillHasLiterals: COLOUR.test(code) || BREAKPOINT_CSS.test(code) }).toEqual({ file, stillHasLiterals: true });
      COLOUR.lastIndex = 0;
      BREAKPOINT_CSS.lastIndex = 0;
    }
    for (const file of NOT_YET_CONVERTED_TS) expect(read(file)).toMatch(/\b(?:769|770)(?!\d)/);
  });
});

describe('the values TypeScript needs', () => {
  const globals = cssCode(TOKEN_FILE);
  const token = (name: string) => globals.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();

  it('gives the browser bar the primary colour of the style sheet', () => {
    expect(token('--color-primary')).toBe('var(--red-600)');
    expect(token('--red-600')).toBe(THEME_COLOR);
  });

  it('gives matchMedia the breakpoint of the custom media queries', async () => {
    expect(PHONE_MAX_WIDTH).toBe(769); // spec §2
    expect(PHONE_QUERY).toBe('(max-width: 769px)');
    expect(DESKTOP_QUERY).toBe('(min-width: 770px)');
    // The build's PostCSS step turns the custom media into the same numbers.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS, as Next reads it
    const config = require(path.join(ROOT, 'postcss.config.js')) as { plugins: [string, object][] };
    const plugins = config.plugins.map(([name, options]) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- plugins are named by module path, as Next loads them
      const plugin = require(name);
      return plugin(options);
    });
    const out = await postcss(plugins).process('@media (--phone) { a { color: red } } @media (--desktop) and (max-width: 960px) { b { color: red } }', { from: undefined });
    expect(out.css).toContain(`@media ${PHONE_QUERY}`);
    expect(out.css).toContain(`@media ${DESKTOP_QUERY} and (max-width: 960px)`);
    expect(out.css).not.toContain('--phone');
  });
});
