/**
 * The console's 配租 and 选房 forms (issue #29 part 3): one schema each, the server's authority.
 * Messages are Chinese and never echo what was typed.
 */
import { QUEUE_PRODUCTS } from '@/lib/db/schema/allocation';
import { z } from './zod';

export const ALLOCATION_FORM_MSG = {
  caseId: '申请编号有误',
  unitTypeId: '请选择配租的项目户型',
  allocationId: '配租记录编号有误',
  version: '页面已过期，请刷新后重试',
  roomNo: '请填写房号，如 3栋1502室（2–20 个字，不含符号）',
  slot: '请填写选房时段，如 2026-12-05 09:00',
  product: '请选择产品',
} as const;

const int32 = (error: string) => z.coerce.number({ error }).int({ error }).min(1, { error }).max(2_147_483_647, { error });

export const allocateForm = z.object({
  caseId: int32(ALLOCATION_FORM_MSG.caseId),
  unitTypeId: int32(ALLOCATION_FORM_MSG.unitTypeId),
});

export const selectRoomForm = z.object({
  allocationId: int32(ALLOCATION_FORM_MSG.allocationId),
  version: int32(ALLOCATION_FORM_MSG.version),
  roomNo: z
    .string({ error: ALLOCATION_FORM_MSG.roomNo })
    .trim()
    .regex(/^[0-9A-Za-z\u4e00-\u9fa5-]{2,20}$/, { error: ALLOCATION_FORM_MSG.roomNo }),
  /** A datetime-local value, Beijing time. */
  slot: z
    .string({ error: ALLOCATION_FORM_MSG.slot })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: ALLOCATION_FORM_MSG.slot })
    .refine((v) => !Number.isNaN(new Date(`${v}:00+08:00`).getTime()), { error: ALLOCATION_FORM_MSG.slot }),
});

export const allocationQuery = z.object({ product: z.enum(QUEUE_PRODUCTS, { error: ALLOCATION_FORM_MSG.product }).catch('gzf') });

export const ALLOCATION_FORM_FIELDS = {
  allocate: ['caseId', 'unitTypeId'],
  select: ['allocationId', 'version', 'roomNo', 'slot'],
} as const;
