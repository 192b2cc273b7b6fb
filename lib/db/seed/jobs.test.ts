/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { articleFavourites, contents, jobPosts, portalUsers, subsidiaries } from '@/lib/db/schema';
import { testTargets } from '@/lib/db/testing';
import { effectiveStatus } from '@/lib/recruitment/post-status';
import { DISTRICTS } from '@/lib/validation/districts';
import { shanghaiToday } from '@/lib/validation/resume';
import { SUBSIDIARIES } from './contents-company';
import { DEMO_PARTS, seedDemoContentOnce, SEED_CONTENTS } from './index';
import { DEMO_JOB_POST_COUNT, SEED_JOBS, seedJobPosts } from './jobs';

describe('demo job posts (data)', () => {
  it('name only subsidiaries the demo company has, and real districts', () => {
    const names = SUBSIDIARIES.map((s) => s.name as string);
    for (const j of SEED_JOBS) {
      if (j.company !== null) expect(names).toContain(j.company);
      expect(DISTRICTS.map((d) => d.label as string)).toContain(j.place);
    }
  });

  it('no longer seed job posts as articles (they are records now)', () => {
    expect(SEED_CONTENTS.filter((c) => c.columnKey === 'jrwm_zpxx')).toEqual([]);
  });

  it('comes after the part that writes the subsidiaries', () => {
    const flags = DEMO_PARTS.map((p) => p.flag);
    expect(flags.indexOf('demo_seeded_jobs_v1')).toBeGreaterThan(flags.indexOf('demo_seeded'));
  });
});

describe.each(testTargets().map((t) => [t.name, t] as const))('demo job posts on %s', (_name, target) => {
  it('writes at least 18 posts over the group and its subsidiaries, open, closed and ended, dated from the seed time', async () => {
    const handle = await target.open();
    try {
      const { db } = handle;
      await seedDemoContentOnce(db, DEMO_PARTS.filter((p) => p.flag === 'demo_seeded'));
      const seededAt = new Date();
      await seedJobPosts(db, seededAt);
      const rows = await db.select().from(jobPosts);
      expect(rows).toHaveLength(DEMO_JOB_POST_COUNT);
      expect(rows.length).toBeGreaterThanOrEqual(18);
      expect(rows.every((r) => r.isDemo)).toBe(true);

      const subs = await db.select().from(subsidiaries);
      expect(rows.some((r) => r.subsidiaryId === null)).toBe(true);
      for (const s of subs) expect({ company: s.name, posts: rows.some((r) => r.subsidiaryId === s.id) }).toEqual({ company: s.name, posts: true });
      // Every post named a subsidiary that was found (none fell back to the group by a typo).
      expect(rows.filter((r) => r.subsidiaryId === null)).toHaveLength(SEED_JOBS.filter((j) => j.company === null).length);

      expect(new Set(rows.map((r) => r.place)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(rows.map((r) => r.recruitType))).toEqual(new Set(['social', 'campus']));
      const statuses = rows.map((r) => effectiveStatus(r, seededAt));
      expect(statuses.filter((s) => s === 'closed').length).toBeGreaterThanOrEqual(4);
      expect(statuses.filter((s) => s === 'ended').length).toBeGreaterThanOrEqual(2);
      expect(statuses.filter((s) => s === 'open').length).toBeGreaterThanOrEqual(10);
      // Open posts stay open for days after seeding, not just for the rest of the day.
      const today = shanghaiToday(seededAt);
      for (const r of rows.filter((x) => x.state === 'open' && x.deadline >= today)) expect(r.deadline > today).toBe(true);
      for (const r of rows) {
        expect(r.publishedAt.getTime()).toBeLessThan(seededAt.getTime());
        expect(r.deadline >= shanghaiToday(r.publishedAt)).toBe(true);
        expect(r.duties.split('\n').length).toBeGreaterThanOrEqual(3);
        expect(r.requirements.split('\n').length).toBeGreaterThanOrEqual(2);
        if (r.salaryMin !== null) expect(r.salaryMax!).toBeGreaterThan(r.salaryMin);
      }
      expect(rows.filter((r) => r.salaryMin === null).length).toBeGreaterThanOrEqual(1);
    } finally {
      await handle.dispose();
    }
  });

  it('unpublishes the job articles of a database seeded before posts were records, keeping favourites of them', async () => {
    const handle = await target.open();
    try {
      const { db } = handle;
      await seedDemoContentOnce(db, DEMO_PARTS.filter((p) => p.flag === 'demo_seeded'));
      const [old] = await db
        .insert(contents)
        .values({ columnKey: 'jrwm_zpxx', title: '保障房社区运营主管', status: 'published', isDemo: true })
        .returning({ id: contents.id });
      const [own] = await db
        .insert(contents)
        .values({ columnKey: 'jrwm_zpxx', title: '运营者自己发布的招聘公告', status: 'published', isDemo: false })
        .returning({ id: contents.id });
      const [user] = await db.insert(portalUsers).values({ mobile: '13700009876', passwordHash: 'not-a-real-hash', name: '测试用户' }).returning({ id: portalUsers.id });
      await db.insert(articleFavourites).values({ userId: user!.id, contentId: old!.id });

      await seedDemoContentOnce(db);
      const status = async (id: number) => (await db.select({ status: contents.status }).from(contents).where(eq(contents.id, id)))[0]?.status;
      expect(await status(old!.id)).toBe('draft');
      expect(await status(own!.id)).toBe('published');
      expect(await db.select().from(articleFavourites).where(eq(articleFavourites.contentId, old!.id))).toHaveLength(1);
      expect((await db.select().from(jobPosts)).length).toBe(DEMO_JOB_POST_COUNT);
    } finally {
      await handle.dispose();
    }
  });
});
