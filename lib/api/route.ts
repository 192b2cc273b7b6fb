import type { NextResponse } from 'next/server';
import type { z } from 'zod';
import { ApiError, ERROR_CODES, notFoundError, ok, queryOf, toErrorResponse } from '@/lib/api/respond';

/**
 * The one shape of every /api handler: check the request, parse its input with the entity's zod
 * schema, call the service, answer with the envelope. Errors become 4xx/5xx envelopes in
 * lib/api/respond.ts and are never cached.
 */

/** Public content may be served from a shared cache for a minute and refreshed in the background. */
export const PUBLIC_CACHE_HEADERS = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } as const;
export const NO_STORE_HEADERS = { 'Cache-Control': 'no-store' } as const;

/** A JSON body above this is refused before it is read whole. */
export const MAX_BODY_BYTES = 8 * 1024;

/** A result that says whether it may be cached publicly (plain results may). */
export class Outcome<T> {
  constructor(
    readonly data: T,
    readonly cacheable: boolean,
    /** Extra work on the response, e.g. setting the session cookies. */
    readonly decorate?: (response: NextResponse) => void,
  ) {}
}

export const uncacheable = <T>(data: T) => new Outcome(data, false);

/** A private answer that also changes the response (cookies); never cached. */
export const withResponse = <T>(data: T, decorate: (response: NextResponse) => void) => new Outcome(data, false, decorate);

type Handler = (request: Request) => Promise<NextResponse>;

/** The record, or a 404 envelope (code 4040) naming what is missing. */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw notFoundError(what);
  return value;
}

/** GET: query parameters through `query`; successful answers are publicly cacheable unless the outcome says otherwise. */
export function getRoute<S extends z.ZodType, T>(
  context: string,
  query: S,
  run: (input: z.output<S>, request: Request) => Promise<T | Outcome<T>>,
): Handler {
  return async (request) => {
    try {
      const input = query.parse(queryOf(request.url)) as z.output<S>;
      const result = await run(input, request);
      const { data, cacheable, decorate } = result instanceof Outcome ? result : new Outcome(result, true);
      const response = ok(data, { headers: cacheable ? PUBLIC_CACHE_HEADERS : NO_STORE_HEADERS });
      decorate?.(response);
      return response;
    } catch (error) {
      return toErrorResponse(error, context);
    }
  };
}

/**
 * POST: refuses cross-site requests first; then query parameters and, when a body schema is given, a
 * JSON body. Never cached. A state-changing call without a JSON body (nothing forces a CORS preflight)
 * sets `requireSameSiteProof`, so it needs Origin or Sec-Fetch-Site from our own page. `authorize`
 * checks the caller from the headers before the body is read (a refused caller sends no body in).
 */
export function postRoute<Q extends z.ZodType, B extends z.ZodType | undefined, T>(
  context: string,
  schemas: { query: Q; body?: B; requireSameSiteProof?: boolean; authorize?: (request: Request) => Promise<void> },
  run: (input: { query: z.output<Q>; body: B extends z.ZodType ? z.output<B> : undefined }, request: Request) => Promise<T | Outcome<T>>,
): Handler {
  return async (request) => {
    try {
      assertSameSite(request, { requireProof: schemas.requireSameSiteProof });
      const query = schemas.query.parse(queryOf(request.url)) as z.output<Q>;
      await schemas.authorize?.(request);
      const body = (schemas.body ? schemas.body.parse(await readJsonBody(request, MAX_BODY_BYTES)) : undefined) as B extends z.ZodType
        ? z.output<B>
        : undefined;
      const result = await run({ query, body }, request);
      const { data, decorate } = result instanceof Outcome ? result : new Outcome(result, false);
      const response = ok(data, { headers: NO_STORE_HEADERS });
      decorate?.(response);
      return response;
    } catch (error) {
      return toErrorResponse(error, context);
    }
  };
}

const crossSite = () => new ApiError(ERROR_CODES.FORBIDDEN, '不允许跨站提交请求', 403);

/**
 * A state-changing request must come from our own pages: a browser marks a cross-site request
 * with Sec-Fetch-Site, and its Origin names the page's host.
 */
export function assertSameSite(request: Request, opts: { requireProof?: boolean } = {}): void {
  const fetchSite = request.headers.get('sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site') throw crossSite();
  const origin = request.headers.get('origin');
  if (origin === null) {
    // A write a plain cross-site form can send (no JSON body, so no CORS preflight) must prove it
    // comes from our pages: every current browser sends Origin or Sec-Fetch-Site with such a POST.
    if (opts.requireProof && fetchSite !== 'same-origin') throw crossSite();
    return;
  }
  const host = (request.headers.get('host') ?? new URL(request.url).host).toLowerCase();
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    // "Origin: null" (sandboxed frames, file://) and garbage are not our pages either.
    throw crossSite();
  }
  if (originHost !== host) throw crossSite();
}

/**
 * The body's bytes, refusing it (413) as soon as it passes `maxBytes`, declared or actual, instead
 * of buffering whatever a client sends. Shared by JSON bodies and plain form posts (./form-post).
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new ApiError(ERROR_CODES.PAYLOAD_TOO_LARGE, `请求体过大（不能超过 ${maxBytes} 字节）`, 413);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const bytes = new Uint8Array(maxBytes);
  let length = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (length + value.byteLength > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      bytes.set(value, length);
      length += value.byteLength;
    }
  }
  return bytes.subarray(0, length);
}

/**
 * Reads a JSON body, refusing it as soon as it passes `maxBytes` (declared or actual) instead of
 * buffering whatever a client sends. Wrong content type → 415, too large → 413, malformed → 400.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new ApiError(ERROR_CODES.BAD_JSON, '请求体须为 JSON（Content-Type: application/json）', 415);
  }
  const bytes = await readBodyBytes(request, maxBytes);
  const invalid = () => new ApiError(ERROR_CODES.BAD_JSON, '请求体不是合法的 JSON', 400);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid();
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid();
  }
}
