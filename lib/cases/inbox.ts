/**
 * The 业务经办 inbox (issue #28 part 2): the cases of one kind, filtered by status, submission dates,
 * project / post / questionnaire, overdue and "mine", newest first — on the case table alone, so
 * each filter is an index range (decisions/0110-case-handling.md); the page's twenty rows are then joined
 * to their submissions for the names shown, masked (张*, 138****0001). The whole record of one case
 * is read unmasked only through `revealCase`, which writes an audit entry.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { normalisePaging, toPage } from '@/lib/cms/paging';
import type { Page } from '@/lib/cms/types';
import type { Db } from '@/lib/db/client';
import { preparedFor } from '@/lib/db/prepared';
import { answerText, type EligibilityAnswers, type QuestionId } from '@/lib/eligibility/questions';
import { districtByCode } from '@/lib/validation/districts';
import { LAYOUT_OPTIONS } from '@/lib/validation/housing-application';

import {
  allotmentIntentions,
  cases,
  housingProjects,
  housingUnitTypes,
  jobApplications,
  jobPosts,
  portalUsers,
  questionnaires,
  questionnaireResponses,
  questions,
  shopIntentions,
  shops,
  staff,
  housingApplications,
} from '@/lib/db/schema';
import { maskMobile } from '@/lib/register/pii';
import { questionCategoryLabel } from '@/lib/validation/question';
import { csvCell, recordAudit, type AuditActor } from '@/lib/staff/audit';
import { parseRole, roleCan } from '@/lib/staff/roles';
import { SHOP_USES } from '@/lib/validation/intention';
import { CaseError, CASE_MSG } from './handling';
import { allowedMoves, CASE_KIND_LABELS, statusLabel, type CaseKind, type CaseStatus } from './flow';
import { maskName } from './mask';
import { APPLICATION_PRODUCT_LABELS } from '@/lib/applications/products';
import { companyApplicationFields } from '@/lib/applications/company-view';

export const INBOX_PAGE_SIZE = 20;
/** The most rows one export writes (a filter narrows it). */
export const INBOX_EXPORT_MAX_ROWS = 10_000;

export type InboxFilter = {
  kind: CaseKind;
  status?: CaseStatus;
  /** Submission dates, Beijing days, both included. */
  from?: string;
  to?: string;
  /** The project (allotment), post (job application) or questionnaire. */
  scopeId?: number;
  overdue?: boolean;
  /** Only the cases of this handler. */
  handlerId?: number;
};

export { maskName };

const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The filter's values by name, for the placeholders of `conditions(f, now, true)`. */
function filterValues(f: InboxFilter, now: Date): Record<string, unknown> {
  return {
    kind: f.kind,
    status: f.status,
    from: f.from ? dayStart(f.from) : undefined,
    to: f.to ? nextDayStart(f.to) : undefined,
    scope: f.scopeId,
    handler: f.handlerId,
    now,
  };
}

/**
 * The filter as a WHERE clause: with its values inline, or (`placeholders`) with a placeholder for
 * each, so one prepared statement serves every filter of the same shape.
 */
function conditions(f: InboxFilter, now: Date, placeholders = false): SQL {
  // A placeholder stands where its value would (drizzle fills it in by name at execution).
  const v = <T,>(name: string, value: T): T => (placeholders ? (sql.placeholder(name) as unknown as T) : value);
  const where: (SQL | undefined)[] = [eq(cases.kind, v('kind', f.kind))];
  if (f.status) where.push(eq(cases.status, v('status', f.status)));
  if (f.from) where.push(gte(cases.createdAt, v('from', dayStart(f.from))));
  if (f.to) where.push(lt(cases.createdAt, v('to', nextDayStart(f.to))));
  if (f.scopeId) where.push(eq(cases.scopeId, v('scope', f.scopeId)));
  if (f.handlerId) where.push(eq(cases.handlerId, v('handler', f.handlerId)));
  if (f.overdue) where.push(and(isNull(cases.closedAt), lt(cases.dueAt, v('now', now))));
  return and(...where)!;
}

/** Which filters are set: the prepared page statement of that shape serves them all. */
const shapeOf = (f: InboxFilter) => [f.kind, f.status, f.from, f.to, f.scopeId, f.handlerId, f.overdue].map((x, i) => (i === 0 ? x : x ? 1 : 0)).join('_');

export type InboxRow = {
  id: number;
  receiptNo: string;
  status: CaseStatus;
  statusLabel: string;
  createdAt: Date;
  dueAt: Date | null;
  overdue: boolean;
  handlerName: string | null;
  version: number;
  /** 张*: the applicant (or company) as shown in a list. */
  who: string;
  /** 138****0001 */
  phone: string;
  /** The project, post, questionnaire or intended use. */
  about: string;
};

/**
 * What a list row shows of a case's submission, read in the same statement as the case rows: the
 * submission of each kind joined on the case's subject id (only the fields shown — never a whole
 * résumé snapshot or application document). One statement a page instead of two: each round trip
 * is ≈ 0.7 ms of the portal's ≈ 5 ms page (docs/decisions/0133-case-inbox-route.md).
 */
type SubjectColumns = {
  name: SQL<string | null>;
  /** A company's name (shop intentions), shown unmasked. */
  company: SQL<string | null>;
  mobile: SQL<string | null>;
  /** The intended use or product code, or the project, post, questionnaire or question title. */
  about: SQL<string | null>;
};

const text = (s: SQL) => s as SQL<string | null>;
const NONE = text(sql`null`);

const SUBJECT_COLUMNS: Record<CaseKind, SubjectColumns> = {
  shop_intention: { name: text(sql`coalesce(${shopIntentions.personName}, ${shopIntentions.contactName})`), company: text(sql`${shopIntentions.companyName}`), mobile: text(sql`${shopIntentions.mobile}`), about: text(sql`${shopIntentions.intendedUse}`) },
  allotment: { name: text(sql`${allotmentIntentions.applicantName}`), company: NONE, mobile: text(sql`${allotmentIntentions.mobile}`), about: text(sql`${housingProjects.name}`) },
  consultation: { name: text(sql`${portalUsers.name}`), company: NONE, mobile: text(sql`${portalUsers.mobile}`), about: text(sql`${questions.title}`) },
  job_application: { name: text(sql`${jobApplications.snapshot}->>'name'`), company: NONE, mobile: text(sql`${jobApplications.snapshot}->>'mobile'`), about: text(sql`${jobPosts.title}`) },
  questionnaire: { name: text(sql`${portalUsers.name}`), company: NONE, mobile: text(sql`${portalUsers.mobile}`), about: text(sql`${questionnaires.title}`) },
  housing_application: {
    name: text(sql`${housingApplications.data}->'applicant'->>'name'`),
    company: NONE,
    mobile: text(sql`${housingApplications.data}->'applicant'->>'mobile'`),
    about: text(sql`${housingApplications.product}`),
  },
};

/** The case rows of one kind with their submission (and its project, post or respondent) joined. */
function joinSubject(q: PgSelect, kind: CaseKind): PgSelect {
  const on = <C extends { id: PgColumn }>(t: C) => eq(t.id, cases.subjectId);
  switch (kind) {
    case 'shop_intention':
      return q.leftJoin(shopIntentions, on(shopIntentions));
    case 'allotment':
      return q.leftJoin(allotmentIntentions, on(allotmentIntentions)).leftJoin(housingProjects, eq(housingProjects.id, allotmentIntentions.projectId));
    case 'consultation':
      return q.leftJoin(questions, on(questions)).leftJoin(portalUsers, eq(portalUsers.id, questions.userId));
    case 'job_application':
      return q.leftJoin(jobApplications, on(jobApplications)).leftJoin(jobPosts, eq(jobPosts.id, jobApplications.postId));
    case 'questionnaire':
      return q
        .leftJoin(questionnaireResponses, on(questionnaireResponses))
        .leftJoin(questionnaires, eq(questionnaires.id, questionnaireResponses.questionnaireId))
        .leftJoin(portalUsers, eq(portalUsers.id, questionnaireResponses.userId));
    case 'housing_application':
      return q.leftJoin(housingApplications, on(housingApplications));
  }
}

/** The case columns a list row shows (not the whole row: each column is parsed for every row). */
const LIST_COLUMNS = { id: cases.id, receiptNo: cases.receiptNo, status: cases.status, version: cases.version, dueAt: cases.dueAt, closedAt: cases.closedAt, createdAt: cases.createdAt };

type CaseListRow = { c: Pick<typeof cases.$inferSelect, keyof typeof LIST_COLUMNS>; handlerName: string | null; name: string | null; company: string | null; mobile: string | null; about: string | null };

/** The case rows of one kind with what a list shows of each (handler, masked submission). */
function selectCaseRows(db: Db, kind: CaseKind, where: SQL, extra: Record<string, SQL> = {}) {
  const query = db
    .select({ c: LIST_COLUMNS, handlerName: staff.displayName, ...SUBJECT_COLUMNS[kind], ...extra })
    .from(cases)
    .leftJoin(staff, eq(staff.id, cases.handlerId))
    .$dynamic();
  return joinSubject(query, kind).where(where).orderBy(desc(cases.createdAt), desc(cases.id));
}

/**
 * The page statement of one filter shape: the page's ids first (from an index alone where one
 * covers the filter: the overdue index holds handler, created and id), then their twenty rows with
 * their submissions; the exact count rides on every row (an uncorrelated subquery: computed once).
 * Prepared once per shape and database, and on PostgreSQL parsed once per connection: building it
 * and planning it on every page were ≈ 1 ms of the portal's and PostgreSQL's time a page
 * (docs/decisions/0136-inbox-one-prepared-statement.md).
 */
function preparePage(db: Db, filter: InboxFilter, name: string) {
  const where = conditions(filter, new Date(0), true);
  const pageIds = db
    .select({ id: cases.id })
    .from(cases)
    .where(where)
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(sql.placeholder('limit') as unknown as number)
    .offset(sql.placeholder('offset') as unknown as number);
  return selectCaseRows(db, filter.kind, inArray(cases.id, pageIds), {
    total: sql<number>`(select count(*) from ${cases} where ${where})`.mapWith(Number),
  }).prepare(name);
}

/** One page of the inbox. */
export async function listInbox(db: Db, filter: InboxFilter, pageNum = 1, now: Date = new Date()): Promise<Page<InboxRow>> {
  const paging = normalisePaging({ pageNum, pageSize: INBOX_PAGE_SIZE });
  const statement = preparedFor(db, `inbox_${shapeOf(filter)}`, (name) => preparePage(db, filter, name));
  const rows = (await statement.execute({ ...filterValues(filter, now), limit: paging.pageSize, offset: paging.offset })) as (CaseListRow & { total: number })[];
  // No row: nothing matches (first page), or the page is past the end (count it on its own).
  const total = rows[0]?.total ?? (paging.offset === 0 ? 0 : ((await db.select({ n: count() }).from(cases).where(conditions(filter, now)))[0]?.n ?? 0));
  return toPage(
    rows.map((r) => inboxRow(filter.kind, r, now)),
    total,
    paging,
  );
}

function inboxRow(kind: CaseKind, { c, handlerName, name, company, mobile, about }: CaseListRow, now: Date): InboxRow {
  const shown =
    kind === 'shop_intention' ? (SHOP_USES.find((u) => u.code === about)?.label ?? about ?? '') : kind === 'housing_application' && about ? APPLICATION_PRODUCT_LABELS[about as keyof typeof APPLICATION_PRODUCT_LABELS] : (about ?? '');
  return {
    id: c.id,
    receiptNo: c.receiptNo,
    status: c.status,
    statusLabel: statusLabel(kind, c.status),
    createdAt: c.createdAt,
    dueAt: c.dueAt,
    overdue: c.closedAt === null && c.dueAt !== null && c.dueAt < now,
    handlerName,
    version: c.version,
    who: company ? company : name === null ? '' : maskName(name),
    phone: mobile ? maskMobile(mobile) : '',
    about: shown ?? '',
  };
}

type ScopeChoice = { value: number; label: string };

/** How long one process reuses a kind's filter choices: a new project, post or questionnaire is offered at most this late. */
export const SCOPE_CHOICES_TTL_MS = 10_000;
const scopeMemo = new WeakMap<Db, Map<CaseKind, { at: number; choices: Promise<ScopeChoice[]> }>>();

/**
 * scopeChoices, reused by this process for SCOPE_CHOICES_TTL_MS (per database): every inbox page of
 * these kinds shows the list, which changes a few times a year, and one round trip is ≈ 0.7 ms of
 * the page's 5 ms (docs/decisions/0133-case-inbox-route.md).
 */
export function recentScopeChoices(db: Db, kind: CaseKind, now = Date.now()): Promise<ScopeChoice[]> {
  let byKind = scopeMemo.get(db);
  if (!byKind) scopeMemo.set(db, (byKind = new Map()));
  const held = byKind.get(kind);
  if (held && now - held.at < SCOPE_CHOICES_TTL_MS) return held.choices;
  const choices = scopeChoices(db, kind);
  byKind.set(kind, { at: now, choices });
  // A failed read is not kept.
  choices.catch(() => byKind.delete(kind));
  return choices;
}

/** The projects, posts or questionnaires the inbox of a kind can be filtered by (those with cases). */
export async function scopeChoices(db: Db, kind: CaseKind): Promise<ScopeChoice[]> {
  if (kind === 'allotment') {
    const rows = await db.select({ value: housingProjects.id, label: housingProjects.name }).from(housingProjects).where(eq(housingProjects.businessType, 'psx')).orderBy(asc(housingProjects.id));
    return rows;
  }
  if (kind === 'job_application') return db.select({ value: jobPosts.id, label: jobPosts.title }).from(jobPosts).orderBy(desc(jobPosts.id)).limit(200);
  if (kind === 'questionnaire') return db.select({ value: questionnaires.id, label: questionnaires.title }).from(questionnaires).orderBy(desc(questionnaires.id)).limit(200);
  return [];
}

/** The staff who may be given cases (the assign form's list). */
export async function handlerChoices(db: Db): Promise<{ value: number; label: string }[]> {
  const rows = await db.select({ id: staff.id, name: staff.displayName, login: staff.login, role: staff.role, disabledAt: staff.disabledAt }).from(staff).orderBy(asc(staff.login));
  return rows.filter((r) => !r.disabledAt && roleCan(r.role, 'case.handle')).map((r) => ({ value: r.id, label: `${r.name}（${r.login}）` }));
}

/* ---------------------------------------------------------------------------------------------- */
/* One case, whole                                                                                 */
/* ---------------------------------------------------------------------------------------------- */

export type CaseField = { label: string; value: string };

export type CaseRecord = {
  id: number;
  kind: CaseKind;
  kindLabel: string;
  receiptNo: string;
  status: CaseStatus;
  statusLabel: string;
  version: number;
  createdAt: Date;
  dueAt: Date | null;
  closedAt: Date | null;
  overdue: boolean;
  handlerId: number | null;
  handlerName: string | null;
  moves: { to: CaseStatus; label: string }[];
  /** Masked (the list's view) unless read through revealCase. */
  fields: CaseField[];
  /** A job application's photo / attachment file ids: only in a revealed record, and only for the case's handler. */
  files: { photoFileId: number | null; attachmentFileId: number | null };
};

function assertHandler(actor: AuditActor): void {
  const role = parseRole(actor.role);
  if (!role || !roleCan(role, 'case.handle')) throw new CaseError('forbidden', CASE_MSG.forbidden);
}

async function subjectFields(db: Db, kind: CaseKind, subjectId: number, userId: number, scopeId: number | null, reveal: boolean): Promise<{ fields: CaseField[]; files: CaseRecord['files'] }> {
  const name = (v: string | null | undefined) => (reveal ? (v ?? '') : maskName(v));
  const phone = (v: string | null | undefined) => (reveal ? (v ?? '') : maskMobile(v ?? ''));
  const none = { photoFileId: null, attachmentFileId: null };
  if (kind === 'shop_intention') {
    const [r] = await db.select().from(shopIntentions).where(eq(shopIntentions.id, subjectId));
    if (!r) return { fields: [], files: none };
    const shopNames = r.shopIds.length ? (await db.select({ unitNo: shops.unitNo }).from(shops).where(inArray(shops.id, r.shopIds))).map((s) => s.unitNo).join('、') : '未指定';
    return {
      fields: [
        { label: '申请人类型', value: r.applicantKind === 'company' ? '企业' : '个人' },
        ...(r.companyName ? [{ label: '企业名称', value: r.companyName }] : []),
        ...(r.creditCode ? [{ label: '统一社会信用代码', value: reveal ? r.creditCode : `${r.creditCode.slice(0, 4)}**********${r.creditCode.slice(-4)}` }] : []),
        ...(r.personName ? [{ label: '姓名', value: name(r.personName) }] : []),
        { label: '联系人', value: name(r.contactName) },
        { label: '联系电话', value: phone(r.mobile) },
        { label: '意向铺位', value: shopNames },
        { label: '意向面积', value: `${r.areaMin ?? '—'}–${r.areaMax ?? '—'} ㎡` },
        { label: '拟经营业态', value: SHOP_USES.find((u) => u.code === r.intendedUse)?.label ?? r.intendedUse },
        { label: '经营经验', value: r.experience || '—' },
      ],
      files: none,
    };
  }
  if (kind === 'allotment') {
    const [r] = await db
      .select({ a: allotmentIntentions, project: housingProjects.name, layout: housingUnitTypes.layout })
      .from(allotmentIntentions)
      .innerJoin(housingProjects, eq(housingProjects.id, allotmentIntentions.projectId))
      .innerJoin(housingUnitTypes, eq(housingUnitTypes.id, allotmentIntentions.unitTypeId))
      .where(eq(allotmentIntentions.id, subjectId));
    if (!r) return { fields: [], files: none };
    return {
      fields: [
        { label: '项目', value: r.project },
        { label: '户型', value: r.layout },
        { label: '申请人', value: name(r.a.applicantName) },
        // The full number stays encrypted: the masked one is what the register shows staff too.
        { label: '证件号码', value: r.a.idNumberMasked },
        { label: '联系电话', value: phone(r.a.mobile) },
        { label: '共同申请家庭成员', value: r.a.familyMembers.map((m) => `${name(m.name)}（${m.relation}）`).join('、') || '无' },
      ],
      files: none,
    };
  }
  if (kind === 'job_application') {
    const [r] = await db
      .select({ a: jobApplications, post: jobPosts.title })
      .from(jobApplications)
      .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.postId))
      .where(eq(jobApplications.id, subjectId));
    if (!r) return { fields: [], files: none };
    const s = (r.a.snapshot ?? {}) as Record<string, unknown>;
    const text = (k: string) => (typeof s[k] === 'string' ? (s[k] as string) : '');
    const fields: CaseField[] = [
      { label: '岗位', value: r.post },
      { label: '投递方式', value: r.a.source === 'resume' ? '在线简历' : '快速报名' },
      { label: '姓名', value: name(text('name')) },
      { label: '手机号码', value: phone(text('mobile')) },
    ];
    if (reveal) {
      for (const [k, label] of [
        ['gender', '性别'],
        ['birthDate', '出生日期'],
        ['email', '电子邮箱'],
        ['degree', '学历'],
        ['school', '毕业院校'],
        ['major', '专业'],
        ['intro', '自我介绍'],
      ] as const)
        if (text(k)) fields.push({ label, value: text(k) });
    }
    return { fields, files: reveal ? { photoFileId: r.a.photoFileId, attachmentFileId: r.a.attachmentFileId } : none };
  }
  if (kind === 'housing_application') {
    // 公租房 / 保租房 申请: what was declared; ID numbers stay masked (the cipher is never shown here).
    const [r] = await db.select().from(housingApplications).where(eq(housingApplications.id, subjectId));
    if (!r) return { fields: [], files: none };
    if ('kind' in r.data) return { fields: companyApplicationFields(r.data, name, phone), files: none };
    const d = r.data;
    const answer = (q: QuestionId, v: string | number | undefined) => answerText(q, { [q]: v } as EligibilityAnswers) ?? '未填写';
    return {
      fields: [
        { label: '申请类型', value: APPLICATION_PRODUCT_LABELS[r.product] },
        ...(d.project ? [{ label: '申购项目', value: d.project.name }] : []),
        { label: '申请人', value: name(d.applicant.name) },
        { label: '身份证号码', value: d.applicant.idNumberMasked },
        { label: '手机号码', value: phone(d.applicant.mobile) },
        { label: '申请人年龄', value: `${d.age} 周岁` },
        { label: '户籍或居住证', value: answer('residence', d.residence) },
        { label: '社会保险', value: answer('socialInsurance', d.socialInsurance) },
        { label: '家庭在本市的住房', value: answer('housing', d.housing) },
        { label: '现居住地址', value: d.currentAddress },
        { label: '家庭人均月收入', value: answer('income', d.income) },
        { label: '人才类别', value: answer('talent', d.talent) },
        { label: '意向区域', value: districtByCode(d.district)?.label ?? d.district },
        { label: '意向户型', value: LAYOUT_OPTIONS.find((l) => l.value === d.layout)?.label ?? d.layout },
        { label: '共同申请人', value: d.members.length ? d.members.map((m) => `${name(m.name)}（${m.relation}，${m.idNumberMasked}）`).join('、') : '无（单身申请）' },
        { label: '承诺与授权', value: d.declaration && d.consent ? '已承诺信息真实，已同意核查' : '未勾选' },
      ],
      files: none,
    };
  }
  if (kind === 'consultation') {
    // 留言咨询: what was asked and whether the asker agreed to publish; the answer is the step to 已答复.
    const [r] = await db.select({ q: questions, name: portalUsers.name, mobile: portalUsers.mobile }).from(questions).innerJoin(portalUsers, eq(portalUsers.id, questions.userId)).where(eq(questions.id, subjectId));
    if (!r) return { fields: [], files: none };
    return {
      fields: [
        { label: '咨询类别', value: questionCategoryLabel(r.q.category) },
        { label: '标题', value: r.q.title },
        { label: '咨询内容', value: r.q.body },
        { label: '同意公开', value: r.q.consent ? (r.q.published ? '同意（已公开）' : '同意（答复后公开）') : '不同意' },
        { label: '留言人', value: name(r.name) },
        { label: '手机号码', value: phone(r.mobile) },
      ],
      files: none,
    };
  }
  // A questionnaire response: who answered; the answers are in the questionnaire's results.
  const [u] = await db.select({ name: portalUsers.name, mobile: portalUsers.mobile }).from(portalUsers).where(eq(portalUsers.id, userId));
  const [q] = scopeId ? await db.select({ title: questionnaires.title }).from(questionnaires).where(eq(questionnaires.id, scopeId)) : [];
  return {
    fields: [
      { label: '问卷', value: q?.title ?? '' },
      { label: '答卷人', value: name(u?.name) },
      { label: '手机号码', value: phone(u?.mobile) },
    ],
    files: none,
  };
}

async function readCase(db: Db, caseId: number, reveal: boolean, now: Date): Promise<CaseRecord | null> {
  if (!Number.isInteger(caseId) || caseId < 1 || caseId > 2_147_483_647) return null;
  const [row] = await db.select({ c: cases, handlerName: staff.displayName }).from(cases).leftJoin(staff, eq(staff.id, cases.handlerId)).where(eq(cases.id, caseId));
  if (!row) return null;
  const { c } = row;
  const subject = await subjectFields(db, c.kind, c.subjectId, c.userId, c.scopeId, reveal);
  return {
    id: c.id,
    kind: c.kind,
    kindLabel: CASE_KIND_LABELS[c.kind],
    receiptNo: c.receiptNo,
    status: c.status,
    statusLabel: statusLabel(c.kind, c.status),
    version: c.version,
    createdAt: c.createdAt,
    dueAt: c.dueAt,
    closedAt: c.closedAt,
    overdue: c.closedAt === null && c.dueAt !== null && c.dueAt < now,
    handlerId: c.handlerId,
    handlerName: row.handlerName,
    moves: allowedMoves(c.kind, c.status).map((to) => ({ to, label: statusLabel(c.kind, to) })),
    fields: subject.fields,
    files: subject.files,
  };
}

/** A case with its submission masked, for anyone who may handle cases. */
export async function getCase(db: Db, caseId: number, actor: AuditActor, now: Date = new Date()): Promise<CaseRecord | null> {
  assertHandler(actor);
  return readCase(db, caseId, false, now);
}

/** A case with its submission unmasked; the reading is written to the audit log in the same transaction. */
export async function revealCase(db: Db, caseId: number, actor: AuditActor, now: Date = new Date()): Promise<CaseRecord | null> {
  assertHandler(actor);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const record = await readCase(t, caseId, true, now);
    // A job application's photo and attachment: only for the member of staff handling that case.
    if (record && record.handlerId !== actor.staffId) record.files = { photoFileId: null, attachmentFileId: null };
    if (record) await recordAudit(t, actor, { action: 'case.reveal', entity: 'case', entityId: record.receiptNo }, now);
    return record;
  });
}

/* ---------------------------------------------------------------------------------------------- */
/* Export                                                                                         */
/* ---------------------------------------------------------------------------------------------- */

const CSV_HEADER = ['受理编号', '业务', '状态', '提交时间', '办理时限', '是否超期', '经办人', '申请人', '联系电话', '事项'];

const beijing = (at: Date | null) => (at ? new Date(at.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ') : '');

/**
 * The filtered inbox as CSV (masked as the list is: an export is for counting and follow-up, the
 * whole record stays in the console), with the export in the audit log — filter and row count —
 * in the transaction that read the rows.
 */
export async function exportInboxCsv(db: Db, filter: InboxFilter, actor: AuditActor, now: Date = new Date()): Promise<{ csv: string; rows: number }> {
  assertHandler(actor);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows = (await selectCaseRows(t, filter.kind, conditions(filter, now)).limit(INBOX_EXPORT_MAX_ROWS)) as CaseListRow[];
    const lines = [CSV_HEADER.join(',')];
    for (const r of rows.map((row) => inboxRow(filter.kind, row, now))) {
      lines.push([r.receiptNo, CASE_KIND_LABELS[filter.kind], r.statusLabel, beijing(r.createdAt), beijing(r.dueAt), r.overdue ? '超期' : '', r.handlerName ?? '', r.who, r.phone, r.about].map(csvCell).join(','));
    }
    await recordAudit(t, actor, { action: 'case.export', entity: 'case', changes: { filter: { before: null, after: filter }, rows: { before: null, after: rows.length } } }, now);
    return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, rows: rows.length };
  });
}
