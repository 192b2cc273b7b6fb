import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { requireStaffPage } from '@/lib/staff/current';
import { CATALOGUE } from '@/lib/staff/catalogue/registry';
import { CATALOGUE_ACTION, catalogueListHref } from '@/lib/staff/catalogue/routes';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '站点目录' };

/** The catalogue editor's entities: everything citizens read that is not an article. */
export default async function CatalogueIndexPage() {
  const session = await requireStaffPage(CATALOGUE_ACTION);
  return (
    <ConsoleFrame session={session} current="catalogue">
      <h1 className={styles.heading}>站点目录</h1>
      <p className={styles.hint}>此处的修改保存后立即在网站上生效，并记入审计日志。</p>
      <ul className={styles.catalogueIndex}>
        {Object.values(CATALOGUE).map((def) => (
          <li key={def.key} className={styles.card}>
            <h2 className={styles.subheading}>
              <Link href={catalogueListHref(def.key)}>{def.title}</Link>
            </h2>
            <p>{def.summary}</p>
          </li>
        ))}
      </ul>
    </ConsoleFrame>
  );
}
