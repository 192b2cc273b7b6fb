import type { ColumnNode, CompanyIntroduce } from '@/lib/cms/types';
import { columnHref } from '@/lib/navigation/resolve';
import { HOME_TEXT } from './text';
import styles from './home.module.css';

export type AboutBlockProps = { company: CompanyIntroduce; column: ColumnNode | null };

/** 走进我们: the company summary, two key facts and links to the company pages. */
export function AboutBlock({ company, column }: AboutBlockProps) {
  const links = column ? column.children.filter((c) => !c.navHidden) : [];
  const founded = company.foundedOn ? company.foundedOn.slice(0, 4) : '';
  return (
    <div className={styles.about}>
      <div className={styles.aboutText}>
        <p className={styles.aboutName}>{company.name}</p>
        {company.slogan ? <p className={styles.aboutSlogan}>{company.slogan}</p> : null}
        <p className={styles.aboutSummary}>{company.summary}</p>
        {column ? (
          <a className={styles.aboutMore} href={columnHref([column])}>
            {HOME_TEXT.aboutMore}
            <span className="visually-hidden">{company.shortName || company.name}</span> →
          </a>
        ) : null}
      </div>
      <div className={styles.aboutSide}>
        <dl className={styles.aboutFacts}>
          {founded ? (
            <div>
              <dt>{HOME_TEXT.foundedOn}</dt>
              <dd>
                <time dateTime={company.foundedOn ?? undefined}>{founded}</time>
                <small>年</small>
              </dd>
            </div>
          ) : null}
          {company.registeredCapital ? (
            <div>
              <dt>{HOME_TEXT.registeredCapital}</dt>
              <dd>{company.registeredCapital}</dd>
            </div>
          ) : null}
        </dl>
        {links.length > 0 && column ? (
          <ul className={styles.aboutLinks}>
            {links.map((c) => (
              <li key={c.key}>
                <a href={columnHref([column, c])}>{c.label}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
