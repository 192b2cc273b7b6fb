/**
 * Where the job pages live and how their money reads: pure, shared by the views, the templates,
 * the sitemap and the JSON-LD. The two apply targets belong to the applications feature
 * (/t1/RegisteForm and the insertRecord form post); the post page only links to them.
 */
/** The group hires when a post names no subsidiary; its name when there is no company record (the demo company's). */
export const GROUP_COMPANY_NAME = '青禾安居住房保障集团有限公司';

export const JOB_LIST_PATH = '/t1/PostInformation';
export const JOB_POST_PATH = '/t1/PostDeatil';
/** The quick application form for one post. */
export const QUICK_APPLY_PATH = '/t1/RegisteForm';
/** Plain form post (postId, source=resume): apply with the saved resume. */
export const APPLY_WITH_RESUME_ACTION = '/api/bzf-portal-recruit/brcApplicationEntity/insertRecord';

export function jobPostPath(id: number): string {
  return `${JOB_POST_PATH}?postId=${id}`;
}

export function quickApplyHref(id: number): string {
  return `${QUICK_APPLY_PATH}?postId=${id}`;
}

const yuan = (n: number) => n.toLocaleString('en-US');

/** "6,000–9,000 元/月", "8,000 元/月", or 面议 when the post names no salary. */
export function formatSalary(min: number | null, max: number | null): string {
  if (min === null && max === null) return '面议';
  if (min === null) return `${yuan(max!)} 元/月以内`;
  if (max === null || max === min) return `${yuan(min)} 元/月${max === null ? '起' : ''}`;
  return `${yuan(min)}–${yuan(max)} 元/月`;
}
