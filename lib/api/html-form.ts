import { NextResponse } from 'next/server';
import { z } from '@/lib/validation/zod';
import { logError } from '@/lib/log';
import { type SessionUser } from '@/lib/session';
import { requireWriter, type WriteKind } from './write-limits';
import { ApiError, toErrorResponse } from './respond';
import { isFormPost, readFormBody, seeOther } from './form-post';
import { assertSameSite } from './route';

/**
 * The no-JavaScript path of a form whose handler also takes JSON: a plain HTML form post
 * (application/x-www-form-urlencoded, read by ./form-post) answered with 303 See Other to a page. The Location names
 * only fields and ids, never what was typed: no personal data lands in URLs, logs or history.
 */

export { isFormPost, readFormBody, seeOther };

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
  /** The write's limits (./write-limits.ts): past them the answer is 429, not a page. */
  limit: WriteKind;
  /** Where field problems go (defaults to formPage). */
  invalidPage?: string;
};

/** The whole no-JS path: same-site proof, session, write limits, bounded body, then run → 303. */
export async function handleFormPost(request: Request, opts: FormPostOptions): Promise<NextResponse> {
  try {
    // A plain cross-site form can send this (no preflight): it must prove it comes from our pages.
    assertSameSite(request, { requireProof: true });
  } catch (error) {
    return toErrorResponse(error, opts.context, request);
  }
  let user: SessionUser;
  try {
    user = await requireWriter(request, opts.limit);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return seeOther(`/login?redirect=${encodeURIComponent(opts.formPage)}`);
    return toErrorResponse(error, opts.context, request);
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
