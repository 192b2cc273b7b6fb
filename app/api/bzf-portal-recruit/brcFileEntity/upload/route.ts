import { isMultipartPost, isPageNavigation, readMultipartBody, seeOther } from '@/lib/api/form-post';
import { ApiError, ERROR_CODES, ok, queryOf, toErrorResponse } from '@/lib/api/respond';
import { assertSameSite, NO_STORE_HEADERS } from '@/lib/api/route';
import { logError } from '@/lib/log';
import { DEFAULT_UPLOAD_BACK, safeUploadBack, uploadedHref, uploadErrorHref } from '@/lib/recruitment/file-links';
import { isFilePurpose, type FilePurpose } from '@/lib/recruitment/file-rules';
import { RecruitFileError, storeUpload } from '@/lib/recruitment/files';
import { UPLOAD_BODY_LIMIT } from '@/lib/server/policy.mjs';
import { assertWriteAllowed, requireWriter } from '@/lib/api/write-limits';
import { sessionUserOrNull } from '@/lib/session';
import { MSG, noParams } from '@/lib/validation/common';
import { UPLOAD_FIELDS } from '@/lib/validation/recruit-file';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CONTEXT = 'recruit.uploadFile';

type UploadForm = { purpose: FilePurpose; name: string; bytes: Uint8Array };

/** The body, bounded before it is parsed; a body past the bound is named as a file that is too large. */
async function readForm(request: Request): Promise<FormData> {
  try {
    return await readMultipartBody(request, UPLOAD_BODY_LIMIT);
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.PAYLOAD_TOO_LARGE) throw new RecruitFileError('too_large');
    throw error;
  }
}

/** `purpose` (photo | attachment) and exactly one `file`; `back` only matters to a plain form. */
async function readUpload(form: FormData): Promise<UploadForm> {
  const unknown = [...new Set(form.keys())].filter((k) => !(UPLOAD_FIELDS as readonly string[]).includes(k));
  if (unknown.length > 0) throw new ApiError(ERROR_CODES.VALIDATION, MSG.unknownKeys(unknown), 400);
  const purposes = form.getAll('purpose');
  const purpose = purposes[0];
  if (purposes.length !== 1 || !isFilePurpose(purpose)) throw new RecruitFileError('purpose');
  const files = form.getAll('file');
  const file = files[0];
  if (files.length !== 1 || typeof file === 'string' || !file) throw new RecruitFileError('no_file');
  // A plain form with no file chosen still sends the field: empty, with an empty name.
  if (file.size === 0 && file.name === '') throw new RecruitFileError('no_file');
  return { purpose, name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * A job seeker's photo or attachment (multipart/form-data: `purpose`, `file`), signed in, from our
 * own pages only. A script's upload answers the envelope with the stored file's description; a
 * plain form (the browser navigates) answers 303 back to its `back` page with `?file=` or
 * `?fileError=` (docs/api.md). The session is checked before the body is read.
 */
export async function POST(request: Request) {
  try {
    assertSameSite(request, { requireProof: true });
    noParams.parse(queryOf(request.url));
    if (!isMultipartPost(request)) throw new ApiError(ERROR_CODES.BAD_JSON, '请以 multipart/form-data 方式上传文件', 415);
    if (isPageNavigation(request)) return await fromForm(request);
    const user = await requireWriter(request, 'fileUpload');
    const upload = await readUpload(await readForm(request));
    return ok(await storeUpload(user.userId, upload.purpose, upload.name, upload.bytes), { headers: NO_STORE_HEADERS });
  } catch (error) {
    return toErrorResponse(error, CONTEXT, request);
  }
}

/** The page a same-origin form was posted from, when it is one an upload may return to. */
function refererBack(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.host !== (request.headers.get('host') ?? new URL(request.url).host)) return null;
    return safeUploadBack(`${from.pathname}${from.search}`);
  } catch {
    return null;
  }
}

/** The no-JavaScript upload: always a 303 to one of our pages, never a JSON page in the browser. */
async function fromForm(request: Request) {
  const user = await sessionUserOrNull(request);
  const backOf = (form: FormData | null) => safeUploadBack(form?.get('back')) ?? DEFAULT_UPLOAD_BACK;
  let form: FormData | null = null;
  let purpose: FilePurpose | null = null;
  // Past the limits the answer is a 429, not a page: only a script gets there.
  if (user) await assertWriteAllowed('fileUpload', request, user.userId);
  try {
    if (!user) {
      // Not signed in: the file is not taken in. Sign-in returns to the form's page, known from
      // the Referer (same-origin requests carry the full address) without reading the body.
      return seeOther(`/login?redirect=${encodeURIComponent(refererBack(request) ?? DEFAULT_UPLOAD_BACK)}`);
    }
    form = await readForm(request);
    const named = form.get('purpose');
    purpose = isFilePurpose(named) ? named : null;
    const upload = await readUpload(form);
    const meta = await storeUpload(user.userId, upload.purpose, upload.name, upload.bytes);
    return seeOther(uploadedHref(backOf(form), meta.purpose, meta.id));
  } catch (error) {
    if (error instanceof RecruitFileError) return seeOther(uploadErrorHref(backOf(form), purpose, error.reason));
    if (error instanceof ApiError && error.status < 500) return seeOther(uploadErrorHref(backOf(form), purpose, 'invalid'));
    logError('api', `${CONTEXT} (form) failed`, error);
    return seeOther(uploadErrorHref(backOf(form), purpose, 'busy'));
  }
}
