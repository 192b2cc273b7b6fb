#!/usr/bin/env node
/**
 * What Lighthouse's total blocking time on a throttled phone is made of, run by run, for servers
 * already running (nothing is built or started). Lighthouse's default (simulated throttling,
 * "lantern") multiplies each observed main-thread task by 4, places it in a simulated load and counts
 * what lies between its simulated first paint (FCP) and time to interactive (TTI); this prints, per
 * run, TBT, the two FCP and TTI estimates and the blocking time of each kind of task in the window:
 * `eval` (a script's evaluation, with the microtasks it runs: the framework's start and hydration),
 * `call` (later script tasks: React's sliced work, timers, events), `layout` (style and layout),
 * `parse` (the HTML parser), `other`. Then the medians per server.
 *
 *   node scripts/lantern-tbt.mjs --path /home --runs 8 http://localhost:3101 http://localhost:3102
 *   node scripts/lantern-tbt.mjs --throttling devtools --path /home --runs 8 <origin> <origin>
 *   node scripts/lantern-tbt.mjs --tasks --path /home --runs 2 <origin> <origin>
 *
 * `--tasks` also prints, per run, the optimistic simulation's window (its FCP … TTI) and every
 * simulated CPU task of 30 ms or more: where it lies, whether it falls in the window, its kind and
 * the scripts it evaluated or called into; then when each style sheet and script was fetched in the
 * TBT simulation and in the TTI one (they are different graphs: TTI's leaves out images).
 *
 * With two or more origins the runs alternate. `--throttling devtools` instead slows the CPU 4× and
 * the network (150 ms RTT ×3.75 per request, 1.6 Mbit/s) while the page loads and reports what was
 * observed: TBT, FCP, TTI; no simulation, so the style sheets' requests cost what a phone pays
 * (Chromium opens at most six connections per HTTP/1.1 host). Mind the spread: on a 2-core machine
 * one set of 9 runs moved a median by 30–100 ms (docs/performance.md).
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { CHROMIUM_FLAGS } from './chromium-flags.cjs';

// node:util's reader rather than one more copy of the other measuring scripts' `option()`.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: 'string', default: '/home' },
    runs: { type: 'string', default: '5' },
    throttling: { type: 'string', default: 'simulate' },
    tasks: { type: 'boolean', default: false },
  },
});
const pagePath = values.path;
const runs = Math.max(1, Number(values.runs));
const throttling = values.throttling;
const origins = positionals.map((a) => a.replace(/\/$/, ''));
if (origins.length === 0 || !['simulate', 'devtools'].includes(throttling)) {
  console.error('usage: node scripts/lantern-tbt.mjs [--path /home] [--runs 5] [--throttling simulate|devtools] [--tasks] <origin> [<origin> …]');
  process.exit(2);
}

const KINDS = ['eval', 'call', 'layout', 'parse', 'other'];
const BLOCKING_MS = 50;

/** A simulated CPU task's kind, by the trace events it holds. */
function kindOf(node) {
  const names = new Set(node.childEvents.map((e) => e.name));
  if (names.has('EvaluateScript')) return 'eval';
  if (names.has('FunctionCall') || names.has('TimerFire') || names.has('EventDispatch')) return 'call';
  if (names.has('Layout') || names.has('UpdateLayoutTree')) return 'layout';
  if (names.has('ParseHTML')) return 'parse';
  return 'other';
}

/** Blocking time by kind in one simulation, over the window Lighthouse uses for that estimate. */
function blockingByKind(nodeTimings, fromMs, toMs) {
  const byKind = Object.fromEntries(KINDS.map((k) => [k, 0]));
  for (const [node, t] of nodeTimings.entries()) {
    if (node.type !== 'cpu' || t.duration < BLOCKING_MS || t.endTime < fromMs || t.startTime > toMs) continue;
    const inWindow = Math.min(t.endTime, toMs) - Math.max(t.startTime, fromMs);
    if (inWindow > BLOCKING_MS) byKind[kindOf(node)] += inWindow - BLOCKING_MS;
  }
  return byKind;
}

const lastSegment = (url) => (url ?? '').split('/').pop().slice(0, 24);

/** --tasks: the optimistic simulation's long tasks against its window, and when sheets and scripts were fetched. */
function printTasks(tbtEstimate, ttiEstimate, fromMs, toMs) {
  console.log(`  window ${Math.round(fromMs)}–${Math.round(toMs)}`);
  for (const [node, t] of tbtEstimate.nodeTimings.entries()) {
    if (node.type !== 'cpu' || t.duration < 30) continue;
    const inWindow = t.endTime >= fromMs && t.startTime <= toMs;
    const scripts = [...new Set(node.childEvents.filter((e) => e.name === 'EvaluateScript' || e.name === 'FunctionCall').map((e) => lastSegment(e.args?.data?.url)))].filter(Boolean);
    console.log(`   ${Math.round(t.startTime)}–${Math.round(t.endTime)} (${Math.round(t.duration)} ms) ${inWindow ? 'in ' : 'out'} ${kindOf(node)} ${scripts.slice(0, 4).join(', ')}`);
  }
  for (const [label, estimate] of [['TBT', tbtEstimate], ['TTI', ttiEstimate]]) {
    const fetched = [...estimate.nodeTimings.entries()]
      .filter(([node]) => node.type === 'network' && /\.(css|js)$/.test(node.request?.url ?? ''))
      .sort((a, b) => a[1].startTime - b[1].startTime)
      .map(([node, t]) => `${lastSegment(node.request.url)} ${Math.round(t.startTime)}–${Math.round(t.endTime)}`);
    console.log(`  ${label} simulation fetched: ${fetched.join(', ')}`);
  }
}

async function run(port, url) {
  const { lhr, artifacts } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyAudits: ['total-blocking-time', 'first-contentful-paint', 'interactive'],
    formFactor: 'mobile',
    throttlingMethod: throttling,
  });
  const tbt = lhr.audits['total-blocking-time'].numericValue;
  const fcp = lhr.audits['first-contentful-paint'].numericValue;
  const tti = lhr.audits.interactive.numericValue;
  if (throttling === 'devtools') return { tbt, fcp, tti, byKind: null };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const fcpSim = await LanternFirstContentfulPaint.request(data, context);
  const ttiSim = await LanternInteractive.request(data, context);
  const tbtSim = await LanternTotalBlockingTime.request(data, context);
  // Lighthouse's TBT is the mean of two simulations, each with the other's FCP and its own TTI
  // (lantern's TotalBlockingTime.getEstimateFromSimulation); the split is averaged the same way.
  const optimistic = blockingByKind(tbtSim.optimisticEstimate.nodeTimings, fcpSim.pessimisticEstimate.timeInMs, ttiSim.optimisticEstimate.timeInMs);
  const pessimistic = blockingByKind(tbtSim.pessimisticEstimate.nodeTimings, fcpSim.optimisticEstimate.timeInMs, ttiSim.pessimisticEstimate.timeInMs);
  const byKind = Object.fromEntries(KINDS.map((k) => [k, (optimistic[k] + pessimistic[k]) / 2]));
  if (values.tasks) printTasks(tbtSim.optimisticEstimate, ttiSim.optimisticEstimate, fcpSim.pessimisticEstimate.timeInMs, ttiSim.optimisticEstimate.timeInMs);
  return { tbt, fcp, tti, byKind };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (v) => `${Math.round(v)}`.padStart(5);

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
const results = new Map(origins.map((o) => [o, []]));
try {
  for (let r = 1; r <= runs; r++) {
    for (const origin of origins) {
      const result = await run(chrome.port, origin + pagePath);
      results.get(origin).push(result);
      const split = result.byKind ? '  ' + KINDS.map((k) => `${k} ${ms(result.byKind[k])}`).join('  ') : '';
      console.log(`${origin} run ${r}: TBT ${ms(result.tbt)}  FCP ${ms(result.fcp)}  TTI ${ms(result.tti)}${split}`);
    }
  }
} finally {
  await chrome.kill();
}
console.log(`\nmedians, ${pagePath}, ${runs} runs, throttling ${throttling}:`);
for (const [origin, list] of results) {
  const split = list[0].byKind ? '  ' + KINDS.map((k) => `${k} ${ms(median(list.map((x) => x.byKind[k])))}`).join('  ') : '';
  console.log(`${origin}: TBT ${ms(median(list.map((x) => x.tbt)))}  FCP ${ms(median(list.map((x) => x.fcp)))}  TTI ${ms(median(list.map((x) => x.tti)))}${split}`);
}
