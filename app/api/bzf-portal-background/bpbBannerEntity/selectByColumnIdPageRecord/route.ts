import { listBanners } from '@/lib/background/banners';
import { bannerQuery } from '@/lib/validation/banner';
import { getRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A column's enabled banners in display order. */
export const GET = getRoute('background.banner.selectByColumnIdPageRecord', bannerQuery, ({ columnKey, limit }) => listBanners(columnKey, limit));
