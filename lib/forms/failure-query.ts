/**
 * The one query convention of a form posted without JavaScript that came back (issue #25 part 1).
 * Every form, every handler (lib/api/form-route.ts) and every page that shows a form uses it:
 *
 *   ?failed=invalid&fields=mobile,name   the fields that were wrong, by name, in form order
 *   ?failed=<reason>                     anything else, as a short code the page words
 *                                        (busy, wrong, limited, challenge, duplicate, locked …)
 *
 * Only names and fixed codes travel, never what was typed (no personal data in URLs, logs or
 * history). A page may add its own ids next to them (the sign-in's ?redirect= and ?challenge=).
 * Pure: pages, handlers and client leaves share it.
 */

export const FORM_FAILED = 'failed';
export const FORM_FIELDS = 'fields';

/** The reasons every form understands; a form may add its own codes. */
export const FORM_REASON = { invalid: 'invalid', busy: 'busy' } as const;

export type FormFailure = {
  /** `invalid` (then `fields` names them) or a form's own code. */
  reason: string;
  /** The wrong fields, by name. */
  fields?: readonly string[];
  /** Extra same-site ids the page needs back (never typed values). */
  query?: Readonly<Record<string, string>>;
};

const CODE = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** `page` with the failure in its query, first (`page` may carry its own query already). */
export function formFailureHref(page: string, failure: FormFailure): string {
  const url = new URL(page, 'http://form.invalid');
  const own = [...url.searchParams].filter(([k]) => k !== FORM_FAILED && k !== FORM_FIELDS && !(failure.query && k in failure.query));
  const fields = [...new Set(failure.fields ?? [])].filter((f) => CODE.test(f));
  const reason = CODE.test(failure.reason) ? failure.reason : FORM_REASON.busy;
  const params = new URLSearchParams();
  params.set(FORM_FAILED, reason === FORM_REASON.invalid && fields.length === 0 ? FORM_REASON.busy : reason);
  if (reason === FORM_REASON.invalid && fields.length) params.set(FORM_FIELDS, fields.join(','));
  for (const [k, v] of Object.entries(failure.query ?? {})) params.set(k, v);
  for (const [k, v] of own) params.append(k, v);
  // Commas stay readable: field names are ASCII identifiers.
  return `${url.pathname}?${params.toString().replaceAll('%2C', ',')}`;
}

export type ReadFormFailure<F extends string, R extends string> = {
  reason?: R | typeof FORM_REASON.invalid | typeof FORM_REASON.busy;
  /** Known field names only, in the form's order. */
  fields: F[];
};

/**
 * Reads the convention back on the form's page: known field names only (in `fieldOrder`), known
 * reasons only; anything else is ignored, so a hand-made URL cannot put words on the page.
 */
export function readFormFailure<F extends string, R extends string = never>(
  get: (name: string) => string | null | undefined,
  fieldOrder: readonly F[],
  reasons: readonly R[] = [],
): ReadFormFailure<F, R> {
  const raw = get(FORM_FAILED) ?? undefined;
  const known = [FORM_REASON.invalid, FORM_REASON.busy, ...reasons] as string[];
  const reason = raw && known.includes(raw) ? (raw as R | typeof FORM_REASON.invalid | typeof FORM_REASON.busy) : undefined;
  const given = new Set((get(FORM_FIELDS) ?? '').split(',').map((s) => s.trim()));
  const fields = reason === FORM_REASON.invalid ? fieldOrder.filter((f) => given.has(f)) : [];
  return { ...(reason ? { reason } : {}), fields };
}
