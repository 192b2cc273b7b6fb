#!/usr/bin/env node
/**
 * Where the bytes of a page's HTML go (issue #14 part 1): markup, the inline RSC payload
 * (`self.__next_f.push` scripts), other inline scripts, and, inside each, what repeats.
 *
 *   node scripts/page-weight.mjs --origin http://localhost:4300 [--detail] [--json] [path …]
 *
 * Without paths it measures /home, the notice list and the notice of docs/performance.md. Sizes are
 * uncompressed bytes of the document as served (what `npm run bench` prints as "bytes"). --detail
 * adds the heaviest payload rows, the payload per landmark (header, nav, footer, aside, main …: the
 * element JSON under it, as escaped in the script) and the markup per attribute name and per class.
 */
import zlib from 'node:zlib';
import { DEFAULT_ROUTES } from './first-load-js.mjs';

const PAGES = DEFAULT_ROUTES.filter((r) => ['home', 'notice list', 'article'].includes(r.name));

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const origin = arg('origin', 'http://localhost:3000');
const paths = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && ['--origin'].includes(args[i - 1])));

const kb = (n) => (n / 1000).toFixed(1);
const utf8 = (s) => Buffer.byteLength(s, 'utf8');

/** The page split into markup, flight scripts, other inline scripts (all as bytes of the HTML). */
export function splitPage(html) {
  let flight = 0;
  let otherScripts = 0;
  const pushes = [];
  for (const m of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    const size = utf8(m[0]);
    const body = m[1];
    const push = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/.exec(body);
    if (push) {
      flight += size;
      pushes.push(push[1]);
    } else otherScripts += size;
  }
  const total = utf8(html);
  return { total, flight, otherScripts, markup: total - flight - otherScripts, pushes };
}

/** The RSC stream the pushes carry, decoded (the JSON strings joined). */
export function flightText(pushes) {
  let text = '';
  for (const p of pushes) {
    const v = JSON.parse(p);
    if (v[0] === 1 && typeof v[1] === 'string') text += v[1];
  }
  return text;
}

/** Rows of the RSC stream: `id:payload\n`, or `id:T<hex>,<text>` without a newline. */
export function flightRows(text) {
  const rows = [];
  let i = 0;
  while (i < text.length) {
    const colon = text.indexOf(':', i);
    if (colon < 0) break;
    const id = text.slice(i, colon);
    if (text[colon + 1] === 'T') {
      const comma = text.indexOf(',', colon);
      const len = parseInt(text.slice(colon + 2, comma), 16);
      // The length counts UTF-8 bytes.
      const rest = Buffer.from(text.slice(comma + 1), 'utf8').subarray(0, len).toString('utf8');
      rows.push({ id, kind: 'T', body: rest });
      i = comma + 1 + rest.length;
      continue;
    }
    const nl = text.indexOf('\n', colon);
    const end = nl < 0 ? text.length : nl;
    const body = text.slice(colon + 1, end);
    const kind = /^[A-Z]/.test(body) ? body[0] : 'json';
    rows.push({ id, kind, body });
    i = end + 1;
  }
  return rows;
}

/** Bytes a piece of the stream costs inside a push script (JSON string escaping plus Next's HTML escapes). */
export function escapedSize(s) {
  return utf8(JSON.stringify(s).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)) - 2;
}

/** Element JSON under landmarks: [tag, className] → escaped bytes, outermost match only. */
function payloadByLandmark(rows) {
  const landmarks = new Map();
  const isElement = (v) => Array.isArray(v) && v[0] === '$' && typeof v[1] === 'string' && v.length === 4;
  const walk = (v) => {
    if (Array.isArray(v)) {
      if (isElement(v)) {
        const [, type, , props] = v;
        const cls = props && typeof props.className === 'string' ? props.className.split(' ')[0] : '';
        if (['header', 'footer', 'nav', 'aside', 'main', 'details', 'section'].includes(type)) {
          const key = `${type}${cls ? '.' + cls : ''}${props && props['aria-label'] ? `[${props['aria-label']}]` : ''}`;
          landmarks.set(key, (landmarks.get(key) ?? 0) + escapedSize(JSON.stringify(v)));
          return;
        }
        if (type.startsWith('$L')) {
          const key = `client ${type}`;
          landmarks.set(key, (landmarks.get(key) ?? 0) + escapedSize(JSON.stringify(v)));
        }
      }
      v.forEach(walk);
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const r of rows) {
    if (r.kind !== 'json') continue;
    try {
      walk(JSON.parse(r.body));
    } catch {
      /* not JSON */
    }
  }
  return [...landmarks].sort((a, b) => b[1] - a[1]);
}

/** Markup bytes per attribute name and per class token (the whole ` name="value"`). */
function markupAttributes(markup) {
  const byName = new Map();
  const byClass = new Map();
  const byTag = new Map();
  for (const t of markup.matchAll(/<([a-zA-Z][\w-]*)/g)) byTag.set(t[1], (byTag.get(t[1]) ?? 0) + 1);
  for (const m of markup.matchAll(/\s([a-zA-Z_:][-\w:.]*)(?:="([^"]*)")?/g)) {
    if (!m[0].includes('=') && !/^\s(hidden|open|async|nomodule|itemscope|defer)$/.test(m[0])) continue;
    const size = utf8(m[0]);
    byName.set(m[1], (byName.get(m[1]) ?? 0) + size);
    if (m[1] === 'class' && m[2]) for (const c of m[2].split(/\s+/)) byClass.set(c, (byClass.get(c) ?? 0) + utf8(c) + 1);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { byName: top(byName, 20), byClass: top(byClass, 20), byTag: top(byTag, 15) };
}

async function measure(path) {
  const res = await fetch(origin + path);
  const html = await res.text();
  const split = splitPage(html);
  const gz = zlib.gzipSync(Buffer.from(html), { level: 6 }).length;
  const rows = flightRows(flightText(split.pushes));
  const markupOnly = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  return { path, status: res.status, gzip: gz, ...split, pushes: undefined, rows, markupOnly };
}

const routes = paths.length ? paths.map((p) => ({ name: p, path: p })) : PAGES;
const out = [];
for (const r of routes) {
  const m = await measure(r.path);
  out.push({ name: r.name, path: r.path, status: m.status, total: m.total, markup: m.markup, flight: m.flight, otherScripts: m.otherScripts, gzip: m.gzip });
  if (flag('json')) continue;
  console.log(`\n${r.name}  ${r.path}  HTTP ${m.status}`);
  console.log(`  total ${kb(m.total)} kB = markup ${kb(m.markup)} + flight ${kb(m.flight)} + other inline scripts ${kb(m.otherScripts)}   (gzip -6: ${kb(m.gzip)} kB)`);
  if (!flag('detail')) continue;
  const rowSizes = m.rows.map((row) => ({ id: row.id, kind: row.kind, size: escapedSize(`${row.id}:${row.body}`), head: row.body.slice(0, 90) }));
  rowSizes.sort((a, b) => b.size - a.size);
  console.log('  heaviest payload rows (escaped bytes):');
  for (const row of rowSizes.slice(0, 12)) console.log(`    ${kb(row.size).padStart(6)} kB  ${row.id}:${row.kind}  ${row.head.replace(/\s+/g, ' ')}`);
  console.log('  payload per landmark / client element (escaped bytes, outermost):');
  for (const [k, v] of payloadByLandmark(m.rows).slice(0, 20)) console.log(`    ${kb(v).padStart(6)} kB  ${k}`);
  const attrs = markupAttributes(m.markupOnly);
  console.log('  markup per attribute (bytes of " name=value"):');
  console.log('    ' + attrs.byName.map(([k, v]) => `${k} ${kb(v)}`).join(', '));
  console.log('  markup per class token:');
  console.log('    ' + attrs.byClass.map(([k, v]) => `${k} ${kb(v)}`).join(', '));
  console.log('  elements: ' + attrs.byTag.map(([k, v]) => `${k} ${v}`).join(', '));
}
if (flag('json')) console.log(JSON.stringify(out, null, 2));
