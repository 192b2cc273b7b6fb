/**
 * The one query convention of a form posted without JavaScript that came back (issue #25 part 1).
 * Every form, every handler (lib/api/form-route.ts) and every page that shows a form uses it:
 *
 *   ?failed=invalid&fields=mobile,name   the fields that were wrong, by name, in form order
 *   ?failed=invalid&fields=education.0.school   a field inside a list, by its dotted path
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

/** A reason code. */
const CODE = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/**
 * A field name: a code, or a dotted path into a form's lists (`education.0.school`). Names only:
 * letters, digits and `_` between dots, so nothing typed (no spaces, no @, no CJK) can pass.
 */
const FIELD = /^[A-Za-z][A-Za-z0-9_]{0,39}(\.[A-Za-z0-9_]{1,40}){0,3}$/;

/** What a dotted field path is called in the page: the id of its control (`resume` + `education.0.school` → `resume-education-0-school`). */
export const fieldDomId = (prefix: string, name: string) => `${prefix}-${name.replaceAll('.', '-')}`;

/** The path of a zod issue as a form's field name: the top-level key (default), or the dotted path of a form with lists. */
export type FieldOf = (path: readonly PropertyKey[]) => string;
export const topField: FieldOf = (path) => String(path[0] ?? '');
export const dottedField: FieldOf = (path) => path.map(String).join('.');

/** The first message per field of zod issues (browser and server alike): field name → Chinese message. */
export function issueMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[], fieldOf: FieldOf = topField): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

/** `page` with the failure in its query, first (`page` may carry its own query already). */
export function formFailureHref(page: string, failure: FormFailure): string {
  const url = new URL(page, 'http://form.invalid');
  const own = [...url.searchParams].filter(([k]) => k !== FORM_FAILED && k !== FORM_FIELDS && !(failure.query && k in failure.query));
  const fields = [...new Set(failure.fields ?? [])].filter((f) => FIELD.test(f));
  const reason = CODE.test(failure.reason) ? failure.reason : FORM_REASON.busy;
  const params = new URLSearchParams();
  params.set(FORM_FAILED, reason === FORM_REASON.invalid && fields.length === 0 ? FORM_REASON.busy : reason);
  if (reason === FORM_REASON.invalid && fields.length) params.set(FORM_FIELDS, fields.join(','));
  for (const [k, v] of Object.entries(failure.query ?? {})) params.set(k, v);
  for (const [k, v] of own) params.append(k, v);
  // Commas stay readable: field names are ASCII identifiers (and dots need no escaping).
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
