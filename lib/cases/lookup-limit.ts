import { getEnv } from '@/lib/env';
import { addressKey, assertUnderLimit } from '@/lib/monitoring/rate-counters';
import { clientAddress } from '@/lib/register/attempts';

/** 办件进度查询 tries per client address and hour (the address is stored only as a keyed hash). */
export async function checkLookupLimit(request: Request): Promise<void> {
  await assertUnderLimit(`cq:${addressKey(clientAddress(request.headers))}`, getEnv().RATE_LIMIT_CASE_LOOKUPS_PER_HOUR, 3_600_000);
}
