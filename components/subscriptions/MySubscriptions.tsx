import { formStyles } from '@/components/form/form-styles';
import { MESSAGES_PATH } from '@/lib/navigation/paths';
import { SUBSCRIPTION_API } from '@/lib/subscriptions/routes';
import type { MySubscriptionsData } from '@/lib/templates/my-subscriptions';
import styles from '@/components/privacy/MyData.module.css';

const FREQUENCIES = [
  { code: 'each', label: '每次发布' },
  { code: 'daily', label: '每日汇总' },
] as const;

const DONE: Record<string, string> = {
  subscribed: '已订阅。有新内容发布时会在站内信中提醒您。',
  frequency: '提醒频率已更改。',
  unsubscribed: '已退订。',
};

const FAILED: Record<string, string> = { busy: '系统繁忙，请稍后再试', invalid: '订阅条件无效，请从列表页面重新订阅' };

const day = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);

/** 我的订阅: server markup; every action is a plain form post. */
export function MySubscriptions({ data: { subscriptions, done, failed } }: { data: MySubscriptionsData }) {
  return (
    <div>
      <p className={styles.muted}>
        在栏目列表、房源查询或招聘信息页面点“订阅”，有新内容发布时会在<a href={MESSAGES_PATH}>站内信</a>中提醒您（同意接收邮件通知时另发邮件）。每日汇总每天最多一条。
      </p>
      {done && DONE[done] ? <p role="status">{DONE[done]}</p> : null}
      {failed ? (
        <div className={formStyles.summary} role="alert">
          <p>{FAILED[failed] ?? FAILED.busy}</p>
        </div>
      ) : null}
      {subscriptions.length === 0 ? (
        <p className={styles.muted}>您还没有订阅。</p>
      ) : (
        <ul className={styles.list} aria-label="我的订阅">
          {subscriptions.map((s) => (
            <li key={s.id} className={styles.panel}>
              <h2>{s.label}</h2>
              <p className={styles.muted}>订阅于 {day(s.createdAt)}</p>
              <form method="post" action={SUBSCRIPTION_API.frequency} className={formStyles.actions}>
                <input type="hidden" name="id" value={s.id} />
                <fieldset>
                  <legend>提醒频率</legend>
                  {FREQUENCIES.map((f) => (
                    <label key={f.code}>
                      <input type="radio" name="frequency" value={f.code} defaultChecked={s.frequency === f.code} /> {f.label}
                    </label>
                  ))}
                </fieldset>
                <button type="submit" className={formStyles.secondary}>
                  保存频率
                </button>
              </form>
              <form method="post" action={SUBSCRIPTION_API.unsubscribe} className={formStyles.actions}>
                <input type="hidden" name="id" value={s.id} />
                <button type="submit" className={formStyles.secondary} aria-label={`退订 ${s.label}`}>
                  退订
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
