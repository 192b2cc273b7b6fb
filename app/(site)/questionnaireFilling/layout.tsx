import type { ReactNode } from 'react';
import styles from '@/components/questionnaire/Questionnaire.module.css';

/**
 * /questionnaireFilling (spec §2 top-level route; questionnaires are also opened from the app and
 * from messages) wears the site's frame like every other page: header, menu, footer and skip link
 * come from the (site) layout; this only keeps the questionnaire's reading width.
 */
export default function QuestionnaireLayout({ children }: { children: ReactNode }) {
  return <div className={styles.main}>{children}</div>;
}
