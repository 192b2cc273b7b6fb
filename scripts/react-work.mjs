#!/usr/bin/env node
/**
 * What React does on a page's first load, counted rather than timed (a loaded machine blurs times,
 * not counts): the commits, the components and elements each one rendered, and the DOM changes the
 * page saw after hydration. Before/after pairs for a total blocking time change (docs/performance.md).
 *
 *   node scripts/react-work.mjs [--path /home] <origin> [<origin> …]
 *
 * A stand-in for React DevTools' hook (installed before any script runs) hears every commit; a
 * MutationObserver counts added nodes and changed attributes from the first commit on.
 */
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const pagePath = option('--path', '/home');
const origins = args;

/** Runs in the page before its scripts. */
function install() {
  const commits = [];
  const mutations = { nodes: 0, attributes: 0, byAttribute: {} };
  let observing = false;
  let previous = new Set();
  const names = (fiber) => {
    const t = fiber.type;
    return typeof t === 'string' ? null : (t?.displayName ?? t?.name ?? null);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      // What this commit did: fibers React visited (a fiber object that was not in the previous
      // commit's tree), of them the components that rendered (PerformedWork) and the DOM elements
      // placed or updated (Placement, Update); each counted inside the menu (SiteNav) or elsewhere.
      const PERFORMED = 1;
      const PLACEMENT = 2;
      const UPDATE = 4;
      const seen = new Set();
      const tally = { menu: { rendered: 0, hosts: 0 }, rest: { rendered: 0, hosts: 0 } };
      let rendered = 0;
      let hosts = 0;
      const components = {};
      const walk = (fiber, inMenu) => {
        for (let f = fiber; f; f = f.sibling) {
          seen.add(f);
          const menu = inMenu || (typeof f.type === 'string' && f.memoizedProps?.id === 'site-nav');
          const visited = !previous.has(f);
          const where = menu ? tally.menu : tally.rest;
          if (visited && typeof f.type === 'string') {
            if (f.flags & (PLACEMENT | UPDATE)) {
              hosts++;
              where.hosts++;
            }
          } else if (visited && f.flags & PERFORMED) {
            rendered++;
            where.rendered++;
            const n = names(f);
            if (n) components[n] = (components[n] ?? 0) + 1;
          }
          if (f.child) walk(f.child, menu);
        }
      };
      walk(root.current.child, false);
      previous = seen;
      commits.push({ at: Math.round(performance.now()), rendered, hosts, components, tally });
      if (!observing) {
        observing = true;
        new MutationObserver((list) => {
          for (const m of list) {
            if (m.type === 'childList') mutations.nodes += m.addedNodes.length;
            else {
              mutations.attributes++;
              mutations.byAttribute[m.attributeName] = (mutations.byAttribute[m.attributeName] ?? 0) + 1;
            }
          }
        }).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
      }
    },
  };
  const longTasks = [];
  try {
    new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => Math.round(e.duration)))).observe({ type: 'longtask', buffered: true });
  } catch {}
  window.__work = { commits, mutations, longTasks };
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const origin of origins) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await context.addInitScript(install);
    const page = await context.newPage();
    await page.goto(origin + pagePath, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const work = await page.evaluate(() => window.__work);
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    await context.close();
    console.log(`${origin}${pagePath}: ${elements} elements; ${work.commits.length} commits`);
    for (const c of work.commits) {
      const top = Object.entries(c.components)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([n, k]) => `${n}×${k}`)
        .join(' ');
      console.log(`  commit at ${c.at} ms: ${c.rendered} components rendered, ${c.hosts} DOM elements placed or updated (menu: ${c.tally.menu.rendered} components, ${c.tally.menu.hosts} elements); ${top}`);
    }
    const attrs = Object.entries(work.mutations.byAttribute).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, k]) => `${n}×${k}`).join(' ');
    console.log(`  after hydration: ${work.mutations.nodes} nodes added, ${work.mutations.attributes} attributes changed (${attrs})`);
  }
} finally {
  await browser.close();
}
