import { found, getRoute } from '@/lib/api/route';
import { getJobPost } from '@/lib/recruitment/posts';
import { selectJobPostQuery } from '@/lib/validation/job-filter';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** One job post with its hiring company and its status today; an unknown id is a 404. */
export const GET = getRoute('recruit.selectJobPost', selectJobPostQuery, async ({ postId }) => found(await getJobPost(postId), '岗位'));
