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

/** The resume and quick application forms' words: labels (the fields and the no-script summary share them) and messages. */
export const RESUME_TEXT = {
  labels: {
    name: '姓名',
    gender: '性别',
    birthDate: '出生日期',
    idNumber: '身份证号码',
    political: '政治面貌',
    nativePlace: '籍贯',
    mobile: '手机号码',
    email: '电子邮箱',
    address: '通讯地址',
    education: '教育经历',
    work: '工作经历',
    skills: '专业技能',
    certificates: '资格证书',
    selfAssessment: '自我评价',
    photoFileId: '个人照片',
    attachmentFileId: '简历附件',
  },
  education: { school: '学校名称', major: '专业', degree: '学历', start: '入学年月', end: '毕业年月（在读可不填）' },
  work: { company: '单位名称', position: '职位', start: '开始年月', end: '结束年月（在职可不填）', duties: '工作内容' },
  quick: { postId: '目标岗位', degree: '最高学历', school: '毕业院校', major: '所学专业', intro: '个人简介' },
  row: (list: '教育经历' | '工作经历', n: number) => `${list} ${n}`,
  rowFallback: (n: number) => `第 ${n} 段`,
  add: { education: '＋ 添加教育经历', work: '＋ 添加工作经历' },
  up: '上移',
  down: '下移',
  remove: '删除',
  choose: '请选择',
  choosePost: '请选择正在报名的岗位',
  freshGraduate: '应届毕业生可不填写。',
  note: '一份简历可用于投递所有岗位。',
  idHint: '18 位，最后一位可为 X',
  save: '保存简历',
  saveAgain: '保存修改',
  saving: '正在保存…',
  saved: '简历已保存。投递岗位时将使用这份简历。',
  offline: '网络连接失败，简历未保存。填写的内容已暂存在本机，网络恢复后会自动保存草稿。',
  apply: '提交投递',
  applying: '正在投递…',
  applyOffline: '网络连接失败，未能投递。填写的内容已暂存在本机，网络恢复后会自动保存草稿。',
  /** A plain post came back: how many fields, and that the text was kept. */
  resumeInvalid: (n: number) => `简历未保存：还有 ${n} 处需要修改（已在下方标出）。填写的内容已保存为草稿。`,
  quickInvalid: (n: number) => `尚未投递：还有 ${n} 处需要修改（已在下方标出）。填写的内容已保存为草稿。`,
  resumeBusy: '系统繁忙，简历未保存；填写的内容已保存为草稿，请稍后再试。',
  noResume: '使用简历投递前，请先填写并保存简历。保存后可返回岗位页继续投递。',
} as const;

/** What a field of the resume is called, by its dotted path (`education.0.school` → 教育经历 1 · 学校名称). */
export function resumeFieldLabel(path: string): string {
  const [list, index, key] = path.split('.');
  if (index !== undefined && key !== undefined && (list === 'education' || list === 'work')) {
    const words: Record<string, string> = RESUME_TEXT[list];
    return `${RESUME_TEXT.row(RESUME_TEXT.labels[list] as '教育经历' | '工作经历', Number(index) + 1)} · ${words[key] ?? key}`;
  }
  return (RESUME_TEXT.labels as Record<string, string>)[path] ?? path;
}
