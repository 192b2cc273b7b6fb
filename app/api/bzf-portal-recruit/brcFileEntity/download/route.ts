import { fileDownloadResponse } from '@/lib/api/file-download';
import { queryOf, toErrorResponse } from '@/lib/api/respond';
import { RecruitFileError, getOwnFile } from '@/lib/recruitment/files';
import { requireSessionUser } from '@/lib/session';
import { fileIdQuery } from '@/lib/validation/recruit-file';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CONTEXT = 'recruit.downloadFile';

/**
 * One of the caller's files, as a download (lib/api/file-download.ts). Not signed in → 401 `4010`;
 * a missing id and another user's id both → 404 `4040`.
 */
export async function GET(request: Request) {
  try {
    const user = await requireSessionUser(request);
    const { id } = fileIdQuery.parse(queryOf(request.url));
    const file = await getOwnFile(user.userId, id);
    if (!file) throw new RecruitFileError('not_found');
    return fileDownloadResponse(file);
  } catch (error) {
    return toErrorResponse(error, CONTEXT);
  }
}
