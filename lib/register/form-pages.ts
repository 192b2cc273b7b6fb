import { ApiError } from '@/lib/api/respond';
import type { FormFailure } from '@/lib/forms/failure-query';
import { safeRedirectPath } from '@/lib/session/redirect';
import { ChallengeRequired } from './attempts';

export { BASIC_INFO_PAGE, FAMILY_PAGE, familyFormBack, familyPageHref, readFamilyPageState, returnPathOf, type FamilyPageState } from './personal-pages';

/**
 * Where the account forms posted without JavaScript come back to, and why (lib/api/form-route.ts
 * with lib/forms/failure-query.ts): /login keeping ?type= and ?redirect= (a same-origin path).
 * Server only (it knows the services' errors); the pages' paths are ./personal-pages.ts.
 */
export const loginPageOf = (type: 'login' | 'register' | 'password') => (form: URLSearchParams) =>
  `/login?${new URLSearchParams({ ...(type === 'login' ? {} : { type }), redirect: safeRedirectPath(form.get('redirect')) }).toString()}`;

/** Reasons the sign-in page words (components/account/LoginForm.client.tsx). */
export const SIGN_IN_REASONS = ['wrong', 'limited', 'challenge', 'challengeRequired', 'taken'] as const;

/** A sign-in or password change: the challenge to draw (its id travels, never what was typed), too many attempts, or wrong credentials. */
export function signInFailure(error: unknown): FormFailure | undefined {
  if (error instanceof ChallengeRequired) return { reason: error.reason === 'wrong' ? 'challenge' : 'challengeRequired', query: { challenge: error.challenge } };
  if (error instanceof ApiError && error.status === 429) return { reason: 'limited' };
  if (error instanceof ApiError && error.status < 500) return { reason: 'wrong' };
  return undefined;
}

/** A registration: the number is taken, or too many from this address. */
export function registerFailure(error: unknown): FormFailure | undefined {
  if (error instanceof ApiError && error.status === 409) return { reason: 'taken' };
  if (error instanceof ApiError && error.status === 429) return { reason: 'limited' };
  return undefined;
}

/** A family member the same person twice (409). */
export function familyFailure(error: unknown): FormFailure | undefined {
  if (error instanceof ApiError && error.status === 409) return { reason: 'duplicate' };
  return undefined;
}
