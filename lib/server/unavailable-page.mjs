/**
 * A page whose render failed because the database did not answer is answered 503 with Retry-After
 * and this page, complete in the HTML (no script needed to read it), instead of Next's 500 error
 * document, whose body is empty until JavaScript draws the error view. The portal server
 * (scripts/portal-server.mjs) holds every HTML response until it is complete, so it can still
 * change the status. Plain ESM JavaScript: run by the portal server without a build; its rules are
 * jest-tested (unavailable-page.test.ts). docs/security.md "Database errors in the log, and pages
 * during an outage".
 */

import { messagePageHtml } from './message-page.mjs';

/**
 * The digest of lib/db/availability.ts DatabaseUnavailableError. Next keeps an error's own digest,
 * so a render that failed on it carries this value into the page's error payload — also when the
 * failure was inside a Suspense boundary and the page itself answered 200.
 */
export const DATABASE_UNAVAILABLE_DIGEST = 'BZF_DATABASE_UNAVAILABLE';

/** User-facing text of the outage page (the same words as the site's error view). */
export const UNAVAILABLE_TEXT = {
  title: '服务繁忙，请稍后再试',
  body: '很抱歉，系统正忙或正在维护，页面暂时无法显示。请稍候片刻后点击“重试”，或返回首页继续浏览。',
  retry: '重试',
  home: '返回首页',
};

/**
 * Seconds until the database back-off of lib/db/availability.ts ends (the state it keeps on
 * globalThis in this same process), or 0 when the database is not known to be down.
 */
export function databaseBackoffSeconds(now = Date.now(), state = globalThis.__bzfDbAvailability) {
  const downUntil = Number(state?.downUntil ?? 0);
  return downUntil > now ? Math.max(1, Math.ceil((downUntil - now) / 1000)) : 0;
}

/**
 * Whether a finished page is the failure of a render the database caused: the database is known
 * to be down and the page failed (a 5xx) or carries the unavailability digest. Both conditions,
 * so a page that merely shows the digest's text (a search for it) is never replaced while the
 * database answers.
 * @param {number} status
 * @param {Buffer | string} body
 * @param {number} backoffSeconds from databaseBackoffSeconds()
 */
export function isDatabaseOutagePage(status, body, backoffSeconds) {
  if (backoffSeconds <= 0) return false;
  return status >= 500 || body.includes(DATABASE_UNAVAILABLE_DIGEST);
}

const T = UNAVAILABLE_TEXT;

/** The outage page: 重试 reloads the same address, 返回首页 goes home. */
export const UNAVAILABLE_PAGE_HTML = messagePageHtml({
  title: T.title,
  message: T.body,
  links: [
    { href: '', label: T.retry, primary: true },
    { href: '/home', label: T.home },
  ],
});
