'use client';

import { useId, useRef, useState, type ChangeEvent } from 'react';
import { postFormData, postJson } from '@/lib/api-client/envelope';
import { useHydrated } from '@/lib/api-client/use-hydrated';
import { formatFileSize } from '@/lib/format';
import { checkBeforeUpload, downloadHref, FILE_ACCEPT, FILE_API, FILE_MSG, type FileErrorReason, type FileMeta, type FilePurpose } from '@/lib/recruitment/file-rules';
import { uploadFormId } from './upload-form-id';
import { FILE_FIELD_TEXT as T } from './text';
import { formStyles } from '@/components/form/fields';
import styles from './FileField.module.css';

export type { FileMeta } from '@/lib/recruitment/file-rules';

export type FileFieldProps = {
  purpose: FilePurpose;
  label: string;
  /** The file already chosen (the saved resume's, or the one a plain upload came back with). */
  initial?: FileMeta | null;
  /** Told of every change: the new file's description, or null once it is removed. */
  onChange?: (file: FileMeta | null) => void;
  /**
   * Without JavaScript: the page a plain upload returns to. The page then also renders
   * <FileUploadForm purpose back /> outside its own form (forms cannot nest).
   */
  back?: string;
  /** A refusal a plain upload came back with (`?failed=<reason>&upload=<purpose>`). */
  initialError?: FileErrorReason;
  /** The surrounding form's id for this field (its hook's fieldId), so the form can focus it. */
  id?: string;
  /** The surrounding form's message about the chosen file (a file that is no longer valid). */
  error?: string;
};

/** The hidden field a surrounding plain form posts: the chosen file's id. */
export const FILE_ID_FIELD: Record<FilePurpose, string> = { photo: 'photoFileId', attachment: 'attachmentFileId' };

/**
 * A job seeker's photo or attachment: uploads as soon as a file is chosen, then shows its name,
 * size, 下载 and 删除; a refusal (the browser's first look or the server's) is shown at the field,
 * tied to the input and announced. The id travels in a hidden input for the surrounding form and
 * to `onChange`. A file replaced before the form is left is removed again, so trying a few files
 * does not fill the 30 MB a person has; the file the field started with is never removed that way.
 */
export function FileField({ purpose, label, initial = null, onChange, back, initialError, id: givenId, error: formError }: FileFieldProps) {
  const hydrated = useHydrated();
  const ownId = useId();
  const id = givenId ?? ownId;
  const inputId = givenId ?? `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [file, setFile] = useState<FileMeta | null>(initial);
  const [ownError, setError] = useState(initialError ? FILE_MSG[initialError] : '');
  // The field's own refusal first (it is the newest); else what the form says about the chosen file.
  const error = ownError || formError || '';
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  /** Files uploaded by this field since the page was opened: only these are removed when replaced. */
  const uploadedHere = useRef(new Set<number>());

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    if (!chosen || busy) return;
    const refused = checkBeforeUpload(purpose, chosen);
    if (refused) {
      input.value = '';
      setStatus('');
      setError(FILE_MSG[refused]);
      return;
    }
    setError('');
    setBusy(true);
    setStatus(T.uploading);
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', chosen, chosen.name);
    const result = await postFormData<FileMeta>(FILE_API.upload, form);
    input.value = '';
    setBusy(false);
    if (!result.ok) {
      setStatus('');
      setError(result.msg);
      return;
    }
    const previous = file;
    uploadedHere.current.add(result.data.id);
    setFile(result.data);
    setStatus(T.uploaded(result.data.fileName));
    onChange?.(result.data);
    if (previous && uploadedHere.current.has(previous.id)) {
      uploadedHere.current.delete(previous.id);
      // Best effort: a failure leaves a file the person can still remove in the personal centre.
      void postJson(FILE_API.remove, { id: previous.id });
    }
  };

  const remove = async () => {
    if (!file || busy) return;
    setBusy(true);
    setError('');
    setStatus(T.removing);
    const result = await postJson<FileMeta>(FILE_API.remove, { id: file.id });
    setBusy(false);
    // Already gone (another tab) is as good as removed.
    if (result.ok || result.status === 404) {
      uploadedHere.current.delete(file.id);
      setFile(null);
      setStatus(T.removed);
      onChange?.(null);
      return;
    }
    setStatus('');
    setError(result.msg);
  };

  const formId = back ? uploadFormId(purpose) : undefined;
  return (
    <div className={`${formStyles.field} ${styles.field}`}>
      <label className={formStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <span id={hintId} className={formStyles.hint}>
        {T.hint[purpose]}
      </span>
      <div className={styles.row}>
        <input
          id={inputId}
          type="file"
          className={styles.input}
          accept={FILE_ACCEPT[purpose]}
          // Without scripts the file goes with the page's upload form, never with the resume form.
          name={formId ? 'file' : undefined}
          form={formId}
          onChange={(e) => void choose(e)}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId} ${errorId}`}
        />
        {formId && !hydrated ? (
          <button type="submit" form={formId} className={formStyles.secondary}>
            {T.upload}
          </button>
        ) : null}
      </div>
      <p className={formStyles.status} aria-live="polite">
        {status}
      </p>
      {file ? (
        <div className={styles.current} role="group" aria-label={T.current}>
          {purpose === 'photo' ? (
            // The owner's own photo through the download call (no-store): a preview, not a public URL.
            // eslint-disable-next-line @next/next/no-img-element
            <img className={styles.photo} src={downloadHref(file.id)} alt={T.photoAlt} width={60} height={80} />
          ) : null}
          <span className={styles.name}>{file.fileName}</span>
          <span className={styles.size}>{formatFileSize(file.size)}</span>
          <a className={styles.action} href={downloadHref(file.id)}>
            {T.download}
            <span className="visually-hidden"> {file.fileName}</span>
          </a>
          {hydrated ? (
            <button type="button" className={styles.action} onClick={() => void remove()} disabled={busy}>
              {T.remove}
              <span className="visually-hidden"> {file.fileName}</span>
            </button>
          ) : null}
        </div>
      ) : null}
      <p id={errorId} className={formStyles.error} role="alert">
        {error}
      </p>
      <input type="hidden" name={FILE_ID_FIELD[purpose]} value={file ? String(file.id) : ''} />
    </div>
  );
}
