/**
 * User-facing text of the recruitment file fields, in one place. The refusal messages themselves
 * live with the rules (lib/recruitment/file-rules.ts FILE_MSG), shared with the server.
 */
import type { FilePurpose } from '@/lib/recruitment/file-rules';

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
