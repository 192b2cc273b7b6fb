import type { ReactNode } from 'react';
import { fieldDomId, FORM_REASON } from '@/lib/forms/failure-query';
import { FORM_TEXT } from './text';
import styles from './Form.module.css';

export type FailureSummaryProps<F extends string> = {
  /** The form hook's id prefix: each name links to its field (`#resume-email`, `#resume-education-0-school`). */
  idPrefix: string;
  /** ?failed= read by readFormFailure (lib/forms/failure-query.ts). */
  reason?: string;
  fields: readonly F[];
  /** What each field is called: a map, or a function for fields named by path (rows of a list). */
  labels: Readonly<Record<F, string>> | ((field: F) => string);
  /** The page's own first line for `invalid` (it may say what was kept); default 提交未成功…. */
  title?: ReactNode;
  /** The page's words for its own reasons (and for busy, if it says it differently). */
  reasons?: Readonly<Record<string, ReactNode>>;
};

/**
 * What a form posted without JavaScript came back with (server markup, no script): the wrong
 * fields by name, each linking to its field, or the reason in the page's words.
 */
export function FailureSummary<F extends string>({ idPrefix, reason, fields, labels, title, reasons = {} }: FailureSummaryProps<F>) {
  if (!reason) return null;
  const labelOf = (f: F) => (typeof labels === 'function' ? labels(f) : labels[f]);
  if (reason === FORM_REASON.invalid && fields.length) {
    return (
      <div className={styles.summary} role="alert" aria-labelledby={`${idPrefix}-summary-title`}>
        <p id={`${idPrefix}-summary-title`}>{title ?? FORM_TEXT.invalidSummary}</p>
        <ul>
          {fields.map((f) => (
            <li key={f}>
              <a href={`#${fieldDomId(idPrefix, f)}`}>{labelOf(f)}</a>
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
