import { cache } from 'react';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companyIntroduce, subsidiaries } from '@/lib/db/schema';
import type { CompanyIntroduce, Subsidiary } from './types';

/** The company record (the first one, should an operator ever add a second). */
export const getCompanyIntroduce = cache(async (): Promise<CompanyIntroduce | null> => {
  const db = await getDb();
  const [row] = await db.select().from(companyIntroduce).orderBy(asc(companyIntroduce.id)).limit(1);
  if (!row) return null;
  return {
    name: row.name,
    shortName: row.shortName,
    slogan: row.slogan,
    summary: row.summary,
    bodyHtml: row.bodyHtml,
    foundedOn: row.foundedOn,
    registeredCapital: row.registeredCapital,
    address: row.address,
    postcode: row.postcode,
    phone: row.phone,
    serviceHotline: row.serviceHotline,
    email: row.email,
    officeHours: row.officeHours,
    longitude: row.longitude,
    latitude: row.latitude,
    videoUrl: row.videoUrl,
    brochureUrl: row.brochureUrl,
  };
});

/** Subsidiaries in display order. */
export const listSubsidiaries = cache(async (): Promise<Subsidiary[]> => {
  const db = await getDb();
  return db
    .select({
      id: subsidiaries.id,
      name: subsidiaries.name,
      summary: subsidiaries.summary,
      bodyHtml: subsidiaries.bodyHtml,
      address: subsidiaries.address,
      phone: subsidiaries.phone,
      website: subsidiaries.website,
      logoUrl: subsidiaries.logoUrl,
    })
    .from(subsidiaries)
    .orderBy(asc(subsidiaries.sortOrder), asc(subsidiaries.id));
});
