#!/usr/bin/env node
/**
 * Page weight of two (or more) running builds side by side: gzip -9 bytes of the HTML as served
 * (uncompressed, then gzip -9), of every `<script src>` (module and `noModule` alike, the modern
 * browsers' share apart) and of every style sheet the page links. A `sourceMappingURL` comment
 * (a build made with NEXT_BROWSER_SOURCE_MAPS=1) is cut before compressing, so a build with maps
 * measures as one without.
 *
 *   node scripts/weight-compare.mjs --build http://localhost:5131=/tmp/base/.next \
 *     --build http://localhost:5132=.next [--fetches 5] [--files] [--json] [path …]
 *
 * `origin=distDir` (the dist folder is optional; with maps it says what each script holds).
 * --fetches N fetches every page N times per build, the builds in turn, and reports the fetch with
 * the median HTML (a page's HTML moves by some tens of bytes between fetches: dates). With
 * --files it prints, per page, the raw bytes each source file (or package) adds to the page's
 * scripts in every build and the difference, largest first: where the bytes went.
 */
import zlib from 'node:zlib';
import { chunkContents, pageScripts } from './first-load-js.mjs';

export const WEIGHT_PAGES = [
  { name: '/home', path: '/home' },
  { name: 'notice list', path: '/t3/news_list?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz' },
  { name: '/login', path: '/login' },
  { name: 'site search', path: `/t1/search?keyword=${encodeURIComponent('公租房')}` },
];

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
/** The body without the trailing source-map comment (JS `//#`, CSS `/*#`). */
export function withoutMapComment(text) {
  return text.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '').replace(/\n?\/\*# sourceMappingURL=[^*\s]+\s*\*\/\s*$/, '');
}

/** The style sheets a page links, in order. */
export function pageStyles(html) {
  const seen = new Set();
  const out = [];
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const a = m[1];
    if (!/\brel="stylesheet"/.test(a)) continue;
    const href = /\bhref="([^"]+)"/.exec(a)?.[1];
    if (href && !seen.has(href)) {
      seen.add(href);
      out.push(href);
    }
  }
  return out;
}

const bodyCache = new Map();
async function body(url) {
  if (!bodyCache.has(url)) bodyCache.set(url, withoutMapComment(await (await fetch(url)).text()));
  return bodyCache.get(url);
}

/** gzip -9 bytes of one page of one build, and its scripts and sheets one by one. */
export async function measurePage(origin, path) {
  const res = await fetch(origin + path);
  const html = await res.text();
  const scripts = [];
  for (const { src, noModule } of pageScripts(html)) {
    const text = await body(new URL(src, origin).href);
    scripts.push({ src, noModule, raw: Buffer.byteLength(text), gzip: gz(Buffer.from(text)) });
  }
  const styles = [];
  for (const href of pageStyles(html)) {
    const text = await body(new URL(href, origin).href);
    styles.push({ href, raw: Buffer.byteLength(text), gzip: gz(Buffer.from(text)) });
  }
  const sum = (xs) => xs.reduce((n, x) => n + x.gzip, 0);
  return {
    status: res.status,
    html: gz(Buffer.from(html)),
    htmlRaw: Buffer.byteLength(html),
    js: sum(scripts),
    jsModern: sum(scripts.filter((s) => !s.noModule)),
    css: sum(styles),
    cssRaw: styles.reduce((n, s) => n + s.raw, 0),
    scripts,
    styles,
  };
}

/** Raw bytes per source file over a page's (modern) scripts, from the build's source maps. */
function bytesPerFile(dist, scripts) {
  const out = new Map();
  for (const s of scripts) {
    if (s.noModule) continue;
    const contents = chunkContents(dist, s.src, true);
    if (!contents) {
      out.set(`(no map) ${s.src}`, s.raw);
      continue;
    }
    for (const [file, bytes] of contents) out.set(file, (out.get(file) ?? 0) + bytes);
  }
  return out;
}

async function main(argv) {
  const builds = [];
  argv.forEach((a, i) => {
    if (a === '--build' && argv[i + 1]) {
      const [origin, dist] = argv[i + 1].split('=');
      builds.push({ origin: origin.replace(/\/$/, ''), dist });
    }
  });
  const fetchesAt = argv.indexOf('--fetches');
  const fetches = fetchesAt >= 0 ? Math.max(1, Number(argv[fetchesAt + 1]) || 1) : 1;
  const paths = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--build' && argv[i - 1] !== '--fetches');
  const pages = paths.length ? paths.map((p) => ({ name: p, path: p })) : WEIGHT_PAGES;
  const results = [];
  for (const page of pages) {
    const row = { ...page, builds: [] };
    // --fetches N: each build N times, in turn; the fetch with the median HTML (it moves with dates).
    const runs = builds.map(() => []);
    for (let n = 0; n < fetches; n++) for (const [i, b] of builds.entries()) runs[i].push(await measurePage(b.origin, page.path));
    for (const r of runs) row.builds.push([...r].sort((x, y) => x.html - y.html)[Math.floor((r.length - 1) / 2)]);
    results.push(row);
    if (argv.includes('--json')) continue;
    console.log(`\n${page.name}  ${page.path}`);
    row.builds.forEach((m, i) => {
      console.log(
        `  ${builds[i].origin.padEnd(24)} HTTP ${m.status}  HTML ${String(m.html).padStart(6)}  JS ${String(m.js).padStart(7)} (modern ${m.jsModern}, ${m.scripts.length} scripts)  CSS ${String(m.css).padStart(6)} (raw ${m.cssRaw}, ${m.styles.length} sheets)`,
      );
    });
    if (argv.includes('--chunks'))
      row.builds.forEach((m, i) => {
        console.log(`  ${builds[i].origin}`);
        for (const s of m.scripts) console.log(`    js  ${String(s.gzip).padStart(6)} ${String(s.raw).padStart(7)}  ${s.src}${s.noModule ? ' (noModule)' : ''}`);
        for (const s of m.styles) console.log(`    css ${String(s.gzip).padStart(6)} ${String(s.raw).padStart(7)}  ${s.href}`);
      });
    if (argv.includes('--files') && builds.every((b) => b.dist)) {
      const maps = row.builds.map((m, i) => bytesPerFile(builds[i].dist, m.scripts));
      const files = new Set(maps.flatMap((m) => [...m.keys()]));
      const diffs = [...files]
        .map((f) => ({ f, v: maps.map((m) => m.get(f) ?? 0) }))
        .map((d) => ({ ...d, delta: d.v[d.v.length - 1] - d.v[0] }))
        .filter((d) => d.delta !== 0)
        .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));
      console.log(`  raw script bytes per source file that differ (${builds.length} builds, last − first):`);
      for (const d of diffs.slice(0, 60)) console.log(`    ${d.v.map((n) => String(n).padStart(7)).join(' ')}  ${(d.delta > 0 ? '+' : '') + d.delta}  ${d.f}`);
    }
  }
  if (argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
