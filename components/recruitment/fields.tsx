import type { ReactNode } from 'react';
import styles from './ResumeForm.module.css';

/**
 * The labelled controls of the recruitment forms. Each ties its hint and message to the control
 * (aria-describedby, aria-invalid) and carries a `name`, so the same markup posts without scripts.
 */

type Base = {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
};

function Frame({ id, label, error, hint, required, className, children }: Base & { children: ReactNode }) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            ＊
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
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

const described = (p: Base) => (p.error ? `${p.id}-error` : p.hint ? `${p.id}-hint` : undefined);

export function InputField(
  p: Base & {
    value: string;
    onChange: (v: string) => void;
    onBlur?: () => void;
    type?: 'text' | 'tel' | 'email' | 'date' | 'month';
    inputMode?: 'text' | 'tel' | 'email' | 'numeric';
    autoComplete?: string;
    maxLength?: number;
    placeholder?: string;
  },
) {
  return (
    <Frame {...p}>
      <input
        id={p.id}
        name={p.name}
        type={p.type ?? 'text'}
        className={styles.input}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        onBlur={p.onBlur}
        aria-invalid={p.error ? true : undefined}
        aria-required={p.required || undefined}
        aria-describedby={described(p)}
        inputMode={p.inputMode}
        autoComplete={p.autoComplete}
        maxLength={p.maxLength}
        placeholder={p.placeholder}
      />
    </Frame>
  );
}

export function SelectField(p: Base & { value: string; onChange: (v: string) => void; onBlur?: () => void; options: readonly (readonly [string, string])[]; placeholder: string }) {
  return (
    <Frame {...p}>
      <select
        id={p.id}
        name={p.name}
        className={styles.input}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        onBlur={p.onBlur}
        aria-invalid={p.error ? true : undefined}
        aria-required={p.required || undefined}
        aria-describedby={described(p)}
      >
        <option value="">{p.placeholder}</option>
        {p.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function TextAreaField(p: Base & { value: string; onChange: (v: string) => void; onBlur?: () => void; max: number; rows?: number }) {
  const used = [...p.value].length;
  return (
    <Frame {...p} hint={p.hint ?? `已输入 ${used} / ${p.max} 字`}>
      <textarea
        id={p.id}
        name={p.name}
        className={`${styles.input} ${styles.textarea}`}
        rows={p.rows ?? 4}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        onBlur={p.onBlur}
        aria-invalid={p.error ? true : undefined}
        aria-required={p.required || undefined}
        aria-describedby={described(p)}
      />
    </Frame>
  );
}

export function RadioField(p: Base & { value: string; onChange: (v: string) => void; options: readonly (readonly [string, string])[] }) {
  return (
    <fieldset className={styles.radioGroup} aria-invalid={p.error ? true : undefined} aria-describedby={p.error ? `${p.id}-error` : undefined}>
      <legend className={styles.label}>
        {p.label}
        {p.required ? (
          <span className={styles.required} aria-hidden="true">
            ＊
          </span>
        ) : null}
      </legend>
      <div className={styles.radios}>
        {p.options.map(([value, label], i) => (
          <label key={value} className={styles.radio}>
            <input type="radio" id={i === 0 ? p.id : undefined} name={p.name} value={value} checked={p.value === value} onChange={() => p.onChange(value)} />
            {label}
          </label>
        ))}
      </div>
      {p.error ? (
        <span id={`${p.id}-error`} className={styles.error}>
          {p.error}
        </span>
      ) : null}
    </fieldset>
  );
}
