/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { commercialProjects, shops } from '@/lib/db/schema';
import { testTargets } from '@/lib/db/testing';
import { DISTRICTS } from '@/lib/validation/districts';
import { SHOP_USES } from '@/lib/validation/intention';
import { BUSINESS_CONTENTS } from './contents-business';
import { DEMO_PARTS } from './index';
import { DEMO_COMMERCIAL_PROJECT_COUNT, DEMO_SHOP_COUNT, seedShops } from './shops';

const PUBLIC = path.join(process.cwd(), 'public');

describe.each(testTargets().map((t) => [t.name, t] as const))('demo shops on %s', (_name, target) => {
  it('writes at least 6 commercial projects and 48 shops that look like the real thing', async () => {
    const handle = await target.open();
    try {
      await seedShops(handle.db);
      const projects = await handle.db.select().from(commercialProjects);
      const rows = await handle.db.select().from(shops);
      expect(projects).toHaveLength(DEMO_COMMERCIAL_PROJECT_COUNT);
      expect(projects.length).toBeGreaterThanOrEqual(6);
      expect(rows).toHaveLength(DEMO_SHOP_COUNT);
      expect(rows.length).toBeGreaterThanOrEqual(48);
      expect([...projects, ...rows].every((r) => r.isDemo)).toBe(true);

      // The names the demo article 社区商业项目概况 lists are the records people then find.
      const overview = BUSINESS_CONTENTS.find((c) => c.title === '社区商业项目概况')!.body;
      for (const name of ['明德苑邻里中心', '幸福家园社区商业街', '和园生活广场', '人才公寓配套商业', '锦绣苑社区商业']) {
        expect(overview).toContain(name);
        expect(projects.some((p) => p.name === name)).toBe(true);
      }
      expect(projects.find((p) => p.name === '人才公寓配套商业')!.address).toBe('青禾市青禾高新区创新路18号');
      for (const p of projects) {
        expect(DISTRICTS.some((d) => d.label === p.district)).toBe(true);
        expect(p.description.length).toBeGreaterThan(40);
        expect(p.images.length).toBeGreaterThanOrEqual(1);
        expect(rows.filter((s) => s.commercialProjectId === p.id).length).toBeGreaterThanOrEqual(6);
      }

      const uses = new Set<string>(SHOP_USES.map((u) => u.code));
      for (const s of rows) {
        expect(s.unitNo).toMatch(/^(B1|1F|2F|3F)-\d{2}$/);
        expect(s.floor).toBeGreaterThanOrEqual(-1);
        expect(s.floor).toBeLessThanOrEqual(3);
        expect(s.unitNo.startsWith(s.floor < 0 ? 'B1' : `${s.floor}F`)).toBe(true);
        expect(s.area).toBeGreaterThanOrEqual(20);
        expect(s.area).toBeLessThanOrEqual(400);
        expect(s.rentFenPerSqmMonth).toBeGreaterThanOrEqual(4500);
        expect(s.rentFenPerSqmMonth).toBeLessThanOrEqual(18000);
        expect(s.uses.length).toBeGreaterThanOrEqual(1);
        expect(s.uses.length).toBeLessThanOrEqual(3);
        expect(new Set(s.uses).size).toBe(s.uses.length);
        for (const u of s.uses) expect(uses.has(u)).toBe(true);
        expect(s.description).toContain(s.unitNo);
        expect(s.status === 'leased' ? s.availableFrom === null : /^\d{4}-\d{2}-\d{2}$/.test(s.availableFrom ?? '')).toBe(true);
      }
      const byStatus = (st: string) => rows.filter((s) => s.status === st).length;
      expect(byStatus('leasing')).toBeGreaterThan(rows.length / 2);
      expect(byStatus('negotiating')).toBeGreaterThan(0);
      expect(byStatus('leased')).toBeGreaterThan(0);
      expect(new Set(rows.map((s) => s.floor))).toEqual(new Set([-1, 1, 2, 3]));

      // Every picture exists, is small and plain, and has a Chinese alt text.
      for (const img of [...projects.flatMap((p) => p.images), ...rows.flatMap((s) => s.images)]) {
        expect(img.src).toMatch(/^\/demo\/img\/shops\/[cs]\d{2}\.svg$/);
        const file = path.join(PUBLIC, img.src);
        expect(fs.existsSync(file)).toBe(true);
        expect(fs.statSync(file).size).toBeLessThanOrEqual(8 * 1024);
        expect(img.alt).toMatch(/[\u4e00-\u9fff]/);
      }
    } finally {
      await handle.dispose();
    }
  });
});

describe('the shop pictures', () => {
  it('are SVG drawings under 8 kB with nothing active or external in them', () => {
    const dir = path.join(PUBLIC, 'demo', 'img', 'shops');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBe(18);
    for (const f of files) {
      const svg = fs.readFileSync(path.join(dir, f), 'utf8');
      expect(svg.length).toBeLessThanOrEqual(8 * 1024);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|<text|<image|href=|@import|url\(|on[a-z]+=/i);
    }
  });

  it('the shops part is one of the demo parts, after the projects', () => {
    const flags = DEMO_PARTS.map((p) => p.flag);
    expect(flags).toContain('demo_seeded_shops_v1');
    expect(flags.indexOf('demo_seeded_shops_v1')).toBeGreaterThan(flags.indexOf('demo_seeded_projects_v1'));
  });
});
