/**
 * Test helpers: housing projects and unit types written straight into a test database (never the
 * demo seed), for the allotment-intention and housing-record tests.
 */
import type { Db } from '@/lib/db/client';
import { housingProjects, housingUnitTypes } from '@/lib/db/schema';

export type TestProjectInput = {
  name: string;
  businessType?: 'gzf' | 'bzf' | 'psx' | 'gycq';
  registrationFirstDay?: string | null;
  registrationLastDay?: string | null;
  district?: string;
};

export type TestProject = { id: number; name: string; unitTypeIds: number[] };

/** A project with two unit types (两室一厅 then 三室两厅). */
export async function addTestProject(db: Db, input: TestProjectInput): Promise<TestProject> {
  const [project] = await db
    .insert(housingProjects)
    .values({
      name: input.name,
      businessType: input.businessType ?? 'psx',
      district: input.district ?? '北湖区',
      address: `青禾市${input.district ?? '北湖区'}测试路1号`,
      lng: 118.8,
      lat: 32.06,
      status: 'upcoming',
      homesTotal: 200,
      homesAvailable: 200,
      registrationFirstDay: input.registrationFirstDay ?? null,
      registrationLastDay: input.registrationLastDay ?? null,
    })
    .returning({ id: housingProjects.id });
  if (!project) throw new Error('project insert returned nothing');
  const units = await db
    .insert(housingUnitTypes)
    .values([
      { projectId: project.id, layout: '两室一厅', bedrooms: 2, areaMin: 72, areaMax: 85, priceMin: 9800, priceMax: 10500, homesTotal: 120, homesAvailable: 120, sortOrder: 0 },
      { projectId: project.id, layout: '三室两厅', bedrooms: 3, areaMin: 95, areaMax: 110, priceMin: 9600, priceMax: 10200, homesTotal: 80, homesAvailable: 80, sortOrder: 1 },
    ])
    .returning({ id: housingUnitTypes.id });
  return { id: project.id, name: input.name, unitTypeIds: units.map((u) => u.id) };
}
