/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { TEMPLATES } from '@/components/templates/registry';
import { CACHED_TEMPLATES } from '@/components/templates/registry-cached';
import { cacheQueryOf, contentRouteOf } from '@/lib/navigation/content-cache';
import { T1_ROUTES } from '@/lib/navigation/routes';
import { CACHE_QUERY_ORDER, NAV_KEY_PARAMS, TEMPLATE_KEYS, type TemplateName } from './keys';

const names = Object.keys(TEMPLATE_KEYS) as TemplateName[];

describe('the template registry', () => {
  it('gives every /t1 route exactly one registered template', () => {
    for (const [route, entry] of Object.entries(T1_ROUTES)) {
      expect(names).toContain(entry.template);
      expect(contentRouteOf(`/t1/${route}`)?.template).toBe(entry.template);
    }
  });

  it('joins every template name to one data module and one view, and nothing else', () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual([...names].sort());
    for (const name of names) {
      const { module } = TEMPLATES[name];
      expect(typeof module.load).toBe('function');
      expect(typeof module.metadata).toBe('function');
      // The data half carries the same pure half the middleware reads.
      expect(module.params).toEqual(TEMPLATE_KEYS[name].params);
      expect(module.cacheable).toBe(TEMPLATE_KEYS[name].cacheable);
    }
  });

  it('serves from the cached page exactly the templates that may be cached', () => {
    expect(Object.keys(CACHED_TEMPLATES).sort()).toEqual(names.filter((n) => TEMPLATE_KEYS[n].cacheable).sort());
  });

  it.each(names)('%s declares every cache parameter it writes, in the key order', (name) => {
    const keys = TEMPLATE_KEYS[name];
    for (const p of keys.params) expect(CACHE_QUERY_ORDER).toContain(p);
    expect(keys.params.some((p) => (NAV_KEY_PARAMS as readonly string[]).includes(p))).toBe(false);
    const junk = new URLSearchParams({ utm_source: 'x', classify: '1', pageNum: '2', contentId: '7', year: '2024' });
    const q = keys.cacheQuery(junk, '/t1/news_list');
    if (q) for (const written of Object.keys(q)) expect(keys.params).toContain(written);
  });

  it('writes only the parameters a route template reads into its cache key', () => {
    const params = new URLSearchParams({ col1: 'xwzx', pageNum: '3', contentId: '5', year: '2023', utm: 'z' });
    expect(cacheQueryOf(contentRouteOf('/t1/news_list')!, params)).toEqual({ col1: 'xwzx', pageNum: '3' });
    expect(cacheQueryOf(contentRouteOf('/t1/article_content')!, params)).toEqual({ col1: 'xwzx', contentId: '5' });
    expect(cacheQueryOf(contentRouteOf('/t1/memory')!, params)).toEqual({ col1: 'xwzx', year: '2023' });
    expect(cacheQueryOf(contentRouteOf('/t1/leader_profile')!, params)).toEqual({ col1: 'xwzx' });
    // A free-text search is rendered per request, never stored.
    expect(cacheQueryOf(contentRouteOf('/t1/help_center')!, new URLSearchParams({ keyword: '租金' }))).toBeNull();
  });
});

/** Every module a file imports, transitively, through relative and @/ imports. */
function importGraph(entry: string): string[] {
  const root = process.cwd();
  const seen = new Set<string>();
  const external = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const m of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
      const spec = m[1]!;
      if (!spec.startsWith('.') && !spec.startsWith('@/')) {
        external.add(spec);
        continue;
      }
      const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : path.resolve(path.dirname(file), spec);
      const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
      const hit = candidates.find((c) => fs.existsSync(c));
      if (hit) visit(hit);
    }
  };
  visit(path.join(root, entry));
  return [...[...seen].map((f) => path.relative(root, f)), ...[...external].map((e) => `external:${e}`)];
}

describe('the pure half (read by the Edge middleware)', () => {
  it('imports nothing from the database, Node, React or the data halves', () => {
    const graph = importGraph('lib/navigation/content-cache.ts');
    expect(graph).toContain('lib/templates/keys.ts');
    const forbidden = graph.filter(
      (f) =>
        f.startsWith('lib/db/') ||
        f.startsWith('lib/cache/') ||
        f.startsWith('components/') ||
        /^lib\/templates\/[^/]+\/index\.ts$/.test(f) ||
        (f.startsWith('external:') && f !== 'external:zod' && !f.startsWith('external:zod/')),
    );
    expect(forbidden).toEqual([]);
  });
});

describe('the route list and the paths read by client components on every page', () => {
  it.each(['lib/navigation/routes.ts', 'lib/navigation/paths.ts'])('%s pulls in neither zod nor the template registry (they would weigh on every page)', (file) => {
    const graph = importGraph(file);
    expect(graph.filter((f) => f === 'external:zod' || f.startsWith('lib/templates/') || f.startsWith('lib/validation/'))).toEqual([]);
  });
});

/** Files under app/ and components/ that begin with 'use client', outside the staff console (app/admin, components/admin). */
function publicClientFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== path.join('app', 'admin') && file !== path.join('components', 'admin')) walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8'))) {
        out.push(file);
      }
    }
  };
  walk('app');
  walk('components');
  return out;
}

describe('modules kept out of the scripts of public pages', () => {
  // Turbopack keeps one copy of a module, with every export any page's script uses, and a zod
  // schema is built when its module loads: one client import of these brings all of them into the
  // first load of the pages that import it (docs/performance.md "Page weight").
  it.each([
    // The console's catalogue form reads isKnownPath: through routes.ts every route table would
    // reach the chunk every public page loads. Paths and URL helpers are in lib/navigation/paths.ts.
    ['lib/navigation/routes.ts'],
    // Every API body schema of the account service. Forms import ./account-base and their own forms
    // (./sign-in-forms on /login, ./personal-info-forms in the personal centre).
    ['lib/validation/account.ts'],
    // The pinyin of every character (≈ 0.3 MB), for corrections and suggestions on the server
    // (lib/search/pinyin.ts); the search box's script asks the suggestion API instead.
    ['external:pinyin-pro'],
    ['lib/search/lexicon.ts'],
  ])('%s is imported by no script of a public page', (module) => {
    const files = publicClientFiles();
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => importGraph(f).includes(module))).toEqual([]);
  });
});
