/**
 * Draws the demo project pictures (public/demo/img/projects/*.svg): simple building façades in the
 * portal's palette, each different (height, window grid, colours, trees), made by us for the demo.
 * Run: node scripts/make-project-images.mjs (output is committed).
 */
import fs from 'node:fs';
import path from 'node:path';

const out = path.join(process.cwd(), 'public', 'demo', 'img', 'projects');
fs.mkdirSync(out, { recursive: true });

const SKIES = ['#dbeafe', '#e0f2fe', '#fef3c7', '#ede9fe', '#dcfce7', '#fce7f3'];
const WALLS = ['#f8fafc', '#fde68a', '#fecaca', '#c7d2fe', '#bbf7d0', '#e2e8f0', '#fed7aa'];
const ACCENTS = ['#b91c1c', '#1d4ed8', '#047857', '#7c3aed', '#c2410c', '#0f766e'];

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

function building(x, w, h, wall, accent, r) {
  const top = 300 - h;
  const cols = Math.max(2, Math.floor(w / 22));
  const rows = Math.max(3, Math.floor(h / 26));
  let s = `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}" stroke="#94a3b8"/>`;
  s += `<rect x="${x - 4}" y="${top - 8}" width="${w + 8}" height="8" fill="${accent}"/>`;
  const cw = w / cols;
  const rh = (h - 30) / rows;
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const lit = r() > 0.75;
      s += `<rect x="${(x + i * cw + cw * 0.22).toFixed(1)}" y="${(top + 12 + j * rh).toFixed(1)}" width="${(cw * 0.56).toFixed(1)}" height="${(rh * 0.55).toFixed(1)}" fill="${lit ? '#fde047' : '#93c5fd'}"/>`;
    }
  s += `<rect x="${(x + w / 2 - 9).toFixed(1)}" y="282" width="18" height="18" fill="${accent}"/>`;
  return s;
}

function tree(x, r) {
  const size = 14 + r() * 10;
  return `<rect x="${x - 2}" y="${300 - 14}" width="4" height="14" fill="#92400e"/><circle cx="${x}" cy="${300 - 14 - size / 2}" r="${size / 2}" fill="#16a34a"/>`;
}

for (let n = 1; n <= 16; n++) {
  const r = rng(n * 7919);
  const sky = SKIES[n % SKIES.length];
  let body = `<rect width="480" height="320" fill="${sky}"/><circle cx="${60 + r() * 360}" cy="50" r="22" fill="#fbbf24" opacity="0.8"/>`;
  let x = 20 + r() * 20;
  while (x < 420) {
    const w = 70 + r() * 60;
    const h = 110 + r() * 170;
    body += building(x, Math.min(w, 460 - x), h, WALLS[Math.floor(r() * WALLS.length)], ACCENTS[Math.floor(r() * ACCENTS.length)], r);
    x += w + 12 + r() * 20;
  }
  for (let t = 0; t < 6; t++) body += tree(15 + r() * 450, r);
  body += `<rect y="300" width="480" height="20" fill="#cbd5e1"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320" role="img">${body}</svg>\n`;
  fs.writeFileSync(path.join(out, `p${String(n).padStart(2, '0')}.svg`), svg);
}
console.log(`wrote 16 pictures to ${out}`);
