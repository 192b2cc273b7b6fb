/**
 * Calls of bzf-portal-register (docs/api.md) from the browser. The session token itself never
 * passes through here: it lives in the HttpOnly tokenId cookie, which the browser sends.
 */
import { postForm, postJson, type ApiResult, type FetchLike } from './envelope';

export const REGISTER_API = '/api/bzf-portal-register/portal';

export type SignedInData = { userMobile: string };
export type CheckTokenData = { userMobile: string; rentCenterTicket: string };
export type AutoLoginData = { userMobile: string; expiresAt: string };

export type ChallengeData = { challengeId: string; image: string };

/** Answered 4011: a sign-in from here needs a challenge picture's digits too. */
export const CHALLENGE_CODE = '4011';

/** A fresh challenge picture for this number. */
export const loginChallenge = (mobile: string, f?: FetchLike): Promise<ApiResult<ChallengeData>> => postJson(`${REGISTER_API}/loginChallenge`, { mobile }, f);

/** The picture of a challenge id (the no-JavaScript return carries only the id). */
export const challengeImageUrl = (challengeId: string) => `${REGISTER_API}/loginChallenge?id=${encodeURIComponent(challengeId)}`;

/** Sign-in, registration and password change are forms: components/account/*Form.client.tsx post to these with the form kit. */
export const ACCOUNT_FORM_API = { login: `${REGISTER_API}/login`, register: `${REGISTER_API}/register`, changePassword: `${REGISTER_API}/changePassword` } as const;

/** Spec §4 fingerprint lookup: data is a ticket (tk_…) or null. */
export const fingerprintLogin = (fingerprint: string, f?: FetchLike): Promise<ApiResult<string | null>> =>
  postJson(`${REGISTER_API}/fingerprintLogin`, { fingerprint }, f);

/** Spec §4 token validation. Without a tokenId the server validates the stored (cookie) token. */
export const checkToken = (tokenId: string | undefined, f?: FetchLike): Promise<ApiResult<CheckTokenData>> =>
  postJson(`${REGISTER_API}/checkToken`, tokenId ? { tokenId } : {}, f);

/** Slides the session (POST: the spec's GET autoLogin only reads it, so a link cannot change state). */
export const autoLogin = (f?: FetchLike): Promise<ApiResult<AutoLoginData>> => postJson(`${REGISTER_API}/autoLogin`, {}, f);

/** Spec §7: POST, form-encoded; the HttpOnly cookie carries the token. */
export const logout = (f?: FetchLike): Promise<ApiResult<{ loggedOut: boolean }>> => postForm(`${REGISTER_API}/logout`, {}, f);
