/**
 * Where a notice, banner or guide sends a citizen to act online: one address per action, so the
 * demo content and the pages link to the same place, and a move is one edit here (issue #29 part 4).
 * Pure data. `lib/cms/content-links.ts` resolves every such link against the routes and the database.
 *
 * The online applications (issue #29 part 1) are all /t1/housingApply: 公租房, 保租房 个人 and 企业,
 * and 共有产权 申购 (with the project chosen when a 申购公告 names one).
 */

const PC = '/t1/personalCenter';

export const ACTION_LINKS = {
  /** 公租房 在线申请 (lib/applications). */
  gzfApply: '/t1/housingApply?product=gzf',
  /** 保租房 个人申请 / 企业申请 (online, lib/applications/company.ts). */
  bzfApplyPerson: '/t1/housingApply?product=bzf',
  bzfApplyCompany: '/t1/housingApply?product=bzf_company',
  /** 共有产权 申购: the projects in their window (gycqApplyHref chooses one). */
  gycqApply: '/t1/housingApply?product=gycq',
  /** 配售型 在线意向登记, optionally with the project chosen. */
  psxRegister: '/t1/ywbl_01?col1=dyyw&col2=psf&col3=psf_ywbl',
  /** The personal centre's pages a notice names. */
  family: `${PC}/personal_info/gzf_familyInfo`,
  history: `${PC}/business_record/allotment`,
  allocations: `${PC}/business_record/zhongbao`,
  selections: `${PC}/business_record/real_time_rental`,
  messages: `${PC}/message_center/messages`,
  intentions: `${PC}/allotment_sale_record/intention_register`,
  /** 轮候配租情况: per product the highest 轮候序号 allocated this month (issue #29 part 3). */
  queueFigures: '/t1/queueFigures',
} as const;

export type ActionLinkName = keyof typeof ACTION_LINKS;

export const projectHref = (projectId: number) => `/t1/projectDetail?projectId=${projectId}`;
export const psxRegisterHref = (projectId: number) => `${ACTION_LINKS.psxRegister}&projectId=${projectId}`;
export const gycqSubscribeHref = (projectId: number) => `${ACTION_LINKS.gycqApply}&projectId=${projectId}`;

/**
 * Demo content names a project by a token the seed resolves once the projects exist:
 * `{{project:北湖·安和苑}}` → its page, `{{register:北湖·安和苑}}` → the registration with it chosen.
 */
export const PROJECT_TOKEN = /\{\{(project|register|subscribe):([^}]+)\}\}/g;

export const projectToken = (name: string) => `{{project:${name}}}`;
export const registerToken = (name: string) => `{{register:${name}}}`;
/** `{{subscribe:澄江·同心苑}}` → the 共有产权 申购 form with the project chosen. */
export const subscribeToken = (name: string) => `{{subscribe:${name}}}`;

/**
 * Replaces the tokens with the project's links; a project not (yet) in the database leads to the
 * finder of all projects (so a link never leads nowhere, and the seed's later part gives the id).
 */
export function resolveProjectTokens(html: string, ids: ReadonlyMap<string, number>): string {
  return html.replace(PROJECT_TOKEN, (_, kind: string, name: string) => {
    const id = ids.get(name);
    if (id === undefined) return kind === 'register' ? ACTION_LINKS.psxRegister : kind === 'subscribe' ? ACTION_LINKS.gycqApply : '/t1/project_show';
    return kind === 'register' ? psxRegisterHref(id) : kind === 'subscribe' ? gycqSubscribeHref(id) : projectHref(id);
  });
}
