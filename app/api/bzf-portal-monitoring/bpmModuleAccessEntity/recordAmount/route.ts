import { recordModuleAccess } from '@/lib/monitoring/module-access';
import { addressKey, ANONYMOUS_WRITE_LIMITS, assertUnderLimit } from '@/lib/monitoring/rate-counters';
import { rollUpWhenDue } from '@/lib/monitoring/statistics';
import { clientAddress } from '@/lib/register/attempts';
import { noParams } from '@/lib/validation/common';
import { recordAmountBody } from '@/lib/validation/module-access';
import { postRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Records one module access (JSON body), once per visitor per module per 30 minutes; robots are
 * not counted (data.recorded false with a reason). The visitor is the sent id, else the client
 * address and user agent, stored only as a hash. Anyone can send it, so each client address gets
 * a per-minute allowance (429 with Retry-After past it). The first record of a day starts the daily
 * roll-up of the previous days (lib/monitoring/statistics.ts).
 */
export const POST = postRoute('monitoring.moduleAccess.recordAmount', { query: noParams, body: recordAmountBody }, async ({ body }, request) => {
  const address = clientAddress(request.headers);
  await assertUnderLimit(`ma:${addressKey(address)}`, ANONYMOUS_WRITE_LIMITS.perMinute(), 60_000);
  const userAgent = request.headers.get('user-agent');
  const result = await recordModuleAccess({ ...body, visitorKey: `${address}|${userAgent ?? ''}`, userAgent });
  rollUpWhenDue();
  return result;
});
