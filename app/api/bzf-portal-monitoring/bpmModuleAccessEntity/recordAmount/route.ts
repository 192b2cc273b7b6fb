import { recordModuleAccess } from '@/lib/monitoring/module-access';
import { noParams } from '@/lib/validation/common';
import { recordAmountBody } from '@/lib/validation/module-access';
import { postRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Records one module access (JSON body). The visitor id is stored only as a hash. */
export const POST = postRoute('monitoring.moduleAccess.recordAmount', { query: noParams, body: recordAmountBody }, ({ body }) =>
  recordModuleAccess(body),
);
