/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * No cycles of runtime imports in lib/, components/ and app/ (issue #25 part 3). A cycle makes the
 * order in which modules start up depend on who imports whom first — the database client that
 * lazily imported the demo seed, which calls the services, which import the client, was one.
 * Type-only imports are erased by the compiler and do not count; dynamic import() does.
 */

const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|js|mjs|jsx)$/;
const SKIP = /\.(test|spec)\.[tj]sx?$|\.d\.m?ts$/;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.jsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !SKIP.test(entry.name) ? [full] : [];
  });
}

const files = [...['lib', 'components', 'app'].flatMap((d) => sourceFiles(path.join(ROOT, d))), path.join(ROOT, 'middleware.ts'), path.join(ROOT, 'instrumentation.ts')];
const known = new Set(files);

/** The project file a specifier names ('@/…' or relative), or null for a package. */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.m?js$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => known.has(c)) ?? null;
}

/** The specifiers a file imports at run time: static imports and re-exports that are not type-only, and import(). */
function runtimeImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly || (!clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly = node.isTypeOnly || (!!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Strongly connected components of more than one module, or a module importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const connect = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(component.map((f) => path.relative(ROOT, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return out;
}

describe('the import graph', () => {
  it('has no cycle of runtime imports in lib/, components/ and app/', () => {
    const graph = new Map(
      files.map((file) => [
        file,
        runtimeImports(file, fs.readFileSync(file, 'utf8'))
          .map((s) => resolve(file, s))
          .filter((f): f is string => f !== null),
      ]),
    );
    expect(files.length).toBeGreaterThan(300);
    expect(cycles(graph)).toEqual([]);
  });

  it('counts what runs and nothing that is erased: a type-only import is no edge, a dynamic import() is', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { d, type E } from './d';",
      "export type { F } from './f';",
      "export { g } from './g';",
      "const h = () => import('./h');",
      "import './i';",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual(['./d', './g', './h', './i']);
  });

  it('finds the cycle the database client had with the demo seed', () => {
    const a = '/p/lib/db/client.ts';
    const b = '/p/lib/db/seed/index.ts';
    const c = '/p/lib/cms/contents.ts';
    expect(cycles(new Map([[a, [b]], [b, [c]], [c, [a]]])).map((cycle) => cycle.length)).toEqual([3]);
  });
});
