import { FILE_API, type FilePurpose } from '@/lib/recruitment/file-rules';
import { uploadFormId } from './upload-form-id';

export type FileUploadFormProps = {
  purpose: FilePurpose;
  /** The /t1/ page (path + query) the upload returns to with ?file= or ?fileError=. */
  back: string;
};

/**
 * The no-JavaScript half of <FileField back=…>: an empty, invisible multipart form that the
 * field's file input and 上传 button join through their `form` attribute. Render it outside the
 * page's own <form> (forms cannot nest). With scripts the field uploads by itself and this form
 * is never submitted.
 */
export function FileUploadForm({ purpose, back }: FileUploadFormProps) {
  return (
    <form id={uploadFormId(purpose)} method="post" action={FILE_API.upload} encType="multipart/form-data" hidden>
      <input type="hidden" name="purpose" value={purpose} />
      <input type="hidden" name="back" value={back} />
    </form>
  );
}
