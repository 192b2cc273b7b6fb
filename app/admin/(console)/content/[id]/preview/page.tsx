import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Article } from '@/components/templates/Article';
import { loadArticlePreview } from '@/lib/cms/content-console';
import { statusLabel } from '@/lib/cms/content-workflow';
import { getContentForEdit } from '@/lib/cms/content-admin';
import { requireStaffPage } from '@/lib/staff/current';
import styles from '../../../../admin.module.css';

/** Never indexed (the console's layout says so too, and middleware's X-Robots-Tag). */
export const metadata: Metadata = { title: '预览', robots: { index: false, follow: false, nocache: true } };

type PageProps = { params: Promise<{ id: string }> };

/**
 * The article as visitors will see it: the public article template (components/templates/Article)
 * rendered with the stored draft — sanitised again as it renders, as on the public page. A console
 * session with content.read is required.
 */
export default async function ContentPreviewPage({ params }: PageProps) {
  await requireStaffPage('content.read');
  const { id } = await params;
  const n = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0;
  const [preview, row] = await Promise.all([loadArticlePreview(n), getContentForEdit(n)]);
  if (!preview || !row) notFound();
  return (
    <>
      <p className={styles.notice} role="status">
        预览（{statusLabel(row.status, row.publishAt)}，尚未对外显示时访客看不到此页）　<Link href={`/admin/content/${row.id}`}>返回编辑</Link>
      </p>
      <main id="main" className={styles.main}>
        <Article content={preview.detail} kind={preview.kind} linkQuery={preview.linkQuery} />
      </main>
    </>
  );
}
