/** The console's words, in one place. */
export const STAFF_TEXT = {
  consoleName: '管理控制台',
  wrongCredentials: '登录名或密码错误',
  wrongCode: '验证码或恢复码不正确',
  replayedCode: '该验证码已使用过，请等待验证器显示下一个验证码',
  sessionGone: '登录已过期，请重新登录',
  disabled: '登录名或密码错误',
  enrolled: '该账号已绑定验证器',
  cliActor: '命令行',
} as const;

/** How the audit log names actions and entities (unknown ones show as stored). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'staff.create': '创建工作人员账号',
  'staff.reset2fa': '重置两步验证',
  'staff.enrolTotp': '绑定验证器',
  'staff.signIn': '登录',
  'staff.signOut': '退出登录',
  'audit.export': '导出审计日志',
};

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  staff: '工作人员',
  audit_log: '审计日志',
};
