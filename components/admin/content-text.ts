import { STEP_LABELS, type ContentStep } from '@/lib/cms/content-workflow';

/** What the article pages say when a post comes back (?saved, ?done, ?failed, ?uploaded, ?image). */
export const CONTENT_PAGE_TEXT = {
  saved: '草稿已保存',
  done: (step: string) => (step === 'policy' ? '政策状态已保存' : step in STEP_LABELS ? `已${STEP_LABELS[step as ContentStep]}` : ''),
  uploadedAttachment: '附件已上传并加入草稿',
  uploadedImage: '图片已上传。在正文中插入：',
  reasons: {
    state: '文章状态已变化（可能已被他人处理），请刷新后再试',
    upload: '文件未能上传：图片仅支持 JPG 或 PNG（不超过 10 MB），附件仅支持 PDF 或 Word（不超过 20 MB），且文件内容须与格式相符',
  },
} as const;

export const CONTENT_SAVE_ACTION = '/admin/api/content/save';
export const CONTENT_UPLOAD_ACTION = '/admin/api/content/upload';

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
