import { ConfirmAction } from '@/components/form/ConfirmAction.client';
import { formStyles } from '@/components/form/form-styles';
import { MY_DATA_PATH } from '@/lib/navigation/paths';
import { PRIVACY_API } from '@/lib/privacy/routes';
import { PRIVACY_ERRORS, PRIVACY_TEXT as T } from '@/lib/privacy/text';
import type { MyDataData } from '@/lib/templates/my-data';
import { ReauthForm } from './ReauthForm.client';
import styles from './MyData.module.css';

/** Beijing time to the minute. */
const cityMinute = (iso: string) => {
  const s = new Date(new Date(iso).getTime() + 8 * 3600 * 1000).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, 16)}`;
};

const FAILED: Record<string, string> = {
  reauth: PRIVACY_ERRORS.reauthNeeded,
  busy: '系统繁忙，请稍后再试',
};

/** 我的数据: server markup; every action is a plain form post (the password form is the only script). */
export function MyData({ data }: { data: MyDataData }) {
  const { reauthenticated, contact, agreements, deletedAtOnce, kept, keepYears, failed, done } = data;
  return (
    <div>
      <p className={styles.muted}>{T.intro}</p>
      {failed ? (
        <div className={formStyles.summary} role="alert">
          <p>{FAILED[failed] ?? FAILED.busy}</p>
        </div>
      ) : null}

      <section className={styles.panel} aria-labelledby="my-data-export">
        <h2 id="my-data-export">{T.exportTitle}</h2>
        <p>{T.exportHint}</p>
        {reauthenticated ? (
          <>
            <p role="status">{T.reauthDone}</p>
            <form method="post" action={PRIVACY_API.export} className={formStyles.actions}>
              <button type="submit" className={formStyles.primary}>
                {T.exportButton}
              </button>
            </form>
          </>
        ) : (
          <>
            <h3>{T.reauthTitle}</h3>
            <ReauthForm initialErrors={failed === 'invalid' ? { password: PRIVACY_ERRORS.wrongPassword } : undefined} />
          </>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="my-data-contact">
        <h2 id="my-data-contact">{T.contactTitle}</h2>
        <p role={done === 'contact' ? 'status' : undefined}>
          {contact.on ? T.contactOn : T.contactOff}
          {contact.at ? <span className={styles.muted}>（{cityMinute(contact.at)}）</span> : null}
        </p>
        <form method="post" action={PRIVACY_API.contactConsent} className={formStyles.actions}>
          <input type="hidden" name="on" value={contact.on ? 'false' : 'true'} />
          <button type="submit" className={formStyles.secondary}>
            {contact.on ? T.contactWithdraw : T.contactGive}
          </button>
        </form>
      </section>

      <section className={styles.panel} aria-labelledby="my-data-agreements">
        <h2 id="my-data-agreements">已同意的协议</h2>
        <ul className={styles.list}>
          {agreements.map((a) => (
            <li key={a.key}>
              <a href={`/privacypolicy/${a.key}`}>《{a.title}》</a> {a.accepted ? T.consentAccepted(a.accepted.version, cityMinute(a.accepted.at)) : '尚未同意'}
              {a.pending ? `（${T.consentNew(a.version)}）` : ''}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-labelledby="my-data-delete">
        <h2 id="my-data-delete">{T.deleteTitle}</h2>
        <p>
          <strong>{T.deleteNow}</strong>
          {deletedAtOnce.join('、')}。
        </p>
        <p>
          <strong>{T.deleteKept}</strong>
        </p>
        <ul className={styles.list}>
          {kept.map((k) => (
            <li key={k.label}>
              {k.label}：{k.why}
            </li>
          ))}
        </ul>
        <p>{T.deleteKeptTail(keepYears)}</p>
        <p>{T.deleteAfter}</p>
        {reauthenticated ? (
          <ConfirmAction
            kind="deleteAccount"
            words={{ verb: T.deleteTitle, confirm: T.deleteConfirm, busy: '正在注销…', question: T.deleteAsk }}
            subject="账号"
            action={PRIVACY_API.deleteAccount}
            fields={{}}
            cancelHref={MY_DATA_PATH}
            note={T.deleteAfter}
          />
        ) : (
          <p className={styles.muted}>{PRIVACY_ERRORS.reauthNeeded}</p>
        )}
      </section>
    </div>
  );
}
