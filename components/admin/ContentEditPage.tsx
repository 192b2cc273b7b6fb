import Link from 'next/link';
import { FailureSummary } from '@/components/form/FailureSummary';
import type { ContentForEdit } from '@/lib/cms/content-admin';
import type { ColumnChoice } from '@/lib/cms/content-console';
import { formatShanghaiMinute } from '@/lib/cms/content-time';
import { EDITABLE_STATUSES, POLICY_LABELS, statusLabel } from '@/lib/cms/content-workflow';
import { readFormFailure } from '@/lib/forms/failure-query';
import { roleCan, type StaffSession } from '@/lib/staff/roles';
import { CONTENT_DRAFT_FIELDS, toPublishAtInput } from '@/lib/validation/content-edit';
import styles from '@/app/admin/admin.module.css';
import { ContentEditor, type ContentEditorValues } from './ContentEditor.client';
import { ContentPolicyForm, ContentSteps } from './ContentSteps';
import { CONTENT_FIELD_LABELS, CONTENT_PAGE_TEXT as P, CONTENT_UPLOAD_ACTION } from './content-text';
import { RichText } from '@/components/templates/RichText';
import { ContentHistory, PendingRestore, type ContentHistoryProps } from './ContentVersions';

export type ContentEditPageProps = {
  session: StaffSession;
  content: ContentForEdit | null;
  columns: ColumnChoice[];
  query: Record<string, string | undefined>;
  /** The article's versions (absent for a new article). */
  history?: Omit<ContentHistoryProps, 'content' | 'role'>;
};

const valuesOf = (c: ContentForEdit | null): ContentEditorValues => ({
  id: c ? String(c.id) : '',
  title: c?.title ?? '',
  summary: c?.summary ?? '',
  columnKey: c?.columnKey ?? '',
  source: c?.source ?? '',
  coverUrl: c?.coverUrl ?? '',
  bodyHtml: c?.bodyHtml ?? '',
  attachments: JSON.stringify(c?.attachments ?? []),
  // A time ahead is the editor's proposal; a past one (the draft's creation) shows empty: "when published".
  publishAt: c && c.publishAt.getTime() > Date.now() ? toPublishAtInput(c.publishAt) : '',
});

/** A new article, or one article in any status: its draft form (editors, drafts only), its steps and its policy mark. */
export function ContentEditPage({ session, content, columns, query, history }: ContentEditPageProps) {
  const now = new Date();
  const failure = readFormFailure((k) => query[k], CONTENT_DRAFT_FIELDS, ['state', 'upload', 'forbidden'] as const);
  const editable = roleCan(session.role, 'content.draft') && (!content || EDITABLE_STATUSES.includes(content.status));
  const initialErrors = Object.fromEntries(failure.fields.map((f) => [f, '请按要求填写']));
  const done = query.done ? P.done(query.done) : '';
  const image = query.image && /^\/api\/bzf-portal-cms\/contentFile\/\d+\/[A-Za-z0-9_-]+$/.test(query.image) ? query.image : null;

  return (
    <>
      <h1 className={styles.heading}>{content ? `文章 #${content.id}` : '新建文章'}</h1>
      <p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the list is a route handler (docs/decisions/0115-console-list-route.md): a <Link> would prefetch and fetch its flight data, which it has none of */}
        <a href="/admin/content">返回文章列表</a>
        {content ? (
          <>
            {'　'}
            <Link href={`/admin/content/${content.id}/preview`}>预览</Link>
          </>
        ) : null}
      </p>
      {query.saved ? (
        <p className={styles.notice} role="status">
          {P.saved}
        </p>
      ) : null}
      {done ? (
        <p className={styles.notice} role="status">
          {done}
        </p>
      ) : null}
      {query.uploaded ? (
        <p className={styles.notice} role="status">
          {P.uploadedAttachment}
        </p>
      ) : null}
      {image ? (
        <p className={styles.notice} role="status">
          {P.uploadedImage}
          <code>{`<img src="${image}" alt="" />`}</code>
        </p>
      ) : null}
      <FailureSummary idPrefix="content" reason={failure.reason} fields={failure.fields} labels={CONTENT_FIELD_LABELS} reasons={P.reasons} />

      {content ? (
        <section className={styles.card} aria-labelledby="state-heading">
          <h2 id="state-heading" className={styles.subheading}>
            状态：{statusLabel(content.status, content.publishAt, now)}
            {content.policyState ? `（${POLICY_LABELS[content.policyState]}）` : null}
          </h2>
          <p>
            栏目：{content.columnLabel}　发布时间：{formatShanghaiMinute(content.publishAt)}　最后修改：{formatShanghaiMinute(content.updatedAt)}
          </p>
          <ContentSteps content={content} role={session.role} now={now} />
          {roleCan(session.role, 'content.publish') && content.status === 'published' ? (
            <>
              <h3 className={styles.subheading}>政策文件</h3>
              <ContentPolicyForm content={content} />
            </>
          ) : null}
        </section>
      ) : null}

      {content ? <PendingRestore content={content} role={session.role} /> : null}

      {editable ? (
        <section className={styles.card} aria-labelledby="draft-heading">
          <h2 id="draft-heading" className={styles.subheading}>
            {content ? '修改草稿' : '撰写草稿'}
          </h2>
          <ContentEditor initial={valuesOf(content)} columns={columns} initialErrors={initialErrors} />
        </section>
      ) : content ? (
        <section className={styles.card} aria-labelledby="read-heading">
          <h2 id="read-heading" className={styles.subheading}>
            {content.title}
          </h2>
          {content.summary ? <p>{content.summary}</p> : null}
          <RichText html={content.bodyHtml} />
          {content.attachments.length ? (
            <ul>
              {content.attachments.map((a) => (
                <li key={a.url}>
                  <a href={a.url}>{a.name}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {editable && content ? (
        <section className={styles.card} aria-labelledby="upload-heading">
          <h2 id="upload-heading" className={styles.subheading}>
            上传图片或附件
          </h2>
          <form method="post" action={CONTENT_UPLOAD_ACTION} encType="multipart/form-data">
            <input type="hidden" name="contentId" value={content.id} />
            <fieldset>
              <legend>文件类型</legend>
              <label>
                <input type="radio" name="kind" value="attachment" defaultChecked /> 附件（加入本草稿）
              </label>{' '}
              <label>
                <input type="radio" name="kind" value="image" /> 图片（得到地址后插入正文）
              </label>
            </fieldset>
            <p>
              <label htmlFor="upload-file">选择文件</label> <input id="upload-file" type="file" name="file" accept=".jpg,.jpeg,.png,.pdf,.doc,.docx" required />
            </p>
            <button type="submit" className={styles.button}>
              上传
            </button>
          </form>
        </section>
      ) : null}

      {content && history ? <ContentHistory content={content} role={session.role} {...history} /> : null}
    </>
  );
}
