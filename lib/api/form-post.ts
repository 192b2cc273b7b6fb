import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { ApiError, ERROR_CODES, type Envelope } from './respond';
import { readBodyBytes } from './route';
import { isPageNavigation } from './error-page';
import { issueMessages, topField, type FieldOf } from '@/lib/forms/failure-query';

export { isPageNavigation };

/**
 * The no-JavaScript half of a form handler: a plain HTML form posts
 * application/x-www-form-urlencoded and expects a page to go to (303 See Other), not JSON.
 * The JSON half of the same handler answers the envelope as usual.
 */

/** Form bodies are small: the registration form is well under this. */
export const MAX_FORM_BYTES = 16 * 1024;

export function isFormPost(request: Request): boolean {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/x-www-form-urlencoded';
}

/** A multipart/form-data post: a file upload, from a script (FormData) or a plain form alike. */
export function isMultipartPost(request: Request): boolean {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return mediaType === 'multipart/form-data';
}

/**
 * Reads a multipart/form-data body, refusing it as soon as it passes `maxBytes` (413), then parses
 * it with the platform's own parser (file names come back as sent, UTF-8 included). A body that
 * is not well-formed multipart → 400.
 */
export async function readMultipartBody(request: Request, maxBytes: number): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/;\s*boundary=/i.test(contentType)) throw new ApiError(ERROR_CODES.BAD_JSON, '上传内容格式不正确（缺少 boundary）', 400);
  const bytes = await readBodyBytes(request, maxBytes);
  try {
    // readBodyBytes fills a fresh ArrayBuffer (never a shared one), so no copy is needed.
    return await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiError(ERROR_CODES.BAD_JSON, '上传内容格式不正确，请重新选择文件上传', 400);
  }
}

/**
 * Reads a urlencoded body, refusing it as soon as it passes `maxBytes` instead of buffering
 * whatever a client sends (413), and bodies that are not UTF-8 (400).
 */
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<URLSearchParams> {
  const bytes = await readBodyBytes(request, maxBytes);
  try {
    return new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ApiError(ERROR_CODES.BAD_JSON, '表单内容不是合法的 UTF-8 文本', 400);
  }
}

/**
 * 303 to a same-site path. The Location is relative, so it stays right behind any proxy; never put
 * what a person typed into it (no personal data in URLs, logs or history).
 */
export function seeOther(path: string): NextResponse {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`not a same-site path: ${path}`);
  return new NextResponse(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}

/** The first zod message per field (the top-level key, or the dotted path with `dottedField`): what a form shows at each field. */
export function zodFieldErrors(error: z.ZodError, fieldOf: FieldOf = topField): Record<string, string> {
  return issueMessages(error.issues, fieldOf);
}

/**
 * A validation failure of a form's JSON post: 400, code 4000, `msg` the first message, and
 * `data.fields` every field's message, so the form puts each one at its field.
 */
export function fieldErrorResponse(fields: Record<string, string>, msg?: string): NextResponse<Envelope<{ fields: Record<string, string> }>> {
  const first = msg ?? Object.values(fields)[0] ?? '请求参数有误';
  return NextResponse.json({ code: ERROR_CODES.VALIDATION, msg: first, data: { fields } }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
}
