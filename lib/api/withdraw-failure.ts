import { z } from '@/lib/validation/zod';
import type { FormFailure } from '@/lib/forms/failure-query';
import { ApiError, ERROR_CODES } from './respond';

/**
 * Why a withdraw posted without JavaScript did not happen, in the one query convention
 * (`?failed=notfound|locked`; anything else is formRoute's `busy` or refused page). Shop
 * registrations and job applications word these the same way.
 */
export const WITHDRAW_REASONS = ['notfound', 'locked'] as const;

export function withdrawFailure(error: unknown): FormFailure | undefined {
  // A posted id that is not one names nothing: as missing.
  if (error instanceof z.ZodError) return { reason: 'notfound' };
  if (error instanceof ApiError && error.code === ERROR_CODES.NOT_FOUND) return { reason: 'notfound' };
  if (error instanceof ApiError && error.code === ERROR_CODES.CONFLICT) return { reason: 'locked' };
  return undefined;
}
