/**
 * Draws the demo shop pictures (public/demo/img/shops/*.svg), made by us for the demo:
 *   s01…s12  one shopfront each (awning, sign band, glazing, door, pavement), all different;
 *   c01…c06  a commercial street of three or four fronts under a residential block, one per project.
 * Plain shapes in the portal's palette, no text (the alt text lives with the record), each under 8 kB.
 * Run: node scripts/make-shop-images.mjs (output is committed).
 */
import fs from 'node:fs';
import path from 'node:path';

const out = path.join(process.cwd(), 'public', 'demo', 'img', 'shops');
fs.mkdirSync(out, { recursive: true });

const SKIES = ['#dbeafe', '#e0f2fe', '#fef3c7', '#ede9fe', '#dcfce7', '#fce7f3'];
const WALLS = ['#f1f5f9', '#fef9c3', '#ffedd5', '#e0e7ff', '#dcfce7', '#f5f5f4'];
const AWNINGS = ['#b91c1c', '#1d4ed8', '#047857', '#7c3aed', '#c2410c', '#0f766e', '#be185d', '#a16207'];
const SIGNS = ['#1e3a8a', '#7f1d1d', '#14532d', '#3b0764', '#7c2d12', '#134e4a'];

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const pick = (list, r) => list[Math.floor(r() * list.length)];
const f1 = (n) => n.toFixed(1);

/** One shopfront in the box x..x+w, ground at y = base, height h. */
function front(x, w, base, h, r) {
  const top = base - h;
  const awning = pick(AWNINGS, r);
  const sign = pick(SIGNS, r);
  let s = `<rect x="${f1(x)}" y="${f1(top)}" width="${f1(w)}" height="${f1(h)}" fill="${pick(WALLS, r)}" stroke="#94a3b8"/>`;
  // Sign band with a few light "letters" (shapes, not text).
  const signY = top + h * 0.08;
  const signH = h * 0.14;
  s += `<rect x="${f1(x + w * 0.06)}" y="${f1(signY)}" width="${f1(w * 0.88)}" height="${f1(signH)}" rx="3" fill="${sign}"/>`;
  const letters = 2 + Math.floor(r() * 3);
  const lw = (w * 0.5) / letters;
  for (let i = 0; i < letters; i++) {
    s += `<rect x="${f1(x + w * 0.25 + i * lw + lw * 0.15)}" y="${f1(signY + signH * 0.25)}" width="${f1(lw * 0.7)}" height="${f1(signH * 0.5)}" fill="#f8fafc" opacity="0.85"/>`;
  }
  // Striped awning.
  const awY = signY + signH + h * 0.04;
  const awH = h * 0.1;
  const stripes = 6 + Math.floor(r() * 4);
  const sw = (w * 0.96) / stripes;
  for (let i = 0; i < stripes; i++) {
    s += `<path d="M${f1(x + w * 0.02 + i * sw)} ${f1(awY)}h${f1(sw)}l${f1(sw * 0.1)} ${f1(awH)}h-${f1(sw * 1.2)}z" fill="${i % 2 ? '#f8fafc' : awning}"/>`;
  }
  // Glazing and door.
  const glassY = awY + awH + h * 0.05;
  const glassH = base - glassY;
  const doorW = w * (0.2 + r() * 0.1);
  const doorX = r() > 0.5 ? x + w * 0.08 : x + w * 0.92 - doorW;
  s += `<rect x="${f1(x + w * 0.06)}" y="${f1(glassY)}" width="${f1(w * 0.88)}" height="${f1(glassH)}" fill="#bfdbfe" stroke="#64748b"/>`;
  const mullions = 1 + Math.floor(r() * 3);
  for (let i = 1; i <= mullions; i++) {
    const mx = x + w * 0.06 + (w * 0.88 * i) / (mullions + 1);
    s += `<line x1="${f1(mx)}" y1="${f1(glassY)}" x2="${f1(mx)}" y2="${f1(base)}" stroke="#64748b" stroke-width="2"/>`;
  }
  s += `<rect x="${f1(doorX)}" y="${f1(glassY + glassH * 0.12)}" width="${f1(doorW)}" height="${f1(glassH * 0.88)}" fill="#e2e8f0" stroke="#475569" stroke-width="2"/>`;
  s += `<circle cx="${f1(doorX + doorW * 0.8)}" cy="${f1(glassY + glassH * 0.6)}" r="2.5" fill="#475569"/>`;
  // A plant pot or a sandwich board on the pavement.
  if (r() > 0.4) {
    const px = doorX < x + w / 2 ? x + w * 0.75 : x + w * 0.18;
    s += `<rect x="${f1(px - 7)}" y="${f1(base - 14)}" width="14" height="14" fill="#a16207"/><circle cx="${f1(px)}" cy="${f1(base - 22)}" r="11" fill="#16a34a"/>`;
  } else {
    const bx = doorX < x + w / 2 ? x + w * 0.7 : x + w * 0.15;
    s += `<path d="M${f1(bx)} ${f1(base)}l8 -30h12l8 30z" fill="${awning}" opacity="0.85"/>`;
  }
  return s;
}

function svg(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320" role="img">${body}</svg>\n`;
}

const written = [];

for (let n = 1; n <= 12; n++) {
  const r = rng(n * 104729);
  let body = `<rect width="480" height="320" fill="${SKIES[n % SKIES.length]}"/>`;
  // Upper floors of the residential block above the shop.
  body += `<rect x="20" y="0" width="440" height="80" fill="${pick(WALLS, r)}" stroke="#cbd5e1"/>`;
  for (let i = 0; i < 7; i++) body += `<rect x="${38 + i * 60}" y="18" width="34" height="40" fill="#93c5fd" stroke="#94a3b8"/>`;
  body += front(40, 400, 290, 210, r);
  body += `<rect y="290" width="480" height="30" fill="#cbd5e1"/><line x1="0" y1="296" x2="480" y2="296" stroke="#94a3b8"/>`;
  const name = `s${String(n).padStart(2, '0')}.svg`;
  fs.writeFileSync(path.join(out, name), svg(body));
  written.push(name);
}

for (let n = 1; n <= 6; n++) {
  const r = rng(n * 7331 + 17);
  let body = `<rect width="480" height="320" fill="${SKIES[(n + 2) % SKIES.length]}"/>`;
  const wall = pick(WALLS, r);
  body += `<rect x="10" y="20" width="460" height="150" fill="${wall}" stroke="#94a3b8"/>`;
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 8; col++) {
      const lit = r() > 0.8;
      body += `<rect x="${30 + col * 56}" y="${36 + row * 40}" width="30" height="22" fill="${lit ? '#fde047' : '#93c5fd'}"/>`;
    }
  const fronts = 3 + (n % 2);
  const w = 460 / fronts;
  for (let i = 0; i < fronts; i++) body += front(10 + i * w, w, 290, 120, r);
  body += `<rect y="290" width="480" height="30" fill="#cbd5e1"/>`;
  for (let t = 0; t < 3; t++) {
    const x = 60 + t * 170 + r() * 40;
    body += `<rect x="${f1(x - 3)}" y="276" width="6" height="20" fill="#92400e"/><circle cx="${f1(x)}" cy="262" r="16" fill="#15803d" opacity="0.9"/>`;
  }
  const name = `c${String(n).padStart(2, '0')}.svg`;
  fs.writeFileSync(path.join(out, name), svg(body));
  written.push(name);
}

for (const name of written) {
  const size = fs.statSync(path.join(out, name)).size;
  if (size > 8 * 1024) throw new Error(`${name} is ${size} bytes (over 8 kB)`);
}
console.log(`wrote ${written.length} pictures to ${out}`);
