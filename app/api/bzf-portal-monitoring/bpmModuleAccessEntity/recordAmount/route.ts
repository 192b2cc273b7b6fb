import { recordModuleAccess } from '@/lib/monitoring/module-access';
import { addressKey, ANONYMOUS_WRITE_LIMITS, assertUnderLimit } from '@/lib/monitoring/rate-counters';
import { clientAddress } from '@/lib/register/attempts';
import { noParams } from '@/lib/validation/common';
import { recordAmountBody } from '@/lib/validation/module-access';
import { postRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Records one module access (JSON body). The visitor id is stored only as a hash. Anyone can send
 * it, so each client address gets a per-minute allowance (429 with Retry-After past it).
 */
export const POST = postRoute('monitoring.moduleAccess.recordAmount', { query: noParams, body: recordAmountBody }, async ({ body }, request) => {
  await assertUnderLimit(`ma:${addressKey(clientAddress(request.headers))}`, ANONYMOUS_WRITE_LIMITS.perMinute(), 60_000);
  return recordModuleAccess(body);
});
