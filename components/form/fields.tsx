'use client';

import { useState, type HTMLAttributes, type ReactNode } from 'react';
import type { BoundField } from './use-form';
import { FORM_TEXT } from './text';
import styles from './Form.module.css';

/**
 * The one field kit (issue #25 part 1): the one-line fields here (text, password, check box, hidden
 * values), text areas, selects, choice groups and the layout pieces in ./more-fields — apart
 * because Turbopack ships a module whole, with every export any page uses, and /login needs only
 * these (docs/performance.md "Page weight"). Every field: a visible label, an optional hint, the
 * optional mark （可选） (forms mark the optional fields, not the required ones; aria-required
 * tells a screen reader), and its error, wired with aria-invalid and aria-describedby (the error
 * replaces the hint in the description while it is shown). Ids come from the form hook
 * (`form.field(name)`): `${id}`, `${id}-hint`, `${id}-error`. Inputs always carry `name`, so the
 * form posts without JavaScript.
 */

export type Common = {
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  required?: boolean;
  /** Across both columns of a FieldGrid (an address, a long text). */
  wide?: boolean;
};

export const fieldClass = (wide?: boolean) => (wide ? `${styles.field} ${styles.wide}` : styles.field);

export const describedBy = (id: string, error: string | undefined, hint: boolean) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

export function Label({ htmlFor, label, optional }: { htmlFor: string; label: ReactNode; optional?: boolean }) {
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

/** Hidden inputs of values the form carries (the idempotency key, a redirect). */
export function HiddenFields({ values }: { values: Record<string, string | undefined | null> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (value === undefined || value === null ? null : <input key={name} type="hidden" name={name} value={value} />))}
    </>
  );
}

export { formStyles } from './form-styles';
