'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { TextArea } from '@/components/form/more-fields';
import type { BoundField } from '@/components/form/use-form';
import type { TipTapBodyProps } from './TipTapBody.client';

export type RichTextEditorProps = {
  field: BoundField<string>;
  label: string;
  hint: string;
  /** Uploads an image and answers its URL (or null after showing why not). */
  uploadImage: (file: File) => Promise<string | null>;
};

/**
 * The body field: without JavaScript (and until the editor has loaded) a textarea of HTML that
 * posts as `bodyHtml`; then the TipTap editor (loaded on demand, console only) takes its place and
 * writes its HTML back into the same field. The server sanitises whatever arrives either way.
 */
export function RichTextEditor({ field, label, hint, uploadImage }: RichTextEditorProps) {
  const [Editor, setEditor] = useState<ComponentType<TipTapBodyProps> | null>(null);
  useEffect(() => {
    let live = true;
    import('./TipTapBody.client').then(
      (m) => live && setEditor(() => m.TipTapBody),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!Editor) return <TextArea field={field} label={label} hint={hint} rows={16} />;
  return <Editor field={field} label={label} uploadImage={uploadImage} />;
}
