/**
 * Browser side of the view count: the article pages are served from the route cache, so the view is
 * counted by a POST from the page, once per browser session and content (sessionStorage), never
 * by the server render. Fire-and-forget: a failed count never disturbs the page.
 */
export const COUNT_VIEW_ENDPOINT = '/api/bzf-portal-cms/bpcContentEntity/countView';
const STORAGE_PREFIX = 'portal:viewed:';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): SessionStore | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    // Storage blocked (privacy settings): count the view, just not de-duplicated.
    return null;
  }
}

/** Sends the view of `contentId` unless this session already did; true when a request was sent. */
export function countViewOnce(contentId: number, store: SessionStore | null = sessionStore()): boolean {
  if (!Number.isSafeInteger(contentId) || contentId <= 0 || typeof fetch !== 'function') return false;
  const key = `${STORAGE_PREFIX}${contentId}`;
  try {
    if (store?.getItem(key)) return false;
    store?.setItem(key, '1');
  } catch {
    // Quota or blocked storage: fall through and count.
  }
  fetch(COUNT_VIEW_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contentId }),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
  return true;
}
