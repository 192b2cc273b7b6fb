/**
 * Rough cost of hostile photos (issue #24 part 6): ten 6,300 × 6,300 px PNGs (each a few kB sent,
 * 40 megapixels decoded) handed to the photo pipeline at once. Prints CPU seconds, wall time, peak
 * RSS and what each upload came to. Run: npx tsx scripts/photo-cost.mts [side] [count]
 */
import sharp from 'sharp';
import { preparePhoto } from '@/lib/recruitment/files';

const side = Number(process.argv[2] ?? 6300);
const count = Number(process.argv[3] ?? 10);
const png = await sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
const rssBefore = process.memoryUsage().rss;
const cpu = process.cpuUsage();
const started = performance.now();
let peak = rssBefore;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const outcomes = await Promise.all(
  Array.from({ length: count }, () =>
    preparePhoto(png).then(
      (out) => `stored ${out.byteLength} B`,
      (error: unknown) => `refused: ${(error as { reason?: string }).reason ?? String(error)}`,
    ),
  ),
);
clearInterval(timer);
peak = Math.max(peak, process.memoryUsage().rss);
const used = process.cpuUsage(cpu);
console.log(
  JSON.stringify({
    side,
    count,
    pngBytes: png.byteLength,
    cpuSeconds: +((used.user + used.system) / 1e6).toFixed(3),
    wallSeconds: +((performance.now() - started) / 1000).toFixed(3),
    peakRssGrowthMB: Math.round((peak - rssBefore) / 1024 / 1024),
    outcomes: [...new Set(outcomes)],
  }),
);
