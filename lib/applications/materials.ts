/**
 * The materials of a housing application (issue #29 part 1): for each item of the product's
 * checklist (./material-checklist.ts) the applicant uploads files, checked by the recruitment
 * files' own code — size for what it is, the content sniffed (the name only adds refusals),
 * pictures decoded, stripped and re-encoded, the name cleaned (lib/recruitment/files.ts,
 * file-sniff.ts, file-rules.ts; docs/decisions 0053) — and stored in the database.
 *
 * Who reads them: the applicant, and staff whose role may review housing applications
 * (`housing.review`); anyone else's id reads as missing. A handler opening a file is audited.
 * Uploads are taken while the application is 已提交 or 补正 (the case row is locked first, as
 * every move locks it, so an upload and a handler's move queue rather than interleave).
 */
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb, type Db } from '@/lib/db/client';
import { applicationCorrections, applicationMaterials, cases, housingApplications } from '@/lib/db/schema';
import { CaseError } from '@/lib/cases/handling';
import { statusLabel, type CaseStatus } from '@/lib/cases/flow';
import { claimedKind, cleanFileName, FILE_LIMITS, limitFor, MEDIA_TYPES, type FilePurpose, type SniffedKind } from '@/lib/recruitment/file-rules';
import { sniffUpload } from '@/lib/recruitment/file-sniff';
import { preparePhoto, RecruitFileError } from '@/lib/recruitment/files';
import { recordAudit, type AuditActor } from '@/lib/staff/audit';
import { parseRole, roleCan } from '@/lib/staff/roles';
import { INT32_MAX } from '@/lib/validation/patterns';
import type { ApplicationProduct } from './products';
import { checklistItem, materialChecklist, type ChecklistItem } from './material-checklist';

export const MATERIAL_MSG = {
  item: '请选择材料清单中的材料项目',
  notFound: '申请记录不存在',
  closed: (status: string) => `申请当前为“${status}”，不能上传或删除材料；工作人员要求补正时，请按补正通知上传`,
  keep: '该材料已提交审核，不能删除；如需更正，请联系经办人员',
  fileNotFound: '材料不存在或已删除',
  forbidden: '您的角色不能查阅住房保障申请材料',
} as const;

/** While the citizen may add or remove files. */
export const UPLOAD_STATUSES: readonly CaseStatus[] = ['submitted', 'correction'];

export type MaterialMeta = { id: number; applicationId: number; itemKey: string; fileName: string; mediaType: string; size: number; uploadedAt: string };
export type MaterialFile = MaterialMeta & { bytes: Buffer };

const isId = (n: number) => Number.isInteger(n) && n >= 1 && n <= INT32_MAX;

const metaColumns = {
  id: applicationMaterials.id,
  applicationId: applicationMaterials.applicationId,
  itemKey: applicationMaterials.itemKey,
  fileName: applicationMaterials.fileName,
  mediaType: applicationMaterials.mediaType,
  size: applicationMaterials.size,
  uploadedAt: applicationMaterials.uploadedAt,
};

const toMeta = (r: { id: number; applicationId: number; itemKey: string; fileName: string; mediaType: string; size: number; uploadedAt: Date }): MaterialMeta => ({
  ...r,
  uploadedAt: r.uploadedAt.toISOString(),
});

/** A picture goes by the photo rules (≤ 2 MB, decoded and re-encoded), anything else by the attachment rules (PDF / Word ≤ 10 MB). */
export function materialPurpose(fileName: string): FilePurpose {
  const kind = claimedKind(fileName);
  return kind === 'jpeg' || kind === 'png' ? 'photo' : 'attachment';
}

/** The recruitment files' checks, in their order; answers what to store. Throws RecruitFileError with its reason. */
export async function checkMaterialFile(originalName: string, bytes: Uint8Array): Promise<{ fileName: string; mediaType: string; stored: Buffer }> {
  const purpose = materialPurpose(originalName);
  if (bytes.byteLength === 0) throw new RecruitFileError('empty');
  if (bytes.byteLength > limitFor(purpose)) throw new RecruitFileError(purpose === 'photo' ? 'photo_too_large' : 'attachment_too_large');
  const sniffed = sniffUpload(purpose, originalName, bytes);
  if (!sniffed.ok) throw new RecruitFileError(sniffed.reason, sniffed.message);
  let kind: SniffedKind = sniffed.kind;
  let stored: Buffer;
  if (purpose === 'photo') {
    stored = await preparePhoto(bytes);
    kind = 'jpeg';
  } else stored = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { fileName: cleanFileName(originalName, purpose, kind), mediaType: MEDIA_TYPES[kind], stored };
}

type Locked = { applicationId: number; product: ApplicationProduct; status: CaseStatus; caseId: number; correctionAt: Date | null };

/** The user's application with its case row locked; null when it is not theirs. */
async function lockOwnApplication(t: Db, userId: number, applicationId: number): Promise<Locked | null> {
  if (!isId(applicationId)) return null;
  const [app] = await t
    .select({ id: housingApplications.id, product: housingApplications.product, caseId: housingApplications.caseId })
    .from(housingApplications)
    .where(and(eq(housingApplications.id, applicationId), eq(housingApplications.userId, userId)));
  if (!app?.caseId) return null;
  const [kase] = await t.select({ status: cases.status }).from(cases).where(eq(cases.id, app.caseId)).for('update');
  if (!kase) return null;
  const [open] = await t
    .select({ at: applicationCorrections.requestedAt })
    .from(applicationCorrections)
    .where(and(eq(applicationCorrections.applicationId, app.id), sql`${applicationCorrections.answeredAt} is null`))
    .orderBy(desc(applicationCorrections.requestedAt))
    .limit(1);
  return { applicationId: app.id, product: app.product, status: kase.status, caseId: app.caseId, correctionAt: open?.at ?? null };
}

const notFound = () => new ApiError(ERROR_CODES.NOT_FOUND, MATERIAL_MSG.notFound, 404);
const closed = (status: CaseStatus) => new ApiError(ERROR_CODES.CONFLICT, MATERIAL_MSG.closed(statusLabel('housing_application', status)), 409);

/**
 * Stores a file for one checklist item of the user's own application. Refused, storing nothing:
 * the recruitment files' refusals (size, type by content, unreadable picture), an item not on the
 * product's checklist (400), someone else's or a missing application (404), an application not
 * in 已提交 or 补正 (409), more than 50 files or 30 MB on the application (409 too_many / quota).
 */
export async function storeMaterial(userId: number, input: { applicationId: number; itemKey: string; fileName: string; bytes: Uint8Array }, at: Date = new Date()): Promise<MaterialMeta> {
  const file = await checkMaterialFile(input.fileName, input.bytes);
  const sha256 = createHash('sha256').update(file.stored).digest('hex');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const app = await lockOwnApplication(t, userId, input.applicationId);
    if (!app) throw notFound();
    if (!checklistItem(app.product, input.itemKey)) throw new ApiError(ERROR_CODES.VALIDATION, MATERIAL_MSG.item, 400);
    if (!UPLOAD_STATUSES.includes(app.status)) throw closed(app.status);
    const [usage] = await t
      .select({ bytes: sql<number>`cast(coalesce(sum(${applicationMaterials.size}), 0) as integer)`, files: count() })
      .from(applicationMaterials)
      .where(eq(applicationMaterials.applicationId, app.applicationId));
    if ((usage?.files ?? 0) >= FILE_LIMITS.filesPerUser) throw new RecruitFileError('too_many');
    if (Number(usage?.bytes ?? 0) + file.stored.byteLength > FILE_LIMITS.totalBytesPerUser) throw new RecruitFileError('quota');
    const [row] = await t
      .insert(applicationMaterials)
      .values({ applicationId: app.applicationId, userId, itemKey: input.itemKey, fileName: file.fileName, mediaType: file.mediaType, size: file.stored.byteLength, sha256, bytes: file.stored, uploadedAt: at })
      .returning(metaColumns);
    if (!row) throw new Error('material insert returned no row');
    return toMeta(row);
  });
}

/**
 * Removes one of the user's files while they may still change them: in 已提交, or in 补正 a file
 * uploaded since the request (what the handler has already reviewed stays). 404 for someone else's.
 */
export async function removeMaterial(userId: number, materialId: number): Promise<MaterialMeta> {
  if (!isId(materialId)) throw new RecruitFileError('not_found', MATERIAL_MSG.fileNotFound);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [found] = await t.select(metaColumns).from(applicationMaterials).where(and(eq(applicationMaterials.id, materialId), eq(applicationMaterials.userId, userId)));
    if (!found) throw new RecruitFileError('not_found', MATERIAL_MSG.fileNotFound);
    const app = await lockOwnApplication(t, userId, found.applicationId);
    if (!app) throw new RecruitFileError('not_found', MATERIAL_MSG.fileNotFound);
    if (!UPLOAD_STATUSES.includes(app.status)) throw closed(app.status);
    if (app.status === 'correction' && app.correctionAt && found.uploadedAt < app.correctionAt) throw new ApiError(ERROR_CODES.CONFLICT, MATERIAL_MSG.keep, 409);
    await t.delete(applicationMaterials).where(eq(applicationMaterials.id, materialId));
    return toMeta(found);
  });
}

async function listOf(db: Db, applicationId: number): Promise<MaterialMeta[]> {
  const rows = await db.select(metaColumns).from(applicationMaterials).where(eq(applicationMaterials.applicationId, applicationId)).orderBy(asc(applicationMaterials.uploadedAt), asc(applicationMaterials.id));
  return rows.map(toMeta);
}

/** The user's files of their application (none for someone else's). */
export async function listOwnMaterials(userId: number, applicationId: number): Promise<MaterialMeta[]> {
  if (!isId(applicationId)) return [];
  const db = await getDb();
  const [app] = await db.select({ id: housingApplications.id }).from(housingApplications).where(and(eq(housingApplications.id, applicationId), eq(housingApplications.userId, userId)));
  return app ? listOf(db, app.id) : [];
}

/** One of the user's files with its bytes, or null (someone else's is null too). */
export async function getOwnMaterial(userId: number, materialId: number): Promise<MaterialFile | null> {
  if (!isId(materialId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ ...metaColumns, bytes: applicationMaterials.bytes })
    .from(applicationMaterials)
    .where(and(eq(applicationMaterials.id, materialId), eq(applicationMaterials.userId, userId)));
  return row ? { ...toMeta(row), bytes: row.bytes } : null;
}

/** The checklist with the files of each item (the application page and the console read it). */
export function byItem(product: ApplicationProduct, files: MaterialMeta[]): (ChecklistItem & { files: MaterialMeta[] })[] {
  return materialChecklist(product).map((item) => ({ ...item, files: files.filter((f) => f.itemKey === item.key) }));
}

/* ---------------------------------------------------------------------------------------------- */
/* Staff                                                                                          */
/* ---------------------------------------------------------------------------------------------- */

/** Only roles that review housing applications read their materials (403 otherwise, nothing read). */
export function assertHousingReviewer(actor: Pick<AuditActor, 'role'>): void {
  const role = parseRole(actor.role);
  if (!role || !roleCan(role, 'housing.review')) throw new CaseError('forbidden', MATERIAL_MSG.forbidden);
}

/** The files of a housing application's case, for a housing reviewer; null when the case is not a housing application. */
export async function materialsOfCase(db: Db, actor: Pick<AuditActor, 'role'>, caseId: number): Promise<{ product: ApplicationProduct; applicationId: number; files: MaterialMeta[] } | null> {
  assertHousingReviewer(actor);
  if (!isId(caseId)) return null;
  const [app] = await db
    .select({ id: housingApplications.id, product: housingApplications.product })
    .from(housingApplications)
    .innerJoin(cases, and(eq(cases.id, housingApplications.caseId), eq(cases.kind, 'housing_application')))
    .where(eq(cases.id, caseId));
  if (!app) return null;
  return { product: app.product, applicationId: app.id, files: await listOf(db, app.id) };
}

/**
 * A file for a housing reviewer, with the audit row of the opening written in the same
 * transaction (who, which application's receipt, which item). 403 for other roles, 404 for none.
 */
export async function openMaterialAsStaff(db: Db, actor: AuditActor, materialId: number, now: Date = new Date()): Promise<MaterialFile> {
  assertHousingReviewer(actor);
  if (!isId(materialId)) throw new CaseError('not_found', MATERIAL_MSG.fileNotFound);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .select({ ...metaColumns, bytes: applicationMaterials.bytes, receiptNo: cases.receiptNo })
      .from(applicationMaterials)
      .innerJoin(housingApplications, eq(housingApplications.id, applicationMaterials.applicationId))
      .leftJoin(cases, eq(cases.id, housingApplications.caseId))
      .where(eq(applicationMaterials.id, materialId));
    if (!row) throw new CaseError('not_found', MATERIAL_MSG.fileNotFound);
    await recordAudit(t, actor, { action: 'application.material.open', entity: 'application_material', entityId: row.id, changes: { receiptNo: { before: null, after: row.receiptNo }, item: { before: null, after: row.itemKey } } }, now);
    const { receiptNo: _receipt, bytes, ...meta } = row;
    void _receipt;
    return { ...toMeta(meta), bytes };
  });
}
