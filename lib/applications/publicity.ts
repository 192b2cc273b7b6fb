/**
 * 公示 (issue #29 part 2): the applications that passed 复核 are published as one notice with an
 * objection period — names and ID numbers masked by the operator's rule, nothing else about the
 * household but its size — and each listed application moves to 公示 in the same transaction,
 * its citizen told the list's title and period. The notice is an ordinary article afterwards
 * (文章: corrected or withdrawn there), audited as `content.publishGenerated`.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { ACTION_LINKS } from '@/lib/business/action-links';
import { HOTLINE, HEAD_OFFICE } from '@/lib/business/contact';
import { publishGeneratedArticle } from '@/lib/cms/content-admin';
import { transitionCase } from '@/lib/cases/handling';
import { getDb, type Db } from '@/lib/db/client';
import { cases, housingApplications, publicityEntries, publicityLists, type ApplicationData } from '@/lib/db/schema';
import { decryptPii } from '@/lib/register/pii';
import { withAudit, type AuditActor } from '@/lib/staff/audit';
import { parseRole, roleCan } from '@/lib/staff/roles';
import { productLabel } from './applications';
import type { HousingProduct } from '@/lib/validation/housing-application';

/** Where each product's 公示 is published (the columns the demo's 资格审核 notices use). */
export const PUBLICITY_COLUMN: Record<HousingProduct, string> = { gzf: 'tzgg_gzf_zg', bzf: 'tzgg_bzf' };

export const OBJECTION_DAYS = { min: 5, max: 15, default: 7 } as const;

export const PUBLICITY_MSG = {
  forbidden: '您的角色无权发布公示名单',
  empty: '请至少选择一户申请',
  changed: '所选申请中有的已被他人办理或状态已变化，请刷新后重新选择',
  days: `公示期须为 ${OBJECTION_DAYS.min}—${OBJECTION_DAYS.max} 天`,
} as const;

export class PublicityError extends ApiError {
  constructor(
    readonly reason: 'forbidden' | 'empty' | 'changed' | 'invalid',
    message: string,
  ) {
    super(reason === 'forbidden' ? ERROR_CODES.FORBIDDEN : reason === 'changed' ? ERROR_CODES.CASE_STALE : ERROR_CODES.VALIDATION, message, reason === 'forbidden' ? 403 : reason === 'changed' ? 409 : 400);
    this.name = 'PublicityError';
  }
}

/**
 * The operator's rule for names in a 公示: the family name, a star for each middle character, and
 * the last character (张*某, 欧**娜); a two-character name keeps only the family name (张*).
 */
export function maskNameForPublicity(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.length ? `${chars[0]}*` : '';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** 110***********1234: the first three (the province and city) and the last four; 18 characters kept. */
export function maskIdForPublicity(idNumber: string): string {
  const id = idNumber.trim().toUpperCase();
  if (id.length < 8) return '*'.repeat(id.length);
  return `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}`;
}

export type PublicityCandidate = {
  caseId: number;
  version: number;
  receiptNo: string;
  applicationId: number;
  name: string;
  familySize: number;
  district: string;
  reachedAt: string;
};

/** Applications of a product waiting at 复核 — the ones a 公示 list can name — oldest first. */
export async function listPublicityCandidates(db: Db, product: HousingProduct, limit = 500): Promise<PublicityCandidate[]> {
  const rows = await db
    .select({ caseId: cases.id, version: cases.version, receiptNo: cases.receiptNo, applicationId: housingApplications.id, data: housingApplications.data, updatedAt: cases.updatedAt })
    .from(cases)
    .innerJoin(housingApplications, eq(housingApplications.caseId, cases.id))
    .where(and(eq(cases.kind, 'housing_application'), eq(cases.status, 'second_review'), eq(housingApplications.product, product)))
    .orderBy(asc(cases.updatedAt), asc(cases.id))
    .limit(limit);
  return rows.map((r) => ({
    caseId: r.caseId,
    version: r.version,
    receiptNo: r.receiptNo,
    applicationId: r.applicationId,
    name: r.data.applicant.name,
    familySize: 1 + r.data.members.length,
    district: r.data.district,
    reachedAt: r.updatedAt.toISOString(),
  }));
}

export type PublicityList = { id: number; product: string; title: string; startsOn: string; endsOn: string; contentId: number | null; publishedAt: Date; entries: number };

export async function listPublicityLists(db: Db, product: HousingProduct, limit = 20): Promise<PublicityList[]> {
  return db
    .select({
      id: publicityLists.id,
      product: publicityLists.product,
      title: publicityLists.title,
      startsOn: publicityLists.startsOn,
      endsOn: publicityLists.endsOn,
      contentId: publicityLists.contentId,
      publishedAt: publicityLists.publishedAt,
      entries: sql<number>`(select count(*)::int from bha_publicity_entry e where e.list_id = ${publicityLists.id})`,
    })
    .from(publicityLists)
    .where(eq(publicityLists.product, product))
    .orderBy(sql`${publicityLists.publishedAt} desc`, sql`${publicityLists.id} desc`)
    .limit(limit);
}

/** yyyy-mm-dd of the Beijing day `days` after `at`'s. */
function beijingDay(at: Date, days = 0): string {
  return new Date(at.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const cnDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type PublicityRow = { name: string; idNumber: string; familySize: number };

/** The notice's text: the masked table and the objection period; nothing else about anyone. */
export function publicityArticle(product: HousingProduct, rows: readonly PublicityRow[], startsOn: string, endsOn: string, days: number): { title: string; summary: string; bodyHtml: string } {
  const label = productLabel(product);
  const title = `${label}申请家庭资格审核结果公示（${cnDate(startsOn)}）`;
  const table = rows
    .map((r, i) => `<tr><td>${i + 1}</td><td>${escapeHtml(maskNameForPublicity(r.name))}</td><td>${escapeHtml(maskIdForPublicity(r.idNumber))}</td><td>${r.familySize}</td></tr>`)
    .join('');
  const bodyHtml = `
<p>经受理、初审和复核，以下 ${rows.length} 户${label}申请家庭符合保障条件，现予以公示。</p>
<table>
  <thead><tr><th>序号</th><th>申请人</th><th>身份证号码</th><th>家庭人口</th></tr></thead>
  <tbody>${table}</tbody>
</table>
<h2>公示期及异议处理</h2>
<p>公示期为${cnDate(startsOn)}至${cnDate(endsOn)}（共 ${days} 天）。对公示对象有异议的，请在公示期内以书面形式向${escapeHtml(HEAD_OFFICE.name)}住房保障服务窗口（${escapeHtml(HEAD_OFFICE.address)}）反映，或拨打服务热线 ${HOTLINE}。反映情况请实事求是，提供具体事实和联系方式，我们将为反映人保密。</p>
<p>公示期满无异议或异议经核实不成立的家庭，纳入${label}轮候；申请人可登录门户网站<a href="${ACTION_LINKS.messages}">“个人中心—消息中心”</a>查看本户办理进度和轮候序号。</p>`;
  return { title, summary: `${rows.length} 户${label}申请家庭资格审核结果公示，公示期${cnDate(startsOn)}至${cnDate(endsOn)}。`, bodyHtml };
}

export type PublishPublicityInput = { product: HousingProduct; cases: { caseId: number; version: number }[]; days: number; /** Demo content marks its list (the seed). */ isDemo?: boolean };

/**
 * Publishes the list and moves every named application from 复核 to 公示 in one transaction: if any
 * of them changed since the handler's page was read, nothing is published (409, refresh).
 */
export async function publishPublicityList(actor: AuditActor, input: PublishPublicityInput, now = new Date()): Promise<PublishedPublicity> {
  return withAudit(actor, (tx) => publishPublicityListIn(tx, actor, input, now), now);
}

export type PublishedPublicity = { listId: number; contentId: number; title: string };

/** publishPublicityList inside the caller's transaction (the demo seed, which runs before getDb() answers). */
export async function publishPublicityListIn(tx: Db, actor: AuditActor, input: PublishPublicityInput, now = new Date()): Promise<PublishedPublicity> {
  const role = parseRole(actor.role);
  if (!role || !roleCan(role, 'housing.review') || !roleCan(role, 'case.handle')) throw new PublicityError('forbidden', PUBLICITY_MSG.forbidden);
  if (input.cases.length === 0) throw new PublicityError('empty', PUBLICITY_MSG.empty);
  if (!Number.isInteger(input.days) || input.days < OBJECTION_DAYS.min || input.days > OBJECTION_DAYS.max) throw new PublicityError('invalid', PUBLICITY_MSG.days);
  const caseIds = [...new Set(input.cases.map((c) => c.caseId))];
  const startsOn = beijingDay(now);
  const endsOn = beijingDay(now, input.days - 1);
  const rows = await tx
    .select({ caseId: cases.id, status: cases.status, version: cases.version, applicationId: housingApplications.id, product: housingApplications.product, data: housingApplications.data })
    .from(cases)
    .innerJoin(housingApplications, eq(housingApplications.caseId, cases.id))
    .where(and(eq(cases.kind, 'housing_application'), inArray(cases.id, caseIds)))
    .orderBy(asc(cases.updatedAt), asc(cases.id))
    .for('update', { of: cases });
  const expected = new Map(input.cases.map((c) => [c.caseId, c.version]));
  const fresh = rows.length === caseIds.length && rows.every((r) => r.status === 'second_review' && r.product === input.product && expected.get(r.caseId) === r.version);
  if (!fresh) throw new PublicityError('changed', PUBLICITY_MSG.changed);
  const people: PublicityRow[] = rows.map((r) => {
    const data = r.data as ApplicationData;
    return { name: data.applicant.name, idNumber: decryptPii(data.applicant.idNumberCipher), familySize: 1 + data.members.length };
  });
  const article = publicityArticle(input.product, people, startsOn, endsOn, input.days);
  const contentId = await publishGeneratedArticle(tx, actor, { columnKey: PUBLICITY_COLUMN[input.product], source: '住房保障部', ...article, isDemo: input.isDemo ?? false }, now);
  const [list] = await tx
    .insert(publicityLists)
    .values({ product: input.product, contentId, title: article.title, startsOn, endsOn, staffId: actor.staffId, publishedAt: now, isDemo: input.isDemo ?? false, createdAt: now })
    .returning({ id: publicityLists.id });
  await tx.insert(publicityEntries).values(rows.map((r, i) => ({ listId: list!.id, applicationId: r.applicationId, position: i + 1 })));
  const note = `您的申请已列入《${article.title}》，公示期${cnDate(startsOn)}至${cnDate(endsOn)}。公示期满无异议的，将纳入轮候并告知轮候序号。`;
  for (const r of rows) await transitionCase(tx, { caseId: r.caseId, to: 'publicized', expectedVersion: r.version, noteToCitizen: note }, actor, now);
  return { listId: list!.id, contentId, title: article.title };
}

/** For the console page: the database the request uses. */
export async function publicityPageData(product: HousingProduct): Promise<{ candidates: PublicityCandidate[]; lists: PublicityList[] }> {
  const db = await getDb();
  const [candidates, lists] = await Promise.all([listPublicityCandidates(db, product), listPublicityLists(db, product)]);
  return { candidates, lists };
}
