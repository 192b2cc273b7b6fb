'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { postJson, type ApiResult, type FieldErrors } from '@/lib/api-client/envelope';
import { fieldDomId, issueMessages, topField, type FieldOf } from '@/lib/forms/failure-query';
import { useHydrated } from '@/lib/api-client/use-hydrated';
import { FORM_TEXT } from './text';

/**
 * The one form hook (issue #25 part 1). It owns the values, which fields were touched, the live
 * messages of the form's zod schema (lib/validation, the server's own), the server's field errors
 * (`data.fields`, one shape everywhere: lib/api/form-route.ts), the double-submit guard and focus
 * on the first wrong field. The form's markup is rendered on the server too (a client component's
 * first HTML) with `method="post"` and `action`, so it posts without JavaScript; the hook only
 * enhances it into a JSON call.
 *
 *   const form = useForm({ id: 'intention', initial, schema: shopIntentionBody, action,
 *                          onSuccess: (row) => location.assign(submittedHref(row.id)), leaves: true });
 *   <form {...form.formProps}> <TextField field={form.field('mobile')} label="手机号码" /> …
 *   <FormActions form={form} submit="提交" />
 *
 * Field ids are `${id}-${name}` (hint `-hint`, error `-error`): a page's no-JavaScript summary can
 * link to them. A schema can be given lazily (`() => import(...)`), so zod stays out of a page's
 * first load; it is fetched after hydration and awaited at the first submit.
 *
 * A form with lists of rows (the resume's education) keeps them as arrays of string records and
 * names their fields by dotted path: `form.at('education.0.school')` binds one, `form.rows('education')`
 * adds, removes and moves rows, and `fieldOf: dottedField` reads the schema's messages by path (the
 * server's `data.fields` uses the same keys). Ids replace the dots: `resume-education-0-school`.
 */

export type FormRow = Record<string, string>;
export type FormValue = string | string[] | boolean | readonly FormRow[];
export type FormValues = Record<string, FormValue>;
type Names<V> = Extract<keyof V, string>;
type AnySchema = z.ZodType;
type SchemaSource = AnySchema | (() => Promise<AnySchema>);

/** What a field component needs from the hook (components/form/fields.tsx). */
export type BoundField<T extends FormValue = string> = {
  id: string;
  name: string;
  value: T;
  error?: string;
  onChange: (value: T) => void;
};

type Failure = Extract<ApiResult<unknown>, { ok: false }>;
type ListNames<V> = { [K in Names<V>]: V[K] extends readonly FormRow[] ? K : never }[Names<V>];
type RowTools<L> = { add: (row: L extends readonly (infer R)[] ? R : never) => void; remove: (index: number) => void; move: (index: number, by: -1 | 1) => void };

export type UseFormOptions<V extends FormValues, T> = {
  /** Id prefix of the fields (`intention` → `intention-mobile`). */
  id: string;
  initial: V;
  /** The form's zod schema, or a loader of it. */
  schema: SchemaSource;
  /** The URL the form posts to, with and without JavaScript. */
  action: string;
  /** Field order for focusing the first wrong one; default the order of the fields on the page. */
  order?: readonly Names<V>[];
  /** How a zod issue's path names a field: the top-level key (default), or `dottedField` for a form with lists. */
  fieldOf?: FieldOf;
  /** Fields whose messages depend on each other: touching one shows (and clears) them all. */
  linked?: readonly (readonly Names<V>[])[];
  /** Checks the schema cannot know (a challenge shown only after the server asked): field → message. */
  extraErrors?: (values: V) => FieldErrors;
  /** The JSON body; default the values as they are (the server's schema reads them). `parsed` is the schema's output. */
  body?: (values: V, parsed: unknown) => unknown;
  /** How the body is sent; default postJson(action, body) (lib/api-client/envelope.ts). */
  send?: (body: unknown, values: V) => Promise<ApiResult<T>>;
  onSuccess: (data: T, values: V) => void;
  /** A failure without field errors, after the hook showed its msg (e.g. a challenge to draw). */
  onFailure?: (failure: Failure, form: FormController<V>) => void | Promise<void>;
  /** Success leaves the page: stay "sending", so a further click posts nothing. */
  leaves?: boolean;
  /** The form-level message shown first (a page's no-JavaScript return). */
  initialStatus?: string;
  /** Field messages shown first (the fields a no-JavaScript post came back with), until the field changes. */
  initialErrors?: FieldErrors;
};

export type FormController<V extends FormValues> = {
  id: string;
  values: V;
  hydrated: boolean;
  pending: boolean;
  /** The form-level message (role=status): sending, fix below, or the server's msg. */
  status: string;
  setStatus: (message: string) => void;
  set: <K extends Names<V>>(name: K, value: V[K]) => void;
  /** Replaces values without touching them (switching tabs, opening an edit). */
  reset: (values: V) => void;
  errorOf: (name: Names<V>) => string | undefined;
  field: <K extends Names<V>>(name: K) => BoundField<V[K]>;
  /** A field inside a list, by dotted path (`education.0.school`): a row beyond the list reads "". */
  at: (path: string) => BoundField<string>;
  /** The rows of a list: add one, remove one, move one up or down. */
  rows: <K extends ListNames<V>>(name: K) => RowTools<V[K]>;
  fieldId: (name: string) => string;
  formProps: { method: 'post'; action: string; noValidate: true; onSubmit: (event: FormEvent<HTMLFormElement>) => void; 'aria-busy': boolean; ref: (form: HTMLFormElement | null) => void };
};

/** The first zod message per field (the server's zodFieldErrors, in the browser). */
export function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[], fieldOf: FieldOf = topField): FieldErrors {
  return issueMessages(issues, fieldOf);
}

/** The value at a dotted path of the values (`education.0.school`), "" when there is none. */
function valueAt(values: FormValues, path: string): string {
  const [list, index, key] = path.split('.');
  const top = values[list ?? ''];
  if (index === undefined) return typeof top === 'string' ? top : '';
  const row = Array.isArray(top) ? (top as unknown as readonly FormRow[])[Number(index)] : undefined;
  return (key !== undefined && typeof row === 'object' && row !== null ? row[key] : undefined) ?? '';
}

/** The values with one field inside a list changed. */
function withValueAt<V extends FormValues>(values: V, path: string, value: string): V {
  const [list = '', index = '', key = ''] = path.split('.');
  const rows = (values[list] ?? []) as unknown as readonly FormRow[];
  return { ...values, [list]: rows.map((r, i) => (i === Number(index) ? { ...r, [key]: value } : r)) };
}

/**
 * What the page's own controls hold for the form's top-level fields where that differs from
 * `initial`: text typed, an option chosen or a box ticked before the page hydrated, or a browser's
 * autofill. React 19 leaves such DOM values in place while hydrating, but the next render of the
 * field would write the state's value back over them; adopting them keeps what the person did.
 * Rows of a list count too (`work.0.company`), and so does a row the server's markup offered beyond
 * the list (the resume's blank row to type into without scripts), which hydration would otherwise
 * drop with what was typed in it. Hidden inputs belong to the page; multi-choice groups are left
 * as they are.
 */
export function valuesTypedBeforeHydration(form: HTMLFormElement, initial: FormValues): { values: Partial<FormValues>; touched: string[] } {
  const typed: Partial<FormValues> = {};
  // The fields to count as touched: top-level names, and a list's fields by path (`work.1.company`).
  const touched: string[] = [];
  for (const [name, start] of Object.entries(initial)) {
    const control = form.elements.namedItem(name);
    if (!control) continue;
    if (typeof start === 'boolean') {
      if (control instanceof HTMLInputElement && control.type === 'checkbox' && control.checked !== start) {
        typed[name] = control.checked;
        touched.push(name);
      }
      continue;
    }
    if (typeof start !== 'string') continue;
    let now: string | null = null;
    if (control instanceof RadioNodeList) {
      // A group of one name: only a set of radios has one value (a hidden twin would read as none).
      if ([...control].every((el) => el instanceof HTMLInputElement && el.type === 'radio')) now = control.value;
    } else now = textValue(control);
    if (now !== null && now !== start) {
      typed[name] = now;
      touched.push(name);
    }
  }
  const rows = typedRows(form, initial);
  return { values: { ...typed, ...rows.values }, touched: [...touched, ...rows.touched] };
}

/** A text-like control's value (input, select, textarea), or null for any other kind. */
function textValue(control: Element): string | null {
  if (control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) return control.value;
  if (control instanceof HTMLInputElement && !['hidden', 'checkbox', 'radio', 'file', 'submit', 'button'].includes(control.type)) return control.value;
  return null;
}

/**
 * The lists whose rows on the page differ from `initial`: each row's typed fields over its initial
 * values, and the rows beyond the list that hold any text, in order. Lists are read by the dotted
 * names of their controls, so a list of plain strings (a multi-choice group) never matches.
 */
function typedRows(form: HTMLFormElement, initial: FormValues): { values: Record<string, FormRow[]>; touched: string[] } {
  const onPage = new Map<string, Map<number, FormRow>>();
  for (const control of Array.from(form.elements)) {
    const match = /^([A-Za-z][\w]*)\.(\d{1,3})\.([A-Za-z][\w]*)$/.exec(control.getAttribute('name') ?? '');
    if (!match) continue;
    const [, list = '', index = '', key = ''] = match;
    const value = textValue(control);
    if (value === null || !Array.isArray(initial[list])) continue;
    const rows = onPage.get(list) ?? new Map<number, FormRow>();
    onPage.set(list, rows);
    rows.set(Number(index), { ...rows.get(Number(index)), [key]: value });
  }
  const typed: Record<string, FormRow[]> = {};
  const touched: string[] = [];
  for (const [list, rowsOnPage] of onPage) {
    const start = initial[list] as readonly FormRow[];
    const offered = [...rowsOnPage.keys()].filter((i) => i >= start.length && Object.values(rowsOnPage.get(i)!).some((v) => v.trim() !== ''));
    const rows = [...start.map((row, i) => ({ ...row, ...rowsOnPage.get(i) })), ...offered.sort((a, b) => a - b).map((i) => rowsOnPage.get(i)!)];
    const changed = rows.flatMap((row, i) => Object.keys(row).filter((k) => row[k] !== (start[i]?.[k] ?? '')).map((k) => `${list}.${i}.${k}`));
    if (changed.length === 0) continue;
    typed[list] = rows;
    touched.push(...changed);
  }
  return { values: typed, touched };
}

/** The element to focus for a field: the input itself, or the first control of its group. */
function focusTarget(id: string): HTMLElement | null {
  const el = document.getElementById(id);
  if (!el) return null;
  if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) return el;
  return el.querySelector<HTMLElement>('input, select, textarea') ?? el;
}

export function useForm<V extends FormValues, T>(opts: UseFormOptions<V, T>): FormController<V> {
  const hydrated = useHydrated();
  const [values, setValues] = useState<V>(opts.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(() => opts.initialErrors ?? {});
  const [status, setStatus] = useState(opts.initialStatus ?? '');
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  const [loaded, setLoaded] = useState<AnySchema | null>(() => (typeof opts.schema === 'function' ? null : opts.schema));
  const source = opts.schema;

  // A lazy schema is fetched once the page is interactive, before anyone has typed much.
  useEffect(() => {
    if (typeof source !== 'function') return;
    let live = true;
    source().then(
      (s) => live && setLoaded(() => s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [source]);

  // Runs once, right after hydration's commit and before any later render could overwrite the DOM.
  useEffect(() => {
    const form = formElement.current;
    if (!form) return;
    const typed = valuesTypedBeforeHydration(form, opts.initial);
    if (Object.keys(typed.values).length === 0) return;
    setValues((v) => ({ ...v, ...typed.values }));
    setTouched((t) => new Set([...t, ...typed.touched]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first values count: later ones are React's
  }, []);

  const schema = typeof source === 'function' ? loaded : source;
  const order = (opts.order ?? Object.keys(opts.initial)) as readonly string[];
  const linkedOf = (name: string) => opts.linked?.find((g) => (g as readonly string[]).includes(name)) as readonly string[] | undefined;
  const { extraErrors } = opts;

  const validate = (v: V, s: AnySchema | null): FieldErrors => {
    const parsed = s?.safeParse(v);
    return { ...(parsed && !parsed.success ? firstMessages(parsed.error.issues, opts.fieldOf) : {}), ...extraErrors?.(v) };
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- validate reads only values, schema and extraErrors
  const clientErrors = useMemo(() => validate(values, schema), [values, schema, extraErrors]);

  const errorOf = (name: string): string | undefined => {
    if (serverErrors[name]) return serverErrors[name];
    const group = linkedOf(name) ?? [name];
    const shown = submitted || group.some((n) => touched.has(n));
    return shown ? clientErrors[name] : undefined;
  };

  const set = <K extends Names<V>>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
    const group = linkedOf(name) ?? [name];
    setServerErrors((e) => {
      if (!group.some((n) => n in e)) return e;
      const next = { ...e };
      for (const n of group) delete next[n];
      return next;
    });
  };

  /** A dotted path's messages go with the path: typing in a row clears the server's word on that field only. */
  const setAt = (path: string, value: string) => {
    setValues((v) => withValueAt(v, path, value));
    setTouched((t) => (t.has(path) ? t : new Set(t).add(path)));
    setServerErrors((e) => {
      if (!(path in e)) return e;
      const next = { ...e };
      delete next[path];
      return next;
    });
  };

  /** Rows move: the server's messages for that list no longer name the right rows, so they go. */
  const changeRows = (name: string, change: (rows: readonly FormRow[]) => readonly FormRow[]) => {
    setValues((v) => ({ ...v, [name]: change((v[name] ?? []) as unknown as readonly FormRow[]) }));
    setServerErrors((e) => (Object.keys(e).some((k) => k.startsWith(`${name}.`)) ? Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(`${name}.`))) : e));
  };

  const fieldId = (name: string) => fieldDomId(opts.id, name);

  const focusFirst = (errors: FieldErrors) => {
    const named = Object.keys(errors).filter((n) => errors[n]);
    // The given order, else the order on the page (rows of a list have no fixed order).
    const first = opts.order
      ? (order.find((n) => errors[n]) ?? named[0])
      : (named
          .map((n) => ({ n, el: document.getElementById(fieldId(n)) }))
          .filter((x): x is { n: string; el: HTMLElement } => x.el !== null)
          .sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0]?.n ?? named[0]);
    if (first) focusTarget(fieldId(first))?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setSubmitted(true);
    let ready = schema;
    if (!ready && typeof source === 'function') ready = await source().catch(() => null);
    if (!ready) {
      sending.current = false;
      setStatus(FORM_TEXT.rulesUnavailable);
      return;
    }
    const parsed = ready.safeParse(values);
    const errors = validate(values, ready);
    if (Object.keys(errors).length > 0) {
      sending.current = false;
      setStatus(FORM_TEXT.fixBelow);
      focusFirst(errors);
      return;
    }
    setPending(true);
    setStatus(FORM_TEXT.sending);
    const body = opts.body ? await opts.body(values, parsed.success ? parsed.data : undefined) : values;
    const result = await (opts.send ? opts.send(body, values) : postJson<T>(opts.action, body));
    if (result.ok) {
      setStatus('');
      opts.onSuccess(result.data, values);
      if (opts.leaves) return;
    } else {
      const fields = result.fields;
      setServerErrors(fields);
      setStatus(Object.keys(fields).length ? FORM_TEXT.fixBelow : result.msg);
      if (Object.keys(fields).length) focusFirst(fields);
      else await opts.onFailure?.(result, controller);
    }
    sending.current = false;
    setPending(false);
  };

  const controller: FormController<V> = {
    id: opts.id,
    values,
    hydrated,
    pending,
    status,
    setStatus,
    set,
    reset: (next) => {
      setValues(next);
      setTouched(new Set());
      setSubmitted(false);
      setServerErrors({});
    },
    errorOf,
    field: (name) => ({ id: fieldId(name), name, value: values[name], error: errorOf(name), onChange: (v) => set(name, v) }),
    at: (path) => ({ id: fieldId(path), name: path, value: valueAt(values, path), error: errorOf(path), onChange: (v) => setAt(path, v) }),
    rows: (name) => ({
      add: (row) => changeRows(name, (rows) => [...rows, row as FormRow]),
      remove: (index) => changeRows(name, (rows) => rows.filter((_, i) => i !== index)),
      move: (index, by) =>
        changeRows(name, (rows) => {
          const to = index + by;
          if (to < 0 || to >= rows.length) return rows;
          const next = [...rows];
          [next[index], next[to]] = [next[to]!, next[index]!];
          return next;
        }),
    }),
    fieldId,
    formProps: { method: 'post', action: opts.action, noValidate: true, onSubmit: (e) => void onSubmit(e), 'aria-busy': pending, ref: (el) => void (formElement.current = el) },
  };
  return controller;
}
