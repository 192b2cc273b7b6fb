import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { housingProjects } from '@/lib/db/schema';
import { projectsInWindow, type SubscriptionProject } from '@/lib/applications/subscription';
import type { ApplicationProduct } from '@/lib/applications/products';
import { COMPANY_APPLICATION_FIELDS } from '@/lib/validation/company-application';
import { GYCQ_SUBSCRIPTION_FIELDS } from '@/lib/validation/gycq-subscription';
import { HOUSING_APPLICATION_FIELDS } from '@/lib/validation/housing-application';

/** Every field a form of the page may name in ?fields= (personal, company, 共有产权). */
export const APPLY_FORM_FIELDS = [...new Set([...HOUSING_APPLICATION_FIELDS, ...COMPANY_APPLICATION_FIELDS, ...GYCQ_SUBSCRIPTION_FIELDS])] as const;
export type ApplyFormField = (typeof HOUSING_APPLICATION_FIELDS)[number] | (typeof COMPANY_APPLICATION_FIELDS)[number] | (typeof GYCQ_SUBSCRIPTION_FIELDS)[number];

/** The choices only some forms offer: 共有产权 projects in their window, 保租房 projects for a company. */
export async function loadApplyChoices(product: ApplicationProduct): Promise<{ gycqProjects: SubscriptionProject[]; bzfProjects: { id: number; name: string }[] }> {
  if (product === 'gycq') return { gycqProjects: await projectsInWindow(), bzfProjects: [] };
  if (product !== 'bzf_company') return { gycqProjects: [], bzfProjects: [] };
  const db = await getDb();
  const bzfProjects = await db
    .select({ id: housingProjects.id, name: housingProjects.name })
    .from(housingProjects)
    .where(and(eq(housingProjects.businessType, 'bzf'), eq(housingProjects.hidden, false)))
    .orderBy(asc(housingProjects.name))
    .limit(200);
  return { gycqProjects: [], bzfProjects };
}
