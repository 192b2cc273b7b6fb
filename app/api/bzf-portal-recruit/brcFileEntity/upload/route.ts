import { fileRoute } from '@/lib/api/form-route';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { DEFAULT_UPLOAD_BACK, safeUploadBack, uploadedHref, uploadFailure } from '@/lib/recruitment/file-links';
import { isFilePurpose, type FilePurpose } from '@/lib/recruitment/file-rules';
import { RecruitFileError, storeUpload } from '@/lib/recruitment/files';
import { UPLOAD_BODY_LIMIT } from '@/lib/server/policy.mjs';
import { MSG } from '@/lib/validation/common';
import { UPLOAD_FIELDS } from '@/lib/validation/recruit-file';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type UploadForm = { purpose: FilePurpose; name: string; bytes: Uint8Array };

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

/** The page a same-origin form was posted from, when it is one an upload may return to (sign-in reads no body). */
function refererBack(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer) return DEFAULT_UPLOAD_BACK;
  try {
    const from = new URL(referer);
    if (from.host !== (request.headers.get('host') ?? new URL(request.url).host)) return DEFAULT_UPLOAD_BACK;
    return safeUploadBack(`${from.pathname}${from.search}`) ?? DEFAULT_UPLOAD_BACK;
  } catch {
    return DEFAULT_UPLOAD_BACK;
  }
}

const purposeOf = (form: FormData | null) => {
  const named = form?.get('purpose');
  return isFilePurpose(named) ? named : null;
};

/**
 * A job seeker's photo or attachment (multipart/form-data: `purpose`, `file`), signed in, from our
 * own pages only. A script's upload answers the envelope with the stored file's description; a
 * plain form (the browser navigates) answers 303 back to its `back` page with `?file=<purpose>:<id>`
 * or `?failed=<reason>&upload=<purpose>` (docs/api.md). The session is checked before the body is read.
 */
export const POST = fileRoute({
  context: 'recruit.uploadFile',
  writer: 'fileUpload',
  maxBytes: UPLOAD_BODY_LIMIT,
  // A body past the bound is named as a file that is too large.
  tooLarge: () => new RecruitFileError('too_large'),
  read: readUpload,
  run: (upload, { user }) => storeUpload(user.userId, upload.purpose, upload.name, upload.bytes),
  form: {
    back: (form) => safeUploadBack(form?.get('back')) ?? DEFAULT_UPLOAD_BACK,
    signIn: refererBack,
    next: (meta, form) => uploadedHref(safeUploadBack(form.get('back')) ?? DEFAULT_UPLOAD_BACK, meta.purpose, meta.id),
    failure: (error, form) => {
      if (error instanceof RecruitFileError) return uploadFailure(purposeOf(form), error.reason);
      if (error instanceof ApiError && error.status < 500) return uploadFailure(purposeOf(form), 'invalid');
      return uploadFailure(purposeOf(form), 'busy');
    },
  },
});
