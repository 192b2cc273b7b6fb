import { isMultipartPost, isPageNavigation, readMultipartBody, seeOther } from '@/lib/api/form-post';
import { ApiError, ERROR_CODES, ok, queryOf, toErrorResponse } from '@/lib/api/respond';
import { assertSameSite, NO_STORE_HEADERS } from '@/lib/api/route';
import { addDraftAttachment, ContentStepRefused } from '@/lib/cms/content-admin';
import { ContentFileError, storeContentFile, type ContentFileKind } from '@/lib/cms/content-files';
import { formFailureHref } from '@/lib/forms/failure-query';
import { logError } from '@/lib/log';
import { CONTENT_UPLOAD_BODY_LIMIT } from '@/lib/server/policy.mjs';
import { withAudit } from '@/lib/staff/audit';
import { CATALOGUE_EDIT_PATH } from '@/lib/staff/catalogue/hrefs';
import { CONTENT_PAGES } from '@/lib/staff/content-routes';
import { STAFF_SIGN_IN_PATH } from '@/lib/staff/current';
import { requireStaffWriter } from '@/lib/staff/form-route';
import { assertStaffCan, type StaffSession } from '@/lib/staff/roles';
import { UPLOADED_IMAGE } from '@/lib/validation/catalogue';
import { noParams } from '@/lib/validation/common';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CONTEXT = 'console.uploadContentFile';
const CONTENT_FILE_MSG_IMAGE_ONLY = '站点目录只能上传图片（JPG 或 PNG）';

/**
 * `catalogue`: a plain form of a catalogue edit page (no JavaScript) goes back there with the
 * image's address, after the images it already carried (`image`, uploaded and not saved yet).
 */
type Upload = { kind: ContentFileKind; name: string; bytes: Uint8Array; contentId: number | null; catalogue: { back: string; images: string[] } | null };

/** Images only for the catalogue (catalogue.publish); attachments belong to articles (content.draft). */
function assertMayUpload(staff: StaffSession, kind: ContentFileKind) {
  if (kind === 'attachment') assertStaffCan(staff, 'content.draft');
}

async function readUpload(request: Request): Promise<Upload> {
  let form: FormData;
  try {
    form = await readMultipartBody(request, CONTENT_UPLOAD_BODY_LIMIT);
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.PAYLOAD_TOO_LARGE) throw new ContentFileError('文件过大：图片不能超过 10 MB，附件不能超过 20 MB', 413);
    throw error;
  }
  const kind = form.get('kind');
  if (kind !== 'image' && kind !== 'attachment') throw new ContentFileError('请说明上传的是图片还是附件');
  const file = form.get('file');
  if (!file || typeof file === 'string' || (file.size === 0 && file.name === '')) throw new ContentFileError('请选择要上传的文件');
  const id = String(form.get('contentId') ?? '');
  const back = String(form.get('back') ?? '');
  const catalogue = CATALOGUE_EDIT_PATH.test(back)
    ? { back, images: form.getAll('image').filter((v): v is string => typeof v === 'string' && UPLOADED_IMAGE.test(v)).slice(0, 12) }
    : null;
  return { kind, name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), contentId: /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null, catalogue };
}

/**
 * The console's one upload: an article's image or attachment, or a catalogue entry's picture
 * (multipart: `kind`, `file`, and for a plain form `contentId` or the catalogue page's `back`).
 * The editor's script gets the stored file's URL to put in the body or the picture field; a plain
 * form (no JavaScript) adds an attachment to the draft, or comes back with the image's address
 * (to place in the body, or already in the catalogue form's picture field). Every image is
 * sniffed and re-encoded by sharp without metadata (lib/cms/content-files.ts). Stored and audited
 * in one transaction; editors (content.draft) and, for images, reviewers (catalogue.publish).
 */
export async function POST(request: Request) {
  try {
    assertSameSite(request, { requireProof: true });
    noParams.parse(queryOf(request.url));
    if (!isMultipartPost(request)) throw new ApiError(ERROR_CODES.BAD_JSON, '请以 multipart/form-data 方式上传文件', 415);
    let caller;
    try {
      caller = await requireStaffWriter(request, ['content.draft', 'catalogue.publish']);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && isPageNavigation(request)) return seeOther(`${STAFF_SIGN_IN_PATH}?failed=expired`);
      throw error;
    }
    const { actor, staff } = caller;
    if (isPageNavigation(request)) return await fromForm(request, actor, staff);
    const upload = await readUpload(request);
    assertMayUpload(staff, upload.kind);
    const stored = await withAudit(actor, async (tx, audit) => {
      const file = await storeContentFile(staff.staffId, upload.kind, upload.name, upload.bytes, tx);
      await audit({ action: 'content.upload', entity: 'content_file', entityId: file.id, changes: { file: { before: null, after: { name: file.name, kind: file.kind, size: file.size } } } });
      return file;
    });
    return ok(stored, { headers: NO_STORE_HEADERS });
  } catch (error) {
    if (error instanceof ContentFileError) return toErrorResponse(error, CONTEXT, request);
    return toErrorResponse(error, CONTEXT, request);
  }
}

async function fromForm(request: Request, actor: Parameters<typeof withAudit>[0], staff: StaffSession) {
  let back: string = CONTENT_PAGES.list;
  try {
    const upload = await readUpload(request);
    if (upload.catalogue) {
      back = upload.catalogue.back;
      if (upload.kind !== 'image') throw new ContentFileError(CONTENT_FILE_MSG_IMAGE_ONLY);
    } else {
      if (upload.contentId === null) throw new ContentFileError('请先保存草稿，再上传图片或附件');
      back = CONTENT_PAGES.edit(upload.contentId);
    }
    assertMayUpload(staff, upload.kind);
    const file = await withAudit(actor, async (tx, audit) => {
      const f = await storeContentFile(staff.staffId, upload.kind, upload.name, upload.bytes, tx);
      await audit({ action: 'content.upload', entity: 'content_file', entityId: f.id, changes: { file: { before: null, after: { name: f.name, kind: f.kind, size: f.size } } } });
      return f;
    });
    if (upload.catalogue) {
      const query = new URLSearchParams();
      for (const image of [...upload.catalogue.images, file.url]) query.append('image', image);
      return seeOther(`${back}?${query}`);
    }
    if (upload.kind === 'attachment' && upload.contentId !== null) {
      await addDraftAttachment(actor, upload.contentId, { name: file.name, url: file.url, size: file.size });
      return seeOther(`${back}?uploaded=attachment`);
    }
    return seeOther(`${back}?image=${encodeURIComponent(file.url)}`);
  } catch (error) {
    if (error instanceof ContentFileError) return seeOther(formFailureHref(back, { reason: 'upload' }));
    if (error instanceof ContentStepRefused) return seeOther(formFailureHref(back, { reason: 'state' }));
    if (error instanceof ApiError && error.status < 500) return toErrorResponse(error, CONTEXT, request);
    logError('api', `${CONTEXT} (form post) failed`, error);
    return seeOther(formFailureHref(back, { reason: 'busy' }));
  }
}
