import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST, hasBuild, readPageManifests } from './helpers/build-manifests';

/**
 * No console code in any public page's JavaScript (issue #26 part 5), read from the build the
 * browser tests run: each page's client-reference manifest names the client modules it may load and
 * the chunks of its entries. A public page (every route outside /admin) may list no module of the
 * console's folders, no chunk that holds one, and no chunk whose text carries the console's marks
 * (its handler paths, its cookie, its titles, the TOTP library).
 */

const CONSOLE_MODULE = /^\[project\]\/(app\/admin\/|components\/admin\/|lib\/staff\/)|otpauth/;
const CONSOLE_MARKS = ['/admin/api/', 'bzf_staff', '审计日志', '管理控制台', 'otpauth://', '栏目标识须为', '按时段开启', 'catalogue-'];

type Manifest = { clientModules: Record<string, { chunks: string[] }>; entryJSFiles: Record<string, string[]> };

const chunkPath = (chunk: string) => path.join(DIST, chunk.replace(/^\/?_next\//, '').replace(/^\//, ''));

test('no public page loads a module, a chunk or a text of the staff console', () => {
  test.skip(!hasBuild(), 'no build to read');
  const manifests = readPageManifests<Manifest>();
  const isConsole = (route: string) => route === '/admin' || route.startsWith('/admin/');
  const consoleRoutes = [...manifests.keys()].filter(isConsole);
  const publicRoutes = [...manifests.keys()].filter((r) => !isConsole(r));
  // The console's pages were built, and so were the public ones: the comparison below is real.
  expect(consoleRoutes.length).toBeGreaterThanOrEqual(5);
  expect(publicRoutes.length).toBeGreaterThanOrEqual(10);

  // Chunks that carry a console module, wherever it is listed. A console form's list also names the
  // chunks it shares with the public forms (the form kit's, zod's): those hold public modules, are
  // listed for them on public pages, and are checked by their text below instead.
  const publicModuleChunks = new Set<string>();
  for (const route of publicRoutes) {
    for (const [id, mod] of Object.entries(manifests.get(route)!.clientModules)) if (!CONSOLE_MODULE.test(id)) mod.chunks.forEach((c) => publicModuleChunks.add(c.replace(/^\//, '')));
  }
  const consoleChunks = new Set<string>();
  for (const manifest of manifests.values()) {
    for (const [id, mod] of Object.entries(manifest.clientModules)) {
      if (CONSOLE_MODULE.test(id)) mod.chunks.map((c) => c.replace(/^\//, '')).filter((c) => !publicModuleChunks.has(c)).forEach((c) => consoleChunks.add(c));
    }
  }
  // The console's own client code exists and was found (the check below is not vacuous).
  expect(consoleChunks.size).toBeGreaterThan(0);

  const problems: string[] = [];
  const publicChunks = new Set<string>();
  for (const route of publicRoutes) {
    const manifest = manifests.get(route)!;
    for (const id of Object.keys(manifest.clientModules)) if (CONSOLE_MODULE.test(id)) problems.push(`${route} lists ${id}`);
    for (const [entry, chunks] of Object.entries(manifest.entryJSFiles)) {
      if (entry.includes('/app/admin')) problems.push(`${route} has the entry ${entry}`);
      for (const chunk of chunks) publicChunks.add(chunk.replace(/^\//, ''));
    }
  }
  // What every page loads before its own chunks (the framework, the runtime, the polyfills).
  const build = JSON.parse(fs.readFileSync(path.join(DIST, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[]; polyfillFiles: string[] };
  for (const chunk of [...build.rootMainFiles, ...build.polyfillFiles]) publicChunks.add(chunk);
  for (const chunk of publicChunks) {
    if (consoleChunks.has(chunk) || consoleChunks.has(`_next/${chunk}`)) problems.push(`public chunk ${chunk} holds a console module`);
    const text = fs.readFileSync(chunkPath(chunk), 'utf8');
    for (const mark of CONSOLE_MARKS) if (text.includes(mark)) problems.push(`public chunk ${chunk} contains ${mark}`);
  }
  expect(publicChunks.size).toBeGreaterThan(3);
  expect(problems).toEqual([]);
});
