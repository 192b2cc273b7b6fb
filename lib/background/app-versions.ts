import { cache } from 'react';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appVersions } from '@/lib/db/schema';
import type { AppVersion } from '@/lib/cms/types';

/** The highest version code published for a platform, or null. */
export const getLatestAppVersion = cache(async (platform: 'android' | 'ios'): Promise<AppVersion | null> => {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(appVersions)
    .where(eq(appVersions.platform, platform))
    .orderBy(desc(appVersions.versionCode))
    .limit(1);
  if (!row) return null;
  return {
    platform: row.platform,
    versionCode: row.versionCode,
    versionName: row.versionName,
    downloadUrl: row.downloadUrl,
    releaseNotes: row.releaseNotes,
    forceUpdate: row.forceUpdate,
    publishedAt: row.publishedAt.toISOString(),
  };
});
