#!/usr/bin/env node
/**
 * First-load JavaScript per route, from a running build (issue #14): what `npm run bench` reports,
 * in seconds instead of minutes.
 *
 *   node scripts/first-load-js.mjs --origin http://localhost:4400 [--chunks] [--maps .next-maps] [path …]
 *
 * Without paths it measures /home, a notice list, an article, the project finder and the personal
 * centre (signed in as the demo citizen; --login mobile:password for another account). --chunks
 * lists every script of each page; --maps <distDir> (a build made with NEXT_BROWSER_SOURCE_MAPS=1)
 * also says what each chunk holds, by package or project file (--files: by file), from its source map.
 *
 * Counted: every <script src> of the HTML, gzip -9, except `noModule` ones (Next's polyfill chunk):
 * browsers that understand modules never fetch them, and every browser the portal supports does.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const DEFAULT_ROUTES = [
  { name: 'home', path: '/home' },
  { name: 'notice list', path: '/t3/news_list?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz' },
  { name: 'article', path: '/t3/news_list/article_content?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz&contentId=65' },
  { name: 'project finder', path: '/t1/xmzs?type=gzf&district=yx&sort=available' },
  { name: 'personal centre', path: '/t1/personalCenter/personal_info/basic_info', signedIn: true },
];

/** The scripts a page's HTML loads, in order; `noModule` marks the legacy-browser polyfills. */
export function pageScripts(html) {
  const seen = new Set();
  const scripts = [];
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1];
    const src = /\bsrc="([^"]+\.js)"/.exec(attrs)?.[1];
    if (!src || seen.has(src)) continue;
    seen.add(src);
    scripts.push({ src, noModule: /\bnomodule\b/i.test(attrs) });
  }
  return scripts;
}

/**
 * Gzipped size of the scripts a modern browser fetches for the page (its first-load JavaScript),
 * in kB; `scripts` lists each one (noModule ones with `skipped: true`).
 */
export async function firstLoadJsKb(origin, html) {
  const scripts = [];
  let bytes = 0;
  for (const { src, noModule } of pageScripts(html)) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    const gzip = zlib.gzipSync(body, { level: 9 }).length;
    scripts.push({ src, raw: body.length, gzip, skipped: noModule });
    if (!noModule) bytes += gzip;
  }
  return { kb: Math.round((bytes / 1024) * 10) / 10, scripts: scripts.filter((s) => !s.skipped).length, detail: scripts };
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = Object.fromEntries([...B64].map((c, i) => [c, i]));

/** Decodes one line's segments of a source map ("mappings"), updating the running state. */
function decodeLine(line, state) {
  const segments = [];
  for (const seg of line.split(',')) {
    if (!seg) continue;
    const values = [];
    let shift = 0;
    let value = 0;
    for (const ch of seg) {
      const digit = B64_INDEX[ch];
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >> 1) : value >> 1);
        value = 0;
        shift = 0;
      }
    }
    state.col += values[0];
    if (values.length > 1) state.src += values[1];
    segments.push({ col: state.col, src: values.length > 1 ? state.src : -1 });
  }
  return segments;
}

/** Bytes of generated code per source file of one (non-indexed) source map. */
function attribute(code, map, lineOffset, colOffset, into) {
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  const state = { src: 0 };
  for (let i = 0; i < mapLines.length; i++) {
    state.col = 0;
    const gen = lines[i + lineOffset];
    if (gen === undefined) break;
    const segs = decodeLine(mapLines[i], state);
    const shift = i === 0 ? colOffset : 0;
    for (let s = 0; s < segs.length; s++) {
      const from = segs[s].col + shift;
      const to = s + 1 < segs.length ? segs[s + 1].col + shift : gen.length;
      const name = segs[s].src >= 0 ? (map.sources[segs[s].src] ?? '?') : '(unmapped)';
      into.set(name, (into.get(name) ?? 0) + Math.max(0, to - from));
    }
  }
}

/** Groups a source path: a package under node_modules, else the project folder (two levels). */
export function sourceGroup(source, byFile = false) {
  const clean = source.replace(/^turbopack:\/\/\//, '').replace(/^webpack:\/\/[^/]*\//, '').replace(/\s.*$/, '');
  if (byFile) return clean.replace(/^\[project\]\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    // Next itself is most of the framework: say which part.
    if (pkg === 'next') return `next/${parts.slice(1, parts[1] === 'dist' ? 4 : 3).join('/')}`;
    return pkg;
  }
  const project = clean.replace(/^\[project\]\//, '');
  if (project === '(unmapped)' || project.startsWith('[turbopack]')) return project;
  return project.split('/').slice(0, -1).join('/') + '/' + path.basename(project);
}

/** What a chunk of a source-mapped build holds: [group, bytes] sorted by size. */
export function chunkContents(distDir, src, byFile = false) {
  const file = path.join(distDir, 'static', 'chunks', path.basename(src));
  if (!fs.existsSync(file)) return null;
  const code = fs.readFileSync(file, 'utf8');
  const ref = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  if (!ref) return null;
  const mapFile = path.join(path.dirname(file), ref);
  if (!fs.existsSync(mapFile)) return null;
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const bySource = new Map();
  if (map.sections) for (const s of map.sections) attribute(code, s.map, s.offset.line, s.offset.column, bySource);
  else attribute(code, map, 0, 0, bySource);
  const byGroup = new Map();
  for (const [source, bytes] of bySource) {
    const group = sourceGroup(source, byFile);
    byGroup.set(group, (byGroup.get(group) ?? 0) + bytes);
  }
  return [...byGroup].sort((a, b) => b[1] - a[1]);
}

/** Signs in (demo citizen by default); the session cookie, or null. */
export async function signIn(origin, mobile, password) {
  const res = await fetch(`${origin}/api/bzf-portal-register/portal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ mobile, password }),
    redirect: 'manual',
  });
  const token = res.headers.getSetCookie().find((c) => c.startsWith('tokenId='));
  return res.ok && token ? token.split(';')[0] : null;
}

async function main(argv) {
  const arg = (name) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const origin = arg('--origin') ?? 'http://localhost:3000';
  const maps = arg('--maps');
  const showChunks = argv.includes('--chunks') || Boolean(maps);
  const [mobile, password] = (arg('--login') ?? '13800000001:Anju2026qh').split(':');
  const valued = new Set(['--origin', '--maps', '--login']);
  const paths = argv.filter((a, i) => !a.startsWith('--') && !valued.has(argv[i - 1] ?? ''));
  const routes = paths.length ? paths.map((p) => ({ name: p, path: p, signedIn: p.startsWith('/t1/personalCenter') })) : DEFAULT_ROUTES;

  let cookie = null;
  if (routes.some((r) => r.signedIn)) {
    cookie = await signIn(origin, mobile, password);
    if (!cookie) console.error(`could not sign in as ${mobile}: personal-centre pages will measure the redirect`);
  }
  const results = [];
  for (const r of routes) {
    const res = await fetch(origin + r.path, { headers: r.signedIn && cookie ? { cookie } : {}, redirect: 'manual' });
    const html = await res.text();
    const js = await firstLoadJsKb(origin, html);
    results.push({ ...r, status: res.status, ...js });
    console.log(`${r.name.padEnd(18)} HTTP ${res.status}  first-load JS ${String(js.kb).padStart(6)} kB gzip  (${js.scripts} scripts)`);
    if (!showChunks) continue;
    for (const s of js.detail) {
      console.log(`    ${(s.gzip / 1024).toFixed(1).padStart(6)} kB  ${path.basename(s.src)}${s.skipped ? '  (noModule: not counted)' : ''}`);
      if (!maps || s.skipped) continue;
      const contents = chunkContents(maps, s.src, argv.includes('--files'));
      if (!contents) continue;
      const total = contents.reduce((n, [, b]) => n + b, 0) || 1;
      // Gzip is not additive; scale each part by the chunk's own ratio as an estimate.
      for (const [group, bytes] of contents.slice(0, 12)) {
        if (bytes / total < 0.01 && bytes < 400) continue;
        console.log(`        ${((bytes / total) * (s.gzip / 1024)).toFixed(1).padStart(5)} kB  ${group}`);
      }
    }
  }
  if (argv.includes('--json')) console.log(JSON.stringify(results.map(({ detail, ...r }) => ({ ...r, chunks: detail })), null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
