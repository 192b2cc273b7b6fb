import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/register/password';
import { encryptPii, maskIdNumber, piiDigest } from '@/lib/register/pii';
import { openCase } from '@/lib/cases/receipts';
import type { Db } from '../client';
import {
  allotmentIntentions,
  articleFavourites,
  contents,
  familyMembers,
  housingProjects,
  housingUnitTypes,
  portalUsers,
  projectFavourites,
} from '../schema';
import type { DemoPart } from './index';

/**
 * A demo citizen (演示数据) with a filled personal centre: 家庭信息, application history, an
 * allocation, a room selection, an allotment-sale registration and favourites. Written only when
 * demo content is seeded. Projects are read from the database by business type in id order (the
 * projects part runs first); when a type has none, the record keeps only a project name.
 * The credentials are documented in the README; nothing is printed.
 */
export const DEMO_CITIZEN = {
  mobile: '13800000001',
  password: 'Anju2026qh',
  name: '张安居',
} as const;

/** Fictional resident ID numbers with valid check characters. */
const DEMO_ID_NUMBER = '110105198805120034';
const DEMO_FAMILY = [
  { name: '李安宁', relation: '配偶', idNumber: '110105199003080047', phone: '13800000002' },
  { name: '张小禾', relation: '子女', idNumber: '11010520170611002X', phone: '' },
] as const;

/** Fixed, so a re-seeded database looks the same. */
const DEMO_INTENTION_KEY = '3f6c2a1e-8b7d-4e5f-9a0b-1c2d3e4f5a6b';

/** 'YYYY-MM-DD HH:mm' in the city (UTC+8). */
const at = (local: string) => new Date(`${local.replace(' ', 'T')}:00+08:00`);

type ProjectRef = { id: number; name: string } | null;

async function firstProject(db: Db, type: 'gzf' | 'bzf' | 'psx' | 'gycq'): Promise<ProjectRef> {
  const [row] = await db
    .select({ id: housingProjects.id, name: housingProjects.name })
    .from(housingProjects)
    .where(eq(housingProjects.businessType, type))
    .orderBy(asc(housingProjects.id))
    .limit(1);
  return row ?? null;
}

/** The first 配售型 project with a registration window and a unit type, in id order. */
async function firstAllotmentProject(db: Db): Promise<{ id: number; name: string; unitTypeId: number } | null> {
  const [row] = await db
    .select({ id: housingProjects.id, name: housingProjects.name, unitTypeId: sql<number>`min(${housingUnitTypes.id})` })
    .from(housingProjects)
    .innerJoin(housingUnitTypes, eq(housingUnitTypes.projectId, housingProjects.id))
    .where(and(eq(housingProjects.businessType, 'psx'), isNotNull(housingProjects.registrationFirstDay)))
    .groupBy(housingProjects.id, housingProjects.name)
    .orderBy(asc(housingProjects.id))
    .limit(1);
  return row ? { id: row.id, name: row.name, unitTypeId: Number(row.unitTypeId) } : null;
}

async function writeDemoCitizen(db: Db): Promise<void> {
  // An operator may have registered this number by hand: then the demo citizen is not written.
  const [taken] = await db.select({ id: portalUsers.id }).from(portalUsers).where(eq(portalUsers.mobile, DEMO_CITIZEN.mobile));
  if (taken) return;

  const createdAt = at('2026-02-20 10:15');
  const [user] = await db
    .insert(portalUsers)
    .values({
      mobile: DEMO_CITIZEN.mobile,
      passwordHash: await hashPassword(DEMO_CITIZEN.password),
      name: DEMO_CITIZEN.name,
      idNumberMasked: maskIdNumber(DEMO_ID_NUMBER),
      idNumberCipher: encryptPii(DEMO_ID_NUMBER),
      email: 'zhanganju@example.com',
      address: '青禾市澄江区明德路188号3幢502室',
      passwordChangedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: portalUsers.id });
  if (!user) throw new Error('demo citizen insert returned nothing');
  const userId = user.id;

  const family = await db
    .insert(familyMembers)
    .values(
      DEMO_FAMILY.map((m) => ({
        userId,
        name: m.name,
        relation: m.relation,
        phone: m.phone,
        idNumberMasked: maskIdNumber(m.idNumber),
        idNumberCipher: encryptPii(m.idNumber),
        idNumberDigest: piiDigest(m.idNumber),
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: familyMembers.id, name: familyMembers.name, relation: familyMembers.relation });

  // 历史记录, 配租记录 and 选房记录 come from real applications moved in the console (demo-applications.ts).

  const psx = await firstAllotmentProject(db);
  if (psx) {
    const [intention] = await db
      .insert(allotmentIntentions)
      .values({
      userId,
      projectId: psx.id,
      unitTypeId: psx.unitTypeId,
      applicantName: DEMO_CITIZEN.name,
      idNumberMasked: maskIdNumber(DEMO_ID_NUMBER),
      idNumberCipher: encryptPii(DEMO_ID_NUMBER),
      mobile: DEMO_CITIZEN.mobile,
      familyMembers: family.map((m) => ({ id: m.id, name: m.name, relation: m.relation })),
      status: 'reviewing',
      idempotencyKey: DEMO_INTENTION_KEY,
      isDemo: true,
      createdAt: at('2026-11-11 19:32'),
      updatedAt: at('2026-11-13 09:05'),
    })
      .returning({ id: allotmentIntentions.id, createdAt: allotmentIntentions.createdAt });
    // Its receipt, as a registration through the form gets one.
    if (intention) await openCase(db, { kind: 'allotment', subjectId: intention.id, userId, scopeId: psx.id, at: intention.createdAt, isDemo: true });
  }

  // One favourite notice (the newest published one) and one favourite project.
  const [notice] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.status, 'published'), sql`${contents.columnKey} like 'tzgg%'`))
    .orderBy(sql`${contents.publishAt} desc`, asc(contents.id))
    .limit(1);
  if (notice) await db.insert(articleFavourites).values({ userId, contentId: notice.id, createdAt: at('2026-11-15 08:50'), updatedAt: at('2026-11-15 08:50') });
  const favourite = psx ?? (await firstProject(db, 'gzf'));
  if (favourite) await db.insert(projectFavourites).values({ userId, projectId: favourite.id, createdAt: at('2026-11-15 08:52'), updatedAt: at('2026-11-15 08:52') });
}

export const DEMO_CITIZEN_PART: DemoPart = { flag: 'demo_seeded_citizen_v1', write: writeDemoCitizen };
