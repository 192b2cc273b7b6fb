/**
 * Addresses of the no-JavaScript upload: where a plain form post goes back to (`back`, checked
 * here so it can never point off the portal), and the `?file=` / `?fileError=` it carries, which
 * the form page reads back. Pure: used by the route handler and by pages.
 */
import { isKnownPath } from '@/lib/navigation/routes';
import { isFileErrorReason, isFilePurpose, type FileErrorReason, type FilePurpose } from './file-rules';

/** Where an upload goes back to when the form named no usable page. */
export const DEFAULT_UPLOAD_BACK = '/t1/ResumeForm';

const MAX_BACK_LENGTH = 512;

/**
 * A `back` from a form, as a path + query of one of our /t1/ pages, or null. Refused: anything not
 * starting with /t1/, other hosts in any spelling (//, \, encoded slashes that a parser would
 * follow), control characters, unknown routes. Earlier `file` / `fileError` parameters are dropped.
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
  url.searchParams.delete('fileError');
  url.hash = '';
  return `${url.pathname}${url.search}`;
}

function withParam(back: string, name: string, value: string): string {
  return `${back}${back.includes('?') ? '&' : '?'}${name}=${value}`;
}

/** `<back>?file=photo:12`: the upload worked. */
export const uploadedHref = (back: string, purpose: FilePurpose, id: number) => withParam(back, 'file', `${purpose}:${id}`);

/** `<back>?fileError=attachment:quota`, or `?fileError=purpose` when the form named no purpose. */
export const uploadErrorHref = (back: string, purpose: FilePurpose | null, reason: FileErrorReason) =>
  withParam(back, 'fileError', purpose ? `${purpose}:${reason}` : reason);

export type FileQueryState = Partial<Record<FilePurpose, { fileId: number } | { error: FileErrorReason }>> & { error?: FileErrorReason };

/**
 * What a form page learns from `?file=` / `?fileError=` after a plain upload: per purpose the new
 * file's id (the page must still check it is the user's: ownFileMeta) or the reason of a refusal.
 * Anything malformed is ignored.
 */
export function readFileQuery(params: { get(name: string): string | null }): FileQueryState {
  const state: FileQueryState = {};
  const file = /^(photo|attachment):([1-9]\d{0,9})$/.exec(params.get('file') ?? '');
  if (file && isFilePurpose(file[1]) && Number(file[2]) <= 2_147_483_647) state[file[1]] = { fileId: Number(file[2]) };
  const failed = /^(?:(photo|attachment):)?([a-z_]{1,32})$/.exec(params.get('fileError') ?? '');
  if (failed && isFileErrorReason(failed[2])) {
    if (failed[1] && isFilePurpose(failed[1])) state[failed[1]] = { error: failed[2] };
    else state.error = failed[2];
  }
  return state;
}
