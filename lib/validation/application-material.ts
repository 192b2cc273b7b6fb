import { z } from './zod';
import { id, strictInput } from './common';
import { MATERIAL_KEYS } from '@/lib/applications/material-keys';

/**
 * The forms of a housing application's materials and of 补正 (issue #29 parts 1–2): one schema
 * each, the server's authority. The upload itself is multipart (lib/api/form-route fileRoute).
 */

export const MATERIAL_FORM_MSG = {
  item: '请选择材料清单中的材料项目',
  items: '请选择需要补正的材料',
  note: '请填写需要补正的内容说明（500 字以内）',
  deadline: '请填写补正期限（年-月-日）',
  caseId: '业务编号有误',
  version: '页面已过期，请刷新后重试',
} as const;

/** The fields a material upload may carry (anything else is refused). */
export const MATERIAL_UPLOAD_FIELDS = ['applicationId', 'itemKey', 'file', 'back'] as const;

export const materialUploadFields = z.object({
  applicationId: id,
  itemKey: z.enum(MATERIAL_KEYS, { error: MATERIAL_FORM_MSG.item }),
});

/** Remove one of the citizen's files; submit the correction of one application; a file by id. */
export const materialRemoveBody = strictInput({ id });
export const correctionSubmitBody = strictInput({ id });
export const materialIdQuery = strictInput({ id });

const int32 = (error: string) => z.coerce.number({ error }).int({ error }).min(1, { error }).max(2_147_483_647, { error });

/** 要求补正 in the console: the items, the note to the citizen and the last day. */
export const correctionRequestForm = z.object({
  caseId: int32(MATERIAL_FORM_MSG.caseId),
  version: int32(MATERIAL_FORM_MSG.version),
  items: z.array(z.enum(MATERIAL_KEYS, { error: MATERIAL_FORM_MSG.items }), { error: MATERIAL_FORM_MSG.items }).min(1, { error: MATERIAL_FORM_MSG.items }).max(20, { error: MATERIAL_FORM_MSG.items }),
  note: z.string({ error: MATERIAL_FORM_MSG.note }).trim().min(1, { error: MATERIAL_FORM_MSG.note }).max(500, { error: MATERIAL_FORM_MSG.note }),
  deadline: z.string({ error: MATERIAL_FORM_MSG.deadline }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: MATERIAL_FORM_MSG.deadline }),
});

export const CORRECTION_FORM_FIELDS = ['caseId', 'version', 'items', 'note', 'deadline'] as const;
