/**
 * bzf-portal-recruit (our service; the spec names only the pages /t1/PostInformation, PostDeatil,
 * RegisteForm, ResumeForm and the two job_information records): job posts, the one resume per
 * user, drafts of both forms, applications, and the files a job seeker uploads.
 *
 * Salaries are whole yuan per month. Files live in the database (bytea) so every portal instance
 * can serve them and none sits in a public folder; lib/recruitment/files.ts bounds them per user.
 */
import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { subsidiaries } from './cms';
import { createdAt, demoFlag, updatedAt } from './columns';
import { portalUsers } from './register';

/** bytea as a Buffer on both drivers (PGlite hands back a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const JOB_RECRUIT_TYPES = ['social', 'campus'] as const;
export const JOB_EDUCATION_LEVELS = ['none', 'secondary', 'college', 'bachelor', 'master', 'doctor'] as const;
/**
 * Stored state of a post. 报名中 / 已截止 / 已结束 as the visitor sees them: `open` before its
 * deadline is 报名中 and after it 已截止 (nobody has to flip a flag at midnight); `ended` is 已结束.
 */
export const JOB_POST_STATES = ['open', 'ended'] as const;
export const APPLICATION_STATUSES = ['submitted', 'screening', 'interview', 'rejected', 'hired', 'withdrawn'] as const;
export const DRAFT_KINDS = ['resume', 'quick', 'housing'] as const;
export const FILE_PURPOSES = ['photo', 'attachment'] as const;

const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

export const jobPosts = pgTable(
  'brc_job_post',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** The hiring company: a subsidiary, or null for the group itself. */
    subsidiaryId: integer('subsidiary_id').references(() => subsidiaries.id, { onDelete: 'set null' }),
    department: text('department').notNull(),
    /** Where the work is: a district of the city (lib/validation/districts.ts label). */
    place: text('place').notNull(),
    headcount: smallint('headcount').notNull(),
    duties: text('duties').notNull(),
    education: text('education', { enum: JOB_EDUCATION_LEVELS }).notNull(),
    major: text('major').notNull().default(''),
    /** Years of relevant experience asked for; 0 = none (fresh graduates welcome). */
    experienceYears: smallint('experience_years').notNull().default(0),
    certificates: text('certificates').notNull().default(''),
    /** Other requirements, one per line. */
    requirements: text('requirements').notNull().default(''),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    recruitType: text('recruit_type', { enum: JOB_RECRUIT_TYPES }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Last day applications are taken (inclusive, Asia/Shanghai). */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    state: text('state', { enum: JOB_POST_STATES }).notNull().default('open'),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('brc_job_post_list_idx').on(t.publishedAt, t.id),
    check('brc_job_post_type_ck', sql`${t.recruitType} in ${inList(JOB_RECRUIT_TYPES)}`),
    check('brc_job_post_state_ck', sql`${t.state} in ${inList(JOB_POST_STATES)}`),
    check('brc_job_post_education_ck', sql`${t.education} in ${inList(JOB_EDUCATION_LEVELS)}`),
    check('brc_job_post_headcount_ck', sql`${t.headcount} between 1 and 999`),
    check('brc_job_post_salary_ck', sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`),
  ],
);

/** An uploaded file: owned by one user, served only to them, as an attachment. */
export const recruitFiles = pgTable(
  'brc_file',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: FILE_PURPOSES }).notNull(),
    /** The type found by reading the content (never the name or the browser's claim). */
    mediaType: text('media_type').notNull(),
    /** The name the user gave it, cleaned for a Content-Disposition header. */
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('brc_file_user_idx').on(t.userId), check('brc_file_purpose_ck', sql`${t.purpose} in ${inList(FILE_PURPOSES)}`)],
);

/** The one resume of a user, reused for every application; `data` follows lib/validation/resume.ts. */
export const resumes = pgTable(
  'brc_resume',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    photoFileId: integer('photo_file_id').references(() => recruitFiles.id, { onDelete: 'set null' }),
    attachmentFileId: integer('attachment_file_id').references(() => recruitFiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('brc_resume_user_uq').on(t.userId)],
);

/**
 * Text typed into the resume or a quick form and not yet submitted. One per user and form: the
 * resume's has post_id 0, a quick form's the post it is for. `revision` grows with every save so a
 * late, older save from another tab or a reconnecting phone never overwrites a newer one.
 */
export const recruitDrafts = pgTable(
  'brc_draft',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DRAFT_KINDS }).notNull(),
    postId: integer('post_id').notNull().default(0),
    data: jsonb('data').notNull(),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('brc_draft_form_uq').on(t.userId, t.kind, t.postId),
    check('brc_draft_kind_ck', sql`${t.kind} in ${inList(DRAFT_KINDS)}`),
    check('brc_draft_post_ck', sql`(${t.kind} = 'resume') = (${t.postId} = 0)`),
  ],
);

/** An application: one row per user and post, whatever the number of clicks, tabs or re-applications. */
export const jobApplications = pgTable(
  'brc_application',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'restrict' }),
    /** quick = the RegisteForm, resume = applied with the saved resume. */
    source: text('source', { enum: ['quick', 'resume'] }).notNull(),
    /** What was sent, as sent: later resume edits do not change a submitted application. */
    snapshot: jsonb('snapshot').notNull(),
    photoFileId: integer('photo_file_id').references(() => recruitFiles.id, { onDelete: 'set null' }),
    attachmentFileId: integer('attachment_file_id').references(() => recruitFiles.id, { onDelete: 'set null' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('submitted'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('brc_application_post_uq').on(t.userId, t.postId),
    index('brc_application_user_idx').on(t.userId, t.createdAt),
    check('brc_application_status_ck', sql`${t.status} in ${inList(APPLICATION_STATUSES)}`),
    check('brc_application_source_ck', sql`${t.source} in ('quick', 'resume')`),
  ],
);
