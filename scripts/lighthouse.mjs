#!/usr/bin/env node
/**
 * npm run lighthouse — Lighthouse (mobile emulation, the npm package) with Debian's Chromium on
 * /home, a notice list, a notice, the project finder and a project page (issue #14: the median of
 * five runs). Builds into .next-bench (LIGHTHOUSE_SKIP_BUILD=1 reuses it), starts the portal on
 * 127.0.0.1:3611 with a fresh embedded database, prints each run's and the median's four category
 * scores per page and writes lighthouse-results/latest.json. Runs offline: no network needed.
 * LIGHTHOUSE_RUNS (default 5) runs per page; each run is a fresh Lighthouse navigation.
 * For before/after pairs: LIGHTHOUSE_DIST names the build folder (default .next-bench),
 * LIGHTHOUSE_PAGES keeps only the named pages (comma-separated: home,notice list,article,
 * project finder,project page), LIGHTHOUSE_SAVE_REPORTS=1 also writes each run's full report
 * (bootup-time, main-thread breakdown, render-blocking resources) to lighthouse-results/.
 *
 * Against servers already running (nothing is built or started), for before/after pairs:
 *
 *   node scripts/lighthouse.mjs --base-url http://localhost:5530 --base-url http://localhost:5531 \
 *     --pages /home,/login --metrics tbt,weight [--runs 5]
 *
 * --base-url (repeatable) names the servers; with two or more, the runs alternate between them
 * (run 1 of A, run 1 of B, run 2 of A …) so a noisy, shared machine weighs on both alike.
 * --pages takes paths (comma-separated; the default pages by name work too). --metrics limits what
 * is printed: tbt (total blocking time: each run and the median), weight (gzip HTML as served with
 * Accept-Encoding: gzip, plus the gzip -9 sum of the page's <script src> chunks, as
 * scripts/first-load-js.mjs counts them), scores (the four categories, FCP, LCP, CLS: the default).
 * The 1-minute load average is printed beside each median.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from './chromium-flags.cjs';
import { firstLoadJsKb } from './first-load-js.mjs';
import { buildPortal, cleanupOnSignal, discoverContentUrls, ROOT, startPortal } from './perf-server.mjs';

const argv = process.argv.slice(2);
/** Every value of a repeatable --name option (also --name=value). */
function optionValues(name) {
  const values = [];
  argv.forEach((a, i) => {
    if (a === `--${name}` && argv[i + 1]) values.push(argv[i + 1]);
    else if (a.startsWith(`--${name}=`)) values.push(a.slice(name.length + 3));
  });
  return values;
}
const BASE_URLS = optionValues('base-url').map((u) => u.replace(/\/$/, ''));
const PAGE_ARGS = optionValues('pages').flatMap((v) => v.split(',')).map((s) => s.trim()).filter(Boolean);
const METRICS = new Set((optionValues('metrics')[0] ?? 'scores').split(',').map((s) => s.trim()));

const DIST = process.env.LIGHTHOUSE_DIST ?? '.next-bench';
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3611);
const OUT_DIR = path.join(ROOT, 'lighthouse-results');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Math.max(1, Number(optionValues('runs')[0] ?? process.env.LIGHTHOUSE_RUNS ?? 5));
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',').map((s) => s.trim()) : null;
const load1 = () => os.loadavg()[0].toFixed(2);
const SAVE_REPORTS = process.env.LIGHTHOUSE_SAVE_REPORTS === '1';

/** The middle value (the lower middle for an even count): what "the median of five runs" reports. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** One fresh Lighthouse navigation (mobile, simulated throttling: Lighthouse's defaults). */
async function lighthouseRun(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    formFactor: 'mobile',
  });
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  const metrics = {
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
  return { lhr, scores, metrics, failing };
}

/** The HTML's bytes on the wire with Accept-Encoding: gzip (what curl --compressed downloads). */
function gzipHtmlBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (d) => (bytes += d.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity', status: res.statusCode }));
      })
      .on('error', reject);
  });
}

/** gzip HTML + first-load JS of a page: what a visitor downloads before the page can work. */
async function pageWeight(origin, pagePath) {
  const html = await (await fetch(origin + pagePath)).text();
  const js = await firstLoadJsKb(origin, html);
  const jsBytes = js.detail.filter((s) => !s.skipped).reduce((n, s) => n + s.gzip, 0);
  const wire = await gzipHtmlBytes(origin + pagePath);
  return { htmlGzip: wire.bytes, encoding: wire.encoding, status: wire.status, jsGzip: jsBytes, scripts: js.scripts, total: wire.bytes + jsBytes };
}

/** --base-url mode: measures running servers, alternating between them run by run. */
async function measureServers() {
  const pages = PAGE_ARGS.length ? PAGE_ARGS : ['/home', '/t1/news_list?col1=xwzx&col2=gsyw', '/login', '/t1/search?keyword=%E5%85%AC%E7%A7%9F%E6%88%BF'];
  const report = { when: new Date().toISOString(), lighthouse: lighthouseVersion(), formFactor: 'mobile', runsPerPage: RUNS, servers: BASE_URLS, pages: [] };
  // Warm the route caches so the figures measure serving, not the first render.
  for (const base of BASE_URLS) for (const p of pages) for (let i = 0; i < 3; i++) await (await fetch(base + p)).arrayBuffer();

  if (METRICS.has('weight')) {
    console.log('gzip HTML (as served) + first-load JS (gzip -9), bytes');
    for (const p of pages) {
      for (const base of BASE_URLS) {
        const w = await pageWeight(base, p);
        (report.pages.find((r) => r.path === p) ?? report.pages[report.pages.push({ path: p, weight: {}, tbt: {} }) - 1]).weight[base] = w;
        console.log(`  ${p.padEnd(44)} ${base.padEnd(24)} HTML ${String(w.htmlGzip).padStart(6)} (${w.encoding})  JS ${String(w.jsGzip).padStart(7)} (${w.scripts} scripts)  total ${String(w.total).padStart(7)}`);
      }
    }
  }
  const wantTbt = METRICS.has('tbt') || METRICS.has('scores');
  if (!wantTbt) return report;
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: FLAGS });
  cleanupOnSignal(async () => chrome.kill());
  try {
    for (const p of pages) {
      const entry = report.pages.find((r) => r.path === p) ?? report.pages[report.pages.push({ path: p, weight: {}, tbt: {} }) - 1];
      const runs = Object.fromEntries(BASE_URLS.map((b) => [b, []]));
      for (let run = 1; run <= RUNS; run++) {
        for (const base of BASE_URLS) {
          const r = await lighthouseRun(chrome, base + p);
          runs[base].push({ ...r.metrics, scores: r.scores, load1: Number(load1()) });
          if (METRICS.has('scores')) console.log(`  ${p} ${base} run ${run}: performance ${r.scores.performance}  FCP ${r.metrics.fcpMs}  LCP ${r.metrics.lcpMs}  TBT ${r.metrics.tbtMs} ms  CLS ${r.metrics.cls}  (load ${load1()})`);
        }
      }
      for (const base of BASE_URLS) {
        const tbts = runs[base].map((r) => r.tbtMs);
        const loads = runs[base].map((r) => r.load1);
        entry.tbt[base] = { medianMs: median(tbts), runsMs: tbts, load1: loads };
        console.log(`TBT ${p.padEnd(44)} ${base.padEnd(24)} median ${String(median(tbts)).padStart(5)} ms  runs [${tbts.join(', ')}]  load ${median(loads).toFixed(2)} (${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)})`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return report;
}

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  if (BASE_URLS.length) {
    const report = await measureServers();
    fs.writeFileSync(path.join(OUT_DIR, 'servers.json'), JSON.stringify(report, null, 2));
    console.log('\nwritten: lighthouse-results/servers.json');
    return;
  }
  if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1' || !fs.existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) buildPortal(DIST);
  const portal = await startPortal({ distDir: DIST, port: PORT });
  let chrome = null;
  cleanupOnSignal(async () => {
    await chrome?.kill();
    await portal.stop();
  });
  try {
    const { list, article } = await discoverContentUrls(portal.origin);
    const pages = [
      { name: 'home', path: '/home' },
      { name: 'notice list', path: list },
      { name: 'article', path: article },
      { name: 'project finder', path: '/t1/xmzs' },
      { name: 'project page', path: '/t1/projectDetail?projectId=12' },
    ].filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.name));
    // Warm the caches so the scores measure serving, not the first render.
    for (const p of pages) for (let i = 0; i < 3; i++) await (await fetch(portal.origin + p.path)).arrayBuffer();

    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: FLAGS });
    const results = [];
    for (const p of pages) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        const { lhr, scores, metrics, failing } = await lighthouseRun(chrome, portal.origin + p.path);
        if (SAVE_REPORTS) fs.writeFileSync(path.join(OUT_DIR, `${DIST.replace(/^\./, '')}-${p.name.replace(/ /g, '-')}-${run}.json`), JSON.stringify(lhr));
        runs.push({ scores, metrics, failing });
        console.log(
          `${p.name.padEnd(15)} run ${run}  performance ${scores.performance}  accessibility ${scores.accessibility}  best practices ${scores['best-practices']}  SEO ${scores.seo}` +
            `   (FCP ${metrics.fcpMs} ms, LCP ${metrics.lcpMs} ms, TBT ${metrics.tbtMs} ms, CLS ${metrics.cls})`,
        );
        if (failing.length) console.log(`${''.padEnd(22)}below 100: ${failing.slice(0, 12).join(', ')}`);
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]));
      const metrics = Object.fromEntries(Object.keys(runs[0].metrics).map((k) => [k, median(runs.map((r) => r.metrics[k]))]));
      const worstCls = Math.max(...runs.map((r) => r.metrics.cls));
      results.push({ page: p.name, path: p.path, median: { scores, metrics }, worstCls, runs });
      console.log(
        `${p.name.padEnd(15)} MEDIAN of ${RUNS}: performance ${scores.performance}  accessibility ${scores.accessibility}  best practices ${scores['best-practices']}  SEO ${scores.seo}` +
          `   (FCP ${metrics.fcpMs} ms, LCP ${metrics.lcpMs} ms, TBT ${metrics.tbtMs} ms, CLS ${metrics.cls}; worst CLS ${worstCls}; load ${load1()})\n`,
      );
    }
    const report = { when: new Date().toISOString(), lighthouse: lighthouseVersion(), chromium: CHROME_PATH, formFactor: 'mobile', runsPerPage: RUNS, results };
    fs.writeFileSync(path.join(OUT_DIR, 'latest.json'), JSON.stringify(report, null, 2));
    console.log('\nwritten: lighthouse-results/latest.json');
  } finally {
    await chrome?.kill();
    await portal.stop();
  }
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
