import { NextResponse } from 'next/server';
import { z } from '@/lib/validation/zod';
import { noParams } from '@/lib/validation/common';
import { readFormFields } from '@/lib/validation/form-input';
import { formFailureHref, FORM_REASON, type FormFailure } from '@/lib/forms/failure-query';
import { logError } from '@/lib/log';
import { loginHref } from '@/lib/session/redirect';
import type { SessionUser } from '@/lib/session';
import { ApiError, describeZodError, ok, queryOf, toErrorResponse } from './respond';
import { fieldErrorResponse, isFormPost, readFormBody, seeOther, zodFieldErrors } from './form-post';
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
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (error instanceof z.ZodError) return zodFieldErrors(error);
  if (typeof error !== 'object' || error === null) return null;
  const { fields, field, message } = error as { fields?: unknown; field?: unknown; message?: unknown };
  if (typeof fields === 'object' && fields !== null && Object.values(fields).every((v) => typeof v === 'string') && Object.keys(fields).length) {
    return fields as Record<string, string>;
  }
  if (typeof field === 'string' && field) return { [field]: typeof message === 'string' ? message : '' };
  return null;
}

type RunContext<W> = { request: Request; user: W extends WriteKind ? SessionUser : null; /** The `caller`'s answer, when one is given. */ who?: unknown };

/**
 * Who may post when the caller is not a citizen writer (the staff console: lib/staff/form-route.ts).
 * `resolve` answers the caller or throws (ApiError 401 → a plain post goes to `signIn(page)`;
 * 403/429 → the refused-form page, JSON → the envelope). Its answer reaches `run` as `ctx.who`.
 */
export type FormCaller = { resolve: (request: Request) => Promise<unknown>; signIn: (page: string) => string };

export type FormRouteOptions<S extends z.ZodType, T, W extends WriteKind | undefined> = {
  /** Names the handler in logs (`register.login`). */
  context: string;
  /** The JSON body's schema (lib/validation): the authority both ways. */
  schema: S;
  /** A signed-in write counted against this kind's limits; leave out for sign-in and registration (their service limits itself). */
  writer?: W;
  /** The service call. An Outcome (lib/api/route.ts withResponse) may set cookies on either answer. */
  run: (input: z.output<S>, ctx: RunContext<W>) => Promise<T | Outcome<T>>;
  /** The plain form post. */
  form: {
    /** The form's page: where a failure comes back to, and where a sign-in returns to. */
    page: string;
    /** The fields read from the post (and allowed back in `?fields=`), in the form's order. */
    fields: readonly string[];
    /** Fields read as lists (check boxes). */
    lists?: readonly string[];
    /** Posted fields → the JSON body, when the form differs from it (a confirm field, one agree box). Default: as posted. */
    schema?: z.ZodType<z.input<S>>;
    /** Where a failure comes back to when it depends on the post (sign-in keeps ?redirect=); default `page`. */
    back?: (form: URLSearchParams) => string;
    /** Where a success goes. */
    next: (result: T, form: URLSearchParams) => string;
    /**
     * A service failure worded by the page instead of the refused-form page: its reason code
     * (and extra ids). Unnamed ApiErrors get the refused-form page with their message; anything
     * else is logged and comes back as `?failed=busy`.
     */
    reason?: (error: unknown) => FormFailure | undefined;
  };
  /** JSON field errors in `data.fields` (default). false: `data: null` and the first message (routes whose contract fixes that). */
  jsonFields?: boolean;
  /** JSON calls must prove they come from our pages too (Origin or Sec-Fetch-Site). Default true. */
  jsonProof?: boolean;
  /** A caller other than a citizen writer (instead of `writer`): see FormCaller. */
  caller?: FormCaller;
  /** Largest body read, either way (default: a few kB; an article's body needs more). */
  maxBodyBytes?: number;
};

/** A POST handler answering a form's JSON call and its plain post (see the header). */
export function formRoute<S extends z.ZodType, T, W extends WriteKind | undefined = undefined>(opts: FormRouteOptions<S, T, W>) {
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

function answer<T>(result: T | Outcome<T>, respond: (data: T) => NextResponse): NextResponse {
  const { data, decorate } = result instanceof Outcome ? result : new Outcome(result, false);
  const response = respond(data);
  decorate?.(response);
  return response;
}

async function fromJson<S extends z.ZodType, T, W extends WriteKind | undefined>(request: Request, opts: FormRouteOptions<S, T, W>): Promise<NextResponse> {
  const withFields = opts.jsonFields !== false;
  try {
    assertSameSite(request, { requireProof: opts.jsonProof !== false });
    noParams.parse(queryOf(request.url));
    const ctx = await contextOf(request, opts.writer, opts.caller);
    const parsed = opts.schema.safeParse(await readJsonBody(request, opts.maxBodyBytes ?? MAX_BODY_BYTES));
    if (!parsed.success) {
      if (withFields) return fieldErrorResponse(zodFieldErrors(parsed.error), describeZodError(parsed.error));
      throw parsed.error;
    }
    const result = await opts.run(parsed.data as z.output<S>, ctx);
    return answer(result, (data) => ok(data, { headers: NO_STORE_HEADERS }));
  } catch (error) {
    const fields = withFields && !(error instanceof z.ZodError) ? fieldErrorsOf(error) : null;
    if (fields) return fieldErrorResponse(fields);
    return toErrorResponse(error, opts.context, request);
  }
}

async function fromForm<S extends z.ZodType, T, W extends WriteKind | undefined>(request: Request, opts: FormRouteOptions<S, T, W>): Promise<NextResponse> {
  const { form: f } = opts;
  let ctx: RunContext<W>;
  let posted: URLSearchParams;
  try {
    // A plain cross-site form can send this (no preflight): it must prove it comes from our pages.
    assertSameSite(request, { requireProof: true });
    noParams.parse(queryOf(request.url));
    try {
      ctx = await contextOf(request, opts.writer, opts.caller);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return seeOther((opts.caller?.signIn ?? loginHref)(f.page));
      throw error;
    }
    posted = await readFormBody(request, opts.maxBodyBytes);
  } catch (error) {
    return toErrorResponse(error, `${opts.context} (form post)`, request);
  }
  const back = (failure: FormFailure) => seeOther(formFailureHref(f.back?.(posted) ?? f.page, failure));
  try {
    const raw = readFormFields(posted, f.fields, f.lists);
    const input = opts.schema.parse(f.schema ? f.schema.parse(raw) : raw) as z.output<S>;
    const result = await opts.run(input, ctx);
    return answer(result, (data) => seeOther(f.next(data, posted)));
  } catch (error) {
    const named = f.reason?.(error);
    if (named) return back(named);
    const fields = fieldErrorsOf(error);
    if (fields) return back({ reason: FORM_REASON.invalid, fields: f.fields.filter((n) => n in fields) });
    if (error instanceof ApiError && error.status < 500) return toErrorResponse(error, `${opts.context} (form post)`, request);
    logError('api', `${opts.context} (form post) failed`, error);
    return back({ reason: FORM_REASON.busy });
  }
}
