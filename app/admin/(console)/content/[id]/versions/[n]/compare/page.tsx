import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { canRestore, PendingRestore, VersionOpForm, versionActionText, versionAuthor } from '@/components/admin/ContentVersions';
import { VersionCompare } from '@/components/admin/VersionCompare';
import { VERSION_TEXT as T } from '@/components/admin/content-text';
import { getContentForEdit } from '@/lib/cms/content-admin';
import { columnLabels } from '@/lib/cms/content-console';
import { compareVersionContent } from '@/lib/cms/content-diff';
import { formatShanghaiMinute } from '@/lib/cms/content-time';
import { getContentVersion } from '@/lib/cms/content-versions';
import { requireStaffPage } from '@/lib/staff/current';
import { CONTENT_PAGES } from '@/lib/staff/content-routes';
import styles from '../../../../../../admin.module.css';

export const metadata: Metadata = { title: '版本对比' };

type PageProps = { params: Promise<{ id: string; n: string }> };

const NUMBER = /^[1-9]\d{0,9}$/;

/** A version against the article as it stands: the fields that differ, the body paragraph by paragraph, and 恢复 where the role and state allow. */
export default async function ContentVersionComparePage({ params }: PageProps) {
  const session = await requireStaffPage('content.read');
  const { id, n } = await params;
  if (!NUMBER.test(id) || !NUMBER.test(n)) notFound();
  const [content, version, labels] = await Promise.all([getContentForEdit(Number(id)), getContentVersion(Number(id), Number(n)), columnLabels()]);
  if (!content || !version) notFound();
  const { fields, body } = compareVersionContent(version, content, labels);
  return (
    <ConsoleFrame session={session} current="content">
      <h1 className={styles.heading}>{T.compareHeading(version.number)}</h1>
      <p>
        文章 #{content.id}「{content.title}」　第 {version.number} 版：{formatShanghaiMinute(version.at)}，{versionAuthor(version)}，{versionActionText(version)}
      </p>
      <p className={styles.rowActions}>
        <Link href={CONTENT_PAGES.version(content.id, version.number)}>查看第 {version.number} 版</Link>
        <Link href={`${CONTENT_PAGES.edit(content.id)}#history-heading`}>返回文章</Link>
      </p>
      <VersionCompare number={version.number} fields={fields} body={body} />
      {canRestore(content, session.role) ? (
        <section className={styles.card} aria-labelledby="restore-heading">
          <h2 id="restore-heading" className={styles.subheading}>
            恢复
          </h2>
          <p>{content.status === 'published' ? T.restorePublished : '恢复后，该版本的内容成为草稿（当前内容仍保留在版本历史中）。'}</p>
          <VersionOpForm id={content.id} version={version.number} op="restore" primary />
        </section>
      ) : null}
      <PendingRestore content={content} role={session.role} />
    </ConsoleFrame>
  );
}
