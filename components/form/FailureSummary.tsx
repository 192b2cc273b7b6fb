import type { ReactNode } from 'react';
import { FORM_REASON } from '@/lib/forms/failure-query';
import { FORM_TEXT } from './text';
import styles from './Form.module.css';

export type FailureSummaryProps<F extends string> = {
  /** The form hook's id prefix: each name links to `#${idPrefix}-${field}`. */
  idPrefix: string;
  /** ?failed= read by readFormFailure (lib/forms/failure-query.ts). */
  reason?: string;
  fields: readonly F[];
  labels: Readonly<Record<F, string>>;
  /** The page's words for its own reasons (and for busy, if it says it differently). */
  reasons?: Readonly<Record<string, ReactNode>>;
};

/**
 * What a form posted without JavaScript came back with (server markup, no script): the wrong
 * fields by name, each linking to its field, or the reason in the page's words.
 */
export function FailureSummary<F extends string>({ idPrefix, reason, fields, labels, reasons = {} }: FailureSummaryProps<F>) {
  if (!reason) return null;
  if (reason === FORM_REASON.invalid && fields.length) {
    return (
      <div className={styles.summary} role="alert" aria-labelledby={`${idPrefix}-summary-title`}>
        <p id={`${idPrefix}-summary-title`}>{FORM_TEXT.invalidSummary}</p>
        <ul>
          {fields.map((f) => (
            <li key={f}>
              <a href={`#${idPrefix}-${f}`}>{labels[f]}</a>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const words = reasons[reason] ?? (reason === FORM_REASON.busy ? FORM_TEXT.busy : null);
  return words ? (
    <p className={styles.summary} role="alert">
      {words}
    </p>
  ) : null;
}
