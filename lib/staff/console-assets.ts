/**
 * The console's style sheets for a page written as a string (lib/staff/console-html.ts): the CSS the
 * build gave the admin layout (the root layout's sheets and app/admin/admin.module.css), read once
 * from the client-reference manifest of the console's home page, which every build has. The hrefs
 * are the ones an App Router console page links (with `?dpl=` when a deployment id is set, as Next
 * adds it), so the browser shares their cache with the other console pages.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The admin layout's entry in any console page's manifest. */
const LAYOUT_ENTRY = '[project]/app/admin/layout';
const HOME_MANIFEST = path.join('server', 'app', 'admin', '(console)', 'page_client-reference-manifest.js');

type CssFile = { path: string; inlined?: boolean };
type Manifest = { entryCSSFiles?: Record<string, CssFile[]> };

/** The hrefs in `manifestSource` (the manifest file's text); throws when it has no admin layout entry. */
export function stylesheetsFromManifest(manifestSource: string, deploymentId: string | undefined): string[] {
  const sandbox: { __RSC_MANIFEST?: Record<string, Manifest> } = {};
  new Function('globalThis', manifestSource)(sandbox);
  for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
    const files = manifest.entryCSSFiles?.[LAYOUT_ENTRY];
    if (!files?.length) continue;
    const query = deploymentId ? `?dpl=${encodeURIComponent(deploymentId)}` : '';
    // An inlined sheet (experimental.inlineCss) would have to be written into the page: not supported here.
    if (files.some((f) => f.inlined)) throw new Error(`the console's style sheets are inlined by the build; the article list links them`);
    return files.map((f) => `/_next/${f.path.replace(/^\/+/, '')}${query}`);
  }
  throw new Error(`the console's manifest names no style sheets for ${LAYOUT_ENTRY}`);
}

let memo: readonly string[] | null = null;

/** The console's style sheets of the running build (read on first use, then kept: a build never changes under a running server). */
export function consoleStylesheets(): readonly string[] {
  if (memo) return memo;
  // Not traced: the build's own folder, read at run time (tracing it would copy the whole project).
  const distDir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next');
  memo = stylesheetsFromManifest(fs.readFileSync(path.join(distDir, HOME_MANIFEST), 'utf8'), process.env.NEXT_DEPLOYMENT_ID || undefined);
  return memo;
}
