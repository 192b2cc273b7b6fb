import type { ReactNode } from 'react';
import styles from '@/app/admin/admin.module.css';

export type ConsoleOutcomeProps = {
  /** What a form post did (?done=…, ?saved=…), in words; nothing when it did nothing. */
  done?: ReactNode;
  /** Why it was refused (?failed=…, see refusalText); nothing when it was not. */
  refusal?: ReactNode;
};

/** The banners a console page shows after a form post came back: done as a status, a refusal as an alert. */
export function ConsoleOutcome({ done, refusal }: ConsoleOutcomeProps) {
  return (
    <>
      {done ? (
        <p role="status" className={styles.notice}>
          {done}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      ) : null}
    </>
  );
}

/** The console's words for a refusal it has no words of its own for (busy, or a reason the page does not name). */
export const CONSOLE_RETRY_TEXT = '操作未成功，请稍后再试。';

/**
 * The words of a failure read by readFormFailure: the page's text for its own reason, the wrong
 * fields' text for `invalid`, else `other`; null when nothing failed.
 */
export function refusalText<F extends string>(
  failure: { reason?: string; fields: readonly F[] },
  texts: Readonly<Record<string, string>>,
  invalid: (fields: readonly F[]) => string,
  other: string = CONSOLE_RETRY_TEXT,
): string | null {
  if (!failure.reason) return null;
  if (failure.reason in texts) return texts[failure.reason]!;
  return failure.reason === 'invalid' ? invalid(failure.fields) : other;
}
