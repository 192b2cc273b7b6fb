'use client';

import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { RECORD_ACTIONS, type RecordActionKind } from '@/lib/validation/record-outcome';
import { CONFIRM_TEXT } from './confirm-text';
import styles from './ConfirmAction.module.css';

/**
 * The words of an action that is not a record's 撤回 or 删除 (the console's 停用账号, 重置密码 …):
 * the button (verb), the confirm button, its busy state, and the question when 确定<verb><subject>吗？
 * does not read well.
 */
export type ConfirmWords = { verb: string; confirm: string; busy: string; question?: string };

type KindProps =
  /** 撤回 or 删除: the words of the button, the question, the confirm button and the result come from one map. */
  | { kind: RecordActionKind; words?: undefined }
  /** Any other action: its code (data-confirm) and its own words. */
  | { kind: string; words: ConfirmWords };

export type ConfirmActionProps = KindProps & {
  /** What the action touches, as the question names it: 「和园生活广场」的意向登记. */
  subject: string;
  /** The form post that does it (a route handler answering 303 back to the page). */
  action: string;
  /** Hidden fields of that post (the record's id, and where it came from). */
  fields: Readonly<Record<string, string | number>>;
  /** Where 取消 goes without JavaScript: the page itself (it closes the question). */
  cancelHref: string;
  /** One line on what follows (撤回后记录保留，可重新登记). */
  note?: string;
  /**
   * For a list kept in the browser (family members): runs instead of the post once confirmed.
   * The form still posts where this is absent or before the script has loaded.
   */
  onConfirm?: () => Promise<unknown> | void;
};

/**
 * The one confirmation of every destructive action (issue #25 part 7): a disclosure whose button
 * (撤回 / 删除) opens the question in place, with 确定撤回 — the form post — and 取消. It is native
 * <details>, so it opens and posts without JavaScript; the script only moves focus into the
 * question and back, closes it on Esc or 取消, and lets the post go once.
 */
export function ConfirmAction({ kind, words: own, subject, action, fields, cancelHref, note, onConfirm }: ConfirmActionProps) {
  const words = own ?? RECORD_ACTIONS[kind as RecordActionKind];
  const id = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const sent = useRef(false);
  const [pending, setPending] = useState(false);

  const close = () => {
    if (details.current) details.current.open = false;
    summary.current?.focus();
  };
  const toggled = () => {
    if (details.current?.open) confirmButton.current?.focus();
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && details.current?.open) {
      event.preventDefault();
      close();
    }
  };
  const cancel = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    close();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sent.current) {
      event.preventDefault();
      return;
    }
    sent.current = true;
    setPending(true);
    if (!onConfirm) return; // The form posts; the button is only marked busy (a disabled submitter cancels the post in some browsers).
    event.preventDefault();
    void Promise.resolve(onConfirm()).finally(() => {
      sent.current = false;
      setPending(false);
    });
  };

  return (
    <details ref={details} className={styles.confirm} data-confirm={kind} onToggle={toggled} onKeyDown={keyDown}>
      <summary ref={summary} className={styles.trigger}>
        {words.verb}
        <span className="visually-hidden">{subject}</span>
      </summary>
      <div className={styles.panel} role="group" aria-labelledby={`${id}-q`}>
        <p id={`${id}-q`} className={styles.question}>
          {('question' in words && words.question) || CONFIRM_TEXT.question(words.verb, subject)}
        </p>
        {note ? <p className={styles.note}>{note}</p> : null}
        <form method="post" action={action} className={styles.actions} onSubmit={submit}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button ref={confirmButton} type="submit" className={styles.danger} aria-disabled={pending || undefined}>
            {pending ? words.busy : words.confirm}
          </button>
          <a className={styles.cancel} href={cancelHref} onClick={cancel}>
            {CONFIRM_TEXT.cancel}
          </a>
        </form>
      </div>
    </details>
  );
}
