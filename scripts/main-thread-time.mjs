#!/usr/bin/env node
/**
 * Main-thread time of cold page loads in Debian's Chromium, for before/after pairs that a loaded
 * machine does not blur as much as Lighthouse's blocking time:
 *
 *   node scripts/main-thread-time.mjs [--path /home] [--loads 5] <origin> [<origin> …]
 *
 * Each load is a fresh browser context (no cookies, no cache) with the CPU slowed 4× as Lighthouse
 * does; 6 s after `load` it reads Chromium's Performance metrics. Origins alternate load by load.
 * Prints the median task, script and style + layout time per origin, and every load.
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
  console.error('usage: node scripts/main-thread-time.mjs [--path /home] [--loads 5] <origin> [<origin> …]');
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const results = Object.fromEntries(origins.map((o) => [o, []]));
try {
  for (let i = 0; i < loads; i++) {
    for (const origin of origins) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(origin + pagePath, { waitUntil: 'load' });
      await page.waitForTimeout(6000);
      const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
      results[origin].push({
        taskMs: Math.round(m.TaskDuration * 1000),
        scriptMs: Math.round(m.ScriptDuration * 1000),
        styleLayoutMs: Math.round((m.RecalcStyleDuration + m.LayoutDuration) * 1000),
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
for (const origin of origins) {
  const runs = results[origin];
  console.log(
    `${origin}${pagePath}  median task ${median(runs.map((r) => r.taskMs))} ms, script ${median(runs.map((r) => r.scriptMs))} ms, style + layout ${median(runs.map((r) => r.styleLayoutMs))} ms`,
  );
  console.log(`  loads: ${runs.map((r) => r.taskMs).join(', ')} ms task time`);
}
