import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { requireSessionUser, type SessionUser } from '@/lib/session';

/** The signed-in user of a plain form post, or null (the handler then sends them to sign in). */
export async function formUser(request: Request): Promise<SessionUser | null> {
  return requireSessionUser(request).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === ERROR_CODES.UNAUTHORIZED) return null;
    throw error;
  });
}
