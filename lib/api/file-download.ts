/**
 * A stored file as a download (never shown in the page): Content-Type is the type found in the
 * content, `Content-Disposition: attachment`, nosniff, a policy that lets nothing run even if it
 * were opened, never stored by a cache. Used by every owner-checked download (recruitment files,
 * housing application materials).
 */

/** RFC 5987 value: UTF-8, percent-encoded, including the characters encodeURIComponent leaves. */
const encodeRfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** For clients that ignore filename*: printable ASCII only, quotes and backslashes replaced. */
const asciiFallback = (name: string, ext: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '').replace(/["\\%;]/g, '_').trim();
  return ascii && ascii !== `.${ext}` && !ascii.startsWith('.') ? ascii : `file.${ext}`;
};

export function fileDownloadResponse(file: { fileName: string; mediaType: string; bytes: Buffer }): Response {
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
}
