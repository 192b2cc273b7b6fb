/**
 * Browser side of the favourites and personal-information calls (docs/api.md "Favourites",
 * "Family members", updateUserInfo). The session travels in the HttpOnly tokenId cookie; page
 * scripts never hold it. A non-"1" envelope becomes a PersonalApiError carrying the server's
 * Chinese message, which the forms show as it is.
 */
export class PersonalApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PersonalApiError';
  }
  get signedOut(): boolean {
    return this.code === '4010';
  }
}

const NETWORK_MESSAGE = '网络异常，请稍后再试';

async function envelope<T>(response: Promise<Response>): Promise<T> {
  let res: Response;
  try {
    res = await response;
  } catch {
    throw new PersonalApiError('0', NETWORK_MESSAGE, 0);
  }
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    throw new PersonalApiError(String(res.status), NETWORK_MESSAGE, res.status);
  }
  if (body.code !== '1') {
    throw new PersonalApiError(String(body.code ?? res.status), typeof body.msg === 'string' ? body.msg : NETWORK_MESSAGE, res.status);
  }
  return body.data as T;
}

export function apiGet<T>(path: string): Promise<T> {
  return envelope<T>(fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' }, cache: 'no-store' }));
}

export function apiPost<T>(path: string, body: unknown): Promise<T> {
  return envelope<T>(
    fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

const ARTICLE = '/api/bzf-portal-background/BpbArticleCollectEntity';
const PROJECT = '/api/bzf-portal-background/BpbProjectCollectEntity';
const REGISTER = '/api/bzf-portal-register/portal';

export type FavouriteKind = 'article' | 'project';

export const PERSONAL_API = {
  selectIfCollect: (contentId: number) => `${ARTICLE}/selectIfCollect?contentId=${contentId}`,
  insertRecord: `${ARTICLE}/insertRecord`,
  selectIfCollectProject: (projectId: number) => `${PROJECT}/selectIfCollect?projectId=${projectId}`,
  insertProjectRecord: `${PROJECT}/insertRecord`,
  favouritePage: (kind: FavouriteKind, pageNum: number, pageSize: number) =>
    `${kind === 'article' ? ARTICLE : PROJECT}/selectByPage?pageNum=${pageNum}&pageSize=${pageSize}`,
  favouriteBatch: (kind: FavouriteKind) => `${kind === 'article' ? ARTICLE : PROJECT}/batch/updateById`,
  updateUserInfo: `${REGISTER}/updateUserInfo`,
  selectFamilyMembers: `${REGISTER}/selectFamilyMembers`,
  saveFamilyMember: `${REGISTER}/saveFamilyMember`,
  deleteFamilyMember: `${REGISTER}/deleteFamilyMember`,
} as const;

/** /login that comes back to where the visitor is now (path + query of this same origin). */
export function loginHrefFor(location: { pathname: string; search: string }): string {
  return `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
