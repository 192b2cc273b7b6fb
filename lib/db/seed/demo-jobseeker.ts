import { asc, eq, sql } from 'drizzle-orm';
import { openCase } from '@/lib/cases/receipts';
import type { Db } from '@/lib/db/client';
import { jobApplications, jobPosts, portalUsers, recruitDrafts, resumes } from '@/lib/db/schema';
import { DEMO_CITIZEN } from './demo-citizen';
import type { DemoPart } from './index';

/**
 * The demo citizen (README) as a job seeker too: a saved resume, two applications (one already
 * 筛选中) and a quick-form draft, so 求职记录 and 登记表草稿 show real rows. Written only when the
 * demo citizen exists (the citizen part ran) and there are open posts (the jobs part ran).
 */
const RESUME = {
  name: DEMO_CITIZEN.name,
  gender: 'male',
  birthDate: '1988-05-12',
  idNumber: '',
  political: '中共党员',
  nativePlace: '青禾市',
  mobile: DEMO_CITIZEN.mobile,
  email: 'zhanganju@example.com',
  address: '青禾市云溪区和园路 9 号',
  education: [{ school: '青禾大学', major: '工程管理', degree: 'bachelor', start: '2006-09', end: '2010-06' }],
  work: [
    { company: '青禾城建集团有限公司', position: '项目专员', start: '2010-07', end: '2018-02', duties: '参与三个保障性住房项目的现场协调与进度管理。' },
    { company: '青禾市云溪区住房服务中心', position: '住房保障专员', start: '2018-03', end: '', duties: '负责公租房资格审核、配租和租后管理。' },
  ],
  skills: '熟悉公租房配租流程，熟练使用 Office 和项目管理软件。',
  certificates: '二级建造师',
  selfAssessment: '十余年住房保障一线经验（演示数据）。',
};

async function writeDemoJobSeeker(db: Db): Promise<void> {
  const [user] = await db.select({ id: portalUsers.id }).from(portalUsers).where(eq(portalUsers.mobile, DEMO_CITIZEN.mobile));
  if (!user) return;
  const open = await db
    .select({ id: jobPosts.id })
    .from(jobPosts)
    .where(sql`${jobPosts.state} = 'open' and ${jobPosts.deadline} >= (now() at time zone 'Asia/Shanghai')::date`)
    .orderBy(asc(jobPosts.id))
    .limit(3);
  if (open.length < 3) return;
  await db.insert(resumes).values({ userId: user.id, data: RESUME }).onConflictDoNothing();
  const applied = await db
    .insert(jobApplications)
    .values([
      { userId: user.id, postId: open[0]!.id, source: 'resume', snapshot: RESUME, status: 'screening', isDemo: true },
      { userId: user.id, postId: open[1]!.id, source: 'resume', snapshot: RESUME, status: 'submitted', isDemo: true },
    ])
    .onConflictDoNothing()
    .returning({ id: jobApplications.id, postId: jobApplications.postId, createdAt: jobApplications.createdAt });
  // Their receipts, as applications through the site get them.
  for (const a of applied) await openCase(db, { kind: 'job_application', subjectId: a.id, userId: user.id, scopeId: a.postId, at: a.createdAt, isDemo: true });
  await db
    .insert(recruitDrafts)
    .values({ userId: user.id, kind: 'quick', postId: open[2]!.id, data: { postId: String(open[2]!.id), name: DEMO_CITIZEN.name, mobile: DEMO_CITIZEN.mobile, school: '青禾大学' } })
    .onConflictDoNothing();
}

export const DEMO_JOBSEEKER_PART: DemoPart = { flag: 'demo_seeded_jobseeker_v1', write: writeDemoJobSeeker };
