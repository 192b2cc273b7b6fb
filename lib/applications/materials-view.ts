/**
 * The citizen's side of an application's materials (the application page): the checklist with the
 * files of each item, whether files can be added now, the open 补正 (what is asked and by when),
 * and what a plain post came back with (?material=, ?done=, ?failed=&item=).
 */
import { getDb } from '@/lib/db/client';
import { isFileErrorReason, FILE_MSG } from '@/lib/recruitment/file-rules';
import { openCorrection, type OpenCorrection } from './correction';
import { byItem, listOwnMaterials, UPLOAD_STATUSES, type MaterialMeta } from './materials';
import type { ChecklistItem } from './material-checklist';
import { MATERIAL_ITEM_PARAM, MATERIAL_PARAM } from './material-paths';
import type { HousingApplication } from './applications';
import { applicationFormHref } from './paths';

export const MATERIALS_TEXT = {
  heading: '申请材料',
  intro: '请按材料清单逐项上传清晰的照片（JPG、PNG，不超过 2 MB）或扫描件（PDF、Word，不超过 10 MB）。照片会去除拍摄信息后保存。',
  closedIntro: '材料已随申请提交审核，如需补充，工作人员会通知您补正。',
  none: '尚未上传',
  upload: '上传',
  remove: '删除',
  uploaded: '材料已上传。',
  removed: '材料已删除。',
  corrected: '补正材料已提交，申请已回到审核环节继续办理。',
  correctionHeading: '需要补正材料',
  correctionDeadline: (day: string) => `请于 ${day} 前上传以下材料并提交补正：`,
  correctionOverdue: '已超过补正期限，请尽快提交；逾期未补正的，申请可能不予通过。',
  submitCorrection: '提交补正',
  refusal: {
    closed: '申请当前不能上传或删除材料；工作人员要求补正时，请按补正通知上传。',
    missing: '请先上传补正通知中列出的全部材料，再提交补正。',
    notAsked: '该申请当前不需要补正，请刷新页面查看最新进度。',
    notRemovable: '该材料不能删除：材料不存在，或已提交审核。',
    invalid: '上传未成功，请选择材料项目和文件后重试。',
    busy: '系统繁忙，请稍后重试',
  } as Record<string, string>,
} as const;

export type MaterialsView = {
  applicationId: number;
  back: string;
  canUpload: boolean;
  items: (ChecklistItem & { files: MaterialMeta[] })[];
  correction: OpenCorrection | null;
  notice: string | null;
  error: { item: string | null; message: string } | null;
};

export async function loadMaterialsView(userId: number, app: HousingApplication | null, params: URLSearchParams): Promise<MaterialsView | null> {
  if (!app || app.status === 'withdrawn') return null;
  const files = await listOwnMaterials(userId, app.id);
  const correction = app.status === 'correction' ? await openCorrection(await getDb(), app.id) : null;
  const done = params.get('done');
  const uploadedId = Number(params.get(MATERIAL_PARAM));
  const notice = done === 'removed' ? MATERIALS_TEXT.removed : done === 'corrected' ? MATERIALS_TEXT.corrected : files.some((f) => f.id === uploadedId) ? MATERIALS_TEXT.uploaded : null;
  const failed = params.get('failed');
  const item = params.get(MATERIAL_ITEM_PARAM);
  const message = failed ? (isFileErrorReason(failed) ? FILE_MSG[failed] : MATERIALS_TEXT.refusal[failed]) : undefined;
  return {
    applicationId: app.id,
    back: applicationFormHref(app.product),
    canUpload: UPLOAD_STATUSES.includes(app.status),
    items: byItem(app.product, files),
    correction,
    notice,
    error: message ? { item: item && /^[a-z_]{1,40}$/.test(item) ? item : null, message } : null,
  };
}
