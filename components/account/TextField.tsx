import type { HTMLAttributes } from 'react';
import styles from './Form.module.css';

export type TextFieldProps = {
  /** Element id; the hint and error ids derive from it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Form field name, for forms that also post without JavaScript. */
  name?: string;
  type?: 'text' | 'tel';
  maxLength?: number;
};

/** A labelled text input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({ id, label, value, onChange, hint, error, autoComplete, inputMode, name, type = 'text', maxLength }: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        maxLength={maxLength}
        className={styles.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
