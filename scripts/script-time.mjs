#!/usr/bin/env node
/**
 * Where a cold page load's script time goes, by source file: a sampled CPU profile (Chromium, the CPU
 * slowed 4× as Lighthouse does) mapped through the browser source maps of a build made with
 * NEXT_BROWSER_SOURCE_MAPS=1. For before/after pairs on a loaded machine: absolute times blur, the
 * split between files does not as much (docs/performance.md).
 *
 *   node scripts/script-time.mjs [--path /home] [--loads 3] <origin>=<distDir> [<origin>=<distDir> …]
 *
 * Prints, per origin (loads alternate), the sampled script time summed over the loads: self time by
 * package or project file, and inclusive time under each project file (a component and what React
 * does while it renders it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { sourceGroup } from './first-load-js.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const pagePath = option('--path', '/home');
const loads = Number(option('--loads', 3));
const targets = args.map((a) => {
  const [origin, dist] = a.split('=');
  return { origin, dist };
});

const consumers = new Map();
function consumerOf(dist, url) {
  const key = `${dist}|${url}`;
  if (consumers.has(key)) return consumers.get(key);
  let consumer = null;
  const m = /\/_next\/static\/chunks\/([^?#]+)$/.exec(url);
  const file = m && path.join(dist, 'static', 'chunks', m[1]);
  const ref = file && fs.existsSync(file) ? /\/\/# sourceMappingURL=(\S+)\s*$/.exec(fs.readFileSync(file, 'utf8'))?.[1] : null;
  const mapFile = ref && path.join(path.dirname(file), ref);
  if (mapFile && fs.existsSync(mapFile)) consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  consumers.set(key, consumer);
  return consumer;
}

function sourceOf(dist, frame, byFile) {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const consumer = consumerOf(dist, frame.url);
  if (!consumer) return path.basename(frame.url);
  const pos = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return pos.source ? sourceGroup(pos.source, byFile) : '(unmapped)';
}

async function profile(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(origin + pagePath, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const { profile: p } = await cdp.send('Profiler.stop');
  await context.close();
  return p;
}

function attribute(dist, p, into) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const inclusive = new Map();
  for (let i = 0; i < p.samples.length; i++) {
    const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(p.samples[i]);
    const fn = node.callFrame.functionName;
    if (fn === '(idle)' || fn === '(program)' || fn === '(root)') continue;
    const s = sourceOf(dist, node.callFrame, false);
    self.set(s, (self.get(s) ?? 0) + ms);
    // Inclusive: every project file on the stack, once.
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const f = byId.get(id).callFrame;
      if (!f.url.includes('/_next/')) continue;
      const src = sourceOf(dist, f, true);
      if (/^(components|lib|app)\//.test(src) && !seen.has(src)) {
        seen.add(src);
        inclusive.set(src, (inclusive.get(src) ?? 0) + ms);
      }
    }
  }
  for (const [k, v] of self) into.self.set(k, (into.self.get(k) ?? 0) + v);
  for (const [k, v] of inclusive) into.inclusive.set(k, (into.inclusive.get(k) ?? 0) + v);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const totals = new Map(targets.map((t) => [t.origin, { self: new Map(), inclusive: new Map() }]));
try {
  for (let i = 0; i < loads; i++) {
    for (const t of targets) attribute(t.dist, await profile(browser, t.origin), totals.get(t.origin));
  }
} finally {
  await browser.close();
}
const fmt = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `    ${(v / loads).toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n');
for (const t of targets) {
  const { self, inclusive } = totals.get(t.origin);
  const sum = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${t.origin}${pagePath}: script and native time ${(sum / loads).toFixed(0)} ms per load (mean of ${loads}, 4× slower CPU)`);
  console.log('  self time by package or file:');
  console.log(fmt(self, 14));
  console.log('  inclusive time under project files:');
  console.log(fmt(inclusive, 14));
}
