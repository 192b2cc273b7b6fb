import { ACCOUNT_TEXT } from './text';
import styles from './HandoverConfirm.module.css';

export type HandoverConfirmProps = {
  /** Masked mobile of the account the link would open (139****0002). */
  userMobile: string;
  /** Same-origin path to continue to after confirming. */
  redirect: string;
};

const T = ACCOUNT_TEXT.handover;

/**
 * 「以 139****0002 登录？」 before a hand-over link of unproven origin signs this browser in
 * (issue #24 part 2). A plain form post with two submit buttons, rendered on the server: it works
 * without JavaScript, and nothing is spent until the visitor presses 确认登录.
 */
export function HandoverConfirm({ userMobile, redirect }: HandoverConfirmProps) {
  return (
    <section className={styles.card} aria-labelledby="handover-question">
      <h2 className={styles.title}>{T.title}</h2>
      <p id="handover-question" className={styles.question}>
        {T.question(userMobile)}
      </p>
      <p className={styles.explain}>{T.explain}</p>
      <form method="post" action="/api/bzf-portal-register/portal/confirmHandover" className={styles.actions}>
        <input type="hidden" name="redirect" value={redirect} />
        <button type="submit" name="decision" value="confirm" className={styles.confirm}>
          {T.confirm}
        </button>
        <button type="submit" name="decision" value="cancel" className={styles.cancel}>
          {T.cancel}
        </button>
      </form>
    </section>
  );
}
