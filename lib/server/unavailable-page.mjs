/**
 * A page whose render failed because the database did not answer is answered 503 with Retry-After
 * and this page, complete in the HTML (no script needed to read it), instead of Next's 500 error
 * document, whose body is empty until JavaScript draws the error view. The portal server
 * (scripts/portal-server.mjs) holds every HTML response until it is complete, so it can still
 * change the status. Plain ESM JavaScript: run by the portal server without a build; its rules are
 * jest-tested (unavailable-page.test.ts). docs/security.md "Database errors in the log, and pages
 * during an outage".
 */

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

/** The outage page: no script, styles inline (the CSP allows inline styles, not scripts). */
export const UNAVAILABLE_PAGE_HTML = `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${T.title}</title>
<style>body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#1f2329}main{max-width:32rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:8px;text-align:center}h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.7;margin:0 0 1.5rem}a{display:inline-block;margin:0 .5rem;padding:.6rem 1.4rem;border-radius:4px;text-decoration:none;border:1px solid #b3121b;color:#b3121b}a.primary{background:#b3121b;color:#fff}</style>
</head><body><main role="alert"><h1>${T.title}</h1><p>${T.body}</p><a class="primary" href="">${T.retry}</a><a href="/home">${T.home}</a></main></body></html>
`;
