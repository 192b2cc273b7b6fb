'use client';

import { mergeAttributes, Node } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { useRef, type ChangeEvent } from 'react';
import { FieldError } from '@/components/form/fields';
import type { BoundField } from '@/components/form/use-form';
import { cleanOfficeHtml } from '@/lib/html/office-paste';
import styles from './ContentEditor.module.css';

export type TipTapBodyProps = { field: BoundField<string>; label: string; uploadImage: (file: File) => Promise<string | null> };

/** Images of the body: only our own uploads are inserted (the server's allowlist drops other schemes anyway). */
const BodyImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: '' } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});

/** The toolbar: the few structures an article has (headings 2–4, lists, a table, an image). */
export function TipTapBody({ field, label, uploadImage }: TipTapBodyProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    immediatelyRender: false,
    // The CSP allows no inline <style>: ProseMirror's few rules are in ContentEditor.module.css.
    injectCSS: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, code: false, codeBlock: false, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
      BodyImage,
    ],
    content: field.value,
    editorProps: {
      attributes: { id: field.id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: styles.body ?? '' },
      // Word/WPS: keep headings, lists and tables; drop mso classes, styles and <o:p>.
      transformPastedHTML: (html) => cleanOfficeHtml(html),
    },
    onUpdate: ({ editor: e }) => field.onChange(e.getHTML()),
  });

  const button = (text: string, run: () => void, active = false) => (
    <button type="button" className={styles.tool} aria-pressed={active} onClick={run} disabled={!editor}>
      {text}
    </button>
  );
  const chain = () => editor!.chain().focus();
  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !editor) return;
    const url = await uploadImage(file);
    if (url) chain().insertContent({ type: 'image', attrs: { src: url, alt: '' } }).run();
  };

  return (
    <div className={styles.editorField}>
      <span className={styles.editorLabel} id={`${field.id}-label`}>
        {label}
      </span>
      <div className={styles.toolbar} role="toolbar" aria-label="正文格式" aria-controls={field.id}>
        {button('二级标题', () => chain().toggleHeading({ level: 2 }).run(), editor?.isActive('heading', { level: 2 }))}
        {button('三级标题', () => chain().toggleHeading({ level: 3 }).run(), editor?.isActive('heading', { level: 3 }))}
        {button('加粗', () => chain().toggleBold().run(), editor?.isActive('bold'))}
        {button('项目列表', () => chain().toggleBulletList().run(), editor?.isActive('bulletList'))}
        {button('编号列表', () => chain().toggleOrderedList().run(), editor?.isActive('orderedList'))}
        {button('插入表格', () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
        {button('插入图片', () => fileInput.current?.click())}
        <input ref={fileInput} type="file" accept=".jpg,.jpeg,.png" hidden onChange={pickImage} aria-label="选择要插入的图片" />
      </div>
      <EditorContent editor={editor} />
      <input type="hidden" name={field.name} value={field.value} />
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}
