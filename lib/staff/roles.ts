/**
 * Who may do what in the console: permissions are data (role → actions), and one check,
 * assertStaffCan, is what every console loader and handler calls before it reads or writes. The
 * console hides what a role may not do, but hiding is never the check.
 */
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { STAFF_ROLE_CODES } from '@/lib/db/schema/staff';

export type StaffRole = (typeof STAFF_ROLE_CODES)[number];
export { STAFF_ROLE_CODES };

/** The names staff know the roles by (issue #26): 编辑 writes drafts, 审核 publishes, … */
export const ROLE_LABELS: Record<StaffRole, string> = {
  editor: '编辑',
  reviewer: '审核',
  caseworker: '业务经办',
  admin: '管理员',
};

/** Every console action, with the words the dashboard uses for it. */
export const STAFF_ACTIONS = {
  'console.enter': '进入管理控制台',
  'content.read': '查看文章列表和预览',
  'content.draft': '撰写和修改内容草稿',
  'content.publish': '发布、定时发布和撤回内容',
  'case.handle': '办理群众提交的业务',
  'housing.review': '审核住房保障申请（查阅申请材料、要求补正）',
  'catalogue.publish': '修改站点目录（栏目、横幅、友情链接、大事记、应用版本、招聘、问卷、项目、公司介绍）并即时上线',
  'staff.manage': '管理工作人员账号（创建、停用、重置两步验证）',
  'settings.manage': '修改站点设置（含哀悼模式）',
  'audit.read': '查看审计日志',
  'audit.export': '导出审计日志',
  'search.manage': '管理站内搜索的推荐结果和同义词',
  'search.stats': '查看站内搜索统计（热门搜索词、无结果和无点击的搜索词）',
  'search.rules': '审核和修改站内搜索意图规则',
  'privacy.retained': '查看注销账号保留的数据及原因',
} as const;

export type StaffAction = keyof typeof STAFF_ACTIONS;
export const ALL_STAFF_ACTIONS = Object.keys(STAFF_ACTIONS) as StaffAction[];

/** The permission table. A role gets exactly what is listed; nothing is inherited. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffAction[]> = {
  editor: ['console.enter', 'content.read', 'content.draft', 'search.stats'],
  reviewer: ['console.enter', 'content.read', 'content.publish', 'catalogue.publish', 'search.manage', 'search.stats', 'search.rules'],
  caseworker: ['console.enter', 'case.handle', 'housing.review'],
  admin: ['console.enter', 'staff.manage', 'settings.manage', 'audit.read', 'audit.export', 'search.manage', 'search.stats', 'search.rules', 'privacy.retained'],
};

export function roleCan(role: StaffRole, action: StaffAction): boolean {
  return ROLE_PERMISSIONS[role].includes(action);
}

/** 编辑 or editor → editor (the command line takes either). */
export function parseRole(value: string): StaffRole | null {
  const v = value.trim();
  if ((STAFF_ROLE_CODES as readonly string[]).includes(v)) return v as StaffRole;
  const found = STAFF_ROLE_CODES.find((code) => ROLE_LABELS[code] === v);
  return found ?? null;
}

/** A signed-in member of staff (what lib/staff/sessions.ts resolves a console cookie to). */
export type StaffSession = {
  sessionId: number;
  staffId: number;
  login: string;
  displayName: string;
  role: StaffRole;
  address: string;
};

/** This role may not do this: 403, with a Chinese message, and nothing read or written. */
export class StaffForbidden extends ApiError {
  constructor(readonly action: StaffAction) {
    super(ERROR_CODES.FORBIDDEN, `您的角色无权执行此操作：${STAFF_ACTIONS[action]}`, 403);
    this.name = 'StaffForbidden';
  }
}

export function assertStaffCan(session: Pick<StaffSession, 'role'>, action: StaffAction): void {
  if (!roleCan(session.role, action)) throw new StaffForbidden(action);
}
