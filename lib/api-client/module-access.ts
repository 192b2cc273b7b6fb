/**
 * Browser side of recordAmount (spec §7): one record per page view, keyed by the top-level column
 * the visitor is in. Fire-and-forget: a failed record never disturbs the page.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const ENDPOINT = '/api/bzf-portal-monitoring/bpmModuleAccessEntity/recordAmount';

/** col1 (or the special topic) when the page is in a column, else the first path segment ("home", "t3", "login"). */
export function moduleKeyFor(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  const candidates = [params.get('col1'), params.get('special'), pathname.split('/').filter(Boolean)[0] ?? 'home'];
  return candidates.find((c): c is string => !!c && KEY_PATTERN.test(c)) ?? null;
}

export function recordModuleAccess(pathname: string, search: string, moduleName: string): void {
  const moduleKey = moduleKeyFor(pathname, search);
  if (!moduleKey || typeof fetch !== 'function') return;
  const body = JSON.stringify({ moduleKey, moduleName: [...moduleName].slice(0, 50).join(''), path: pathname.slice(0, 300) });
  fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
}
