import type { MetadataRoute } from 'next';
import { buildSitemap } from '@/components/templates/sitemap-entries';
import { getColumnTree } from '@/lib/cms/columns';
import { listPublishedForSitemap } from '@/lib/cms/contents';
import { getEnv } from '@/lib/env';
import { listQuestionnairesForSitemap } from '@/lib/questionnaires/questionnaires';
import { listOpenJobPostsForSitemap } from '@/lib/recruitment/posts';

// Built from the database on request: PGlite must never be opened by `next build`'s workers.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [tree, contents, jobs, questionnaires] = await Promise.all([
    getColumnTree(),
    listPublishedForSitemap(),
    listOpenJobPostsForSitemap(),
    listQuestionnairesForSitemap(),
  ]);
  return buildSitemap(tree, contents, getEnv().SITE_URL, [...jobs, ...questionnaires]);
}
