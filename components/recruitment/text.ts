import { FILTER_TEXT } from '@/components/templates/filter-text';
import type { FilePurpose } from '@/lib/recruitment/file-rules';

/** The job list's and job post's words, in one place. */
export const JOB_TEXT = {
  filters: '筛选岗位',
  keyword: '关键词',
  keywordHint: '岗位名称、部门或职责',
  company: '招聘单位',
  type: '招聘类型',
  place: '工作地点',
  status: '招聘状态',
  any: '不限',
  search: FILTER_TEXT.submit,
  clear: FILTER_TEXT.reset,
  results: '岗位列表',
  count: (n: number) => `共 ${n.toLocaleString('en-US')} 个岗位`,
  dropped: '部分筛选条件无效，已忽略。',
  empty: '没有符合条件的岗位',
  emptyHint: '可以放宽条件，或清除全部筛选后再看。',
  noPosts: '暂无招聘岗位，欢迎稍后再来查看。',
  headcount: (n: number) => `招聘 ${n} 人`,
  deadline: (d: string) => `报名截止 ${d}`,
  published: (d: string) => `发布于 ${d}`,
  salary: '月薪',
  // The post page
  facts: '岗位信息',
  department: '用人部门',
  headcountLabel: '招聘人数',
  headcountValue: (n: number) => `${n} 人`,
  publishedLabel: '发布日期',
  deadlineLabel: '报名截止',
  deadlineValue: (d: string) => `${d}（含当日）`,
  salaryLabel: '薪酬待遇',
  duties: '岗位职责',
  requirements: '任职要求',
  education: '学历',
  major: '专业',
  experience: '工作经验',
  experienceValue: (years: number, campus: boolean) => (years > 0 ? `${years} 年以上相关工作经验` : campus ? '不限，面向应届毕业生' : '不限'),
  certificates: '资格证书',
  apply: '投递简历',
  quickApply: '快速投递',
  resumeApply: '使用我的简历投递',
  applyHint: '快速投递只需填写基本信息；已在本站保存简历的，可以直接使用简历投递。投递前请先登录，同一岗位只能投递一次。',
  closed: '该岗位已截止报名',
  ended: '该岗位招聘已结束',
  closedHint: '欢迎关注其他正在报名的岗位。',
  openPosts: '查看报名中的岗位',
  back: '返回招聘信息',
  free: '招聘全程不收取任何费用，请谨防以招聘名义收费的诈骗行为。',
  demo: '演示数据：岗位信息均为示例，不代表真实招聘。',
} as const;

/**
 * User-facing text of the recruitment file fields, in one place. The refusal messages themselves
 * live with the rules (lib/recruitment/file-rules.ts FILE_MSG), shared with the server.
 */

export const FILE_FIELD_TEXT = {
  hint: {
    photo: '支持 JPG、PNG 格式，不超过 2 MB；上传后自动缩放至 600×800 像素以内',
    attachment: '支持 PDF、Word（.doc/.docx）格式，不超过 10 MB',
  } satisfies Record<FilePurpose, string>,
  uploading: '上传中…',
  uploaded: (name: string) => `已上传：${name}`,
  removed: '文件已删除',
  removing: '正在删除…',
  download: '下载',
  remove: '删除',
  /** Before scripts run: the file is sent by this button (a plain form post). */
  upload: '上传',
  photoAlt: '已上传的照片',
  current: '当前文件',
} as const;
