'use client';

import { useState } from 'react';
import { FieldError, FieldHint, formStyles, TextField } from '@/components/form/fields';
import { TextArea } from '@/components/form/more-fields';
import { FORM_TEXT } from '@/components/form/text';
import type { BoundField } from '@/components/form/use-form';
import { postFormData } from '@/lib/api-client/envelope';
import { imageLinesText, IMAGE_LIMITS, parseImageLines, type ImageLine } from '@/lib/validation/catalogue';
import { CONTENT_UPLOAD_ACTION } from './content-text';
import styles from './CatalogueImages.module.css';

export type CatalogueImagesProps = {
  field: BoundField<string>;
  label: string;
  hint?: string;
  optional?: boolean;
  /** Several pictures with captions (one a line in the value), or one picture's address. */
  multiple: boolean;
  /** The form hook's: without JavaScript the value is plain text, and the page's own upload form adds pictures. */
  hydrated: boolean;
};

type Uploaded = { url: string; name: string };

/**
 * A catalogue entry's pictures. With JavaScript: thumbnails, a caption for each (several), remove,
 * and a file input that uploads through the console's one upload route (sniffed, re-encoded
 * without metadata) and adds the stored picture; a refused file says why at the field. Without
 * it: the addresses as text (remove a line to remove a picture) — the page's upload form adds them.
 */
export function CatalogueImages({ field, label, hint, optional, multiple, hydrated }: CatalogueImagesProps) {
  const [status, setStatus] = useState('');
  const [refused, setRefused] = useState('');
  if (!hydrated) {
    const common = { field, label, hint, optional, required: !optional };
    return multiple ? <TextArea {...common} rows={4} /> : <TextField {...common} />;
  }
  const { id, name, value, error, onChange } = field;
  const images: ImageLine[] = multiple ? parseImageLines(value) : value ? [{ src: value, caption: '' }] : [];
  const store = (list: ImageLine[]) => onChange(multiple ? imageLinesText(list) : (list.at(-1)?.src ?? ''));
  const full = multiple && images.length >= IMAGE_LIMITS.perEntry;
  const shown = refused || error;

  const upload = async (file: File) => {
    setRefused('');
    setStatus('正在上传…');
    const data = new FormData();
    data.set('kind', 'image');
    data.set('file', file);
    const result = await postFormData<Uploaded>(CONTENT_UPLOAD_ACTION, data);
    if (!result.ok) {
      setStatus('');
      setRefused(result.msg);
      return;
    }
    setStatus(`已上传：${result.data.name}${multiple ? '' : '（保存后生效）'}`);
    store(multiple ? [...images, { src: result.data.url, caption: '' }] : [{ src: result.data.url, caption: '' }]);
  };

  return (
    <fieldset id={id} className={formStyles.group} aria-describedby={shown ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className={formStyles.label}>
        {label}
        {optional ? FORM_TEXT.optional : null}
      </legend>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      <input type="hidden" name={name} value={value} />
      {images.length ? (
        <ul className={styles.list}>
          {images.map((img, i) => (
            <li key={`${img.src}-${i}`} className={styles.item}>
              {/* Our own upload, already re-encoded (or a picture the entry had): next/image would add a second copy. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img className={styles.thumb} src={img.src} alt={`${label}预览 ${i + 1}`} width={180} height={120} />
              {multiple ? (
                <label>
                  图片 {i + 1} 的说明
                  <input
                    className={formStyles.input}
                    value={img.caption}
                    maxLength={IMAGE_LIMITS.caption}
                    onChange={(e) => store(images.map((x, j) => (j === i ? { ...x, caption: e.target.value.replace(/\s+/g, ' ') } : x)))}
                  />
                </label>
              ) : null}
              <button type="button" className={formStyles.secondary} onClick={() => store(images.filter((_, j) => j !== i))}>
                移除<span className="visually-hidden">{`${label} ${i + 1}`}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>尚未上传{label}</p>
      )}
      {full ? (
        <p>已达 {IMAGE_LIMITS.perEntry} 张，如需更换请先移除。</p>
      ) : (
        <p className={styles.upload}>
          <label htmlFor={`${id}-file`}>{multiple || !images.length ? `上传${label}` : `更换${label}`}（JPG 或 PNG）</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            aria-describedby={shown ? `${id}-error` : undefined}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) await upload(file);
            }}
          />
        </p>
      )}
      <p role="status" className={formStyles.status}>
        {status}
      </p>
      <FieldError id={id} error={shown} />
    </fieldset>
  );
}
