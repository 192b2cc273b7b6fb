/**
 * The console's sections, as data: the header lists those the role may open (the pages check again
 * with requireStaffPage). Adding a console section is one line here plus its pages.
 */
import type { StaffAction } from './roles';

export type ConsoleSection = { key: string; href: string; label: string; action: StaffAction };

export const CONSOLE_SECTIONS = [
  { key: 'home', href: '/admin', label: '控制台首页', action: 'console.enter' },
  { key: 'content', href: '/admin/content', label: '文章', action: 'content.read' },
  { key: 'audit', href: '/admin/audit', label: '审计日志', action: 'audit.read' },
  { key: 'skin', href: '/admin/skin', label: '哀悼模式', action: 'settings.manage' },
  { key: 'catalogue', href: '/admin/catalogue', label: '站点目录', action: 'catalogue.publish' },
  { key: 'staff', href: '/admin/staff', label: '工作人员', action: 'staff.manage' },
  { key: 'cases', href: '/admin/cases', label: '业务办理', action: 'case.handle' },
  { key: 'allocations', href: '/admin/allocations', label: '轮候配租选房', action: 'case.handle' },
  { key: 'satisfaction', href: '/admin/satisfaction', label: '好差评', action: 'case.handle' },
  { key: 'searchTuning', href: '/admin/search', label: '搜索推荐与同义词', action: 'search.manage' },
  { key: 'searchStats', href: '/admin/search/stats', label: '搜索统计', action: 'search.stats' },
  { key: 'searchRules', href: '/admin/search-rules', label: '搜索意图规则', action: 'search.rules' },
  { key: 'privacy', href: '/admin/privacy', label: '注销账号留存', action: 'privacy.retained' },
] as const satisfies readonly ConsoleSection[];

export type ConsoleSectionKey = (typeof CONSOLE_SECTIONS)[number]['key'];
