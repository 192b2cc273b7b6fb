/**
 * The console's case forms and the inbox's filters (issue #28 part 2): one schema each, the
 * server's authority. Messages are Chinese and never echo what was typed.
 */
import { CASE_KINDS, CASE_STATUSES } from '@/lib/db/schema/cases';
import { z } from './zod';

export const CASE_FORM_MSG = {
  caseId: '业务编号有误',
  version: '页面已过期，请刷新后重试',
  to: '请选择要变更的状态',
  note: '备注不能超过 500 字',
  handler: '请选择经办人',
  day: '日期格式须为 年-月-日',
  dayOrder: '开始日期不能晚于结束日期',
} as const;

const int32 = (error: string) => z.coerce.number({ error }).int({ error }).min(1, { error }).max(2_147_483_647, { error });
const note = z
  .string({ error: CASE_FORM_MSG.note })
  .trim()
  .max(500, { error: CASE_FORM_MSG.note })
  .optional()
  .transform((v) => v || undefined);

/** A status change, with what the citizen is told and what only staff see. */
export const caseMoveForm = z.object({
  caseId: int32(CASE_FORM_MSG.caseId),
  version: int32(CASE_FORM_MSG.version),
  to: z.enum(CASE_STATUSES, { error: CASE_FORM_MSG.to }),
  noteToCitizen: note,
  internalNote: note,
});

/** A note without a status change (at least one of the two; the service says so). */
export const caseNoteForm = z.object({
  caseId: int32(CASE_FORM_MSG.caseId),
  version: int32(CASE_FORM_MSG.version),
  noteToCitizen: note,
  internalNote: note,
});

/** Give the case to a handler; `handlerId` empty = to nobody. */
export const caseAssignForm = z.object({
  caseId: int32(CASE_FORM_MSG.caseId),
  version: int32(CASE_FORM_MSG.version),
  handlerId: z.union([z.literal(''), int32(CASE_FORM_MSG.handler)]).transform((v) => (v === '' ? null : v)),
});

export const CASE_FORM_FIELDS = {
  move: ['caseId', 'version', 'to', 'noteToCitizen', 'internalNote'],
  note: ['caseId', 'version', 'noteToCitizen', 'internalNote'],
  assign: ['caseId', 'version', 'handlerId'],
} as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: CASE_FORM_MSG.day })
  .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00+08:00`).getTime()), { error: CASE_FORM_MSG.day });
const optionalDay = z
  .union([z.literal(''), day])
  .optional()
  .transform((v) => v || undefined);
const flag = z
  .string()
  .optional()
  .transform((v) => v === '1');

/** The inbox's filters (query of /admin/cases, fields of its export form); an unknown kind or status reads as none. */
export const inboxQuery = z
  .object({
    kind: z.enum(CASE_KINDS).optional().catch(undefined).transform((v) => v ?? 'shop_intention'),
    status: z.enum(CASE_STATUSES).optional().catch(undefined),
    from: optionalDay,
    to: optionalDay,
    scope: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
    overdue: flag,
    mine: flag,
    page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: CASE_FORM_MSG.dayOrder, path: ['to'] });

export type InboxQuery = z.output<typeof inboxQuery>;
