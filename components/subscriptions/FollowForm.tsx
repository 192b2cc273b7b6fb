import { SUBSCRIPTION_API } from '@/lib/subscriptions/routes';
import styles from './FollowForm.module.css';

/**
 * The 订阅 button of a list page: a plain form post (works without JavaScript). A module of its own
 * with a style module of its own, so the public list pages (columns, project finder, job list) take
 * neither 我的订阅's page and its styles nor the form kit's style module (docs/decisions/0135-page-weight-after-subscriptions.md).
 */
export function FollowForm({ fields, back, label = '订阅', followed = false }: { fields: Record<string, string | undefined>; back: string; label?: string; followed?: boolean }) {
  return (
    <form method="post" action={SUBSCRIPTION_API.follow} className={styles.form}>
      {Object.entries(fields).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <input type="hidden" name="back" value={back} />
      <button type="submit" className={styles.button} disabled={followed}>
        {followed ? '已订阅' : label}
      </button>
    </form>
  );
}
