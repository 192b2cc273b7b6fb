import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { versionActionText, versionAuthor } from '@/components/admin/ContentVersions';
import { VERSION_TEXT as T } from '@/components/admin/content-text';
import { Article } from '@/components/templates/Article';
import { loadArticlePreview } from '@/lib/cms/content-console';
import { formatShanghaiMinute } from '@/lib/cms/content-time';
import { getContentVersion } from '@/lib/cms/content-versions';
import { requireStaffPage } from '@/lib/staff/current';
import { CONTENT_PAGES } from '@/lib/staff/content-routes';
import styles from '../../../../../admin.module.css';

/** Never indexed (the console's layout says so too, and middleware's X-Robots-Tag). */
export const metadata: Metadata = { title: '历史版本', robots: { index: false, follow: false, nocache: true } };

type PageProps = { params: Promise<{ id: string; n: string }> };

const NUMBER = /^[1-9]\d{0,9}$/;

/**
 * One version of an article as visitors would see it: the preview's public article template fed
 * the version's text (sanitised again as it renders, as on the public page). content.read only.
 */
export default async function ContentVersionPage({ params }: PageProps) {
  await requireStaffPage('content.read');
  const { id, n } = await params;
  if (!NUMBER.test(id) || !NUMBER.test(n)) notFound();
  const version = await getContentVersion(Number(id), Number(n));
  const preview = version ? await loadArticlePreview(Number(id), version) : null;
  if (!version || !preview) notFound();
  return (
    <>
      <p className={styles.notice} role="status">
        {T.viewBanner(version.number, formatShanghaiMinute(version.at), versionAuthor(version), versionActionText(version))}　
        <Link href={CONTENT_PAGES.compare(id, version.number)}>与当前对比</Link>　<Link href={`${CONTENT_PAGES.edit(id)}#history-heading`}>返回文章</Link>
      </p>
      <main id="main" className={styles.main}>
        <Article content={preview.detail} kind={preview.kind} linkQuery={preview.linkQuery} />
      </main>
    </>
  );
}
