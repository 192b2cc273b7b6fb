import { getLatestAppVersion } from '@/lib/background/app-versions';
import { appVersionQuery } from '@/lib/validation/app-version';
import { found, postRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The latest app version of a platform (spec §7: POST with query parameters). */
export const POST = postRoute('background.getAppVersion', { query: appVersionQuery }, async ({ query }) =>
  found(await getLatestAppVersion(query.platform), '该平台的应用版本'),
);
