import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import type { ResolvedNavigation } from '@/lib/navigation/resolve';
import styles from './PersonalCenter.module.css';

export type PersonalCenterFrameProps = { nav: ResolvedNavigation; title: string; children: ReactNode };

/** Breadcrumbs and the content card of one personal-centre page (the side menu is the layout's). */
export function PersonalCenterFrame({ nav, title, children }: PersonalCenterFrameProps) {
  return (
    <>
      <Breadcrumbs nav={nav} current={nav.levels.length < 3 ? title : undefined} />
      <div className={styles.card}>
        <div className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
        </div>
        {children}
      </div>
    </>
  );
}
