/** @jest-environment node */
import fs from 'node:fs';
import { COLUMN_KEYS } from '@/lib/cms/column-keys';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { sanitizeBodyHtml } from '@/lib/html/sanitize';
import { findT1Route, isKnownPath, type TemplateName } from '@/lib/navigation/routes';
import {
  appVersions,
  banners,
  businessSegments,
  columns,
  companyIntroduce,
  publicityLists,
  contents,
  friendlyLinks,
  memorabilia,
  subsidiaries,
  webSkins,
} from '../schema';
import { testTargets } from '../testing';
import { SEED_COLUMNS, type SeedColumn } from './columns';
import { SEED_CONTENTS, cityTime, seedDemoContentOnce } from './index';
import { QUESTIONNAIRE_HELP_TITLES } from './questionnaires';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

type FlatColumn = { key: string; route: string; level: number; parentKey: string | null };

function flatten(nodes: SeedColumn[], parentKey: string | null = null, level = 1): FlatColumn[] {
  return nodes.flatMap((n) => [
    { key: n.key, route: n.route, level, parentKey },
    ...flatten(n.children ?? [], n.key, level + 1),
  ]);
}

const FLAT = flatten(SEED_COLUMNS);

/** The template a column renders with; /t3/news_list is the notices list. */
function templateOf(route: string): TemplateName | 'notices' | undefined {
  if (route === '/t3/news_list') return 'notices';
  if (!route.startsWith('/t1/')) return undefined;
  return findT1Route(route.slice(4).split('/'))?.template;
}

function subtreeKeys(key: string): string[] {
  return [key, ...FLAT.filter((c) => c.parentKey === key).flatMap((c) => subtreeKeys(c.key))];
}

/** Every /demo/... URL a row or body points at. */
function demoUrlsIn(text: string): string[] {
  return [...text.matchAll(/(?:src|poster|href)="(\/demo\/[^"]+)"/g)].map((m) => m[1] ?? '');
}

function expectPublicFile(url: string): void {
  expect(url.startsWith('/demo/')).toBe(true);
  expect(fs.existsSync(path.join(PUBLIC_DIR, url))).toBe(true);
}

describe('demo seed data', () => {
  const published = SEED_CONTENTS.filter((c) => (c.status ?? 'published') === 'published');
  const publishedIn = (keys: string[]) => published.filter((c) => keys.includes(c.columnKey));

  it('holds every column key the code relies on (lib/cms/column-keys.ts)', () => {
    const keys = new Set<string>();
    const walk = (nodes: typeof SEED_COLUMNS) => nodes.forEach((n) => (keys.add(n.key), walk(n.children ?? [])));
    walk(SEED_COLUMNS);
    for (const key of Object.values(COLUMN_KEYS)) expect(keys.has(key)).toBe(true);
  });

  it('names only portal routes, and at most four levels', () => {
    for (const c of FLAT) {
      expect({ key: c.key, known: isKnownPath(c.route) }).toEqual({ key: c.key, known: true });
      expect(c.level).toBeLessThanOrEqual(4);
    }
  });

  it('fills every list, page and question column, and nothing in home or the personal centre', () => {
    for (const col of FLAT) {
      const template = templateOf(col.route);
      const own = publishedIn([col.key]).length;
      const listed = publishedIn(subtreeKeys(col.key)).length;
      if (template === 'news-list') expect({ key: col.key, listed: listed >= 3 }).toEqual({ key: col.key, listed: true });
      if (template === 'notices') expect({ key: col.key, listed: listed >= 4 }).toEqual({ key: col.key, listed: true });
      if (template === 'page' || template === 'qa') expect({ key: col.key, own: own >= 1 }).toEqual({ key: col.key, own: true });
    }
    expect(publishedIn(['tzgg_gzf_pz']).length).toBeGreaterThanOrEqual(28);
    expect(publishedIn(['bzzx_cjwt']).length).toBeGreaterThanOrEqual(8);
    expect(publishedIn(['bzzx_zcwd']).length).toBeGreaterThanOrEqual(8);
    for (const key of ['xy_user', 'xy_privacy', 'xy_register', 'bzf_ywbl_gr', 'bzf_ywbl_qy']) expect(publishedIn([key])).toHaveLength(1);
    for (const key of ['zt_zcxcy', 'zt_zcxcy_zcwj', 'zt_zcxcy_xcdt']) expect(publishedIn([key]).length).toBeGreaterThanOrEqual(3);
    expect(SEED_CONTENTS.filter((c) => [...subtreeKeys('grzx'), 'home'].includes(c.columnKey))).toEqual([]);
  });

  it('has unique titles per column and publish times from 2024-01 to 2026-11-20', () => {
    const seen = new Set<string>();
    for (const c of SEED_CONTENTS) {
      const id = `${c.columnKey}/${c.title}`;
      expect(seen.has(id)).toBe(false);
      seen.add(id);
    }
    const times = published.map((c) => cityTime(c.publishAt).getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(cityTime('2024-01-01 00:00').getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(cityTime('2026-11-20 23:59').getTime());
    expect(Math.max(...times)).toBeGreaterThanOrEqual(cityTime('2026-11-20 00:00').getTime());
  });

  it('only points at demo files that exist, with their real sizes', () => {
    for (const c of SEED_CONTENTS) {
      if (c.coverUrl) expectPublicFile(c.coverUrl);
      for (const url of demoUrlsIn(c.body)) expectPublicFile(url);
      for (const a of c.attachments ?? []) {
        expectPublicFile(a.url);
        expect(fs.statSync(path.join(PUBLIC_DIR, a.url)).size).toBe(a.size);
      }
    }
  });

  it('keeps the SVG illustrations small and self-contained', () => {
    const dir = path.join(PUBLIC_DIR, 'demo', 'img');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
      const svg = fs.readFileSync(path.join(dir, file), 'utf8');
      expect({ file, small: svg.length < 6 * 1024 }).toEqual({ file, small: true });
      expect(svg).not.toMatch(/<script|<text|href="http|@import|url\(http/i);
    }
  });
});

describe.each(testTargets().map((t) => [t.name, t] as const))('seedDemoContentOnce on %s', (_name, target) => {
  it('seeds everything once, in one go, with sanitized bodies', async () => {
    const handle = await target.open();
    try {
      const { db } = handle;
      expect(await seedDemoContentOnce(db)).toBe(true);
      expect(await seedDemoContentOnce(db)).toBe(false);

      const allContents = await db.select().from(contents);
      // The questionnaire part adds its help-centre answer to a database seeded before it existed; the
      // demo applications' 公示 lists are notices the console generated (demo-applications.ts).
      const lists = await db.select().from(publicityLists);
      expect(lists.length).toBeGreaterThanOrEqual(1);
      expect(allContents).toHaveLength(SEED_CONTENTS.length + QUESTIONNAIRE_HELP_TITLES.length + lists.length);
      const generated = new Set(lists.map((l) => l.contentId));
      expect(allContents.every((c) => c.isDemo)).toBe(true);
      const published = allContents.filter((c) => c.status === 'published');
      const drafts = allContents.filter((c) => c.status === 'draft');
      expect(published.length).toBeGreaterThanOrEqual(90);
      expect(drafts.length).toBeGreaterThanOrEqual(2);
      expect(published.filter((c) => c.columnKey === 'tzgg_gzf_pz').length).toBeGreaterThanOrEqual(28);
      expect(published.some((c) => c.pinned)).toBe(true);
      expect(published.every((c) => c.summary.length > 0 && (c.viewCount > 0 || generated.has(c.id)))).toBe(true);

      const cols = await db.select().from(columns);
      expect(cols).toHaveLength(FLAT.length);
      for (const col of cols) {
        expect({ key: col.key, known: isKnownPath(col.route) }).toEqual({ key: col.key, known: true });
        expect(col.level).toBeLessThanOrEqual(4);
        const parent = cols.find((p) => p.key === col.parentKey);
        expect(col.level).toBe(parent ? parent.level + 1 : 1);
        const template = templateOf(col.route);
        if (template === 'page' || template === 'qa') {
          expect({ key: col.key, has: published.some((c) => c.columnKey === col.key) }).toEqual({ key: col.key, has: true });
        }
      }

      // Sanitizing happens on write: a stored body must come back unchanged from the sanitizer.
      const [company] = await db.select().from(companyIntroduce);
      const subs = await db.select().from(subsidiaries);
      for (const html of [...allContents.map((c) => c.bodyHtml), company?.bodyHtml ?? '', ...subs.map((s) => s.bodyHtml)]) {
        expect(sanitizeBodyHtml(html)).toBe(html);
      }
      expect(company?.brochureUrl).toBe('/demo/files/brochure-demo.pdf');
      expect(company?.foundedOn?.startsWith('2015-')).toBe(true);
      expect(subs).toHaveLength(5);

      const skins = await db.select().from(webSkins);
      const enabled = skins.filter((s) => s.webSkinStatus === '1');
      expect(enabled.map((s) => s.webSkinId)).toEqual(['1']);

      const segments = await db.select().from(businessSegments).orderBy(asc(businessSegments.sortOrder));
      expect(segments.map((s) => [s.icon, s.columnKey])).toEqual([
        ['bzf', 'bzf'],
        ['gzf', 'gzf'],
        ['psf', 'psf'],
        ['gycqf', 'gycqf'],
        ['syfw', 'syfw'],
      ]);

      const homeBanners = await db.select().from(banners).where(eq(banners.columnKey, 'home'));
      expect(homeBanners).toHaveLength(3);
      const allBanners = await db.select().from(banners);
      for (const key of ['tzgg', 'dyyw', 'gsgk']) expect(allBanners.some((b) => b.columnKey === key)).toBe(true);
      for (const b of allBanners) {
        expectPublicFile(b.imageUrl);
        expect(isKnownPath(new URL(b.linkUrl ?? '', 'http://portal.local').pathname)).toBe(true);
      }
      for (const s of segments) expect(isKnownPath(new URL(s.linkUrl, 'http://portal.local').pathname)).toBe(true);

      const links = await db.select().from(friendlyLinks);
      expect(links.length).toBeGreaterThanOrEqual(8);
      expect(links.every((l) => l.url.startsWith('https://'))).toBe(true);

      const events = await db.select().from(memorabilia);
      for (let year = 2015; year <= 2026; year++) {
        const n = events.filter((e) => e.year === year).length;
        expect({ year, ok: n >= 2 && n <= 4 }).toEqual({ year, ok: true });
      }

      const apps = await db.select().from(appVersions);
      expect(apps.map((a) => a.platform).sort()).toEqual(['android', 'ios']);
      for (const a of apps) expectPublicFile(a.downloadUrl.replace(/#.*$/, ''));
      // Each platform's 打开 App fallback lands on its own instructions.
      expect(new Set(apps.map((a) => a.downloadUrl)).size).toBe(2);
    } finally {
      await handle.dispose();
    }
  });
});
