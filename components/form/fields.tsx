'use client';

import { useState, type HTMLAttributes, type ReactNode } from 'react';
import type { BoundField, FormController, FormValues } from './use-form';
import { FORM_TEXT } from './text';
import styles from './Form.module.css';

/**
 * The one field kit (issue #25 part 1). Every field: a visible label, an optional hint, the
 * optional mark （可选） (forms mark the optional fields, not the required ones; aria-required
 * tells a screen reader), and its error, wired with aria-invalid and aria-describedby (the error
 * replaces the hint in the description while it is shown). Ids come from the form hook
 * (`form.field(name)`): `${id}`, `${id}-hint`, `${id}-error`. Inputs always carry `name`, so the
 * form posts without JavaScript.
 */

type Common = {
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  required?: boolean;
  /** Across both columns of a FieldGrid (an address, a long text). */
  wide?: boolean;
};

const fieldClass = (wide?: boolean) => (wide ? `${styles.field} ${styles.wide}` : styles.field);

const describedBy = (id: string, error: string | undefined, hint: boolean) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

function Label({ htmlFor, label, optional }: { htmlFor: string; label: ReactNode; optional?: boolean }) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {label}
      {optional ? FORM_TEXT.optional : null}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={`${id}-hint`} className={styles.hint}>
      {children}
    </span>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <span id={`${id}-error`} className={styles.error}>
      {error}
    </span>
  ) : null;
}

export type TextFieldProps = Common & {
  field: BoundField<string>;
  type?: 'text' | 'tel' | 'email' | 'password' | 'date' | 'month' | 'datetime-local' | 'number' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  /** The format, for browsers without a date picker (1995-06-18). */
  placeholder?: string;
  /** Rewrites what is typed (e.g. digits only) before it is stored. */
  filter?: (value: string) => string;
};

export function TextField({ field, label, hint, optional, required, wide, type = 'text', inputMode, autoComplete, maxLength, placeholder, filter }: TextFieldProps) {
  const { id, name, value, error, onChange } = field;
  return (
    <div className={fieldClass(wide)}>
      <Label htmlFor={id} label={label} optional={optional} />
      <input
        id={id}
        name={name}
        type={type}
        className={styles.input}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, !!hint)}
        onChange={(e) => onChange(filter ? filter(e.target.value) : e.target.value)}
      />
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export type PasswordFieldProps = Common & { field: BoundField<string>; autoComplete: 'current-password' | 'new-password'; maxLength?: number };

/** A password with a 显示/隐藏 switch (the switch needs the script; without it the field stays hidden). */
export function PasswordField({ field, label, hint, required, autoComplete, maxLength = 64 }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const { id, name, value, error, onChange } = field;
  const word = shown ? FORM_TEXT.hidePassword : FORM_TEXT.showPassword;
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} />
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      <div className={styles.inputRow}>
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          className={styles.input}
          value={value}
          maxLength={maxLength}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="button" className={styles.reveal} aria-pressed={shown} aria-controls={id} aria-label={`${word}：${typeof label === 'string' ? label : ''}`} onClick={() => setShown(!shown)}>
          {word}
        </button>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

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

export type CheckFieldProps = { field: BoundField<boolean>; label: ReactNode; hint?: ReactNode; value?: string; onTick?: (checked: boolean) => void };

/** One check box (an agreement, "remember this device"); posts `value` (default "on") when ticked. */
export function CheckField({ field, label, hint, value = 'on', onTick }: CheckFieldProps) {
  const { id, name, value: checked, error, onChange } = field;
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={id}
          name={name}
          type="checkbox"
          value={value}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
          onChange={(e) => {
            onChange(e.target.checked);
            onTick?.(e.target.checked);
          }}
        />
        <div>
          <label htmlFor={id}>{label}</label>
          {hint ? (
            <>
              <br />
              <FieldHint id={id}>{hint}</FieldHint>
            </>
          ) : null}
        </div>
      </div>
      <FieldError id={id} error={error} />
    </div>
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

/** Hidden inputs of values the form carries (the idempotency key, a redirect). */
export function HiddenFields({ values }: { values: Record<string, string | undefined | null> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (value === undefined || value === null ? null : <input key={name} type="hidden" name={name} value={value} />))}
    </>
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

export { formStyles } from './form-styles';
