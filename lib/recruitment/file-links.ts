/**
 * Addresses of the no-JavaScript upload: where a plain form post goes back to (`back`, checked
 * here so it can never point off the portal), and what it carries, which the form page reads
 * back: `?file=<purpose>:<id>` on success, the one failure convention of every form
 * (lib/forms/failure-query.ts) on a refusal: `?failed=<reason>&upload=<purpose>`. Pure: used by
 * the route handler and by pages.
 */
import { isKnownPath } from '@/lib/navigation/routes';
import { FORM_FAILED, FORM_FIELDS, formFailureHref, type FormFailure } from '@/lib/forms/failure-query';
import { isFileErrorReason, isFilePurpose, type FileErrorReason, type FilePurpose } from './file-rules';

/** Where an upload goes back to when the form named no usable page. */
export const DEFAULT_UPLOAD_BACK = '/t1/ResumeForm';

const MAX_BACK_LENGTH = 512;

/**
 * A `back` from a form, as a path + query of one of our /t1/ pages, or null. Refused: anything not
 * starting with /t1/, other hosts in any spelling (//, \, encoded slashes that a parser would
 * follow), control characters, unknown routes. An earlier upload's answer (`file`, `failed`, `upload`) is dropped.
 */
export function safeUploadBack(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_BACK_LENGTH) return null;
  if (!value.startsWith('/t1/') || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://portal.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://portal.invalid' || !url.pathname.startsWith('/t1/') || url.pathname.includes('//')) return null;
  if (!isKnownPath(url.pathname)) return null;
  url.searchParams.delete('file');
  for (const name of [FORM_FAILED, FORM_FIELDS, UPLOAD_PARAM]) url.searchParams.delete(name);
  url.hash = '';
  return `${url.pathname}${url.search}`;
}

function withParam(back: string, name: string, value: string): string {
  return `${back}${back.includes('?') ? '&' : '?'}${name}=${value}`;
}

/** `<back>?file=photo:12`: the upload worked. */
export const uploadedHref = (back: string, purpose: FilePurpose, id: number) => withParam(back, 'file', `${purpose}:${id}`);

/** Which file field a refused plain upload was for: `?failed=quota&upload=attachment`. */
export const UPLOAD_PARAM = 'upload';

/** The failure of a plain upload in the one convention: the reason, and the field when the form named its purpose. */
export const uploadFailure = (purpose: FilePurpose | null, reason: FileErrorReason): FormFailure => ({ reason, ...(purpose ? { query: { [UPLOAD_PARAM]: purpose } } : {}) });

/** `<back>?failed=quota&upload=attachment`, or `?failed=purpose` when the form named no purpose. */
export const uploadErrorHref = (back: string, purpose: FilePurpose | null, reason: FileErrorReason) => formFailureHref(back, uploadFailure(purpose, reason));

export type FileQueryState = Partial<Record<FilePurpose, { fileId: number } | { error: FileErrorReason }>> & { error?: FileErrorReason };

/**
 * What a form page learns from `?file=` / `?failed=&upload=` after a plain upload: per purpose the new
 * file's id (the page must still check it is the user's: ownFileMeta) or the reason of a refusal.
 * Anything malformed is ignored.
 */
export function readFileQuery(params: { get(name: string): string | null }): FileQueryState {
  const state: FileQueryState = {};
  const file = /^(photo|attachment):([1-9]\d{0,9})$/.exec(params.get('file') ?? '');
  if (file && isFilePurpose(file[1]) && Number(file[2]) <= 2_147_483_647) state[file[1]] = { fileId: Number(file[2]) };
  const reason = params.get(FORM_FAILED);
  const purpose = params.get(UPLOAD_PARAM);
  // Without `upload` a ?failed= is the page's own form's (the resume's busy), unless only an upload can mean it.
  if (isFileErrorReason(reason) && (isFilePurpose(purpose) || (purpose === null && reason === 'purpose'))) {
    if (isFilePurpose(purpose)) state[purpose] = { error: reason };
    else state.error = reason;
  }
  return state;
}
