#!/usr/bin/env node
/**
 * The main thread's long tasks of a cold page load, for tracing a total blocking time change to its
 * code (docs/performance.md): Debian's Chromium, a phone viewport, the CPU slowed 4× as Lighthouse
 * does, a Chrome trace of each load.
 *
 *   node scripts/long-tasks.mjs [--path /home] [--loads 5] <origin> [<origin> …]
 *
 * Origins alternate load by load (a shared, loaded machine weighs on both alike). Per origin it
 * prints the median blocking time (Σ (task − 50 ms) over tasks after the first paint, Lighthouse's
 * rule without its TTI window), and for the median load every task over 50 ms with what ran in it:
 * the script chunks it evaluated or called into (by sampled CPU time), parse, style and layout.
 */
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const pagePath = option('--path', '/home');
const loads = Number(option('--loads', 5));
const origins = args;
if (origins.length === 0) {
  console.error('usage: node scripts/long-tasks.mjs [--path /home] [--loads 5] <origin> [<origin> …]');
  process.exit(2);
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'];

/** The renderer's main thread: the one whose tasks carry the page's navigation. */
function mainThreadOf(events) {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  let most = -1;
  for (const n of names) {
    const count = events.filter((e) => e.pid === n.pid && e.tid === n.tid && e.name === 'EvaluateScript').length;
    if (count > most) {
      most = count;
      best = n;
    }
  }
  return best && { pid: best.pid, tid: best.tid };
}

/** CPU samples of the main thread: [time µs, url of the sampled frame's script, function name]. */
function samplesOf(events, main) {
  const nodes = new Map();
  const samples = [];
  for (const e of events) {
    if (e.pid !== main.pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const data = e.args?.data;
    if (e.name === 'Profile') continue;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.push(...ids.map((id, i) => ({ id, delta: deltas[i] ?? 0 })));
  }
  const start = events.find((e) => e.pid === main.pid && e.name === 'Profile')?.args?.data?.startTime ?? 0;
  let t = start;
  return samples.map(({ id, delta }) => {
    t += delta;
    const frame = nodes.get(id)?.callFrame ?? {};
    return { t, url: frame.url ?? '', fn: frame.functionName ?? '' };
  });
}

const short = (url) => (url ? url.replace(/^.*\/_next\/static\/chunks\//, '').replace(/^https?:\/\/[^/]+/, '') : '');

async function load(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(origin + pagePath, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const buffer = await browser.stopTracing();
  await context.close();
  const { traceEvents: events } = JSON.parse(buffer.toString('utf8'));
  const main = mainThreadOf(events);
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const paint = mine.find((e) => e.name === 'firstContentfulPaint' || e.name === 'firstPaint')?.ts ?? 0;
  const navStart = mine.find((e) => e.name === 'navigationStart')?.ts ?? mine[0]?.ts ?? 0;
  const tasks = mine.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur >= 50_000);
  const samples = samplesOf(events, main);
  const detail = tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = mine.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task);
    const sum = (name) => inside.filter((e) => e.name === name).reduce((s, e) => s + e.dur, 0) / 1000;
    const evaluated = inside.filter((e) => e.name === 'EvaluateScript').map((e) => `${short(e.args?.data?.url)} ${Math.round(e.dur / 1000)}`);
    const byUrl = new Map();
    for (const s of samples) {
      if (s.t < task.ts || s.t > end) continue;
      const key = short(s.url) || `(${s.fn || 'native'})`;
      byUrl.set(key, (byUrl.get(key) ?? 0) + 1);
    }
    const total = [...byUrl.values()].reduce((a, b) => a + b, 0) || 1;
    const where = [...byUrl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, n]) => `${k} ${Math.round((n / total) * 100)}%`);
    return {
      at: Math.round((task.ts - navStart) / 1000),
      ms: Math.round(task.dur / 1000),
      afterPaint: task.ts >= paint,
      parseHtml: Math.round(sum('ParseHTML')),
      style: Math.round(sum('UpdateLayoutTree') + sum('RecalculateStyles')),
      layout: Math.round(sum('Layout')),
      evaluated,
      where,
    };
  });
  const blocking = detail.filter((d) => d.afterPaint).reduce((s, d) => s + d.ms - 50, 0);
  // Thread time (tdur) is what the main thread really ran, whatever else the machine was doing:
  // the load-proof figure. cpuBlocking scales it by the 4× slowdown, Lighthouse's way.
  const top = mine.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && typeof e.tdur === 'number');
  const cpu = Math.round(top.reduce((s, e) => s + e.tdur, 0) / 1000);
  const cpuBlocking = Math.round(top.filter((e) => e.ts >= paint).reduce((s, e) => s + Math.max(0, (4 * e.tdur) / 1000 - 50), 0));
  const cpuTasks = top.filter((e) => 4 * e.tdur >= 50_000).map((e) => Math.round((4 * e.tdur) / 1000));
  return { blocking, detail, paint: Math.round((paint - navStart) / 1000), cpu, cpuBlocking, cpuTasks };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const results = Object.fromEntries(origins.map((o) => [o, []]));
try {
  for (let i = 0; i < loads; i++) {
    for (const origin of origins) {
      const r = await load(browser, origin);
      results[origin].push(r);
      console.log(`${origin}${pagePath} load ${i + 1}: main-thread CPU ${r.cpu} ms, CPU blocking ${r.cpuBlocking} ms (tasks ×4: ${r.cpuTasks.join(' ')}); wall blocking ${r.blocking} ms (first paint ${r.paint} ms)`);
    }
  }
} finally {
  await browser.close();
}
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
for (const origin of origins) {
  const rs = results[origin];
  console.log(`\n${origin}${pagePath}: median main-thread CPU ${med(rs.map((r) => r.cpu))} ms [${rs.map((r) => r.cpu).join(', ')}], median CPU blocking ${med(rs.map((r) => r.cpuBlocking))} ms [${rs.map((r) => r.cpuBlocking).join(', ')}]`);
}
for (const origin of origins) {
  const runs = [...results[origin]].sort((a, b) => a.blocking - b.blocking);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  console.log(`\n${origin}${pagePath}: median blocking ${median.blocking} ms [${results[origin].map((r) => r.blocking).join(', ')}]; its long tasks:`);
  for (const d of median.detail) {
    console.log(`  at ${d.at} ms: ${d.ms} ms${d.afterPaint ? '' : ' (before first paint)'}; parse HTML ${d.parseHtml}, style ${d.style}, layout ${d.layout}`);
    if (d.evaluated.length) console.log(`    evaluated: ${d.evaluated.join(', ')}`);
    console.log(`    sampled: ${d.where.join(', ')}`);
  }
}
