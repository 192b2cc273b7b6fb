import { toErrorResponse } from '@/lib/api/respond';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { readContentFile } from '@/lib/cms/content-files';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const encodeRfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

type Params = { params: Promise<{ id: string; key: string }> };

/**
 * An article's image (shown inline) or attachment (always a download), by the id and random key
 * in its URL. The type is the one found in the content on upload; nosniff, a sandbox policy and
 * an immutable cache (the bytes under a URL never change).
 */
export async function GET(_request: Request, { params }: Params) {
  try {
    const { id, key } = await params;
    const file = /^\d{1,10}$/.test(id) ? await readContentFile(Number(id), key) : null;
    if (!file) throw new ApiError(ERROR_CODES.NOT_FOUND, '文件不存在', 404);
    const disposition = file.kind === 'image' ? 'inline' : 'attachment';
    return new Response(new Uint8Array(file.bytes), {
      status: 200,
      headers: {
        'Content-Type': file.mediaType,
        'Content-Length': String(file.bytes.length),
        'Content-Disposition': `${disposition}; filename="file"; filename*=UTF-8''${encodeRfc5987(file.fileName)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: `"${file.sha256.slice(0, 32)}"`,
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    return toErrorResponse(error, 'cms.contentFile');
  }
}
