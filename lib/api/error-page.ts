import { safeRedirectPath } from '@/lib/session/redirect';

/**
 * A refused plain form post (no JavaScript) is a page navigation: the browser shows whatever comes
 * back. The JSON envelope would be shown as raw text, so such a request gets the same status and
 * headers (429 with Retry-After, 403, 503 …) with a small page saying the message in Chinese and
 * linking back to the form. Self-contained: no script (the CSP allows none here), styles inline.
 */

/**
 * Whether the browser is navigating (a plain form was submitted) rather than a script fetching.
 * Browsers say so in Sec-Fetch-Mode; older ones are recognised by asking for HTML (a fetch asks
 * for any type or for JSON).
 */
export function isPageNavigation(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode')?.toLowerCase();
  if (mode) return mode === 'navigate';
  const accept = (request.headers.get('accept') ?? '').toLowerCase();
  return accept.includes('text/html') && !accept.includes('application/json');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The page the form was on, when the Referer names one of ours; else /home. */
export function backHref(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer) return '/home';
  try {
    const from = new URL(referer);
    if (from.host !== new URL(request.url).host && from.host !== request.headers.get('host')) return '/home';
    return safeRedirectPath(from.pathname + from.search);
  } catch {
    return '/home';
  }
}

export const ERROR_PAGE_TEXT = { title: '未能完成操作', back: '返回上一页', home: '返回首页' } as const;

export function errorPageHtml(message: string, back: string): string {
  const T = ERROR_PAGE_TEXT;
  return `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${T.title}</title>
<style>body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#1f2329}main{max-width:32rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:8px;text-align:center}h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.7;margin:0 0 1.5rem;font-size:1.125rem}a{display:inline-block;margin:.25rem .5rem;padding:.6rem 1.4rem;border-radius:4px;text-decoration:none;border:1px solid #b3121b;color:#b3121b}a.primary{background:#b3121b;color:#fff}</style>
</head><body><main role="alert"><h1>${T.title}</h1><p>${escapeHtml(message)}</p><a class="primary" href="${escapeHtml(back)}">${T.back}</a><a href="/home">${T.home}</a></main></body></html>
`;
}
