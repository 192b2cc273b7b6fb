'use client';

import type { ReactNode } from 'react';
import { describedBy, FieldError, FieldHint, fieldClass, formStyles as styles, Label, type Common } from './fields';
import type { BoundField, FormController, FormValues } from './use-form';
import { FORM_TEXT } from './text';

/**
 * The rest of the field kit (./fields has the one-line fields and what every field shares): text
 * areas, selects, radio and check-box groups, and the layout pieces (a two-column grid, titled
 * sections and pairs, the submit row). A module of its own so that a page whose forms need none of
 * these (/login) does not load them: Turbopack ships a module whole, with every export any page
 * uses.
 */

export type TextAreaProps = Common & {
  field: BoundField<string>;
  rows?: number;
  /** Counts characters as people count them, up to `maxChars`, once the script runs (`live`). */
  maxChars?: number;
  live?: boolean;
};

export function TextArea({ field, label, hint, optional, required, wide, rows = 4, maxChars, live }: TextAreaProps) {
  const { id, name, value, error, onChange } = field;
  const help = maxChars !== undefined ? (live ? FORM_TEXT.counter([...value].length, maxChars) : (hint ?? FORM_TEXT.limit(maxChars))) : hint;
  return (
    <div className={fieldClass(wide)}>
      <Label htmlFor={id} label={label} optional={optional} />
      <textarea
        id={id}
        name={name}
        rows={rows}
        className={styles.input}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, !!help)}
        onChange={(e) => onChange(e.target.value)}
      />
      {help ? <FieldHint id={id}>{help}</FieldHint> : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export type Option = {
  value: string;
  label: ReactNode;
  /** Beside the choice, outside its label (the text of a questionnaire's "其他"). */
  after?: ReactNode;
};

export type SelectFieldProps = Common & {
  field: BoundField<string>;
  options: readonly Option[];
  placeholder: string;
  /** Options under headings (<optgroup>), after `options`: a project's layouts. */
  groups?: readonly { key: string | number; label: string; options: readonly Option[] }[];
};

export function SelectField({ field, label, hint, optional, required, wide, options, placeholder, groups }: SelectFieldProps) {
  const { id, name, value, error, onChange } = field;
  return (
    <div className={fieldClass(wide)}>
      <Label htmlFor={id} label={label} optional={optional} />
      <select
        id={id}
        name={name}
        className={styles.input}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, !!hint)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {groups?.map((g) => (
          <optgroup key={g.key} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

type ChoiceSection = { key: string | number; legend: ReactNode; options: readonly Option[] };

export type ChoiceGroupProps = Omit<Common, 'label'> & {
  legend: ReactNode;
  /** radio: one value (a string); checkbox: many (a list). */
  type: 'radio' | 'checkbox';
  field: BoundField<string> | BoundField<string[]>;
  options?: readonly Option[];
  /** Choices under sub-headings (shops by project). */
  sections?: readonly ChoiceSection[];
  /** Shown when there is nothing to choose. */
  empty?: ReactNode;
  /** After the choices, inside the group (a link to add more). */
  children?: ReactNode;
};

/** Radio buttons or check boxes in a fieldset; the fieldset carries the id, so focus lands on its first choice. */
export function ChoiceGroup({ legend, hint, type, field, options, sections, empty, children }: ChoiceGroupProps) {
  const { id, name, value, error } = field;
  const chosen = (v: string) => (Array.isArray(value) ? value.includes(v) : value === v);
  const toggle = (v: string) => {
    if (Array.isArray(value)) (field as BoundField<string[]>).onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
    else (field as BoundField<string>).onChange(v);
  };
  const list = (opts: readonly Option[]) => (
    <ul className={styles.choices}>
      {opts.map((o) => (
        <li key={o.value}>
          <label className={styles.choice}>
            <input
              type={type}
              name={name}
              value={o.value}
              checked={chosen(o.value)}
              aria-invalid={type === 'checkbox' && error ? true : undefined}
              onChange={() => toggle(o.value)}
            />
            {o.label}
          </label>
          {o.after}
        </li>
      ))}
    </ul>
  );
  return (
    <fieldset id={id} className={styles.group} aria-describedby={describedBy(id, error, !!hint)}>
      <legend className={styles.label}>{legend}</legend>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      {options ? list(options) : null}
      {sections?.length === 0 && empty ? <p className={styles.hint}>{empty}</p> : null}
      {sections?.map((s) => (
        <fieldset key={s.key} className={styles.section}>
          <legend>{s.legend}</legend>
          {list(s.options)}
        </fieldset>
      ))}
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** Fields in two columns on a wide screen, one on a phone (the resume's sections); `wide` fields span both. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/** A titled part of a long form (基本信息, 教育经历): a fieldset with a heading-sized legend. */
export function FormSection({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.part}>
      <legend className={styles.partTitle}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A titled group of fields (an area range): side by side, stacked on a narrow screen. */
export function FieldPair({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.pair}>{children}</div>
    </fieldset>
  );
}

export type FormActionsProps<V extends FormValues> = {
  form: FormController<V>;
  submit: string;
  /** The button's words while sending; default 正在提交…. */
  sending?: string;
  children?: ReactNode;
};

/** The submit button (disabled while sending: one post per click however often it is pressed) and the form's status line. */
export function FormActions<V extends FormValues>({ form, submit, sending, children }: FormActionsProps<V>) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.primary} disabled={form.pending} aria-disabled={form.pending}>
        {form.pending ? (sending ?? FORM_TEXT.sending) : submit}
      </button>
      {children}
      <p className={styles.status} role="status">
        {form.status}
      </p>
    </div>
  );
}
