import { ApiCallError, getJson, orThrow, postJson } from './envelope';

/**
 * Browser side of the favourites and personal-information calls (docs/api.md "Favourites",
 * "Family members", updateUserInfo), on the one client (./envelope.ts). The session travels in
 * the HttpOnly tokenId cookie; page scripts never hold it. A non-"1" envelope throws an
 * ApiCallError carrying the server's Chinese message, which the pages show as it is.
 */
export { ApiCallError as PersonalApiError };

/** SWR fetcher and one-off reads: the data, or an ApiCallError. */
export const apiGet = <T>(path: string): Promise<T> => orThrow(getJson<T>(path));

/** A JSON write: the data, or an ApiCallError. New forms use the form kit (components/form) instead. */
export const apiPost = <T>(path: string, body: unknown): Promise<T> => orThrow(postJson<T>(path, body));

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
