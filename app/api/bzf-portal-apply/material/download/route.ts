import { fileDownloadResponse } from '@/lib/api/file-download';
import { queryOf, toErrorResponse } from '@/lib/api/respond';
import { getOwnMaterial, MATERIAL_MSG } from '@/lib/applications/materials';
import { RecruitFileError } from '@/lib/recruitment/files';
import { requireSessionUser } from '@/lib/session';
import { materialIdQuery } from '@/lib/validation/application-material';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** One of the caller's application materials as a download; someone else's id answers 404 like a missing one. */
export async function GET(request: Request) {
  try {
    const user = await requireSessionUser(request);
    const { id } = materialIdQuery.parse(queryOf(request.url));
    const file = await getOwnMaterial(user.userId, id);
    if (!file) throw new RecruitFileError('not_found', MATERIAL_MSG.fileNotFound);
    return fileDownloadResponse(file);
  } catch (error) {
    return toErrorResponse(error, 'apply.downloadMaterial');
  }
}
