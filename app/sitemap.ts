import type { MetadataRoute } from 'next';
import { buildSitemap } from '@/components/templates/sitemap-entries';
import { getColumnTree } from '@/lib/cms/columns';
import { listPublishedForSitemap } from '@/lib/cms/contents';
import { getEnv } from '@/lib/env';

// Built from the database on request: PGlite must never be opened by `next build`'s workers.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [tree, contents] = await Promise.all([getColumnTree(), listPublishedForSitemap()]);
  return buildSitemap(tree, contents, getEnv().SITE_URL);
}
