import { STEP_LABELS, VERSION_OPS, type ContentStep, type VersionOp } from '@/lib/cms/content-workflow';

const VERSION_DONE: Record<VersionOp, string> = {
  restore: '已恢复：该版本的内容已成为草稿',
  publishRestored: '恢复稿已发布，访客现在看到的是恢复后的内容',
  discardRestored: '已放弃恢复稿，已发布的内容不变',
};

/** What the article pages say when a post comes back (?saved, ?done, ?failed, ?uploaded, ?image). */
export const CONTENT_PAGE_TEXT = {
  saved: '草稿已保存',
  done: (step: string) =>
    step === 'policy'
      ? '政策状态已保存'
      : step in STEP_LABELS
        ? `已${STEP_LABELS[step as ContentStep]}`
        : (VERSION_OPS as readonly string[]).includes(step)
          ? VERSION_DONE[step as VersionOp]
          : '',
  uploadedAttachment: '附件已上传并加入草稿',
  uploadedImage: '图片已上传。在正文中插入：',
  reasons: {
    state: '文章状态已变化（可能已被他人处理），请刷新后再试',
    upload: '文件未能上传：图片仅支持 JPG 或 PNG（不超过 10 MB），附件仅支持 PDF 或 Word（不超过 20 MB），且文件内容须与格式相符',
  },
} as const;

export const CONTENT_SAVE_ACTION = '/admin/api/content/save';
export const CONTENT_UPLOAD_ACTION = '/admin/api/content/upload';
export const CONTENT_VERSION_ACTION = '/admin/api/content/version';

/** The history, a version's page and the comparison. */
export const VERSION_TEXT = {
  historyHeading: (n: number) => `版本历史（共 ${n} 个版本）`,
  historyCaption: '文章的版本，按从新到旧排列',
  noVersions: '还没有版本记录：下一次保存或操作起，每一次改动都会留下一个版本。',
  first: '最初的内容',
  unchanged: '内容未变（仅状态或操作）',
  unknownAuthor: '（版本记录启用前）',
  pendingMark: '（待审核发布的恢复稿）',
  restoreInReview: '待审核的文章须先由审核人员退回修改，才能恢复版本。',
  restorePublished: '恢复已发布文章的版本时，恢复的内容先成为一份恢复稿，由审核人员发布后才对访客显示；在此之前访客看到的仍是当前已发布的内容。',
  pendingHeading: (n: number) => `恢复稿（第 ${n} 版）等待审核发布`,
  pendingNote: '访客看到的仍是当前已发布的内容，直到审核人员发布这份恢复稿。',
  pendingWaits: '等待审核人员发布或放弃。',
  viewPending: '查看恢复稿',
  comparePending: '恢复稿与当前内容对比',
  viewBanner: (n: number, when: string, who: string, what: string) => `第 ${n} 版的样子（${when}，${who}，${what}）——这是历史版本，不是访客现在看到的内容`,
  compareHeading: (n: number) => `第 ${n} 版与当前内容对比`,
  compareSame: '该版本与当前内容相同。',
  compareCaption: (n: number) => `第 ${n} 版与当前内容有差别的项目`,
  bodyHeading: '正文（按段落对比）',
  bodyFormatOnly: '正文的文字相同，只有格式（加粗、链接、表格结构等）不同。',
  removed: '删除',
  added: '新增',
  keptRun: (n: number) => `……（${n} 段未改动）`,
} as const;

export const CONTENT_FIELD_LABELS = {
  id: '编号',
  title: '标题',
  summary: '摘要',
  columnKey: '栏目',
  source: '来源',
  coverUrl: '封面图片',
  bodyHtml: '正文',
  attachments: '附件',
  publishAt: '发布时间',
} as const;
