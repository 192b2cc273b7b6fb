import { NextResponse } from 'next/server';
import { z } from 'zod';
import { logError } from '@/lib/log';
import { requireSessionUser, type SessionUser } from '@/lib/session';
import { ApiError, ERROR_CODES, toErrorResponse } from './respond';
import { assertSameSite, MAX_BODY_BYTES } from './route';

/**
 * The no-JavaScript path of a form whose handler also takes JSON: a plain HTML form post
 * (application/x-www-form-urlencoded) answered with 303 See Other to a page. The Location names
 * only fields and ids, never what was typed: no personal data lands in URLs, logs or history.
 */

export function isFormPost(request: Request): boolean {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/x-www-form-urlencoded';
}

/** 303 to a same-site path (relative Location, as RFC 9110 allows); never cached. */
export function seeOther(path: string): NextResponse {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`not a site path: ${path}`);
  return new NextResponse(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}

const tooLarge = () => new ApiError(ERROR_CODES.PAYLOAD_TOO_LARGE, `请求体过大（不能超过 ${MAX_BODY_BYTES} 字节）`, 413);

/** The posted fields, refusing a body above `maxBytes` as soon as it passes it. */
export async function readFormBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<URLSearchParams> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let length = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c, offset);
    offset += c.byteLength;
  }
  return new URLSearchParams(new TextDecoder('utf-8').decode(bytes));
}

/** Field names of a validation failure, in form order, each once. */
export function invalidFields(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => String(i.path[0] ?? 'form')))];
}

/** `path?invalid=a,b` (field names are ASCII identifiers). */
export function withInvalid(path: string, fields: readonly string[]): string {
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}invalid=${fields.map(encodeURIComponent).join(',')}`;
}

export type FormPostOptions = {
  context: string;
  /** Where a sign-in sends the visitor back to (the page with the form). */
  formPage: string;
  /**
   * Runs the post for the signed-in user. Answer the success path; throw a zod error or an
   * error carrying `field` for a field problem (303 to formPage?invalid=…); any other ApiError or
   * failure is logged and answered with 303 to formPage?failed=1.
   */
  run: (form: URLSearchParams, user: SessionUser) => Promise<string>;
  /** Where field problems go (defaults to formPage). */
  invalidPage?: string;
};

/** The whole no-JS path: same-site proof, session, bounded body, then run → 303. */
export async function handleFormPost(request: Request, opts: FormPostOptions): Promise<NextResponse> {
  try {
    // A plain cross-site form can send this (no preflight): it must prove it comes from our pages.
    assertSameSite(request, { requireProof: true });
  } catch (error) {
    return toErrorResponse(error, opts.context);
  }
  let user: SessionUser;
  try {
    user = await requireSessionUser(request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return seeOther(`/login?redirect=${encodeURIComponent(opts.formPage)}`);
    return toErrorResponse(error, opts.context);
  }
  const invalidPage = opts.invalidPage ?? opts.formPage;
  try {
    const form = await readFormBody(request);
    return seeOther(await opts.run(form, user));
  } catch (error) {
    if (error instanceof z.ZodError) return seeOther(withInvalid(invalidPage, invalidFields(error)));
    const field = (error as { field?: unknown }).field;
    if (error instanceof ApiError && typeof field === 'string') return seeOther(withInvalid(invalidPage, [field]));
    if (!(error instanceof ApiError)) logError('api', `${opts.context} (form post) failed`, error);
    const sep = invalidPage.includes('?') ? '&' : '?';
    return seeOther(`${invalidPage}${sep}failed=1`);
  }
}
