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
  loginTaken: '该登录名已被使用，请换一个',
  noSuchStaff: '没有这位工作人员',
  cannotDisableSelf: '不能停用自己的账号：请由另一位管理员操作',
  cannotChangeOwnRole: '不能修改自己的角色：请由另一位管理员操作',
  cannotResetSelf: '不能在控制台重置自己的密码或两步验证（当前会话会随之结束）：请由另一位管理员操作',
  lastAdmin: (name: string) => `${name}是最后一位在用的管理员，不能停用或改为其他角色：请先把另一位工作人员设为管理员`,
} as const;

/**
 * Every action the audit log records, with its words: the one list (an audit entry's action must be
 * one of these, lib/staff/audit.ts), so the log's filter offers it without reading the log.
 */
export const AUDIT_ACTION_LABELS = {
  'staff.create': '创建工作人员账号',
  'staff.reset2fa': '重置两步验证',
  'staff.role': '修改工作人员角色',
  'staff.disable': '停用工作人员账号',
  'staff.enable': '启用工作人员账号',
  'staff.resetPassword': '重置工作人员密码',
  'staff.changePassword': '设置新密码（替换一次性密码）',
  'staff.changeOwnPassword': '修改本人密码',
  'staff.rename': '修改工作人员姓名',
  'staff.enrolTotp': '绑定验证器',
  'staff.signIn': '登录',
  'staff.signOut': '退出登录',
  'audit.export': '导出审计日志',
  'skin.mourning': '设置哀悼模式',
  'search.rule': '审核搜索意图规则',
  'search.rule.add': '新增搜索意图规则',
  'search.rule.delete': '删除搜索意图规则',
  'catalogue.create': '新增目录条目',
  'catalogue.update': '修改目录条目',
  'catalogue.delete': '删除目录条目',
  'content.create': '新建文章',
  'content.update': '修改文章草稿',
  'content.submit': '提交文章审核',
  'content.publish': '发布文章',
  'content.returnToDraft': '退回文章修改',
  'content.withdraw': '撤回文章',
  'content.redraft': '重新编辑文章',
  'content.policy': '标记政策状态',
  'content.restore': '恢复文章版本',
  'content.publishRestored': '发布文章恢复稿',
  'content.publishGenerated': '发布系统生成的文章（如公示名单）',
  'content.discardRestored': '放弃文章恢复稿',
  'content.upload': '上传文章图片或附件',
  'case.transition': '办理业务（变更状态）',
  'case.assign': '分派业务',
  'case.note': '添加办理备注',
  'case.reveal': '查看业务完整信息',
  'case.export': '导出业务列表',
  'case.correction': '要求补正申请材料',
  'application.material.open': '查看住房保障申请材料',
  'questionnaire.results': '查看或导出问卷结果',
  'case.followUp': '回访不满意评价',
  'allocation.allocate': '登记配租',
  'allocation.select': '登记选房',
  'search.bestBet.create': '新增搜索推荐',
  'search.bestBet.delete': '删除搜索推荐',
  'search.synonym.create': '新增搜索同义词',
  'search.synonym.delete': '删除搜索同义词',
  'privacy.export': '群众下载本人数据',
  'privacy.deleteAccount': '群众注销账号',
  'privacy.retained': '查看注销账号保留的数据',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** A stored action's words; one no longer in the code shows as stored. */
export const auditActionLabel = (action: string): string => (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;


/** Every kind of record the audit log names (unknown ones show as stored); the log's filter offers these. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  staff: '工作人员',
  portal_user: '群众账号',
  audit_log: '审计日志',
  web_skin: '网站皮肤',
  search_intent_rule: '搜索意图规则',
  column: '栏目',
  banner: '横幅',
  friendly_link: '友情链接',
  memorabilia: '大事记',
  app_version: '应用版本',
  job_post: '招聘岗位',
  questionnaire: '问卷',
  housing_project: '房源项目',
  housing_unit_type: '户型',
  allocation: '配租选房',
  commercial_project: '商业项目',
  shop: '商铺',
  company_introduce: '公司介绍',
  subsidiary: '下属公司',
  content: '文章',
  case: '业务',
  application_material: '住房保障申请材料',
  content_file: '上传的图片和附件',
  search_best_bet: '搜索推荐',
  search_synonym: '搜索同义词',
};

/** What a console sign-in form says when it comes back with ?failed=<reason> (lib/forms/failure-query.ts; invalid and busy are the kit's). */
export const FORM_ERROR_TEXT: Record<string, string> = {
  invalid: '请按提示填写后再提交',
  wrong: '登录名或密码错误',
  replayed: '该验证码已使用过，请等待验证器显示下一个验证码',
  limited: '尝试次数过多，请稍后再试',
  challenge: '请先输入图片中的数字',
  challengeWrong: '图片中的数字不正确，请重新输入',
  expired: '登录已过期或未完成，请重新登录',
  forbidden: '您的角色无权执行此操作',
  busy: '系统繁忙，请稍后再试',
};

/** The sign-in steps' own failure reasons (besides the kit's invalid and busy). */
export const STAFF_FAILURE_REASONS = ['wrong', 'replayed', 'limited', 'challenge', 'challengeWrong', 'expired', 'forbidden'] as const;

/** The second step says "code" where the first says "password". */
export const CODE_ERROR_TEXT: Record<string, string> = {
  ...FORM_ERROR_TEXT,
  wrong: '验证码或恢复码不正确',
  invalid: '请输入 6 位动态验证码或一个恢复码',
};

export const ENROL_ERROR_TEXT: Record<string, string> = {
  ...FORM_ERROR_TEXT,
  wrong: '验证码不正确：请确认验证器已添加此密钥，且手机时间准确',
  invalid: '请输入验证器应用中显示的 6 位动态验证码',
};
