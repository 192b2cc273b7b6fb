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
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildPortal, cleanupOnSignal, discoverContentUrls, ROOT, startPortal } from './perf-server.mjs';

const DIST = process.env.LIGHTHOUSE_DIST ?? '.next-bench';
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3611);
const OUT_DIR = path.join(ROOT, 'lighthouse-results');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',').map((s) => s.trim()) : null;
const SAVE_REPORTS = process.env.LIGHTHOUSE_SAVE_REPORTS === '1';

/** The middle value (the lower middle for an even count): what "the median of five runs" reports. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
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
        const runnerResult = await lighthouse(portal.origin + p.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          formFactor: 'mobile',
        });
        const lhr = runnerResult.lhr;
        if (SAVE_REPORTS) fs.writeFileSync(path.join(OUT_DIR, `${DIST.replace(/^\./, '')}-${p.name.replace(/ /g, '-')}-${run}.json`), JSON.stringify(lhr));
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
          `   (FCP ${metrics.fcpMs} ms, LCP ${metrics.lcpMs} ms, TBT ${metrics.tbtMs} ms, CLS ${metrics.cls}; worst CLS ${worstCls})\n`,
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
