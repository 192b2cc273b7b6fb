import { fileRoute } from '@/lib/api/form-route';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { materialFailure, materialUploadedHref, safeMaterialBack } from '@/lib/applications/material-links';
import { storeMaterial } from '@/lib/applications/materials';
import { RecruitFileError } from '@/lib/recruitment/files';
import { UPLOAD_BODY_LIMIT } from '@/lib/server/policy.mjs';
import { MSG } from '@/lib/validation/common';
import { MATERIAL_UPLOAD_FIELDS, materialUploadFields } from '@/lib/validation/application-material';
import { z } from '@/lib/validation/zod';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type MaterialUpload = { applicationId: number; itemKey: string; fileName: string; bytes: Uint8Array };

async function readUpload(form: FormData): Promise<MaterialUpload> {
  const unknown = [...new Set(form.keys())].filter((k) => !(MATERIAL_UPLOAD_FIELDS as readonly string[]).includes(k));
  if (unknown.length > 0) throw new ApiError(ERROR_CODES.VALIDATION, MSG.unknownKeys(unknown), 400);
  const fields = materialUploadFields.parse({ applicationId: form.get('applicationId'), itemKey: form.get('itemKey') });
  const files = form.getAll('file');
  const file = files[0];
  if (files.length !== 1 || typeof file === 'string' || !file) throw new RecruitFileError('no_file');
  if (file.size === 0 && file.name === '') throw new RecruitFileError('no_file');
  return { ...fields, fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

const itemOf = (form: FormData | null) => {
  const v = form?.get('itemKey');
  return typeof v === 'string' ? v : null;
};

/**
 * A file for one checklist item of the caller's housing application (multipart: applicationId,
 * itemKey, file; back for a plain form), checked by the recruitment files' rules. A script gets the
 * envelope with the stored file's description; a plain form 303 back with ?material=<id> or
 * ?failed=<reason>&item=<key>.
 */
export const POST = fileRoute({
  context: 'apply.uploadMaterial',
  writer: 'fileUpload',
  maxBytes: UPLOAD_BODY_LIMIT,
  tooLarge: () => new RecruitFileError('too_large'),
  read: readUpload,
  run: (upload, { user }) => storeMaterial(user.userId, upload),
  form: {
    back: (form) => safeMaterialBack(form?.get('back')),
    signIn: () => '/t1/housingApply',
    next: (meta, form) => materialUploadedHref(safeMaterialBack(form.get('back')), meta.id),
    failure: (error, form) => {
      if (error instanceof RecruitFileError) return materialFailure(itemOf(form), error.reason);
      if (error instanceof ApiError && error.status === 409) return materialFailure(itemOf(form), 'closed');
      if (error instanceof z.ZodError || (error instanceof ApiError && error.status < 500)) return materialFailure(itemOf(form), 'invalid');
      return materialFailure(itemOf(form), 'busy');
    },
  },
});
