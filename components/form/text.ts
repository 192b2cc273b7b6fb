/** The form kit's own words (components/form): what every form says the same way. */
export const FORM_TEXT = {
  optional: '（可选）',
  fixBelow: '请按提示修改后再提交。',
  sending: '正在提交…',
  /** The schema module could not be fetched (a lazy chunk over a broken connection). */
  rulesUnavailable: '网络异常，请稍后再试',
  counter: (n: number, max: number) => `已输入 ${n} / ${max} 字`,
  limit: (max: number) => `最多 ${max} 字`,
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  /** ?failed=invalid of a form posted without JavaScript. */
  invalidSummary: '提交未成功，以下内容需要修改后重新填写：',
  /** ?failed=busy. */
  busy: '系统繁忙，未能提交，请稍后再试。',
} as const;
