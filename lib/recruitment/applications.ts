import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { normalisePaging, toPage } from '@/lib/cms/paging';
import type { Page } from '@/lib/cms/types';
import { getDb, type Db } from '@/lib/db/client';
import { openCase } from '@/lib/cases/receipts';
import { recordWithdrawal } from '@/lib/cases/handling';
import { cases, jobApplications, jobPosts, recruitDrafts, resumes, subsidiaries } from '@/lib/db/schema';
import { resumeBody, resumeData, toResumeValues, type QuickForm } from '@/lib/validation/resume';
import { WITHDRAWN_LABEL } from '@/lib/validation/record-outcome';
import { GROUP_COMPANY_NAME } from './company';
import { CLOSED_MESSAGES, effectiveStatus } from './post-status';

/**
 * Job applications: one row per user and post, whatever happens in the browser (a double click,
 * two tabs, a resent form post) — the unique index decides, in one statement. A withdrawn
 * application may be sent again; that revives its row instead of adding one.
 */

export const APPLICATION_STATUS_LABELS = {
  submitted: '已投递',
  screening: '筛选中',
  interview: '面试邀请',
  rejected: '未通过',
  hired: '已录用',
  withdrawn: WITHDRAWN_LABEL,
} as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUS_LABELS;

export { GROUP_COMPANY_NAME };

export type ApplicationReason = 'post_missing' | 'closed' | 'ended' | 'duplicate' | 'no_resume';

export class ApplicationError extends ApiError {
  constructor(
    readonly reason: ApplicationReason,
    message: string,
  ) {
    const [code, status] =
      reason === 'post_missing'
        ? [ERROR_CODES.NOT_FOUND, 404]
        : reason === 'duplicate'
          ? [ERROR_CODES.CONFLICT, 409]
          : reason === 'no_resume'
            ? [ERROR_CODES.VALIDATION, 400]
            : [ERROR_CODES.FORBIDDEN, 403];
    super(code, message, status);
  }
}

export const APPLICATION_MSG = {
  postMissing: '岗位不存在或已下线',
  duplicate: '您已投递过该岗位，请在“求职记录”中查看进度',
  noResume: '请先填写并保存简历，再使用简历投递',
  resumeIncomplete: '您的简历信息不完整，请先完善并保存简历',
  notWithdrawable: '只有“已投递”状态的申请可以撤回',
  notFound: '投递记录不存在',
} as const;

export type ApplicationInput = { postId: number; source: 'resume' } | { postId: number; source: 'quick'; form: QuickForm };

/** Sends an application; throws ApplicationError when the post takes none or one exists already. */
export async function applyForPost(userId: number, input: ApplicationInput, now: Date = new Date()): Promise<{ id: number; receiptNo: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: jobPosts.id, state: jobPosts.state, deadline: jobPosts.deadline })
      .from(jobPosts)
      .where(eq(jobPosts.id, input.postId))
      .for('share');
    if (!post) throw new ApplicationError('post_missing', APPLICATION_MSG.postMissing);
    const status = effectiveStatus(post, now);
    if (status !== 'open') throw new ApplicationError(status, CLOSED_MESSAGES[status]);

    // Said before anything else: "you applied already" is the answer, whatever the resume holds.
    const [existing] = await tx
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(and(eq(jobApplications.userId, userId), eq(jobApplications.postId, post.id)));
    if (existing && existing.status !== 'withdrawn') throw new ApplicationError('duplicate', APPLICATION_MSG.duplicate);

    let snapshot: unknown;
    let photoFileId: number | null = null;
    let attachmentFileId: number | null = null;
    if (input.source === 'resume') {
      const [resume] = await tx.select().from(resumes).where(eq(resumes.userId, userId));
      if (!resume) throw new ApplicationError('no_resume', APPLICATION_MSG.noResume);
      // Checked again: the rules may have grown since the resume was saved.
      const values = toResumeValues(resume.data);
      const parsed = resumeBody.safeParse({ ...values, photoFileId: '', attachmentFileId: '' });
      if (!parsed.success) throw new ApplicationError('no_resume', APPLICATION_MSG.resumeIncomplete);
      snapshot = resumeData(parsed.data);
      photoFileId = resume.photoFileId;
      attachmentFileId = resume.attachmentFileId;
    } else {
      snapshot = input.form;
    }

    const values = { userId, postId: post.id, source: input.source, snapshot, photoFileId, attachmentFileId };
    const [row] = await tx
      .insert(jobApplications)
      .values(values)
      .onConflictDoUpdate({
        target: [jobApplications.userId, jobApplications.postId],
        set: { source: input.source, snapshot, photoFileId, attachmentFileId, status: 'submitted', withdrawnAt: null, createdAt: now, updatedAt: now },
        setWhere: sql`${jobApplications.status} = 'withdrawn'`,
      })
      .returning({ id: jobApplications.id });
    if (!row) throw new ApplicationError('duplicate', APPLICATION_MSG.duplicate);
    // Applying again after a withdrawal is the same case: it keeps its receipt number.
    const receiptNo = await openCase(tx as unknown as Db, { kind: 'job_application', subjectId: row.id, userId, scopeId: post.id, at: now });
    await tx.delete(recruitDrafts).where(and(eq(recruitDrafts.userId, userId), eq(recruitDrafts.kind, 'quick'), eq(recruitDrafts.postId, post.id)));
    return { id: row.id, receiptNo };
  });
}

export type ApplicationRecord = {
  id: number;
  /** ZP-20261126-0042 (lib/cases/receipts.ts); null only for a row stored without its case. */
  receiptNo: string | null;
  postId: number;
  postTitle: string;
  company: string;
  source: 'quick' | 'resume';
  status: ApplicationStatus;
  statusLabel: string;
  appliedAt: string;
  updatedAt: string;
  withdrawable: boolean;
};

function listQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: jobApplications.id,
      receiptNo: cases.receiptNo,
      postId: jobApplications.postId,
      postTitle: jobPosts.title,
      company: subsidiaries.name,
      source: jobApplications.source,
      status: jobApplications.status,
      appliedAt: jobApplications.createdAt,
      updatedAt: jobApplications.updatedAt,
    })
    .from(jobApplications)
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.postId))
    .leftJoin(subsidiaries, eq(subsidiaries.id, jobPosts.subsidiaryId))
    .leftJoin(cases, and(eq(cases.kind, 'job_application'), eq(cases.subjectId, jobApplications.id)))
    .where(where);
}

/** The user's applications, newest first. */
export async function listApplications(userId: number, paging: { pageNum?: number; pageSize?: number }): Promise<Page<ApplicationRecord>> {
  const db = await getDb();
  const p = normalisePaging(paging);
  const [totals] = await db.select({ total: count() }).from(jobApplications).where(eq(jobApplications.userId, userId));
  const total = totals?.total ?? 0;
  const rows = await listQuery(db, eq(jobApplications.userId, userId)).orderBy(desc(jobApplications.createdAt), desc(jobApplications.id)).limit(p.pageSize).offset(p.offset);
  return toPage(
    rows.map((r) => ({
      ...r,
      company: r.company ?? GROUP_COMPANY_NAME,
      statusLabel: APPLICATION_STATUS_LABELS[r.status],
      appliedAt: r.appliedAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      withdrawable: r.status === 'submitted',
    })),
    total,
    p,
  );
}

/** The user's application for one post, or null (the post page says "已投递"). */
export async function applicationForPost(userId: number, postId: number): Promise<{ id: number; status: ApplicationStatus } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: jobApplications.id, status: jobApplications.status })
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), eq(jobApplications.postId, postId)));
  return row ?? null;
}

/** Withdraws an application while it is 已投递; the row stays, as 已撤回. */
export async function withdrawApplication(userId: number, id: number): Promise<void> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(jobApplications)
      .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now })
      .where(and(eq(jobApplications.id, id), eq(jobApplications.userId, userId), eq(jobApplications.status, 'submitted')))
      .returning({ id: jobApplications.id });
    if (updated) await recordWithdrawal(tx as unknown as Db, 'job_application', updated.id, now);
    return updated;
  });
  if (row) return;
  const [exists] = await db.select({ id: jobApplications.id }).from(jobApplications).where(and(eq(jobApplications.id, id), eq(jobApplications.userId, userId)));
  throw exists ? new ApiError(ERROR_CODES.CONFLICT, APPLICATION_MSG.notWithdrawable, 409) : new ApiError(ERROR_CODES.NOT_FOUND, APPLICATION_MSG.notFound, 404);
}

/** One of the user's applications (the records page's notice), or null for anyone else's id. */
export async function getApplication(userId: number, id: number): Promise<ApplicationRecord | null> {
  const db = await getDb();
  const [r] = await listQuery(db, and(eq(jobApplications.userId, userId), eq(jobApplications.id, id)));
  if (!r) return null;
  return {
    ...r,
    company: r.company ?? GROUP_COMPANY_NAME,
    statusLabel: APPLICATION_STATUS_LABELS[r.status],
    appliedAt: r.appliedAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    withdrawable: r.status === 'submitted',
  };
}
