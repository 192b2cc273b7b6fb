/** @jest-environment node */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { timelineOf } from '@/lib/cases/handling';
import { testTargets } from '@/lib/db/testing';
import { addTestProject } from '@/lib/data-docking/test-projects';
import { auditLog, cases, messages, portalUsers, staff } from '../schema';
import { DEMO_CASES_PART } from './demo-cases';
import { DEMO_CITIZEN, DEMO_CITIZEN_PART } from './demo-citizen';
import { DEMO_STAFF_PART } from './demo-staff';
import { seedDemoContentOnce } from './index';

describe.each(testTargets().map((t) => [t.name, t] as const))('demo cases seed on %s', (_name, target) => {
  it('gives the demo citizen cases in every shop-intention status, handled by demo.clerk, with timelines and messages — once', async () => {
    const handle = await target.open();
    try {
      const { db } = handle;
      await addTestProject(db, { name: '北湖·安和苑', registrationFirstDay: '2026-11-10', registrationLastDay: '2026-12-10' });
      const parts = [DEMO_CITIZEN_PART, DEMO_STAFF_PART, DEMO_CASES_PART];
      expect(await seedDemoContentOnce(db, parts)).toBe(true);
      expect(await seedDemoContentOnce(db, parts)).toBe(false);

      const [user] = await db.select().from(portalUsers).where(eq(portalUsers.mobile, DEMO_CITIZEN.mobile));
      const [clerk] = await db.select().from(staff).where(eq(staff.login, 'demo.clerk'));
      const mine = await db.select().from(cases).where(eq(cases.userId, user!.id)).orderBy(asc(cases.id));
      const shop = mine.filter((c) => c.kind === 'shop_intention');
      expect(shop.map((c) => c.status).sort()).toEqual(['accepted', 'closed', 'contacted', 'submitted', 'submitted', 'withdrawn']);
      expect(shop.filter((c) => c.status !== 'submitted' && c.status !== 'withdrawn').every((c) => c.handlerId === clerk!.id)).toBe(true);
      // One 已提交 case is past its pledge.
      expect(shop.some((c) => c.status === 'submitted' && c.dueAt !== null && c.dueAt < new Date('2026-11-28T00:00:00Z'))).toBe(true);
      expect(mine.find((c) => c.kind === 'allotment')?.status).toBe('reviewing');

      const closed = shop.find((c) => c.status === 'closed')!;
      const timeline = await timelineOf(db, closed.id, { forCitizen: true, userId: user!.id });
      expect(timeline.map((e) => e.statusLabel)).toEqual(['已提交', '已受理', '已联系', '已结束']);
      const unread = await db.select().from(messages).where(and(eq(messages.userId, user!.id), isNull(messages.readAt)));
      expect(unread.length).toBeGreaterThanOrEqual(7);
      const audited = await db.select().from(auditLog).where(eq(auditLog.staffLogin, 'demo.clerk'));
      expect(audited.length).toBeGreaterThanOrEqual(7);
    } finally {
      await handle.close();
    }
  });
});
