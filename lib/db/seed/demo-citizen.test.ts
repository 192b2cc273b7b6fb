/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { addColumns } from '@/lib/cms/test-fixtures';
import { testTargets } from '@/lib/db/testing';
import { addTestProject } from '@/lib/data-docking/test-projects';
import { decryptPii } from '@/lib/register/pii';
import { verifyPassword } from '@/lib/register/password';
import { newPassword } from '@/lib/validation/account';
import {
  allotmentIntentions,
  articleFavourites,
  contents,
  familyMembers,
  housingRecords,
  portalUsers,
  projectFavourites,
} from '../schema';
import { DEMO_CITIZEN, DEMO_CITIZEN_PART } from './demo-citizen';
import { seedDemoContentOnce } from './index';

it('gives the demo citizen a password that passes the account rules', () => {
  expect(newPassword.safeParse(DEMO_CITIZEN.password).success).toBe(true);
  expect(DEMO_CITIZEN.password).not.toContain(DEMO_CITIZEN.mobile);
});

describe.each(testTargets().map((t) => [t.name, t] as const))('demo citizen seed on %s', (_name, target) => {
  it('writes a citizen with family, a registration under review and favourites — once', async () => {
    const handle = await target.open();
    try {
      const { db } = handle;
      await addColumns(db, [{ key: 'tzgg', label: '通知公告', route: '/t3/news_list' }]);
      const [notice] = await db.insert(contents).values({ columnKey: 'tzgg', title: '配租公告', status: 'published', publishAt: new Date('2026-01-01T00:00:00Z') }).returning({ id: contents.id });
      // Projects come from the database by business type in id order: the second gzf is never used.
      await addTestProject(db, { name: '高新·人才公寓', businessType: 'bzf' });
      await addTestProject(db, { name: '澄江·明德苑', businessType: 'gzf' });
      await addTestProject(db, { name: '云溪·和园', businessType: 'gzf' });
      await addTestProject(db, { name: '澄江·无窗期', businessType: 'psx' });
      const psx = await addTestProject(db, { name: '北湖·安和苑', registrationFirstDay: '2026-11-10', registrationLastDay: '2026-12-10' });

      expect(await seedDemoContentOnce(db, [DEMO_CITIZEN_PART])).toBe(true);
      expect(await seedDemoContentOnce(db, [DEMO_CITIZEN_PART])).toBe(false);

      const users = await db.select().from(portalUsers).where(eq(portalUsers.mobile, DEMO_CITIZEN.mobile));
      expect(users).toHaveLength(1);
      const user = users[0]!;
      expect(user.name).toBe('张安居');
      expect(await verifyPassword(DEMO_CITIZEN.password, user.passwordHash)).toBe(true);
      expect(user.idNumberMasked).toMatch(/^\d{4}\*{10}\d{3}[\dX]$/);
      expect(decryptPii(user.idNumberCipher!).slice(-4)).toBe(user.idNumberMasked.slice(-4));

      const family = await db.select().from(familyMembers).where(eq(familyMembers.userId, user.id));
      expect(family.map((m) => m.relation)).toEqual(['配偶', '子女']);

      // 历史记录, 配租记录 and 选房记录 come from applications moved in the console (demo-applications.ts), not from this part.
      expect(await db.select().from(housingRecords).where(eq(housingRecords.userId, user.id))).toEqual([]);

      const [intention] = await db.select().from(allotmentIntentions).where(eq(allotmentIntentions.userId, user.id));
      expect(intention).toMatchObject({ projectId: psx.id, unitTypeId: psx.unitTypeIds[0], status: 'reviewing', isDemo: true });
      expect(intention!.familyMembers.map((m) => m.name)).toEqual(family.map((m) => m.name));

      expect(await db.select({ c: articleFavourites.contentId }).from(articleFavourites).where(eq(articleFavourites.userId, user.id))).toEqual([{ c: notice!.id }]);
      expect(await db.select({ p: projectFavourites.projectId }).from(projectFavourites).where(eq(projectFavourites.userId, user.id))).toEqual([{ p: psx.id }]);
    } finally {
      await handle.dispose();
    }
  });

  it('without projects leaves out the registration and the favourite project', async () => {
    const handle = await target.open();
    try {
      const { db } = handle;
      await seedDemoContentOnce(db, [DEMO_CITIZEN_PART]);
      expect(await db.select().from(allotmentIntentions)).toHaveLength(0);
      expect(await db.select().from(projectFavourites)).toHaveLength(0);
    } finally {
      await handle.dispose();
    }
  });

  it('writes nothing when the number is already someone’s account', async () => {
    const handle = await target.open();
    try {
      const { db } = handle;
      await db.insert(portalUsers).values({ mobile: DEMO_CITIZEN.mobile, passwordHash: 'x', name: '真实用户' });
      await seedDemoContentOnce(db, [DEMO_CITIZEN_PART]);
      expect((await db.select().from(portalUsers)).map((u) => u.name)).toEqual(['真实用户']);
      expect(await db.select().from(housingRecords)).toHaveLength(0);
    } finally {
      await handle.dispose();
    }
  });
});

describe.each(testTargets().map((t) => [t.name, t] as const))('demo job seeker seed on %s', (_name, target) => {
  it('gives the demo citizen a resume, two applications and a draft when posts are open, and writes nothing without the citizen', async () => {
    const handle = await target.open();
    try {
      const { db } = handle;
      const { jobApplications, jobPosts, recruitDrafts, resumes } = await import('../schema');
      const { DEMO_JOBSEEKER_PART } = await import('./demo-jobseeker');
      const { shanghaiToday } = await import('@/lib/validation/resume');
      const base = { department: '综合部', place: '澄江区', headcount: 1, duties: '综合事务', education: 'bachelor' as const, recruitType: 'social' as const, publishedAt: new Date(), deadline: shanghaiToday(new Date(Date.now() + 30 * 86_400_000)) };
      await db.insert(jobPosts).values([1, 2, 3].map((i) => ({ ...base, title: `岗位${i}` })));
      // No citizen yet: nothing is written.
      expect(await seedDemoContentOnce(db, [DEMO_JOBSEEKER_PART])).toBe(true);
      expect(await db.select().from(resumes)).toHaveLength(0);
      await seedDemoContentOnce(db, [DEMO_CITIZEN_PART, { ...DEMO_JOBSEEKER_PART, flag: 'demo_seeded_jobseeker_test' }]);
      const [user] = await db.select().from(portalUsers).where(eq(portalUsers.mobile, DEMO_CITIZEN.mobile));
      expect(await db.select().from(resumes).where(eq(resumes.userId, user!.id))).toHaveLength(1);
      const apps = await db.select().from(jobApplications).where(eq(jobApplications.userId, user!.id));
      expect(apps.map((a) => a.status).sort()).toEqual(['screening', 'submitted']);
      expect(await db.select().from(recruitDrafts).where(eq(recruitDrafts.userId, user!.id))).toHaveLength(1);
    } finally {
      await handle.dispose();
    }
  });
});
