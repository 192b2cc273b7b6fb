import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The project's source files and their runtime imports, for the tests that check rules over the whole
 * import graph (lib/import-cycles.test.ts, lib/client-boundary.test.ts). Test support only: nothing the
 * portal runs imports it.
 */

export const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|js|mjs|jsx)$/;
const SKIP = /\.(test|spec)\.[tj]sx?$|\.d\.m?ts$/;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.jsx'];

export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !SKIP.test(entry.name) ? [full] : [];
  });
}

export const files = [...['lib', 'components', 'app'].flatMap((d) => sourceFiles(path.join(ROOT, d))), path.join(ROOT, 'middleware.ts'), path.join(ROOT, 'instrumentation.ts')];
const known = new Set(files);

/** The project file a specifier names ('@/…' or relative), or null for a package. */
export function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.m?js$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => known.has(c)) ?? null;
}

/** The specifiers a file imports at run time: static imports and re-exports that are not type-only, and import(). */
export function runtimeImports(fileName: string, text: string): string[] {
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
