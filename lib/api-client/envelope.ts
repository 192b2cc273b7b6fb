/**
 * The one browser client of the /api contract: every call answers { code, msg, data }; success is
 * code "1" (spec §5). A network failure or a non-JSON answer becomes a failure with a Chinese msg,
 * never an exception, so callers branch on one shape. A form's field errors arrive in
 * `fields` (the server's `data.fields`, lib/api/form-route.ts), empty when there are none.
 *
 * getJson / postJson / postForm / postFormData answer an ApiResult; `orThrow` turns one into the
 * data or an ApiCallError (for SWR fetchers and code that prefers exceptions). No other module
 * calls fetch() for /api.
 */

export type FieldErrors = Record<string, string>;

export type ApiResult<T> =
  | { ok: true; status: number; code: '1'; msg: string; data: T }
  | { ok: false; status: number; code: string; msg: string; data: null; fields: FieldErrors; detail?: unknown };

export const NETWORK_MSG = '网络连接异常，请检查网络后重试';
export const SERVER_MSG = '系统繁忙，请稍后再试';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

async function toResult<T>(response: Response): Promise<ApiResult<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    // A body that is not JSON is the server's answer; a body that never arrived (the page was left
    // while it was read, or the connection dropped) is no answer at all — a start-up login must then
    // not sign the citizen out (it happened when a cached next page loaded before checkToken's body).
    if (!(error instanceof SyntaxError)) return { ok: false, status: 0, code: '0', msg: NETWORK_MSG, data: null, fields: {} };
    return { ok: false, status: response.status, code: String(response.status), msg: SERVER_MSG, data: null, fields: {} };
  }
  const env = body as { code?: unknown; msg?: unknown; data?: unknown } | null;
  const code = typeof env?.code === 'string' ? env.code : String(response.status);
  const msg = typeof env?.msg === 'string' && env.msg ? env.msg : SERVER_MSG;
  // The status, not response.ok: every fetch-like (tests' fakes, older polyfills) has a status.
  if (code === '1' && response.status >= 200 && response.status < 300) return { ok: true, status: response.status, code: '1', msg, data: (env?.data ?? null) as T };
  // `detail`: what a failure carries besides its fields (a 409's newer draft, which the page offers).
  return { ok: false, status: response.status, code, msg, data: null, fields: fieldsOf(env?.data), detail: env?.data ?? null };
}

/** `data.fields` of a failure: field name → Chinese message, strings only. */
function fieldsOf(data: unknown): FieldErrors {
  const fields = (data as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

async function send<T>(fetchImpl: FetchLike, url: string, init: RequestInit): Promise<ApiResult<T>> {
  try {
    // Same-origin only: the HttpOnly tokenId cookie carries the session, page scripts never see it.
    const response = await fetchImpl(url, { credentials: 'same-origin', cache: 'no-store', ...init });
    return await toResult<T>(response);
  } catch {
    return { ok: false, status: 0, code: '0', msg: NETWORK_MSG, data: null, fields: {} };
  }
}

const defaultFetch: FetchLike = (input, init) => fetch(input, init);

/** `keepalive`: the call outlives the page (a draft sent as the tab is hidden or closed). */
export function postJson<T>(url: string, body: unknown, fetchImpl: FetchLike = defaultFetch, opts: { keepalive?: boolean } = {}): Promise<ApiResult<T>> {
  return send<T>(fetchImpl, url, {
    method: 'POST',
    ...(opts.keepalive ? { keepalive: true } : {}),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

export function postForm<T>(url: string, fields: Record<string, string>, fetchImpl: FetchLike = defaultFetch): Promise<ApiResult<T>> {
  return send<T>(fetchImpl, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });
}

export function getJson<T>(url: string, fetchImpl: FetchLike = defaultFetch): Promise<ApiResult<T>> {
  return send<T>(fetchImpl, url, { method: 'GET', headers: { Accept: 'application/json' } });
}

/** A multipart upload (FormData): the browser sets the boundary itself, so no Content-Type here. */
export function postFormData<T>(url: string, form: FormData, fetchImpl: FetchLike = defaultFetch): Promise<ApiResult<T>> {
  return send<T>(fetchImpl, url, { method: 'POST', headers: { Accept: 'application/json' }, body: form });
}

/** A failed call as an exception: the server's code, Chinese msg, HTTP status and field errors. */
export class ApiCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
  /** The session is gone (4010): the caller offers to sign in again. */
  get signedOut(): boolean {
    return this.code === '4010';
  }
}

/** The data of a successful call, or an ApiCallError. */
export async function orThrow<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const r = await result;
  if (r.ok) return r.data;
  throw new ApiCallError(r.code, r.msg, r.status, r.fields);
}
