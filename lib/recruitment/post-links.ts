/**
 * Where the job pages live and how their money reads: pure, shared by the views, the templates,
 * the sitemap and the JSON-LD. The addresses themselves are the applications feature's (./links.ts); the post page only
 * links to the quick form and posts to insertRecord.
 */
import { postHref, quickHref, RECRUIT_API, RECRUIT_PAGES } from './links';

/** The group hires when a post names no subsidiary; its name when there is no company record (the demo company's). */
export const GROUP_COMPANY_NAME = '青禾安居住房保障集团有限公司';

export const JOB_LIST_PATH = RECRUIT_PAGES.list;
export const JOB_POST_PATH = RECRUIT_PAGES.post;
/** Plain form post (postId, source=resume): apply with the saved resume. */
export const APPLY_WITH_RESUME_ACTION = RECRUIT_API.apply;

export const jobPostPath = (id: number): string => postHref(id);

/** The quick application form for one post. */
export const quickApplyHref = (id: number): string => quickHref(id);

const yuan = (n: number) => n.toLocaleString('en-US');

/** "6,000–9,000 元/月", "8,000 元/月", or 面议 when the post names no salary. */
export function formatSalary(min: number | null, max: number | null): string {
  if (min === null && max === null) return '面议';
  if (min === null) return `${yuan(max!)} 元/月以内`;
  if (max === null || max === min) return `${yuan(min)} 元/月${max === null ? '起' : ''}`;
  return `${yuan(min)}–${yuan(max)} 元/月`;
}
