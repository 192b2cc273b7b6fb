import { getHomePageContent } from '@/lib/cms/contents';
import { homePageQuery } from '@/lib/validation/content';
import { getRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Home-page blocks: for each requested column (in order), its newest contents. */
export const GET = getRoute('cms.content.selectHomePageContent', homePageQuery, ({ columnKeys, limit }) => getHomePageContent(columnKeys, limit));
