#!/usr/bin/env node
/**
 * Where a server's time went, from a .cpuprofile (scripts/profile-window.mjs or `node --cpu-prof`):
 * sampled time per category of work, and per request when the request count is given, then the
 * functions with the most self time.
 *
 *   node scripts/profile-summary.mjs portal.cpuprofile [requests] [top]
 *
 * A sample counts for the first category that any frame of its stack matches (so the database time
 * includes drizzle's frames above the driver only when no driver frame is on the stack). Sampled time
 * is wall-clock on the main thread: on a loaded machine every figure grows alike; compare shares.
 */
import fs from 'node:fs';

const [file, requestsArg, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/profile-summary.mjs <file.cpuprofile> [requests] [top]');
  process.exit(2);
}
const requests = Number(requestsArg) || 0;
const top = Number(topArg) || 25;
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
const timeByNode = new Map();
profile.samples.forEach((id, i) => timeByNode.set(id, (timeByNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

/** Categories, first match wins; tested against every frame of a sample's stack. */
const CATEGORIES = [
  ['profiler itself', (f) => f.url.includes('profile-window') || f.url === 'node:inspector'],
  ['PGlite (WASM, protocol, result parsing)', (f) => f.url.includes('pglite') || f.url.startsWith('wasm://')],
  ['pg driver', (f) => /node_modules\/pg(-protocol|-types|-pool)?\//.test(f.url)],
  ['drizzle', (f) => f.url.includes('drizzle-orm')],
  ['portal server: CSP hashing + compression', (f) => (f.url.includes('portal-server.mjs') && f.functionName === 'res.end') || f.url.includes('compression') || f.url.includes('policy.mjs')],
  ['middleware (Edge sandbox)', (f) => f.url.includes('/server/edge/') || f.url.includes('/web/sandbox')],
  ['styled-components', (f) => /generateAndInjectStyles|insertRules/.test(f.functionName) || f.url.includes('styled-components')],
];
const categoryOf = (id) => {
  const leaf = nodes.get(id).callFrame.functionName;
  if (leaf === '(garbage collector)') return 'garbage collection';
  if (leaf === '(idle)') return 'idle';
  const frames = [];
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) frames.push(nodes.get(cur).callFrame);
  for (const [name, test] of CATEGORIES) if (frames.some(test)) return name;
  if (frames.some((f) => f.url.includes('app-page-turbo.runtime') || f.url.includes('/server/chunks/ssr/'))) return 'React render: RSC + HTML (Next runtime and app code)';
  if (frames.some((f) => f.url.includes('next/dist'))) return 'Next server (routing, response)';
  return 'other (Node internals, streams, sockets)';
};

const byCategory = new Map();
const bySelf = new Map();
let total = 0;
for (const [id, t] of timeByNode) {
  total += t;
  const category = categoryOf(id);
  byCategory.set(category, (byCategory.get(category) ?? 0) + t);
  const f = nodes.get(id).callFrame;
  const where = f.url.replace(/.*node_modules\//, '').replace(/.*\/server\/chunks\//, 'chunks/');
  const key = `${f.functionName || '(anonymous)'} ${where}${f.url ? `:${f.lineNumber + 1}` : ''}`;
  bySelf.set(key, (bySelf.get(key) ?? 0) + t);
}

const ms = (us) => (us / 1000).toFixed(0).padStart(6);
const share = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
const perRequest = (us) => (requests ? `${(us / 1000 / requests).toFixed(2).padStart(6)} ms/req` : '');
console.log(`sampled ${ms(total).trim()} ms${requests ? `, ${requests} requests` : ''}\n`);
for (const [name, t] of [...byCategory].sort((a, b) => b[1] - a[1])) console.log(`${ms(t)} ms ${share(t)} ${perRequest(t)}  ${name}`);
console.log(`\ntop ${top} by self time:`);
for (const [name, t] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(t)} ms ${share(t)}  ${name}`);
