import { getRoute } from '@/lib/api/route';
import { listJobPosts } from '@/lib/recruitment/posts';
import { selectJobPostsQuery } from '@/lib/validation/job-filter';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Job posts, public: a filtered page, newest first (the /t1/PostInformation filters). Strict: a
 * value the page would drop is a 400 here, naming the parameter.
 */
export const GET = getRoute('recruit.selectJobPosts', selectJobPostsQuery, async ({ filter, pageSize }) => listJobPosts(filter, { pageSize }));
