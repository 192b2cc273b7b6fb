import { sanitizeBodyHtml } from '@/lib/html/sanitize';

export type RichTextProps = { html: string; className?: string; id?: string };

/**
 * Stored rich text (article bodies, answers, the company's pages), sanitized with the write-time
 * allowlist again as it is rendered: content that reached the database another way (an import, a
 * hand-written UPDATE, an older version's row) is inert too, never a <script> or an `on…` handler.
 * A server component only (sanitize-html must not reach a browser bundle); it runs when a page is
 * rendered, not for each cached hit.
 */
export function RichText({ html, className, id }: RichTextProps) {
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: sanitizeBodyHtml(html) }} />;
}
