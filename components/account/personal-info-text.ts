import { RECORD_ACTIONS } from '@/lib/validation/record-outcome';
/** The words of 基本信息 and 家庭信息 that are not shared with the rest of the personal centre (PC_TEXT). */
export const INFO_TEXT = {
  labels: { userMobile: '手机号码', name: '姓名', idNumber: '身份证号码', email: '电子邮箱', address: '联系地址' },
  memberLabels: { id: '家庭成员', name: '姓名', relation: '与申请人关系', idNumber: '身份证号码', phone: '联系电话' },
  notFilled: '未填写',
  relationPlaceholder: '请选择',
  actions: '操作',
  idRegistered: (masked: string, keep: string) => `已登记 ${masked}，${keep}`,
  editMember: (name: string) => `编辑家庭成员「${name}」`,
  editLabel: (name: string) => `编辑「${name}」`,
  removeLabel: (name: string) => `删除「${name}」`,
  confirmRemoveButton: (name: string) => `确认删除「${name}」`,
  savedMember: (name: string) => `已保存家庭成员「${name}」`,
  /** The one result word (lib/validation/record-outcome); no name: the member's name never travels in the address. */
  removedMember: `${RECORD_ACTIONS.delete.result}家庭成员`,
  duplicate: '该家庭成员已登记，请勿重复添加',
  /** ?returnTo=: the page that sent the citizen here (e.g. the allotment registration form). */
  back: '返回',
  backHint: '家庭成员已保存，可返回继续填写刚才的表单。',
} as const;
