'use client';

import { useRef, useState, type MouseEvent } from 'react';
import { RECORDS_TEXT as T } from './text';
import formStyles from '@/components/account/Form.module.css';

export type WithdrawButtonProps = {
  id: number;
  /** Asks before withdrawing; tests pass their own. */
  confirm?: (message: string) => boolean;
};

/**
 * The submit button of one row's withdraw form. With JavaScript it asks first and lets the form
 * post only once; without it, the plain form posts (and the server answers 303 back to the list).
 */
export function WithdrawButton({ id, confirm }: WithdrawButtonProps) {
  const [pending, setPending] = useState(false);
  const sent = useRef(false);
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (sent.current) {
      event.preventDefault();
      return;
    }
    const ask = confirm ?? ((m: string) => window.confirm(m));
    if (!ask(T.confirmWithdraw)) {
      event.preventDefault();
      return;
    }
    // The form posts after this handler; the button is only marked busy, not disabled (a disabled
    // submitter would cancel the post in some browsers).
    sent.current = true;
    setPending(true);
  };
  return (
    <button type="submit" className={`${formStyles.small} ${formStyles.danger}`} onClick={click} aria-disabled={pending || undefined} aria-label={T.withdrawLabel(id)}>
      {pending ? T.withdrawing : T.withdraw}
    </button>
  );
}
