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
  housingRecords,
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

const ref = (p: ProjectRef, fallback: string) => ({ projectId: p?.id ?? null, projectName: p?.name ?? fallback });

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

  const gzf = await firstProject(db, 'gzf');
  const bzf = await firstProject(db, 'bzf');
  const gzfProject = ref(gzf, '澄江·明德苑');
  const bzfProject = ref(bzf, '高新·人才公寓');

  await db.insert(housingRecords).values([
    {
      userId,
      kind: 'application',
      businessType: 'gzf',
      ...gzfProject,
      reference: 'GZ2026-0412',
      happenedAt: at('2026-03-02 09:40'),
      status: '已受理',
      detail: '公共租赁住房申请材料齐全，已受理，进入资格审核。',
      isDemo: true,
    },
    {
      userId,
      kind: 'application',
      businessType: 'gzf',
      ...gzfProject,
      reference: 'GZ2026-0412',
      happenedAt: at('2026-03-27 16:20'),
      status: '审核通过',
      detail: '资格审核通过并公示期满，轮候号 GZ2026-0412。',
      isDemo: true,
    },
    {
      userId,
      kind: 'application',
      businessType: 'bzf',
      ...bzfProject,
      reference: 'BZ2026-10388',
      happenedAt: at('2026-11-12 20:05'),
      status: '核验中',
      detail: '保障性租赁住房个人申请已提交，正在核验户籍、住房和社保信息。',
      isDemo: true,
    },
    {
      userId,
      kind: 'allocation',
      businessType: 'gzf',
      ...gzfProject,
      reference: '2026年第二批公共租赁住房配租',
      roomNo: '3幢502室',
      happenedAt: at('2026-06-23 10:00'),
      status: '已配租',
      detail: '一室一厅，建筑面积 42.60 平方米，月租金 618 元；租赁合同已签订。',
      isDemo: true,
    },
    {
      userId,
      kind: 'selection',
      businessType: 'gzf',
      ...gzfProject,
      reference: '2026年第二批选房（顺序号 037）',
      roomNo: '3幢502室',
      happenedAt: at('2026-06-10 14:30'),
      status: '已选房',
      detail: '按选房顺序号在线选定房源，待配租结果公示。',
      isDemo: true,
    },
  ]);

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
  const favourite = psx ?? gzf;
  if (favourite) await db.insert(projectFavourites).values({ userId, projectId: favourite.id, createdAt: at('2026-11-15 08:52'), updatedAt: at('2026-11-15 08:52') });
}

export const DEMO_CITIZEN_PART: DemoPart = { flag: 'demo_seeded_citizen_v1', write: writeDemoCitizen };
