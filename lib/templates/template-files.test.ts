/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { PERSONAL_CENTER_ROUTES, T1_ROUTES } from '@/lib/navigation/routes';

/**
 * Adding a template is one lib module (lib/templates/<name>/keys.ts, its pure half, and index.ts, its
 * data half), one view (components/templates/views/<Name>View.tsx: the page's body, the registry draws
 * the shell) and one line in lib/navigation/routes.ts (issue #25 part 2). Everything that joins them
 * is generated from the folders by this file: `npm run templates` writes the registries, and this
 * test fails while they differ from what the folders say, while a template lacks one of its three
 * places, or when some other file starts a list of templates by hand.
 *
 * Which registry a template lands in is read, never kept: the cached page's record holds the templates
 * whose keys say `cacheable: true`; the personal centre's the templates its routes name; the per-request
 * record the rest. The route cache and the personal centre import only their own record, so the cached
 * pages carry none of the forms' JavaScript.
 */

const ROOT = process.cwd();
const TEMPLATES_DIR = path.join(ROOT, 'lib/templates');
const VIEWS_DIR = path.join(ROOT, 'components/templates/views');
const UPDATE = process.env.UPDATE_TEMPLATE_REGISTRY === '1';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^./, (c) => c.toUpperCase());

/** The template folders: every directory of lib/templates/. */
const folders = fs
  .readdirSync(TEMPLATES_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

type TemplateFacts = { name: string; cacheable: boolean; personal: boolean };

const personalNames = new Set(Object.values(PERSONAL_CENTER_ROUTES).flatMap((r): string[] => ('template' in r ? [r.template] : [])));
const routeNames = new Set<string>([...Object.values(T1_ROUTES).map((r) => r.template), ...personalNames]);

async function readFacts(): Promise<TemplateFacts[]> {
  return Promise.all(
    folders.map(async (name) => {
      const mod = (await import(`./${name}/keys`)) as Record<string, { cacheable?: unknown } | undefined>;
      return { name, cacheable: mod[`${camel(name)}Keys`]?.cacheable === true, personal: personalNames.has(name) };
    }),
  );
}

const HEADER = (what: string) =>
  `/**\n * ${what}\n *\n * Generated from the folders of lib/templates/ by lib/templates/template-files.test.ts: do not edit,\n * run \`npm run templates\` after adding or removing a template.\n */\n`;

const entry = (t: TemplateFacts) => `  ${/^[a-z]+$/.test(t.name) ? t.name : `'${t.name}'`}: join(${camel(t.name)}, ${pascal(t.name)}View),`;
const moduleImports = (ts: TemplateFacts[]) => ts.map((t) => `import { ${camel(t.name)} } from '@/lib/templates/${t.name}';`);
const viewImports = (ts: TemplateFacts[]) => ts.map((t) => `import { ${pascal(t.name)}View } from './views/${pascal(t.name)}View';`);

/** The text of every generated registry, from the facts of the folders. */
function renderRegistries(all: TemplateFacts[]): Record<string, string> {
  const cached = all.filter((t) => t.cacheable && !t.personal);
  const personal = all.filter((t) => t.personal);
  const perRequest = all.filter((t) => !t.cacheable && !t.personal);
  const keys = [
    HEADER('The pure half of every template, by name: what the Edge middleware reads to build a route-cache key.'),
    ...all.map((t) => `import { ${camel(t.name)}Keys } from './${t.name}/keys';`),
    '',
    'export const TEMPLATE_KEYS = {',
    ...all.map((t) => `  ${/^[a-z]+$/.test(t.name) ? t.name : `'${t.name}'`}: ${camel(t.name)}Keys,`),
    '} as const;',
    '',
  ].join('\n');
  const cachedFile = [
    HEADER(
      'The templates whose pages may be stored in the route cache (their keys say `cacheable: true`), joined to\n * their views. The cached page (app/(site)/%5Fc/…) imports only this record, so the JavaScript of every\n * cached page carries none of the signed-in forms\' client code (their live checks bring zod).',
    ),
    "import type { CachedTemplateName, TemplateName } from '@/lib/templates/keys';",
    ...moduleImports(cached),
    "import type { RegisteredTemplate } from './registry-join';",
    "import { join } from './registry-join-column';",
    ...viewImports(cached),
    '',
    'export const CACHED_TEMPLATES: Readonly<Record<CachedTemplateName, RegisteredTemplate>> = {',
    ...cached.map(entry),
    '};',
    '',
    'export function isCachedTemplate(name: TemplateName): name is CachedTemplateName {',
    '  return Object.prototype.hasOwnProperty.call(CACHED_TEMPLATES, name);',
    '}',
    '',
  ].join('\n');
  const personalFile = [
    HEADER(
      'The personal centre\'s record pages (the templates lib/navigation/routes.ts names under PERSONAL_CENTER_ROUTES),\n * joined to their views: signed in, rendered per request, never cached. The personal centre\'s dispatcher\n * imports only this record.',
    ),
    "import type { PersonalTemplateName } from '@/lib/navigation/routes';",
    ...moduleImports(personal),
    "import type { RegisteredTemplate } from './registry-join';",
    "import { join } from './registry-join-personal';",
    ...viewImports(personal),
    '',
    'export const PERSONAL_TEMPLATES: Readonly<Record<PersonalTemplateName, RegisteredTemplate>> = {',
    ...personal.map(entry),
    '};',
    '',
  ].join('\n');
  const registry = [
    HEADER(
      'The one record that joins each template\'s data half (lib/templates/<name>) to its view: the cached ones\n * (./registry-cached.tsx), the personal centre\'s (./registry-personal.tsx) and those rendered per request.\n * Typed against TEMPLATE_KEYS, so every template name has exactly one module and one view; TemplatePage\n * is a lookup here.',
    ),
    "import type { PerRequestTemplateName, TemplateName } from '@/lib/templates/keys';",
    ...moduleImports(perRequest),
    "import { CACHED_TEMPLATES } from './registry-cached';",
    "import type { RegisteredTemplate } from './registry-join';",
    "import { join } from './registry-join-column';",
    "import { PERSONAL_TEMPLATES } from './registry-personal';",
    ...viewImports(perRequest),
    '',
    'export type { RegisteredTemplate };',
    '',
    'const PER_REQUEST_TEMPLATES: Readonly<Record<PerRequestTemplateName, RegisteredTemplate>> = {',
    ...perRequest.map(entry),
    '};',
    '',
    'export const TEMPLATES: Readonly<Record<TemplateName, RegisteredTemplate>> = { ...CACHED_TEMPLATES, ...PERSONAL_TEMPLATES, ...PER_REQUEST_TEMPLATES };',
    '',
  ].join('\n');
  return {
    'lib/templates/keys.gen.ts': keys,
    'components/templates/registry-cached.tsx': cachedFile,
    'components/templates/registry-personal.tsx': personalFile,
    'components/templates/registry.tsx': registry,
  };
}

/** Source files outside tests, generated registries and routes.ts. */
function handWrittenSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : handWrittenSources(full);
    return /\.(ts|tsx|mjs)$/.test(e.name) && !/\.(test|spec)\.[tj]sx?$|\.d\.ts$/.test(e.name) ? [full] : [];
  });
}

describe('adding a template: one lib module, one view, one line in lib/navigation/routes.ts', () => {
  let facts: TemplateFacts[];
  beforeAll(async () => {
    facts = await readFacts();
  });

  it.each(folders)('%s has its pure half, its data half, its view and a route', async (name) => {
    const keys = (await import(`./${name}/keys`)) as Record<string, { cacheable?: unknown; params?: unknown } | undefined>;
    expect(typeof keys[`${camel(name)}Keys`]?.cacheable).toBe('boolean');
    expect(Array.isArray(keys[`${camel(name)}Keys`]?.params)).toBe(true);
    expect(fs.existsSync(path.join(TEMPLATES_DIR, name, 'index.ts'))).toBe(true);
    const view = path.join(VIEWS_DIR, `${pascal(name)}View.tsx`);
    expect(fs.existsSync(view)).toBe(true);
    expect(fs.readFileSync(view, 'utf8')).toMatch(new RegExp(`export function ${pascal(name)}View\\(`));
    // The registry draws the page shell: a view is the page's own body.
    expect(fs.readFileSync(view, 'utf8')).not.toMatch(/PageShell|PersonalCenterFrame/);
    expect(routeNames.has(name)).toBe(true);
  });

  it('has a folder for every template a route names, and a template for every view', () => {
    expect([...routeNames].sort()).toEqual(folders);
    const views = fs
      .readdirSync(VIEWS_DIR)
      .filter((f) => f.endsWith('.tsx'))
      .sort();
    expect(views).toEqual(folders.map((n) => `${pascal(n)}View.tsx`).sort());
  });

  it('never caches a personal-centre page', () => {
    expect(facts.filter((t) => t.personal && t.cacheable)).toEqual([]);
  });

  it('generates the registries from the folders (run `npm run templates` when this fails)', () => {
    const files = renderRegistries(facts);
    for (const [file, text] of Object.entries(files)) {
      const full = path.join(ROOT, file);
      if (UPDATE) fs.writeFileSync(full, text);
      expect(fs.readFileSync(full, 'utf8')).toBe(text);
    }
  });

  it('keeps no other list of templates by hand', () => {
    const generated = new Set(Object.keys(renderRegistries(facts)).map((f) => path.join(ROOT, f)));
    // lib/search/pages.ts names templates to say what kind of page each is for site search (guide,
    // service, one per column); a template it does not name is indexed as a plain page, so a new
    // template needs no line there. Known debt: that fact belongs in each template's keys.
    const allowed = new Set([...generated, path.join(ROOT, 'lib/navigation/routes.ts'), path.join(ROOT, 'lib/search/pages.ts')]);
    const files = [...['lib', 'components', 'app'].flatMap((d) => handWrittenSources(path.join(ROOT, d))), path.join(ROOT, 'middleware.ts')];
    const lists: string[] = [];
    for (const file of files) {
      if (allowed.has(file)) continue;
      // A template named in a comparison is a rule about that template, not a list of them.
      const source = fs.readFileSync(file, 'utf8').replace(/[!=]==\s*'[a-z-]+'/g, '');
      const named = folders.filter((n) => source.includes(`'${n}'`));
      // Three or more template names in one file is a hand-kept list (the old registries and unions were).
      if (named.length >= 3) lists.push(`${path.relative(ROOT, file)}: ${named.join(', ')}`);
    }
    expect(lists).toEqual([]);
  });
});
