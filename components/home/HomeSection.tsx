import type { ReactNode } from 'react';
import { HOME_TEXT } from './text';
import styles from './home.module.css';

export type HomeSectionProps = {
  id: string;
  title: string;
  /** "更多" link of the section header. */
  moreHref?: string;
  moreLabel?: string;
  className?: string;
  children: ReactNode;
};

/** A titled block of the home page: h2 with the red 政务 bar, and a "更多" link. */
export function HomeSection({ id, title, moreHref, moreLabel, className, children }: HomeSectionProps) {
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={id}>
      <header className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {moreHref ? (
          <a className={styles.more} href={moreHref}>
            {HOME_TEXT.more}
            <span className="visually-hidden">{moreLabel ?? title}</span>
            <span aria-hidden="true"> ›</span>
          </a>
        ) : null}
      </header>
      {children}
    </section>
  );
}
