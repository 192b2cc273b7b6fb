import Link from 'next/link';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { Attachments } from '@/components/templates/Attachments';
import { excerpt, formatDate } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import prose from '@/components/templates/prose.module.css';
import { cachedColumnPage as getColumnPage, cachedColumnTree as getColumnTree } from '@/lib/cache/reads';
import { findNode } from '@/lib/navigation/resolve';
import { RichText } from '@/components/templates/RichText';
import styles from './legal.module.css';

/** /privacypolicy/user | privacy | register: the legal texts of columns xy_user / xy_privacy / xy_register. */
const DOCS = {
  user: { columnKey: 'xy_user', title: '保障房用户协议' },
  privacy: { columnKey: 'xy_privacy', title: '隐私政策' },
  register: { columnKey: 'xy_register', title: '注册协议' },
} as const;

type DocName = keyof typeof DOCS;
type Props = { params: Promise<{ doc: string }> };

function isDoc(value: string): value is DocName {
  return Object.prototype.hasOwnProperty.call(DOCS, value);
}

async function loadDoc(doc: DocName) {
  await connection();
  const [tree, content] = await Promise.all([getColumnTree(), getColumnPage(DOCS[doc].columnKey)]);
  const title = findNode(tree, DOCS[doc].columnKey)?.label ?? DOCS[doc].title;
  return { title, content };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { doc } = await params;
  if (!isDoc(doc)) return {};
  const { title, content } = await loadDoc(doc);
  return pageMetadata({
    title,
    description: content?.summary || (content ? excerpt(content.bodyHtml, 150) : title),
    path: `/privacypolicy/${doc}`,
  });
}

export default async function LegalDocumentPage({ params }: Props) {
  const { doc } = await params;
  if (!isDoc(doc)) redirect('/home');
  const { title, content } = await loadDoc(doc);
  const others = (Object.keys(DOCS) as DocName[]).filter((d) => d !== doc);

  return (
    <article className={styles.doc}>
      <h1 className={styles.title}>{title}</h1>
      {content ? (
        <>
          {/* Most texts state their own dates in the first lines; only add one when they do not. */}
          {/更新日期|生效日期/.test(content.bodyHtml.slice(0, 400)) ? null : (
            <p className={styles.meta}>
              更新日期：<time dateTime={content.publishAt}>{formatDate(content.publishAt)}</time>
            </p>
          )}
          <RichText className={prose.prose} html={content.bodyHtml} />
          <Attachments attachments={content.attachments} />
        </>
      ) : (
        <p className={styles.empty}>该文档正在更新，请稍后再来查看。</p>
      )}
      <nav className={styles.related} aria-label="相关协议">
        <ul>
          {others.map((d) => (
            <li key={d}>
              <a href={`/privacypolicy/${d}`}>{DOCS[d].title}</a>
            </li>
          ))}
          <li>
            <Link href="/home">返回首页</Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
