import type { Subsidiary } from '@/lib/cms/types';
import { T } from './strings';
import { RichText } from './RichText';
import styles from './Subsidiaries.module.css';
import prose from './prose.module.css';

export type SubsidiariesProps = { subsidiaries: Subsidiary[] };

function initials(name: string): string {
  return name.replace(/^(.*?市)?/, '').slice(0, 2);
}

/** 下属公司 as cards: summary, contact facts and the introduction. */
export function Subsidiaries({ subsidiaries }: SubsidiariesProps) {
  return (
    <div>
      {subsidiaries.length === 0 ? (
        <p className={styles.empty}>{T.subsidiariesEmpty}</p>
      ) : (
        <ul className={styles.cards}>
          {subsidiaries.map((s) => (
            <li key={s.id} className={styles.card}>
              <div className={styles.head}>
                {s.logoUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- seeded SVG logos with known size
                  <img className={styles.logo} src={s.logoUrl} alt={`${s.name}标志`} width={56} height={56} loading="lazy" />
                ) : (
                  <span className={styles.logoText} aria-hidden="true">
                    {initials(s.name)}
                  </span>
                )}
                <h2 className={styles.name}>{s.name}</h2>
              </div>
              {s.summary ? <p className={styles.summary}>{s.summary}</p> : null}
              {s.bodyHtml ? <RichText className={`${prose.prose} ${styles.body}`} html={s.bodyHtml} /> : null}
              <dl className={styles.facts}>
                {s.address ? (
                  <div>
                    <dt>{T.subsidiaryAddress}</dt>
                    <dd>{s.address}</dd>
                  </div>
                ) : null}
                {s.phone ? (
                  <div>
                    <dt>{T.subsidiaryPhone}</dt>
                    <dd>
                      <a href={`tel:${s.phone.replace(/[^\d+]/g, '')}`}>{s.phone}</a>
                    </dd>
                  </div>
                ) : null}
                {s.website ? (
                  <div>
                    <dt>{T.subsidiaryWebsite}</dt>
                    <dd>
                      <a href={s.website} rel="noopener noreferrer" target="_blank">
                        {s.website.replace(/^https?:\/\//, '')}
                      </a>
                    </dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
