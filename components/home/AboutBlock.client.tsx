'use client';

import { HOME_TEXT } from './text';
import styles from './home.module.css';

export type AboutBlockViewProps = {
  name: string;
  shortName: string;
  slogan: string;
  summary: string;
  /** The company column's page, '' when there is no such column. */
  moreHref: string;
  /** The founding day (YYYY-MM-DD) or ''. */
  foundedOn: string;
  capital: string;
  /** The company column's visible children: [label, href]. */
  links: [label: string, href: string][];
};

/** 走进我们's markup, from these fields (the payload carries them, not element JSON). */
export function AboutBlockView({ name, shortName, slogan, summary, moreHref, foundedOn, capital, links }: AboutBlockViewProps) {
  return (
    <div className={styles.about}>
      <div className={styles.aboutText}>
        <p className={styles.aboutName}>{name}</p>
        {slogan ? <p className={styles.aboutSlogan}>{slogan}</p> : null}
        <p className={styles.aboutSummary}>{summary}</p>
        {moreHref ? (
          <a className={styles.aboutMore} href={moreHref}>
            {HOME_TEXT.aboutMore}
            <span className="visually-hidden">{shortName}</span> →
          </a>
        ) : null}
      </div>
      <div className={styles.aboutSide}>
        <dl className={styles.aboutFacts}>
          {foundedOn ? (
            <div>
              <dt>{HOME_TEXT.foundedOn}</dt>
              <dd>
                <time dateTime={foundedOn}>{foundedOn.slice(0, 4)}</time>
                <small>年</small>
              </dd>
            </div>
          ) : null}
          {capital ? (
            <div>
              <dt>{HOME_TEXT.registeredCapital}</dt>
              <dd>{capital}</dd>
            </div>
          ) : null}
        </dl>
        {links.length > 0 ? (
          <ul className={styles.aboutLinks}>
            {links.map(([label, href]) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
