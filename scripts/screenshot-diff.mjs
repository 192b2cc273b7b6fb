#!/usr/bin/env node
/**
 * Pixel-by-pixel comparison of two screenshot folders made by scripts/style-shots.mjs (same relative
 * paths). Prints, per differing picture, the size change, the count of differing pixels and their
 * bounding box, and writes a picture of the differences (changed pixels red over a faded "before")
 * into --out. Exit code 1 when anything differs.
 *   node scripts/screenshot-diff.mjs /tmp/shots-before /tmp/shots-after --out /tmp/shots-diff
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const [beforeDir, afterDir] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--out');
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex > 0 ? process.argv[outIndex + 1] : null;
if (!beforeDir || !afterDir) {
  console.error('usage: screenshot-diff.mjs <before> <after> [--out dir]');
  process.exit(2);
}

function listPngs(dir) {
  return fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.png')).map(String).sort();
}

async function raw(file) {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

let same = 0;
const differing = [];
for (const rel of listPngs(beforeDir)) {
  const afterFile = path.join(afterDir, rel);
  if (!fs.existsSync(afterFile)) { differing.push(`${rel}: missing after`); continue; }
  const a = await raw(path.join(beforeDir, rel));
  const b = await raw(afterFile);
  const w = Math.max(a.width, b.width);
  const h = Math.max(a.height, b.height);
  let count = 0;
  let box = [w, h, -1, -1];
  const diff = outDir ? Buffer.alloc(w * h * 4) : null;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inA = x < a.width && y < a.height;
      const inB = x < b.width && y < b.height;
      const ia = (y * a.width + x) * 4;
      const ib = (y * b.width + x) * 4;
      const equal = inA && inB && a.data[ia] === b.data[ib] && a.data[ia + 1] === b.data[ib + 1] && a.data[ia + 2] === b.data[ib + 2];
      const o = (y * w + x) * 4;
      if (!equal) {
        count++;
        box = [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)];
        if (diff) { diff[o] = 255; diff[o + 1] = 0; diff[o + 2] = 0; diff[o + 3] = 255; }
      } else if (diff) {
        const grey = Math.round((a.data[ia] + a.data[ia + 1] + a.data[ia + 2]) / 3);
        const faded = 255 - Math.round((255 - grey) * 0.3);
        diff[o] = diff[o + 1] = diff[o + 2] = faded; diff[o + 3] = 255;
      }
    }
  }
  if (count === 0) { same++; continue; }
  const size = a.width === b.width && a.height === b.height ? `${a.width}×${a.height}` : `${a.width}×${a.height} → ${b.width}×${b.height}`;
  differing.push(`${rel}: ${count} px differ (${size}), box x ${box[0]}–${box[2]}, y ${box[1]}–${box[3]}`);
  if (diff) {
    const file = path.join(outDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await sharp(diff, { raw: { width: w, height: h, channels: 4 } }).png().toFile(file);
  }
}
console.log(`${same} identical, ${differing.length} differ`);
for (const line of differing) console.log(`  ${line}`);
process.exit(differing.length ? 1 : 0);
