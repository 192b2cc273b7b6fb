/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { files, resolve, ROOT, runtimeImports } from './source-graph';

/**
 * What a server component may take from a 'use client' module: its components, nothing else. Any
 * other value (an object of class names, a constant, a function) arrives on the server as a client
 * reference, not the value: `formStyles.primary` read that way was undefined, so the console's
 * 提交审核 and the personal centre's 修改 buttons rendered in the browser's grey with no error anywhere.
 */

const text = new Map(files.map((f) => [f, fs.readFileSync(f, 'utf8')]));
const isClient = (file: string) => /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(text.get(file) ?? '');
const COMPONENT = /^[A-Z][a-z0-9]/;

/** Every file the server runs: app/ entries that are not client modules, and what they import, stopping at client modules. */
function serverFiles(): string[] {
  const seen = new Set<string>();
  const queue = files.filter((f) => (f.startsWith(path.join(ROOT, 'app') + path.sep) || !f.includes(path.sep + 'lib' + path.sep) && !f.includes(path.sep + 'components' + path.sep)) && !isClient(f));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of runtimeImports(file, text.get(file)!)) {
      const target = resolve(file, spec);
      if (target && !isClient(target)) queue.push(target);
    }
  }
  return [...seen];
}

/** The values a file imports from client modules that are not components: "file: name from module". */
export function nonComponentImports(file: string, source: string, clientModule: (spec: string) => boolean): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  for (const node of sf.statements) {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier) || !clientModule(node.moduleSpecifier.text)) continue;
    const clause = node.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const names: string[] = [];
    if (clause.name) names.push(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.push(`* as ${bindings.name.text}`);
    if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) if (!e.isTypeOnly) names.push((e.propertyName ?? e.name).text);
    for (const name of names) if (!COMPONENT.test(name)) out.push(`${path.relative(ROOT, file)}: ${name} from ${node.moduleSpecifier.text}`);
  }
  return out;
}

describe('the server/client boundary', () => {
  it('gives server components only components from client modules, never class names or constants', () => {
    const server = serverFiles();
    expect(server.length).toBeGreaterThan(200);
    const wrong = server.flatMap((file) =>
      nonComponentImports(file, text.get(file)!, (spec) => {
        const target = resolve(file, spec);
        return !!target && isClient(target);
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('flags a style object, a constant or a hook taken from a client module, and lets components and types through', () => {
    const source = [
      "import { formStyles, FORM_TEXT, useForm, TextField, type Kit } from './fields';",
      "import Editor from './Editor.client';",
      "import * as kit from './fields';",
      "import { helper } from './server-only';",
    ].join('\n');
    const client = (spec: string) => spec !== './server-only';
    expect(nonComponentImports(path.join(ROOT, 'x.tsx'), source, client)).toEqual([
      'x.tsx: formStyles from ./fields',
      'x.tsx: FORM_TEXT from ./fields',
      'x.tsx: useForm from ./fields',
      'x.tsx: * as kit from ./fields',
    ]);
  });
});
