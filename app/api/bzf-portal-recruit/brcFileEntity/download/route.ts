import { queryOf, toErrorResponse } from '@/lib/api/respond';
import { RecruitFileError, getOwnFile } from '@/lib/recruitment/files';
import { requireSessionUser } from '@/lib/session';
import { fileIdQuery } from '@/lib/validation/recruit-file';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CONTEXT = 'recruit.downloadFile';

/** RFC 5987 value: UTF-8, percent-encoded, including the characters encodeURIComponent leaves. */
const encodeRfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** For clients that ignore filename*: printable ASCII only, quotes and backslashes replaced. */
const asciiFallback = (name: string, ext: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '').replace(/["\\%;]/g, '_').trim();
  return ascii && ascii !== `.${ext}` && !ascii.startsWith('.') ? ascii : `file.${ext}`;
};

/**
 * One of the caller's files, as a download (never shown in the page): Content-Type is the type
 * found in the content, `Content-Disposition: attachment`, nosniff, a policy that lets nothing run
 * even if it were opened, never stored by a cache. Not signed in → 401 `4010`; a missing id and
 * another user's id both → 404 `4040`.
 */
export async function GET(request: Request) {
  try {
    const user = await requireSessionUser(request);
    const { id } = fileIdQuery.parse(queryOf(request.url));
    const file = await getOwnFile(user.userId, id);
    if (!file) throw new RecruitFileError('not_found');
    const ext = file.fileName.slice(file.fileName.lastIndexOf('.') + 1);
    return new Response(new Uint8Array(file.bytes), {
      status: 200,
      headers: {
        'Content-Type': file.mediaType,
        'Content-Length': String(file.bytes.length),
        'Content-Disposition': `attachment; filename="${asciiFallback(file.fileName, ext)}"; filename*=UTF-8''${encodeRfc5987(file.fileName)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cross-Origin-Resource-Policy': 'same-origin',
      },
    });
  } catch (error) {
    return toErrorResponse(error, CONTEXT);
  }
}
