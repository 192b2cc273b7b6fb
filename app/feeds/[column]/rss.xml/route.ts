import { feedResponse } from '@/lib/feeds/feeds';

/** The column's RSS 2.0 feed (lib/feeds/feeds.ts); 404 for an unknown, private or empty column. */
// Read on request through the cached reads (PGlite must never be opened by `next build`'s workers).
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ column: string }> }): Promise<Response> {
  return feedResponse((await params).column, 'rss');
}
