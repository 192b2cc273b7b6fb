/**
 * A complete page that says one thing: a heading, a paragraph and links. No script (the CSP allows
 * none on it), styles inline, readable without JavaScript and at 长者模式 sizes. Used where the
 * site's own frame cannot render: the outage page the portal server swaps in
 * (./unavailable-page.mjs) and a refused plain form post (lib/api/error-page.ts). Plain ESM
 * JavaScript, run by the portal server without a build.
 */

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const STYLE =
  'body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#1f2329}' +
  'main{max-width:32rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:8px;text-align:center}' +
  'h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.7;margin:0 0 1.5rem;font-size:1.125rem}' +
  'a{display:inline-block;margin:.25rem .5rem;padding:.6rem 1.4rem;border-radius:4px;text-decoration:none;border:1px solid #b3121b;color:#b3121b}' +
  'a.primary{background:#b3121b;color:#fff}';

/**
 * @param {{ title: string; message: string; links: { href: string; label: string; primary?: boolean }[] }} page
 *   every text is escaped; the first link marked primary is drawn filled
 * @returns {string}
 */
export function messagePageHtml({ title, message, links }) {
  const anchors = links.map((l) => `<a${l.primary ? ' class="primary"' : ''} href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`).join('');
  return `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head><body><main role="alert"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${anchors}</main></body></html>
`;
}
