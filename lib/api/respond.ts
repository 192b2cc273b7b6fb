import { NextResponse } from 'next/server';
import { isDatabaseUnavailable, retryAfterSeconds } from '@/lib/db/availability';
import { logError } from '@/lib/log';
import { z } from '@/lib/validation/zod';
import { backHref, errorPageHtml, isPageNavigation } from './error-page';

/** The spec's envelope: success is always code "1". */
export type Envelope<T> = { code: string; msg: string; data: T | null };

/** Stable machine codes for failures (documented in docs/api.md). */
export const ERROR_CODES = {
  VALIDATION: '4000',
  BAD_JSON: '4001',
  UNAUTHORIZED: '4010',
  /** Sign-in needs the challenge picture's digits as well (lib/register/challenge.ts). */
  CHALLENGE: '4011',
  FORBIDDEN: '4030',
  /** An agreement in force changed and this account has not accepted it yet: /consent first (issue #30 part 3). */
  CONSENT_REQUIRED: '4031',
  NOT_FOUND: '4040',
  METHOD: '4050',
  PAYLOAD_TOO_LARGE: '4130',
  CONFLICT: '4090',
  /** A case changed since the page was read (another handler acted): refresh and retry (lib/cases/handling.ts). */
  CASE_STALE: '4091',
  /** A case cannot move to that status from its current one (lib/cases/flow.ts). */
  CASE_MOVE_REFUSED: '4092',
  /** The household already has an open application of that product, or one of its people is in one (lib/applications). */
  APPLICATION_OPEN: '4093',
  /** The 共有产权 project chosen is not one in its 申购 window (lib/applications/subscription.ts). */
  SUBSCRIPTION_CLOSED: '4098',
  RATE_LIMITED: '4290',
  INTERNAL: '5000',
  /** The database did not answer in time (or is known to be down): try again after Retry-After. */
  UNAVAILABLE: '5030',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** An error a handler raises on purpose; anything else becomes a 500 with no detail. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Chinese, shown to people. */
    readonly userMessage: string,
    readonly status: number,
    /** Extra work on the error response, e.g. expiring the session cookies of a dead session. */
    readonly decorate?: (response: NextResponse) => void,
  ) {
    super(userMessage);
    this.name = 'ApiError';
  }
}

export const notFoundError = (what = '内容') => new ApiError(ERROR_CODES.NOT_FOUND, `${what}不存在或已下线`, 404);

const NO_STORE = { 'Cache-Control': 'no-store' };

export function ok<T>(data: T, init?: { headers?: Record<string, string> }): NextResponse<Envelope<T>> {
  return NextResponse.json({ code: '1', msg: '操作成功', data }, { status: 200, headers: init?.headers ?? NO_STORE });
}

export function fail(code: ErrorCode, msg: string, status: number): NextResponse<Envelope<null>> {
  return NextResponse.json({ code, msg, data: null }, { status, headers: NO_STORE });
}

/** Names the first problem in Chinese, e.g. "参数 pageSize 不能大于 50". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数有误';
  const field = issue.path.length ? `参数 ${issue.path.join('.')} ` : '';
  return `${field}${issue.message}`.trim();
}

type Failure = { code: ErrorCode; msg: string; status: number; retryAfter?: number; decorate?: (response: NextResponse) => void };

/**
 * The failure as the envelope; or, when `request` is a page navigation (a plain form post without
 * JavaScript), as a page with the same status, headers and Chinese message (./error-page.ts).
 */
export function toErrorResponse(error: unknown, context: string, request?: Request): NextResponse<Envelope<null>> {
  const f = describeFailure(error, context);
  // A plain form post by an account that must first accept a changed agreement: the browser goes
  // to /consent and comes back to the page the form was on, as a signed-in page would send it.
  if (request && f.code === ERROR_CODES.CONSENT_REQUIRED && isPageNavigation(request)) {
    return new NextResponse(null, {
      status: 303,
      headers: { Location: `/consent?redirect=${encodeURIComponent(backHref(request))}`, ...NO_STORE },
    }) as NextResponse<Envelope<null>>;
  }
  const response: NextResponse<Envelope<null>> =
    request && isPageNavigation(request)
      ? (new NextResponse(errorPageHtml(f.msg, backHref(request)), {
          status: f.status,
          headers: { 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE },
        }) as NextResponse<Envelope<null>>)
      : fail(f.code, f.msg, f.status);
  if (f.retryAfter !== undefined) response.headers.set('Retry-After', String(f.retryAfter));
  f.decorate?.(response);
  return response;
}

function describeFailure(error: unknown, context: string): Failure {
  if (error instanceof ApiError) return { code: error.code, msg: error.userMessage, status: error.status, decorate: error.decorate };
  if (error instanceof z.ZodError) return { code: ERROR_CODES.VALIDATION, msg: describeZodError(error), status: 400 };
  // One log line, no stack to the client.
  logError('api', `${context} failed`, error);
  if (isDatabaseUnavailable(error)) return { code: ERROR_CODES.UNAVAILABLE, msg: '服务繁忙，请稍后再试', status: 503, retryAfter: retryAfterSeconds(error) };
  return { code: ERROR_CODES.INTERNAL, msg: '系统繁忙，请稍后再试', status: 500 };
}

/** Reads query parameters into a plain object; a repeated key keeps its first value. */
export function queryOf(url: string | URL): Record<string, string> {
  const params = new URL(url).searchParams;
  const out: Record<string, string> = {};
  for (const [k, v] of params) if (!(k in out)) out[k] = v;
  return out;
}
