import { NextResponse } from 'next/server';
import { z } from '@/lib/validation/zod';
import { noParams } from '@/lib/validation/common';
import { readFormFields } from '@/lib/validation/form-input';
import { formFailureHref, FORM_REASON, topField, type FieldOf, type FormFailure } from '@/lib/forms/failure-query';
import { logError } from '@/lib/log';
import { loginHref } from '@/lib/session/redirect';
import type { SessionUser } from '@/lib/session';
import { ApiError, describeZodError, ERROR_CODES, ok, queryOf, toErrorResponse } from './respond';
import { fieldErrorResponse, isFormPost, isMultipartPost, isPageNavigation, MAX_FORM_BYTES, readFormBody, readMultipartBody, seeOther, zodFieldErrors } from './form-post';
import { assertSameSite, MAX_BODY_BYTES, NO_STORE_HEADERS, Outcome, readJsonBody } from './route';
import { requireWriter, type WriteKind } from './write-limits';

/**
 * The one server half of a form (issue #25 part 1; the browser half is components/form). One
 * handler answers both ways a form arrives at the same URL:
 *
 * - **JSON** (the form's script, or the app): the envelope. Field errors → 400 `4000` with
 *   `data.fields = { field: message }` (the one shape the form hook reads); any other failure →
 *   the usual envelope (lib/api/respond.ts: 401, 403, 409, 429 with Retry-After, 503 …).
 * - **A plain form post** (application/x-www-form-urlencoded, no JavaScript): 303 to `next` on
 *   success, or 303 back to the form with lib/forms/failure-query.ts's convention
 *   (`?failed=invalid&fields=a,b`, or `?failed=<reason>`) — field names, never their values.
 *   Refused before the form is read (cross-site, too many writes, too large) → the refused-form
 *   page with the same status (lib/api/error-page.ts); no session → 303 to sign in and back.
 *
 * Both ways: same-site check first, no query parameters, the write limits of `writer`
 * (lib/api/write-limits.ts), the zod schema as the authority, then `run` (the service call).
 *
 *   export const POST = formRoute({
 *     context: 'dataDocking.insertShopIntention',
 *     schema: shopIntentionBody,
 *     writer: 'shopIntention',
 *     run: (input, { user }) => createShopIntention(user.userId, input),
 *     form: { page: SHOP_PAGES.register, fields: INTENTION_FIELD_NAMES, lists: ['shopIds'], next: (row) => submittedHref(row.id) },
 *   });
 *
 * A service reports a field problem by throwing a ZodError, an error with `fields: { name: msg }`
 * (e.g. ShopIntentionFieldError) or one with `field` + message (FormFieldError below).
 *
 * A form with lists (the resume's education.0.school …) names its fields by dotted path: give
 * `fieldOf: dottedField`, `form.read` (how the post becomes the body) and every path in
 * `form.fields`. A file upload (multipart) is `fileRoute` below: the same two answers.
 */

/** A field problem found by a service (a leased shop, a duplicate ID number): `field` + Chinese message. */
export class FormFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FormFieldError';
  }
}

/** The field → message map an error carries, if it is a field problem. */
export function fieldErrorsOf(error: unknown, fieldOf: FieldOf = topField): Record<string, string> | null {
  if (error instanceof z.ZodError) return zodFieldErrors(error, fieldOf);
  if (typeof error !== 'object' || error === null) return null;
  const { fields, field, message } = error as { fields?: unknown; field?: unknown; message?: unknown };
  if (typeof fields === 'object' && fields !== null && Object.values(fields).every((v) => typeof v === 'string') && Object.keys(fields).length) {
    return fields as Record<string, string>;
  }
  if (typeof field === 'string' && field) return { [field]: typeof message === 'string' ? message : '' };
  return null;
}

export type RunContext<W> = { request: Request; user: W extends WriteKind ? SessionUser : null; /** The `caller`'s answer, when one is given. */ who?: unknown };

/**
 * Who may post when the caller is not a citizen writer (the staff console: lib/staff/form-route.ts).
 * `resolve` answers the caller or throws (ApiError 401 → a plain post goes to `signIn(page)`;
 * 403/429 → the refused-form page, JSON → the envelope). Its answer reaches `run` as `ctx.who`.
 */
export type FormCaller = { resolve: (request: Request) => Promise<unknown>; signIn: (page: string) => string };

/** A failure a form's page words, optionally sent to another page than the form's (an application refused → the records page). */
export type NamedFailure = FormFailure & { to?: string };

/** No query parameters: a form's URL names nothing unless the route says what (`query`). */
type NoQuery = z.output<typeof noParams>;

export type FormRouteOptions<S extends z.ZodType, T, W extends WriteKind | undefined, Q = NoQuery> = {
  /** Names the handler in logs (`register.login`). */
  context: string;
  /** The JSON body's schema (lib/validation): the authority both ways. */
  schema: S;
  /** A signed-in write counted against this kind's limits; leave out for sign-in and registration (their service limits itself). */
  writer?: W;
  /** The service call. An Outcome (lib/api/route.ts withResponse) may set cookies on either answer. */
  /** The URL's own query (a questionnaire's ?id=), parsed both ways; default: none allowed. */
  query?: z.ZodType<Q>;
  run: (input: z.output<S>, ctx: RunContext<W> & { query: Q }) => Promise<T | Outcome<T>>;
  /** How a zod issue's path names a field: the top-level key (default), or `dottedField` for a form with lists. */
  fieldOf?: FieldOf;
  /** The body limit, both ways; default MAX_BODY_BYTES for JSON and MAX_FORM_BYTES for a plain post. */
  maxBytes?: number;
  /** The plain form post. */
  form: {
    /** The form's page: where a failure comes back to, and where a sign-in returns to (from the parsed query when it names one). */
    page: string | ((query: Q) => string);
    /** The fields read from the post (and allowed back in `?fields=`), in the form's order. */
    fields: readonly string[];
    /** Fields read as lists (check boxes). */
    lists?: readonly string[];
    /** Reads the post when it is not one value per field (rows of a list); default readFormFields(posted, fields, lists). */
    read?: (posted: URLSearchParams) => unknown;
    /** Posted fields → the JSON body, when the form differs from it (a confirm field, one agree box). Default: as posted. */
    schema?: z.ZodType<z.input<S>>;
    /** Where a failure comes back to when it depends on the post (sign-in keeps ?redirect=); default `page`. */
    back?: (form: URLSearchParams) => string;
    /** Where a visitor who is not signed in returns to after signing in, when it depends on the post; default `page`. */
    signIn?: (form: URLSearchParams) => string;
    /** Where a success goes. */
    next: (result: T, form: URLSearchParams) => string;
    /**
     * A service failure worded by the page instead of the refused-form page: its reason code
     * (and extra ids, and another page to word it). Unnamed ApiErrors get the refused-form page
     * with their message; anything else is logged and comes back as `?failed=busy`.
     */
    reason?: (error: unknown, form: URLSearchParams) => NamedFailure | undefined;
    /**
     * A refusal the page itself explains from what it reads (closed, not yet open, already
     * answered): 303 back to the page with no failure words instead of the refused-form page.
     */
    pageExplains?: (error: unknown) => boolean;
    /** Before a plain post goes back to its page as failed: keep what was typed server-side (a draft, kept answers). May return a decorator for the 303 (to set a cookie). */
    keep?: (posted: URLSearchParams, failure: FormFailure, ctx: RunContext<W>) => Promise<((response: NextResponse) => void) | void>;
  };
  /** JSON field errors in `data.fields` (default). false: `data: null` and the first message (routes whose contract fixes that). */
  jsonFields?: boolean;
  /** JSON calls must prove they come from our pages too (Origin or Sec-Fetch-Site). Default true. */
  jsonProof?: boolean;
  /** A caller other than a citizen writer (instead of `writer`): see FormCaller. */
  caller?: FormCaller;
};

/** A POST handler answering a form's JSON call and its plain post (see the header). */
export function formRoute<S extends z.ZodType, T, W extends WriteKind | undefined = undefined, Q = NoQuery>(opts: FormRouteOptions<S, T, W, Q>) {
  return async function POST(request: Request): Promise<NextResponse> {
    return isFormPost(request) ? fromForm(request, opts) : fromJson(request, opts);
  };
}

/** The run's context: the signed-in writer (counted against the write limits), or null for an anonymous form. */
async function contextOf<W extends WriteKind | undefined>(request: Request, writer: W, caller?: FormCaller): Promise<RunContext<W>> {
  if (caller) return { request, user: null, who: await caller.resolve(request) } as unknown as RunContext<W>;
  const user = writer ? await requireWriter(request, writer) : null;
  return { request, user } as RunContext<W>;
}

/** The URL's query: the route's own parameters, or none at all. */
function queryOfRoute<Q>(request: Request, schema: z.ZodType<Q> | undefined): Q {
  return (schema ?? noParams).parse(queryOf(request.url)) as Q;
}

function answer<T>(result: T | Outcome<T>, respond: (data: T) => NextResponse): NextResponse {
  const { data, decorate } = result instanceof Outcome ? result : new Outcome(result, false);
  const response = respond(data);
  decorate?.(response);
  return response;
}

async function fromJson<S extends z.ZodType, T, W extends WriteKind | undefined, Q>(request: Request, opts: FormRouteOptions<S, T, W, Q>): Promise<NextResponse> {
  const withFields = opts.jsonFields !== false;
  try {
    assertSameSite(request, { requireProof: opts.jsonProof !== false });
    const query = queryOfRoute(request, opts.query);
    const ctx = Object.assign(await contextOf<W>(request, opts.writer as W, opts.caller), { query });
    const parsed = opts.schema.safeParse(await readJsonBody(request, opts.maxBytes ?? MAX_BODY_BYTES));
    if (!parsed.success) {
      if (withFields) return fieldErrorResponse(zodFieldErrors(parsed.error, opts.fieldOf), describeZodError(parsed.error));
      throw parsed.error;
    }
    const result = await opts.run(parsed.data as z.output<S>, ctx);
    return answer(result, (data) => ok(data, { headers: NO_STORE_HEADERS }));
  } catch (error) {
    const fields = withFields && !(error instanceof z.ZodError) ? fieldErrorsOf(error, opts.fieldOf) : null;
    if (fields) return fieldErrorResponse(fields);
    return toErrorResponse(error, opts.context, request);
  }
}

async function fromForm<S extends z.ZodType, T, W extends WriteKind | undefined, Q>(request: Request, opts: FormRouteOptions<S, T, W, Q>): Promise<NextResponse> {
  const { form: f } = opts;
  let ctx: RunContext<W> & { query: Q };
  let posted: URLSearchParams;
  let page: string;
  try {
    // A plain cross-site form can send this (no preflight): it must prove it comes from our pages.
    assertSameSite(request, { requireProof: true });
    const query = queryOfRoute(request, opts.query);
    const pageOf = f.page;
    page = typeof pageOf === 'function' ? pageOf(query) : pageOf;
    const maxBytes = opts.maxBytes ?? MAX_FORM_BYTES;
    try {
      ctx = Object.assign(await contextOf<W>(request, opts.writer as W, opts.caller), { query });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      if (opts.caller) return seeOther(opts.caller.signIn(page));
      // The return address may depend on the post (the post applied for): read it, bounded, but store nothing.
      const form = f.signIn ? await readFormBody(request, maxBytes) : null;
      return seeOther(loginHref(form && f.signIn ? f.signIn(form) : page));
    }
    posted = await readFormBody(request, maxBytes);
  } catch (error) {
    return toErrorResponse(error, `${opts.context} (form post)`, request);
  }
  const back = async (failure: NamedFailure) => {
    const { to, ...plain } = failure;
    const decorate = await f.keep?.(posted, plain, ctx).catch((error: unknown) => {
      // What was typed could not be kept: the form still says what was wrong.
      logError('api', `${opts.context} (form post) could not keep the post`, error);
    });
    const response = seeOther(formFailureHref(to ?? f.back?.(posted) ?? page, plain));
    decorate?.(response);
    return response;
  };
  try {
    const raw = f.read ? f.read(posted) : readFormFields(posted, f.fields, f.lists);
    const input = opts.schema.parse(f.schema ? f.schema.parse(raw) : raw) as z.output<S>;
    const result = await opts.run(input, ctx);
    return answer(result, (data) => seeOther(f.next(data, posted)));
  } catch (error) {
    const named = f.reason?.(error, posted);
    if (named) return await back(named);
    const fields = fieldErrorsOf(error, opts.fieldOf);
    // A form whose names are data (a questionnaire's q<id>) lists no fields: the names the failure gives go back.
    if (fields) return await back({ reason: FORM_REASON.invalid, fields: f.fields.length ? f.fields.filter((n) => n in fields) : Object.keys(fields) });
    // A form that needs a session found none inside the run (a questionnaire for signed-in citizens): sign in, then back.
    if (error instanceof ApiError && error.status === 401) return seeOther(opts.caller ? opts.caller.signIn(page) : loginHref(page));
    if (error instanceof ApiError && error.status < 500 && f.pageExplains?.(error)) return seeOther(page);
    if (error instanceof ApiError && error.status < 500) return toErrorResponse(error, `${opts.context} (form post)`, request);
    logError('api', `${opts.context} (form post) failed`, error);
    return await back({ reason: FORM_REASON.busy });
  }
}

/* ---- file uploads (multipart) -------------------------------------------------------------- */

export type FileRouteOptions<I, T> = {
  context: string;
  /** Uploads are always a signed-in write. */
  writer: WriteKind;
  /** The body limit: past it the body is not read further. */
  maxBytes: number;
  /** The multipart body → the service's input; throws the route's own error for a bad part. */
  read: (form: FormData) => Promise<I>;
  /** A body past `maxBytes`: the error to report instead of the plain 413 (a file too large). */
  tooLarge?: () => unknown;
  run: (input: I, ctx: RunContext<WriteKind>) => Promise<T>;
  /** The plain form post (the browser navigates). */
  form: {
    /** The page the post came from and goes back to (read from the post, so it must be checked here); null when unknown. */
    back: (form: FormData | null) => string;
    /** Where a visitor returns to after signing in; the body is not read for them (it may be megabytes). */
    signIn: (request: Request) => string;
    next: (result: T, form: FormData) => string;
    /** The failure convention of the page: the reason code of any error (and extra ids, e.g. which file field). */
    failure: (error: unknown, form: FormData | null) => FormFailure;
  };
};

/**
 * A multipart POST answering a script's FormData upload (the envelope) and a plain
 * `<form enctype="multipart/form-data">` (303 onward, or back with `?failed=<reason>` and the
 * page's ids), like formRoute. The session and the write limits are checked before the body is read.
 */
export function fileRoute<I, T>(opts: FileRouteOptions<I, T>) {
  const readBody = async (request: Request): Promise<FormData> => {
    try {
      return await readMultipartBody(request, opts.maxBytes);
    } catch (error) {
      if (opts.tooLarge && error instanceof ApiError && error.code === ERROR_CODES.PAYLOAD_TOO_LARGE) throw opts.tooLarge();
      throw error;
    }
  };
  return async function POST(request: Request): Promise<NextResponse> {
    try {
      assertSameSite(request, { requireProof: true });
      noParams.parse(queryOf(request.url));
      if (!isMultipartPost(request)) throw new ApiError(ERROR_CODES.BAD_JSON, '请以 multipart/form-data 方式上传文件', 415);
      if (isPageNavigation(request)) return await fromPlainUpload(request, opts, readBody);
      const ctx = await contextOf(request, opts.writer);
      const input = await opts.read(await readBody(request));
      return ok(await opts.run(input, ctx), { headers: NO_STORE_HEADERS });
    } catch (error) {
      return toErrorResponse(error, opts.context, request);
    }
  };
}

/** The no-JavaScript upload: always a 303 to one of our pages, never a JSON page in the browser. */
async function fromPlainUpload<I, T>(request: Request, opts: FileRouteOptions<I, T>, readBody: (request: Request) => Promise<FormData>): Promise<NextResponse> {
  const { form: f } = opts;
  let ctx: RunContext<WriteKind>;
  try {
    ctx = await contextOf(request, opts.writer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return seeOther(loginHref(f.signIn(request)));
    // Past the limits the answer is a 429, not a page: only a script gets there.
    throw error;
  }
  let form: FormData | null = null;
  try {
    form = await readBody(request);
    const result = await opts.run(await opts.read(form), ctx);
    return seeOther(f.next(result, form));
  } catch (error) {
    const failure = f.failure(error, form);
    // A refusal the page words is no fault; anything it calls busy is, and is logged.
    if (failure.reason === FORM_REASON.busy) logError('api', `${opts.context} (form post) failed`, error);
    return seeOther(formFailureHref(f.back(form), failure));
  }
}
