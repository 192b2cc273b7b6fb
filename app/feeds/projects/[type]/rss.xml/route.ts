import { projectFeedResponse } from '@/lib/feeds/project-feeds';

/** The RSS 2.0 feed of one business type's projects (lib/feeds/project-feeds.ts); 404 for an unknown type or none shown. */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ type: string }> }): Promise<Response> {
  return projectFeedResponse((await params).type, 'rss');
}
