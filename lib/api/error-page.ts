import { messagePageHtml } from '@/lib/server/message-page.mjs';
import { safeRedirectPath } from '@/lib/session/redirect';

/**
 * A refused plain form post (no JavaScript) is a page navigation: the browser shows whatever comes
 * back. The JSON envelope would be shown as raw text, so such a request gets the same status and
 * headers (429 with Retry-After, 403, 503 …) with a small page saying the message in Chinese and
 * linking back to the form (lib/server/message-page.mjs: no script, styles inline).
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
  return messagePageHtml({
    title: T.title,
    message,
    links: [
      { href: back, label: T.back, primary: true },
      { href: '/home', label: T.home },
    ],
  });
}
