'use client';

import { Editor, mergeAttributes, Node } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent } from 'react';
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

/**
 * The toolbar: the few structures an article has (headings 2–4, lists, a table, an image).
 *
 * TipTap's core editor mounted into a div by an effect, not `@tiptap/react`: that package imports
 * react-dom, and a chunk group of this on-demand module that holds react-dom made Turbopack cut
 * Next's router modules out of the main-app scripts into a fourth chunk on every public page
 * (841 B gzip more; docs/decisions/0137-editor-without-tiptap-react.md). Same DOM as
 * `EditorContent` (a div holding ProseMirror's element), created after mount as `useEditor` with
 * `immediatelyRender: false` did, and re-rendered as that hook did by default: when the editor is
 * ready and whenever the field changes, not on every transaction.
 */
export function TipTapBody({ field, label, uploadImage }: TipTapBodyProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const onUpdate = useEffectEvent((html: string) => field.onChange(html));
  const initial = useEffectEvent(() => ({ id: field.id, value: field.value, label }));
  useEffect(() => {
    const { id, value, label: name } = initial();
    const created = new Editor({
      element: host.current,
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
      content: value,
      editorProps: {
        attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': name, class: styles.body ?? '' },
        // Word/WPS: keep headings, lists and tables; drop mso classes, styles and <o:p>.
        transformPastedHTML: (html) => cleanOfficeHtml(html),
      },
      onUpdate: ({ editor: e }) => onUpdate(e.getHTML()),
    });
    setEditor(created);
    return () => {
      setEditor(null);
      created.destroy();
    };
  }, []);

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
      <div ref={host} />
      <input type="hidden" name={field.name} value={field.value} />
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}
