'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { formStyles, HiddenFields, TextField } from '@/components/form/fields';
import { FormActions, SelectField, TextArea, type Option } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { postFormData } from '@/lib/api-client/envelope';
import { CONTENT_FIELD_LABELS, CONTENT_SAVE_ACTION, CONTENT_UPLOAD_ACTION } from './content-text';
import { RichTextEditor } from './RichTextEditor.client';
import styles from './ContentEditor.module.css';

export type ContentEditorValues = {
  id: string;
  title: string;
  summary: string;
  columnKey: string;
  source: string;
  coverUrl: string;
  bodyHtml: string;
  attachments: string;
  publishAt: string;
};

export type ContentEditorProps = { initial: ContentEditorValues; columns: readonly Option[]; initialErrors?: Record<string, string> };

type Uploaded = { url: string; name: string; size: number };
type AttachmentItem = { name: string; url: string; size?: number };

const loadSchema = () => import('@/lib/validation/content-edit').then((m) => m.contentDraftForm);

const parseAttachments = (v: string): AttachmentItem[] => {
  try {
    const list = JSON.parse(v || '[]') as unknown;
    return Array.isArray(list) ? (list as AttachmentItem[]) : [];
  } catch {
    return [];
  }
};

/**
 * The article's draft on the form kit: without JavaScript a plain form (the body a textarea of
 * HTML, attachments added by the page's own upload form); with it the TipTap body, uploads in
 * place, live messages from the server's own schema. Saving stays on the edit page.
 */
export function ContentEditor({ initial, columns, initialErrors }: ContentEditorProps) {
  const router = useRouter();
  const [uploadMessage, setUploadMessage] = useState('');
  const form = useForm<ContentEditorValues, { id: number }>({
    id: 'content',
    action: CONTENT_SAVE_ACTION,
    schema: loadSchema,
    initial,
    initialErrors,
    // A new article leaves for its own page; an existing draft stays on this one (the page's data
    // refreshes under the same form), so the form must be ready for the next save.
    leaves: initial.id === '',
    onSuccess: (row) => router.replace(`/admin/content/${row.id}?saved=1`),
  });

  const upload = async (kind: 'image' | 'attachment', file: File): Promise<Uploaded | null> => {
    setUploadMessage('正在上传…');
    const data = new FormData();
    data.set('kind', kind);
    data.set('file', file);
    const result = await postFormData<Uploaded>(CONTENT_UPLOAD_ACTION, data);
    setUploadMessage(result.ok ? `已上传：${result.data.name}` : result.msg);
    return result.ok ? result.data : null;
  };

  const attachments = parseAttachments(form.values.attachments);
  const setAttachments = (list: AttachmentItem[]) => form.set('attachments', JSON.stringify(list));

  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ id: initial.id, attachments: form.values.attachments }} />
      <TextField field={form.field('title')} label={CONTENT_FIELD_LABELS.title} maxLength={100} required />
      <SelectField field={form.field('columnKey')} label={CONTENT_FIELD_LABELS.columnKey} options={columns} placeholder="请选择栏目" required />
      <TextArea field={form.field('summary')} label={CONTENT_FIELD_LABELS.summary} rows={3} maxChars={300} live={form.hydrated} optional />
      <TextField field={form.field('source')} label={CONTENT_FIELD_LABELS.source} maxLength={50} optional />
      <TextField
        field={form.field('publishAt')}
        label={CONTENT_FIELD_LABELS.publishAt}
        type="datetime-local"
        hint="北京时间。留空则以审核发布的时间为准；审核时可改为将来的时间（定时发布）"
        optional
      />
      <TextField field={form.field('coverUrl')} label={CONTENT_FIELD_LABELS.coverUrl} hint="本站上传图片的地址（可用下方“上传封面”）" optional />
      {form.hydrated ? (
        <p>
          <label htmlFor="content-cover-file">上传封面（JPG 或 PNG）</label>{' '}
          <input
              id="content-cover-file"
              type="file"
              accept=".jpg,.jpeg,.png"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                const done = file ? await upload('image', file) : null;
                if (done) form.set('coverUrl', done.url);
              }}
            />
        </p>
      ) : null}
      {/* Our own upload, already re-encoded: next/image would only add a second copy. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {form.values.coverUrl ? <img className={styles.cover} src={form.values.coverUrl} alt="封面预览" /> : null}

      <RichTextEditor
        field={form.field('bodyHtml')}
        label={CONTENT_FIELD_LABELS.bodyHtml}
        hint="HTML：保存时只保留段落、标题、列表、表格、图片和链接，其余标记会被移除"
        uploadImage={async (file) => (await upload('image', file))?.url ?? null}
      />

      <fieldset className={formStyles.group}>
        <legend>{CONTENT_FIELD_LABELS.attachments}</legend>
        {attachments.length ? (
          <ul className={styles.files}>
            {attachments.map((a, i) => (
              <li key={a.url}>
                <a href={a.url}>{a.name}</a>
                {form.hydrated ? (
                  <button type="button" className={formStyles.secondary} onClick={() => setAttachments(attachments.filter((_, j) => j !== i))}>
                    移除（保存后生效）
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>暂无附件</p>
        )}
        {form.hydrated ? (
          <p>
            <label htmlFor="content-attachment-file">添加附件（PDF 或 Word）</label>{' '}
            <input
              id="content-attachment-file"
              type="file"
              accept=".pdf,.doc,.docx"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                const done = file ? await upload('attachment', file) : null;
                if (done) setAttachments([...attachments, { name: done.name, url: done.url, size: done.size }]);
              }}
            />
          </p>
        ) : null}
        <span id="content-attachments-error">{form.errorOf('attachments')}</span>
      </fieldset>
      <p role="status">{uploadMessage}</p>
      <FormActions form={form} submit="保存草稿" sending="正在保存…" />
    </form>
  );
}
