/**
 * The console's mourning switch (issue #26 part 4): off, on now, or from a time until a time.
 * Times are typed as Beijing time (datetime-local "2026-12-13T00:00", no zone), the portal's city.
 */
import { z } from './zod';

export const MOURNING_MSG = {
  mode: '请选择 关闭、立即开启 或 按时段开启',
  time: '请填写完整的日期和时间（年-月-日 时:分）',
  order: '结束时间须晚于开始时间',
  past: '结束时间须晚于现在',
} as const;

export const MOURNING_MODES = ['off', 'now', 'window'] as const;

/** "2026-12-13T08:00" (Beijing) → the instant; anything else → undefined. */
export function parseCityDateTime(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return undefined;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+08:00`);
  return Number.isNaN(d.getTime()) || d.getUTCFullYear() < 2000 || d.getUTCFullYear() > 2100 ? undefined : d;
}

/** The instant as the form's datetime-local value, in Beijing time. */
export function cityDateTimeValue(at: Date | string | null | undefined): string {
  if (!at) return '';
  const t = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return Number.isNaN(t) ? '' : new Date(t + 8 * 3600 * 1000).toISOString().slice(0, 16);
}

const optionalTime = z.string({ error: MOURNING_MSG.time }).trim().max(25, { error: MOURNING_MSG.time }).optional().default('');

export const mourningForm = z
  .object({
    mode: z.enum(MOURNING_MODES, { error: MOURNING_MSG.mode }),
    from: optionalTime,
    until: optionalTime,
  })
  .superRefine((v, ctx) => {
    if (v.mode !== 'window') return;
    const from = parseCityDateTime(v.from);
    const until = parseCityDateTime(v.until);
    if (!from) ctx.addIssue({ code: 'custom', path: ['from'], message: MOURNING_MSG.time });
    if (!until) ctx.addIssue({ code: 'custom', path: ['until'], message: MOURNING_MSG.time });
    if (from && until && until <= from) ctx.addIssue({ code: 'custom', path: ['until'], message: MOURNING_MSG.order });
    else if (until && until.getTime() <= Date.now()) ctx.addIssue({ code: 'custom', path: ['until'], message: MOURNING_MSG.past });
  });

export type MourningFormInput = z.input<typeof mourningForm>;

export const MOURNING_FIELDS = ['mode', 'from', 'until'] as const;
export const MOURNING_LABELS: Record<(typeof MOURNING_FIELDS)[number], string> = { mode: '哀悼模式', from: '开始时间', until: '结束时间' };
