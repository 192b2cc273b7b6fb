import { ok, queryOf, toErrorResponse } from '@/lib/api/respond';
import { assertSameSite, MAX_BODY_BYTES, NO_STORE_HEADERS, readJsonBody } from '@/lib/api/route';
import { removeOwnFile } from '@/lib/recruitment/files';
import { requireWriter } from '@/lib/api/write-limits';
import { noParams } from '@/lib/validation/common';
import { removeFileBody } from '@/lib/validation/recruit-file';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CONTEXT = 'recruit.removeFile';

/**
 * Deletes one of the caller's files, JSON `{ id }`, from our own pages only. Answers what was
 * removed; a file sent with an application → 409 `4090`; a missing id or another user's → 404.
 */
export async function POST(request: Request) {
  try {
    assertSameSite(request, { requireProof: true });
    noParams.parse(queryOf(request.url));
    const user = await requireWriter(request, 'fileRemove');
    const { id } = removeFileBody.parse(await readJsonBody(request, MAX_BODY_BYTES));
    return ok(await removeOwnFile(user.userId, id), { headers: NO_STORE_HEADERS });
  } catch (error) {
    return toErrorResponse(error, CONTEXT);
  }
}
