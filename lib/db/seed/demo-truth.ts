import { and, eq, sql } from 'drizzle-orm';
import { resolveProjectTokens } from '@/lib/business/action-links';
import { sanitizeBodyHtml } from '@/lib/html/sanitize';
import type { Db } from '../client';
import { banners, commercialProjects, housingProjects, housingRecords } from '../schema';
import type { SeedContent } from './content-types';
import { correctDemoProjects } from './projects';
import { SHOP_CONTACT_HOURS } from './shops';
import { BANNERS } from './site';

/** The demo projects by name → id (the seed's links name projects by name: lib/business/action-links.ts). */
export async function demoProjectIds(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: housingProjects.id, name: housingProjects.name })
    .from(housingProjects)
    .where(eq(housingProjects.isDemo, true));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** A demo content's body as stored: its project links resolved, then sanitised like every write. */
export function seedBodyHtml(c: SeedContent, ids: ReadonlyMap<string, number>): string {
  return sanitizeBodyHtml(resolveProjectTokens(c.body, ids).trim());
}

/**
 * Brings a database seeded before issue #29 part 4 to one truth: each project one name and its own
 * district's transport, the contacts of lib/business/contact.ts, the records naming projects as
 * they are called now, and the banners' links resolved (a no-op on a database seeded since).
 */
export async function correctDemoRecords(db: Db): Promise<void> {
  await correctDemoProjects(db);
  await db.execute(sql`
    update ${housingRecords} r set project_name = p.name
    from ${housingProjects} p
    where r.project_id = p.id and r.is_demo and r.project_name <> p.name`);
  await db.execute(sql`
    update ${commercialProjects}
    set contact_hours = ${SHOP_CONTACT_HOURS}
    where is_demo and contact_hours <> ${SHOP_CONTACT_HOURS}`);
  const ids = await demoProjectIds(db);
  for (const b of BANNERS) {
    await db
      .update(banners)
      .set({ linkUrl: resolveProjectTokens(b.linkUrl, ids) })
      .where(and(eq(banners.isDemo, true), eq(banners.title, b.title), eq(banners.columnKey, b.columnKey)));
  }
}
