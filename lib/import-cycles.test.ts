/** @jest-environment node */
import path from 'node:path';
import fs from 'node:fs';
import { files, resolve, ROOT, runtimeImports } from './source-graph';

/**
 * No cycles of runtime imports in lib/, components/ and app/ (issue #25 part 3). A cycle makes the
 * order in which modules start up depend on who imports whom first — the database client that
 * lazily imported the demo seed, which calls the services, which import the client, was one.
 * Type-only imports are erased by the compiler and do not count; dynamic import() does.
 */

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
