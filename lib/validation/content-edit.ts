/**
 * The console's article forms (issue #26 part 3): one schema each, used by the editor's live
 * messages and by the server as the authority. Plain (no drizzle, no Node), so the browser can load it.
 */
import { z } from './zod';

export const CONTENT_LIMITS = {
  title: 100,
  summary: 300,
  /** Sanitised HTML; a long policy with tables is far below it. */
  body: 200_000,
  source: 50,
  attachments: 20,
  coverUrl: 300,
} as const;

export const CONTENT_MSG = {
  title: `请填写标题（不超过 ${CONTENT_LIMITS.title} 个字）`,
  summary: `摘要不能超过 ${CONTENT_LIMITS.summary} 个字`,
  column: '请选择栏目',
  body: '正文过长，请分篇发布',
  source: `来源不能超过 ${CONTENT_LIMITS.source} 个字`,
  cover: '封面图片须是本站上传的图片',
  attachments: `附件格式不正确或超过 ${CONTENT_LIMITS.attachments} 个`,
  publishAt: '发布时间格式须为 年-月-日 时:分',
  id: '文章编号不正确',
  version: '版本号不正确',
  step: '操作不正确',
  policyState: '请选择政策状态',
  replacedBy: '请填写替代文章的编号（数字）',
  replacedByNeeded: '标记为已修改时须填写替代它的文章编号',
} as const;

/** Where uploaded content files are served: /api/bzf-portal-cms/contentFile/<id>/<key>. */
export const CONTENT_FILE_PATH = '/api/bzf-portal-cms/contentFile';
const OWN_FILE_URL = /^\/api\/bzf-portal-cms\/contentFile\/\d{1,10}\/[A-Za-z0-9_-]{16,64}$/;

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, { error: message });

/** "2026-12-01T09:30" (the datetime-local input, Beijing time) or "" for "when it is published". */
export const publishAtField = z
  .string({ error: CONTENT_MSG.publishAt })
  .trim()
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v) && !Number.isNaN(Date.parse(`${v}+08:00`))), {
    error: CONTENT_MSG.publishAt,
  });

/** The publish time a person typed (Beijing time), or null for "now". */
export function parsePublishAt(value: string): Date | null {
  return value === '' ? null : new Date(`${value.length === 16 ? `${value}:00` : value}+08:00`);
}

/** A Date as the datetime-local input shows it, in Beijing time. */
export function toPublishAtInput(at: Date | string | null): string {
  if (!at) return '';
  return new Date(new Date(at).getTime() + 8 * 3600 * 1000).toISOString().slice(0, 16);
}

const attachmentItem = z.object({
  name: z.string().trim().min(1).max(120),
  url: z.string().regex(OWN_FILE_URL),
  size: z.number().int().nonnegative().optional(),
});

/** Attachments travel as one JSON field (the plain form keeps them in a hidden input). */
export const attachmentsField = z
  .string({ error: CONTENT_MSG.attachments })
  .transform((v, ctx) => {
    if (v.trim() === '') return [];
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: CONTENT_MSG.attachments });
      return z.NEVER;
    }
  })
  .pipe(z.array(attachmentItem, { error: CONTENT_MSG.attachments }).max(CONTENT_LIMITS.attachments, { error: CONTENT_MSG.attachments }));

const optionalId = z
  .string({ error: CONTENT_MSG.id })
  .trim()
  .refine((v) => v === '' || /^[1-9]\d{0,9}$/.test(v), { error: CONTENT_MSG.id })
  .transform((v) => (v === '' ? null : Number(v)))
  .refine((v) => v === null || v <= 2_147_483_647, { error: CONTENT_MSG.id });

/** Save a draft: a new one (no id) or an existing draft. */
export const contentDraftForm = z.object({
  id: optionalId,
  title: z.string({ error: CONTENT_MSG.title }).trim().min(1, { error: CONTENT_MSG.title }).max(CONTENT_LIMITS.title, { error: CONTENT_MSG.title }),
  summary: text(CONTENT_LIMITS.summary, CONTENT_MSG.summary),
  columnKey: z.string({ error: CONTENT_MSG.column }).trim().min(1, { error: CONTENT_MSG.column }).max(64, { error: CONTENT_MSG.column }),
  source: text(CONTENT_LIMITS.source, CONTENT_MSG.source),
  coverUrl: z
    .string({ error: CONTENT_MSG.cover })
    .trim()
    .refine((v) => v === '' || OWN_FILE_URL.test(v), { error: CONTENT_MSG.cover }),
  bodyHtml: z.string({ error: CONTENT_MSG.body }).max(CONTENT_LIMITS.body, { error: CONTENT_MSG.body }),
  attachments: attachmentsField,
  publishAt: publishAtField,
});
export type ContentDraftInput = z.output<typeof contentDraftForm>;
export const CONTENT_DRAFT_FIELDS = ['id', 'title', 'summary', 'columnKey', 'source', 'coverUrl', 'bodyHtml', 'attachments', 'publishAt'] as const;

const requiredId = z
  .string({ error: CONTENT_MSG.id })
  .trim()
  .regex(/^[1-9]\d{0,9}$/, { error: CONTENT_MSG.id })
  .transform(Number)
  .refine((v) => v <= 2_147_483_647, { error: CONTENT_MSG.id });

/** One workflow step on one article (提交审核, 发布, 退回修改, 撤回, 重新编辑). */
export const contentStepForm = z.object({
  id: requiredId,
  step: z.enum(['submit', 'publish', 'returnToDraft', 'withdraw', 'redraft'], { error: CONTENT_MSG.step }),
  /** Only for 发布: empty = now; a time ahead = 定时发布. */
  publishAt: publishAtField.optional().default(''),
});
export type ContentStepInput = z.output<typeof contentStepForm>;
export const CONTENT_STEP_FIELDS = ['id', 'step', 'publishAt'] as const;

/**
 * A version of an article: restore it as a draft (编辑), or publish / set aside the restored draft
 * of a published article (审核). `version` is the number the page showed, so a reviewer never
 * publishes a restored draft other than the one they read.
 */
export const contentVersionForm = z.object({
  id: requiredId,
  version: z
    .string({ error: CONTENT_MSG.version })
    .trim()
    .regex(/^[1-9]\d{0,9}$/, { error: CONTENT_MSG.version })
    .transform(Number)
    .refine((v) => v <= 2_147_483_647, { error: CONTENT_MSG.version }),
  op: z.enum(['restore', 'publishRestored', 'discardRestored'], { error: CONTENT_MSG.step }),
});
export type ContentVersionInput = z.output<typeof contentVersionForm>;
export const CONTENT_VERSION_FIELDS = ['id', 'version', 'op'] as const;

/** A policy marked 已废止 or 已修改 (with the article that replaced it), or back in force. */
export const contentPolicyForm = z
  .object({
    id: requiredId,
    policyState: z.enum(['', 'repealed', 'amended'], { error: CONTENT_MSG.policyState }),
    replacedById: z
      .string({ error: CONTENT_MSG.replacedBy })
      .trim()
      .refine((v) => v === '' || /^[1-9]\d{0,9}$/.test(v), { error: CONTENT_MSG.replacedBy })
      .transform((v) => (v === '' ? null : Number(v))),
  })
  .refine((v) => v.policyState !== 'amended' || v.replacedById !== null, { error: CONTENT_MSG.replacedByNeeded, path: ['replacedById'] });
export type ContentPolicyInput = z.output<typeof contentPolicyForm>;
export const CONTENT_POLICY_FIELDS = ['id', 'policyState', 'replacedById'] as const;

/** The console list's filter (a GET form). */
export const contentListQuery = z.object({
  column: z.string().trim().max(64).optional().default(''),
  status: z.enum(['', 'draft', 'review', 'scheduled', 'published', 'withdrawn']).optional().default(''),
  title: z.string().trim().max(50, { error: '标题关键词不能超过 50 个字' }).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export type ContentListQuery = z.output<typeof contentListQuery>;
